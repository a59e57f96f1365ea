import React from 'react';
import Translate from '@docusaurus/Translate';

export interface Props {
  readonly versionLabel: string;
}

/**
 * Says why the reader landed on a version's home after switching versions: the page they were on
 * has no counterpart in this version. `DocItem/Content` loads it only when that is the case.
 */
export default function DocVersionSwitchNotice({ versionLabel }: Props): React.ReactElement {
  return (
    <div className="alert alert--info margin-bottom--md" role="status" data-version-switch-notice="">
      <Translate id="theme.rainbond.versionSwitch.noTwin" description="Shown on a docs version's home when the page the reader switched from has no page in this version" values={{ version: versionLabel }}>
        {'The page you were reading has no counterpart in {version}, so this is the start of the {version} docs.'}
      </Translate>
    </div>
  );
}
