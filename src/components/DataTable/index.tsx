/**
 * DataTable: the frame every data table of the content components shares
 * (RoleTable, StateTable, EnvironmentTable, ReaderVariables): a region that
 * scrolls sideways on a narrow screen and can be reached from the keyboard
 * (axe: scrollable-region-focusable), named by `label`; the table in the one
 * table style (src/css/table.module.css); an optional caption; a header row;
 * the rows the component renders. Row headers (`<th scope="row">`) start at
 * the left, like the cells beside them.
 *
 * Props:
 * - `label: string`: the region's accessible name
 * - `columns: Column[]`: the header row, a string or `{label, center}` per column
 * - `caption?: ReactNode`, `className?` / `wrapperClassName?` / `captionClassName?`:
 *   what a table adds of its own (column widths, font size, caption style)
 * - `children`: the body's rows
 *
 * @example
 * import DataTable from '@site/src/components/DataTable';
 * <DataTable label="Roles" columns={['Role', 'Meant for']}>
 *   <tr><th scope="row"><code>agent</code></th><td>Quoting</td></tr>
 * </DataTable>
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import table from '../../css/table.module.css';
import styles from './styles.module.css';

/** A column header: its content, centred when its cells are short marks (✓). */
export type Column = ReactNode | {label: ReactNode; key: string; center?: boolean};

export interface DataTableProps {
  label: string;
  columns: readonly Column[];
  caption?: ReactNode;
  className?: string;
  wrapperClassName?: string;
  captionClassName?: string;
  children: ReactNode;
}

function isColumnObject(column: Column): column is {label: ReactNode; key: string; center?: boolean} {
  return typeof column === 'object' && column !== null && 'key' in column && 'label' in column;
}

/** The class a centred column's cells take (the component puts it on its own `<td>`s). */
export const centered = styles.center;

export default function DataTable({label, columns, caption, className, wrapperClassName, captionClassName, children}: DataTableProps) {
  return (
    <div className={clsx(table.wrap, wrapperClassName)} role="region" aria-label={label} tabIndex={0}>
      <table className={clsx(table.table, styles.table, className)}>
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, i) =>
              isColumnObject(column) ? (
                <th scope="col" key={column.key} className={column.center ? styles.center : undefined}>
                  {column.label}
                </th>
              ) : (
                <th scope="col" key={i}>
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
