import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Icon } from '../Icon';
import { SmartLink } from '../../link/LinkContext';
import * as styles from './ComparisonTable.css';

/** One offering compared in the table (an edition, a plan...). */
export interface ComparisonColumn {
  /** Identifies the column in each row's `values`. */
  key: string;
  label: ReactNode;
  /** Tints the column, e.g. the offering the page recommends. */
  highlight?: boolean;
}

/**
 * What a column offers for one row: `true` is included, `false` is not included, anything else
 * (a short text such as "command line") is shown as it is.
 */
export type ComparisonValue = boolean | ReactNode;

export interface ComparisonRow {
  feature: ReactNode;
  /** A short explanation under the feature name. */
  description?: ReactNode;
  /** Where the feature is explained; the feature name becomes a link. */
  href?: string;
  values: Readonly<Record<string, ComparisonValue>>;
}

export interface ComparisonGroup {
  title: ReactNode;
  rows: readonly ComparisonRow[];
}

export interface ComparisonTableProps {
  /** Names the table (rendered as its <caption>). */
  caption: ReactNode;
  /** Hide the caption visually, when a heading right above already says the same. */
  hideCaption?: boolean;
  /** The heading of the first column, which lists the features. */
  featureLabel: ReactNode;
  columns: readonly ComparisonColumn[];
  groups: readonly ComparisonGroup[];
  /** Announced for `true` cells (the check mark itself is decorative). */
  includedLabel: string;
  /** Announced for `false` cells. */
  excludedLabel: string;
  /** Names the scrollable region on narrow screens; without it the caption names it. */
  scrollLabel?: string;
  className?: string;
}

function Cell({ value, includedLabel, excludedLabel }: { value: ComparisonValue; includedLabel: string; excludedLabel: string }) {
  if (value === true) {
    return (
      <span className={clsx(styles.mark, styles.included)}>
        <Icon name="check" size={22} />
        <span className={styles.visuallyHidden}>{includedLabel}</span>
      </span>
    );
  }
  if (value === false || value === undefined || value === null) {
    return (
      <span className={clsx(styles.mark, styles.excluded)}>
        <span aria-hidden="true">—</span>
        <span className={styles.visuallyHidden}>{excludedLabel}</span>
      </span>
    );
  }
  return <span className={styles.text}>{value}</span>;
}

/**
 * Offerings side by side, feature by feature: an accessible <table> with a caption, column and
 * row headers, and groups introduced by a header row. Scrolls sideways on narrow screens.
 */
export function ComparisonTable({
  caption,
  hideCaption = false,
  featureLabel,
  columns,
  groups,
  includedLabel,
  excludedLabel,
  scrollLabel,
  className,
}: ComparisonTableProps) {
  const span = columns.length + 1;
  const captionId = useId();
  return (
    <div
      className={clsx(styles.scroller, className)}
      role="region"
      aria-label={scrollLabel}
      aria-labelledby={scrollLabel === undefined ? captionId : undefined}
      // Focusable so that keyboard users can scroll the table sideways on narrow screens.
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? styles.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={clsx(styles.headCell, styles.featureHead)}>
              {featureLabel}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx(styles.headCell, styles.valueHead, column.highlight && styles.highlightHead)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group, groupIndex) => (
          <tbody key={groupIndex} className={styles.group}>
            <tr>
              <th scope="colgroup" colSpan={span} className={styles.groupCell}>
                {group.title}
              </th>
            </tr>
            {group.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className={styles.row}>
                  <th scope="row" className={styles.featureCell}>
                    {row.href !== undefined ? (
                      <SmartLink href={row.href} className={styles.featureLink}>
                        {row.feature}
                      </SmartLink>
                    ) : (
                      <span className={styles.featureName}>{row.feature}</span>
                    )}
                    {row.description !== undefined && <span className={styles.featureDescription}>{row.description}</span>}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className={clsx(styles.valueCell, column.highlight && styles.highlightCell)}>
                      <Cell value={row.values[column.key]} includedLabel={includedLabel} excludedLabel={excludedLabel} />
                    </td>
                  ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
