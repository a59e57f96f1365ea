import React from 'react';
import { ComparisonTable, type ComparisonRow } from '@rainbond/ui';
import type { ComparisonRowContent, EnterpriseContent } from './content-schema';

const INCLUDED = { both: { oss: true, enterprise: true }, enterprise: { oss: false, enterprise: true } } as const;

function row({ feature, description, href, included, values }: ComparisonRowContent): ComparisonRow {
  return { feature, values: values ?? INCLUDED[included ?? 'both'], ...(description === undefined ? {} : { description }), ...(href === undefined ? {} : { href }) };
}

/** Open source and enterprise edition, feature by feature (from the project's own edition list). */
export default function EditionComparison({ comparison }: { comparison: EnterpriseContent['comparison'] }): React.ReactElement {
  return (
    <ComparisonTable
      caption={comparison.caption}
      hideCaption
      featureLabel={comparison.featureLabel}
      columns={[
        { key: 'oss', label: comparison.columns.oss },
        { key: 'enterprise', label: comparison.columns.enterprise, highlight: true },
      ]}
      groups={comparison.groups.map((group) => ({ title: group.title, rows: group.rows.map(row) }))}
      includedLabel={comparison.includedLabel}
      excludedLabel={comparison.excludedLabel}
      scrollLabel={comparison.scrollLabel}
    />
  );
}
