import React from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import MarkdownPageActions from '@theme/MarkdownPageActions';
import { useActivePluginAndVersion, useDoc } from '@docusaurus/plugin-content-docs/client';
import SearchIndexFields from '@theme/SearchIndexFields';
import DocFeedback from '@theme/DocFeedback';
import DocVersionSwitchNotice from '@theme/DocVersionSwitchNotice';

type Props = WrapperProps<typeof ContentType>;

/**
 * The page body: indexed for search (docs of the default plugin by version, others as pages);
 * docs of the default plugin end with "Was this page helpful?" (not indexed).
 */
export default function DocItemContent(props: Props): React.ReactElement {
  const { metadata } = useDoc();
  const active = useActivePluginAndVersion();
  const isDocs = (active?.activePlugin.pluginId ?? 'default') === 'default';
  const version = isDocs ? active?.activeVersion?.label : undefined;
  return (
    <>
      {isDocs && version !== undefined && <DocVersionSwitchNotice versionLabel={version} />}
      <div data-pagefind-body="">
        <SearchIndexFields type={isDocs ? 'docs' : 'page'} version={version} />
        <MarkdownPageActions permalink={metadata.permalink} />
        <Content {...props} />
      </div>
      {isDocs && <DocFeedback pageTitle={metadata.title} version={version} />}
    </>
  );
}
