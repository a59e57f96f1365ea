import React from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import MarkdownPageActions from '@theme/MarkdownPageActions';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContent(props: Props): React.ReactElement {
  const { metadata } = useDoc();
  return (
    <>
      <MarkdownPageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
