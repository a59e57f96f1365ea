import { useId, type CSSProperties, type ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './DataTable.css';

export interface DataTableColumn {
  /** Identifies the column in each row. */
  key: string;
  label: ReactNode;
}

export interface DataTableProps {
  /** Names the table (its <caption>). */
  caption: ReactNode;
  /** Hide the caption visually, when a heading right above already says the same. */
  hideCaption?: boolean;
  /** Names the scrollable region on narrow screens; without it the caption names it. */
  scrollLabel?: string;
  /** The first column holds the row headers. */
  columns: readonly DataTableColumn[];
  rows: readonly Readonly<Record<string, ReactNode>>[];
  /** Narrowest width before the table scrolls sideways (CSS length, default 32rem). */
  minWidth?: string;
}

/**
 * Facts in rows and columns: an accessible <table> with a caption, column headers and the first
 * cell of each row as its header, in a focusable region that scrolls sideways on narrow screens.
 */
export function DataTable({ caption, hideCaption = false, scrollLabel, columns, rows, minWidth }: DataTableProps) {
  const captionId = useId();
  const [rowHeader, ...cells] = columns;
  if (rowHeader === undefined) throw new Error('DataTable: no columns');
  return (
    <div
      className={styles.wrap}
      role="region"
      tabIndex={0}
      aria-label={scrollLabel}
      aria-labelledby={scrollLabel === undefined ? captionId : undefined}
    >
      <table className={styles.table} style={minWidth === undefined ? undefined : ({ '--rb-table-min-width': minWidth } as CSSProperties)}>
        <caption id={captionId} className={clsx(styles.caption, hideCaption && styles.visuallyHidden)}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row[rowHeader.key]}</th>
              {cells.map((column) => (
                <td key={column.key}>{row[column.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
