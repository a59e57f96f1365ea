import React, { lazy, Suspense } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import MarkdownPageActions from '@theme/MarkdownPageActions';
import { useActivePluginAndVersion, useDoc } from '@docusaurus/plugin-content-docs/client';
import SearchIndexFields from '@theme/SearchIndexFields';
import DocFeedback from '@theme/DocFeedback';
import OfflineReading from '@theme/OfflineReading';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { RainbondThemeConfig } from '../../../theme-config';
import { cameWithoutTwin } from '../../../client/version-switch';

type Props = WrapperProps<typeof ContentType>;

/** Rarely shown, so a chunk of its own rather than part of every docs page's first load. */
const DocVersionSwitchNotice = lazy(() => import('@theme/DocVersionSwitchNotice'));

/** The notice after a version switch that found no twin page (the query is not in the static HTML). */
function VersionSwitchNoticeSlot({ versionLabel }: { versionLabel: string }): React.ReactElement | null {
  const { search } = useLocation();
  if (!useIsBrowser() || !cameWithoutTwin(search)) return null;
  return (
    <Suspense fallback={null}>
      <DocVersionSwitchNotice versionLabel={versionLabel} />
    </Suspense>
  );
}

/**
 * The page body: indexed for search (docs of the default plugin by version, others as pages);
 * docs of the default plugin end with "Was this page helpful?" (not indexed) and, with the theme's
 * `offlineReading`, the button that saves their version for reading offline.
 */
export default function DocItemContent(props: Props): React.ReactElement {
  const { metadata } = useDoc();
  const active = useActivePluginAndVersion();
  const isDocs = (active?.activePlugin.pluginId ?? 'default') === 'default';
  const version = isDocs ? active?.activeVersion?.label : undefined;
  const { offlineReading } = useThemeConfig() as unknown as RainbondThemeConfig;
  return (
    <>
      {isDocs && version !== undefined && <VersionSwitchNoticeSlot versionLabel={version} />}
      <div data-pagefind-body="">
        <SearchIndexFields type={isDocs ? 'docs' : 'page'} version={version} />
        <MarkdownPageActions permalink={metadata.permalink} />
        <Content {...props} />
      </div>
      {isDocs && <DocFeedback pageTitle={metadata.title} version={version} />}
      {offlineReading && version !== undefined && <OfflineReading version={version} />}
    </>
  );
}
