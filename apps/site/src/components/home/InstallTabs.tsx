import React from 'react';
import { translate } from '@docusaurus/Translate';
import { Tabs } from '@rainbond/ui';
import CommandBox from '@theme/CommandBox';

export const INSTALL_COMMANDS = {
  linux: 'curl -o install.sh https://get.rainbond.com && bash ./install.sh',
  mac: 'curl -o install.sh https://get.rainbond.com && bash ./install.sh',
  windows: 'Invoke-WebRequest "https://get.rainbond.com/install-rainbond.ps1" -o install-rainbond.ps1 ; .\\install-rainbond.ps1',
} as const;

/** The one-line install for each operating system, each with a copy button. */
export default function InstallTabs(): React.ReactElement {
  const note = (text: string) => <p style={{ margin: '0.75rem 0 0', color: 'var(--rb-color-textMuted)' }}>{text}</p>;
  return (
    <Tabs
      label={translate({ id: 'home.install.tabsLabel', message: '操作系统' })}
      items={[
        {
          value: 'linux',
          label: 'Linux',
          content: (
            <>
              <CommandBox command={INSTALL_COMMANDS.linux} label={translate({ id: 'home.install.linux.label', message: 'Linux 安装命令' })} />
              {note(translate({ id: 'home.install.linux.note', message: '支持 x86_64 与 Arm64，需要 root 权限；脚本会检查环境并在 Docker 中启动 Rainbond。' }))}
            </>
          ),
        },
        {
          value: 'mac',
          label: 'macOS',
          content: (
            <>
              <CommandBox command={INSTALL_COMMANDS.mac} label={translate({ id: 'home.install.mac.label', message: 'macOS 安装命令' })} />
              {note(translate({ id: 'home.install.mac.note', message: '支持 Intel 与 Apple 芯片，先安装并启动 Docker Desktop，再在终端中执行。' }))}
            </>
          ),
        },
        {
          value: 'windows',
          label: 'Windows',
          content: (
            <>
              <CommandBox prompt="PS>" command={INSTALL_COMMANDS.windows} label={translate({ id: 'home.install.windows.label', message: 'Windows 安装命令' })} />
              {note(translate({ id: 'home.install.windows.note', message: '在以管理员身份打开的 PowerShell 中执行，需要 Docker Desktop；脚本会询问用于访问控制台的 IP 地址。' }))}
            </>
          ),
        },
      ]}
    />
  );
}
