/** Addresses the marketing compositions link to outside their YAML (all from the project's own pages). */
export const APP_STORE = 'https://hub.grapps.cn';
/** The listing of the open-source app store; every featured app links there. */
export const STORE_LISTING = 'https://hub.grapps.cn/marketplace';
/** The Feishu form for questions, chat groups and sales contact. */
export const CONTACT = 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg';
/** The Feishu form for applying to the partner programme. */
export const PARTNER_FORM = 'https://rainbond.feishu.cn/share/base/form/shrcnywQpD9yBvs21AAbXMCfXWb';
export const QUICK_INSTALL = '/docs/quick-start/quick-install';
