/**
 * TransitionTable: the legal status changes of a record (application forms,
 * quote requests, dispositions, lent forms, webhook requests), from the one
 * table the sandbox mock enforces (src/data/rules/transitions.ts). Where the
 * change is the caller's (a carrier's quote request update, a disposition),
 * the caption names the answer to any other change, from the rules.
 *
 * Props:
 * - `table: 'formStatus' | 'requestStatus' | 'dispositionStatus' | 'lentStatus' | 'hookRequestStatus'`
 *
 * The Markdown twin renders the same rows (src/plugins/llms/renderers.ts).
 *
 * @example
 * import TransitionTable from '@site/src/components/TransitionTable';
 * <TransitionTable table="dispositionStatus" />
 */
import React from 'react';
import DataTable from '../DataTable';
import {refusalText, transitionCaption} from '../../data/rules/views';
import {transitionRows, type TransitionTableName} from '../../data/rules/transitions';

export interface TransitionTableProps {
  table: TransitionTableName;
}

/** `409 \`already_lent\`` as React: the status, then each code in <code>. */
function Rule({text}: {text: string}) {
  return <>{text.split(/(`[^`]+`)/).map((part, i) => (part.startsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part))}</>;
}

export default function TransitionTable({table}: TransitionTableProps) {
  const rows = transitionRows(table);
  const refusal = refusalText(table);
  return (
    <DataTable
      label={transitionCaption(table)}
      columns={['Status', 'Can change to', 'Notes']}
      caption={refusal ? <>Any other change answers <Rule text={refusal} />.</> : undefined}>
      {rows.map((row) => (
        <tr key={row.status}>
          <th scope="row">
            <code>{row.status}</code>
          </th>
          <td>{row.next.length ? row.next.map((n, i) => <React.Fragment key={n}>{i ? ', ' : ''}<code>{n}</code></React.Fragment>) : 'nothing'}</td>
          <td>{row.notes.join('; ')}</td>
        </tr>
      ))}
    </DataTable>
  );
}
