import React from 'react';
import Translate from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { cameWithoutTwin } from '../../client/version-switch';

export interface Props {
  readonly versionLabel: string;
}

/**
 * Says why the reader landed on a version's home after switching versions: the page they were on
 * has no counterpart in this version. Shown after hydration (the query is not in the static HTML).
 */
export default function DocVersionSwitchNotice({ versionLabel }: Props): React.ReactElement | null {
  const { search } = useLocation();
  const isBrowser = useIsBrowser();
  if (!isBrowser || !cameWithoutTwin(search)) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="status" data-version-switch-notice="">
      <Translate id="theme.rainbond.versionSwitch.noTwin" description="Shown on a docs version's home when the page the reader switched from has no page in this version" values={{ version: versionLabel }}>
        {'The page you were reading has no counterpart in {version}, so this is the start of the {version} docs.'}
      </Translate>
    </div>
  );
}
