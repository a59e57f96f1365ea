import React from 'react';
import { useActiveDocContext, useDocsPreferredVersion, useDocsVersionCandidates, useVersions } from '@docusaurus/plugin-content-docs/client';
import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { translate } from '@docusaurus/Translate';
import { useHistorySelector } from '@docusaurus/theme-common';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { NO_TWIN_PARAM } from '../../client/version-switch';

type ActiveDocContext = ReturnType<typeof useActiveDocContext>;

/**
 * Where a version's entry leads: the same topic in that version (same doc id, or a twin the docs
 * plugin's global data pairs with it), else the version's main doc, marked so that page can say
 * the topic has no page there.
 */
function versionTarget(version: GlobalVersion, context: ActiveDocContext, search: string, hash: string): string {
  const twin = context.alternateDocVersions[version.name];
  if (twin !== undefined) return `${twin.path}${search}${hash}`;
  const main = version.docs.find((doc) => doc.id === version.mainDocId)!;
  // Only a docs page of another version has a topic to miss (the active doc itself may be unknown
  // in the browser until its route section has loaded).
  return context.activeVersion === undefined || context.activeVersion === version ? main.path : `${main.path}?${NO_TWIN_PARAM}`;
}

/**
 * The classic docs version dropdown, except that a page without a twin in the chosen version
 * leads to that version's home with a notice (see DocVersionSwitchNotice).
 */
export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: _versions,
  ...props
}: Props): React.ReactElement {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const context = useActiveDocContext(docsPluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(docsPluginId);
  const versions = useVersions(docsPluginId);
  const candidates = useDocsVersionCandidates(docsPluginId);
  const displayed = candidates.find((candidate) => versions.includes(candidate)) ?? versions[0]!;
  const items = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: version.label,
      to: versionTarget(version, context, search, hash),
      isActive: () => version === context.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const mobileList = mobile && items.length > 1;
  const label = mobileList
    ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions', description: 'The label for the navbar versions dropdown on mobile view' })
    : displayed.label;
  const to = mobileList ? undefined : versionTarget(displayed, context, '', '');
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;
  if (items.length <= 1) return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} isActive={isActive} />;
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} to={to} items={items} isActive={isActive} />;
}
