/**
 * EnvironmentTable: sandbox and production values side by side.
 *
 * Props:
 * - `tokens?: EnvironmentToken[]` shorthand: one row per two-environment
 *   identity token with a default label, e.g. `tokens={['tokenUrl', 'partnerApi']}`.
 * - `rows?: EnvironmentRow[]`: `{label, token?, sandbox?, production?, code?}`;
 *   `sandbox`/`production` strings may contain `{{tokens}}` (resolved here,
 *   because the remark plugin does not reach JS expressions).
 * - `caption?: string`: optional caption above the table.
 *
 * Tokens rows come first, then `rows`. Unknown tokens throw (the build fails).
 *
 * @example
 * import EnvironmentTable from '@site/src/components/EnvironmentTable';
 * <EnvironmentTable
 *   tokens={['tokenUrl', 'partnerApi']}
 *   rows={[{label: 'Client id and secret', sandbox: 'Sandbox pair', production: 'Production pair'}]}
 * />
 */
import React from 'react';
import clsx from 'clsx';
import table from '../../css/table.module.css';
import styles from './styles.module.css';
import {resolveRows, type EnvironmentRow, type EnvironmentToken} from '../../data/environments';

export type {EnvironmentRow, EnvironmentToken};

export interface EnvironmentTableProps {
  tokens?: EnvironmentToken[];
  rows?: EnvironmentRow[];
  caption?: string;
}

export default function EnvironmentTable({tokens, rows, caption}: EnvironmentTableProps) {
  const resolved = resolveRows(rows, tokens);
  const cell = (value: string, code: boolean) => (code ? <code>{value}</code> : value);
  return (
    // Focusable region so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    <div
      className={clsx(table.wrap, styles.wrapper)}
      role="region"
      aria-label={caption ?? 'Sandbox and production values'}
      tabIndex={0}>
      <table className={clsx(table.table, styles.table)}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">
              <span className={`${styles.badge} ${styles.sandbox}`}>Sandbox</span>
            </th>
            <th scope="col">
              <span className={`${styles.badge} ${styles.production}`}>Production</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {resolved.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{cell(row.sandbox, row.code)}</td>
              <td>{cell(row.production, row.code)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
