import React, { Children, Fragment, useRef, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { sanitizeTabsChildren, TabsProvider, useScrollPositionBlocker, useTabs, useTabsContextValue } from '@docusaurus/theme-common/internal';
import SiteStorage from '@generated/site-storage';
import type { Props } from '@theme/Tabs';
import styles from './styles.module.css';

/** Where each key moves the focus in a row of `count` tabs, from the tab at `index`. */
function focusTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function TabList({ className }: { readonly className?: string }): React.ReactElement {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const select = (index: number) => {
    const { value } = tabValues[index]!;
    const tab = tabs.current[index];
    if (value === selectedValue || !tab) return;
    // Keep the clicked tab where it is on screen while the panels above it change height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
      return;
    }
    const target = focusTarget(event.key, index, tabValues.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', block && 'tabs--block', className)}>
      {tabValues.map(({ value, label, attributes }, index) => (
        <li
          key={value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          data-value={value}
          onKeyDown={(event) => onKeyDown(event, index)}
          onClick={() => select(index)}
          {...attributes}
          className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, selectedValue === value && 'tabs__item--active')}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/**
 * Without JavaScript no tab can be selected, so a style in <noscript> (parsed only when scripts do
 * not run) hides the tab row and shows every panel under its own label.
 */
const NO_SCRIPT_STYLE =
  '.tabs-container>[role=tablist]{display:none}.tabs-container [role=tabpanel][hidden]{display:block!important}.tabs__noscript-label{display:block!important}';

function Panels({ children }: { readonly children: Props['children'] }): React.ReactElement {
  const { tabValues } = useTabs();
  return (
    <>
      {Children.map(sanitizeTabsChildren(children), (panel, index) => (
        <Fragment key={tabValues[index]?.value ?? index}>
          <p className="tabs__noscript-label" hidden>
            <strong>{tabValues[index]?.label ?? tabValues[index]?.value}</strong>
          </p>
          {panel}
        </Fragment>
      ))}
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
    </>
  );
}

/**
 * Tabs over the classic theme's tab state (query string, `groupId` storage, `lazy`, `block`) and
 * its TabItem. Unlike the classic Tabs it does not remount after hydration: the selected value
 * starts at the server's default and a layout effect moves it to the stored or linked one, so the
 * remount only re-created every panel, and each code block in it, on every page load. A grouped
 * block names its storage key and each tab its value, so the page's own script
 * (inline/before-hydration-tabs.ts) can show the stored choice before the app has started.
 */
export default function Tabs(props: Props): React.ReactElement {
  const value = useTabsContextValue(props);
  const storage = props.groupId === undefined ? {} : { 'data-storage': SiteStorage.type, 'data-storage-key': `docusaurus.tab.${props.groupId}${SiteStorage.namespace}` };
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)} {...storage}>
        <TabList className={props.className} />
        <div className="margin-top--md">
          <Panels>{props.children}</Panels>
        </div>
      </div>
    </TabsProvider>
  );
}
