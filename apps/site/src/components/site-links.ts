/** Addresses and commands the marketing compositions use outside their YAML (all from the project's own pages). */
export const APP_STORE = 'https://hub.grapps.cn';
/** The listing of the open-source app store; every featured app links there. */
export const STORE_LISTING = 'https://hub.grapps.cn/marketplace';
/** The Feishu form for questions, chat groups and sales contact. */
export const CONTACT = 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg';
/** The Feishu form for applying to the partner programme. */
export const PARTNER_FORM = 'https://rainbond.feishu.cn/share/base/form/shrcnywQpD9yBvs21AAbXMCfXWb';
export const QUICK_INSTALL = '/docs/quick-start/quick-install';

/** The one-line install of each operating system (the quick-install docs page gives the same). */
export const INSTALL_COMMANDS = {
  linux: 'curl -o install.sh https://get.rainbond.com && bash ./install.sh',
  mac: 'curl -o install.sh https://get.rainbond.com && bash ./install.sh',
  windows: 'Invoke-WebRequest "https://get.rainbond.com/install-rainbond.ps1" -o install-rainbond.ps1 ; .\\install-rainbond.ps1',
} as const;
