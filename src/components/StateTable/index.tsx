/**
 * StateTable: the states and the District of Columbia that `mqs_state`,
 * `lmqs_state` and `dpmqs_license_state` accept, with code and name. Each
 * row has the id `state-<code>` in lower case (e.g. `#state-wy`).
 *
 * @example
 * import states from '@site/src/data/states.json';
 * import StateTable from '@site/src/components/StateTable';
 * <StateTable states={states} />
 */
import React from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import table from '../../css/table.module.css';
import styles from './styles.module.css';

export interface State {
  code: string;
  name: string;
  type: string;
}

export interface StateTableProps {
  states: State[];
}

export function stateAnchor(code: string): string {
  return `state-${code.toLowerCase()}`;
}

function Row({state}: {state: State}) {
  const id = stateAnchor(state.code);
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} className={styles.row}>
      <th scope="row">
        <code>{state.code}</code>
      </th>
      <td>{state.name}</td>
      <td>{state.type === 'district' ? 'Federal district' : 'State'}</td>
      <td>
        <code>{state.code}</code>, <code>{state.code.toLowerCase()}</code>, <code>{state.name}</code>
      </td>
    </tr>
  );
}

export default function StateTable({states}: StateTableProps) {
  return (
    <div className={clsx(table.wrap, styles.wrapper)} role="region" aria-label="States and the District of Columbia" tabIndex={0}>
      <table className={clsx(table.table, styles.table)}>
        <caption className={styles.caption}>
          {states.length} jurisdictions: {states.filter((s) => s.type === 'state').length} states and the
          District of Columbia
        </caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Accepted answers (examples)</th>
          </tr>
        </thead>
        <tbody>
          {states.map((state) => (
            <Row key={state.code} state={state} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
