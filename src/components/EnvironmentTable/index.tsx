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
import DataTable from '../DataTable';
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
    <DataTable
      label={caption ?? 'Sandbox and production values'}
      wrapperClassName={styles.wrapper}
      className={styles.table}
      captionClassName={styles.caption}
      caption={caption}
      columns={[
        'Setting',
        <span key="sandbox" className={`${styles.badge} ${styles.sandbox}`}>Sandbox</span>,
        <span key="production" className={`${styles.badge} ${styles.production}`}>Production</span>,
      ]}>
      {resolved.map((row) => (
        <tr key={row.label}>
          <th scope="row">{row.label}</th>
          <td>{cell(row.sandbox, row.code)}</td>
          <td>{cell(row.production, row.code)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
