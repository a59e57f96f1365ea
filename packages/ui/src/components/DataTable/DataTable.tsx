import { useId, type CSSProperties, type ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './DataTable.css';

export interface DataTableProps {
  /** Names the table (its <caption>). */
  caption: ReactNode;
  /** Hide the caption visually, when a heading right above already says the same. */
  hideCaption?: boolean;
  /** Names the scrollable region on narrow screens; without it the caption names it. */
  scrollLabel?: string;
  /** The column headings by the row key they show, in order; the first column holds the row headers. */
  columns: Readonly<Record<string, ReactNode>>;
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
  const [rowHeader, ...cells] = Object.keys(columns);
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
            {Object.entries(columns).map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row[rowHeader]}</th>
              {cells.map((key) => (
                <td key={key}>{row[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
