/** Outside addresses the marketing pages link to, in one place (all from the project's own pages). */
export const GITHUB = 'https://github.com/goodrain/rainbond';
export const APP_STORE = 'https://hub.grapps.cn';
export const PRIVATE_STORE = 'https://hub.grapps.cn/privatization';
export const CLOUD = 'https://run.rainbond.com';
/** The Feishu form for questions, chat groups and sales contact. */
export const CONTACT = 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg';
/** The Feishu form for booking a demo of the enterprise edition. */
export const DEMO = 'https://rainbond.feishu.cn/share/base/form/shrcngJKwbek0nbP1bBIcFA5g6d';
/** The Feishu form for applying to the partner programme. */
export const PARTNER_FORM = 'https://rainbond.feishu.cn/share/base/form/shrcnywQpD9yBvs21AAbXMCfXWb';
export const QUICK_INSTALL = '/docs/quick-start/quick-install';
