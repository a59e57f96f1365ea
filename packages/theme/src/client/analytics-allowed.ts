/** What the browser tells a page about the visitor's wishes and who drives it. */
export interface AnalyticsEnvironment {
  /** `navigator.doNotTrack` (`'1'` when the visitor asks not to be tracked; old Safari: `window.doNotTrack`). */
  readonly doNotTrack: string | null | undefined;
  /** `navigator.globalPrivacyControl`. */
  readonly globalPrivacyControl: boolean | undefined;
  /** `navigator.webdriver`: true in browsers driven by tests and audits (Playwright, Lighthouse). */
  readonly webdriver: boolean | undefined;
}

/** Analytics run only for real visitors who have not opted out with Do-Not-Track or Global Privacy Control. */
export function analyticsAllowed({ doNotTrack, globalPrivacyControl, webdriver }: AnalyticsEnvironment): boolean {
  return doNotTrack !== '1' && doNotTrack !== 'yes' && globalPrivacyControl !== true && webdriver !== true;
}
