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
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import DataTable from '../DataTable';
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
    <DataTable
      label="States and the District of Columbia"
      wrapperClassName={styles.wrapper}
      className={styles.table}
      captionClassName={styles.caption}
      caption={`${states.length} jurisdictions: ${states.filter((s) => s.type === 'state').length} states and the District of Columbia`}
      columns={['Code', 'Name', 'Kind', 'Accepted answers (examples)']}>
      {states.map((state) => (
        <Row key={state.code} state={state} />
      ))}
    </DataTable>
  );
}
