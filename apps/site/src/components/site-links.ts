/** Addresses and commands the marketing compositions use outside their YAML (all from the project's own pages). */
export const APP_STORE = 'https://hub.grapps.cn';
/** The listing of the open-source app store; every featured app links there. */
export const STORE_LISTING = 'https://hub.grapps.cn/marketplace';
export const QUICK_INSTALL = '/docs/quick-start/quick-install';
/** The one-line install on Linux (the quick-install docs page gives the same). */
export const LINUX_INSTALL_COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';
