import React from 'react';
import { Tabs } from '@rainbond/ui';
import CommandBox from '@theme/CommandBox';
import { INSTALL_COMMANDS } from '../site-links';
import type { HomeContent, InstallSystem } from './content-schema';

interface InstallTabsProps {
  /** Names the tab list (the operating systems). */
  label: string;
  systems: HomeContent['install']['systems'];
}

/** The one-line install for each operating system, each with a copy button. */
export default function InstallTabs({ label, systems }: InstallTabsProps): React.ReactElement {
  return (
    <Tabs
      label={label}
      items={(Object.keys(INSTALL_COMMANDS) as InstallSystem[]).map((value) => ({
        value,
        label: systems[value].label,
        content: (
          <>
            <CommandBox prompt={value === 'windows' ? 'PS>' : undefined} command={INSTALL_COMMANDS[value]} label={systems[value].commandLabel} />
            <p style={{ margin: '0.75rem 0 0', color: 'var(--rb-color-textMuted)' }}>{systems[value].note}</p>
          </>
        ),
      }))}
    />
  );
}
