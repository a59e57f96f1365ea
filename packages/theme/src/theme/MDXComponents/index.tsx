import React, { type ComponentProps } from 'react';
import MDXComponentsInit from '@theme-init/MDXComponents';

/**
 * Markdown tables scroll sideways when they are wider than the column, so they take keyboard
 * focus (WCAG 2.1.1): a keyboard user can then scroll them with the arrow keys.
 */
function Table(props: ComponentProps<'table'>): React.ReactElement {
  return <table tabIndex={0} {...props} />;
}

const MDXComponents = { ...MDXComponentsInit, table: Table } as typeof MDXComponentsInit;

export default MDXComponents;
