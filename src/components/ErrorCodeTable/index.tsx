/**
 * ErrorCodeTable: every error code of the platform's error envelope, with the
 * statuses the rules answer it with (src/data/rules: no status is typed), what
 * it means and what to do (src/data/rules/codes.ts).
 *
 * The Markdown twin renders the same rows (src/plugins/llms/renderers.ts).
 *
 * @example
 * import ErrorCodeTable from '@site/src/components/ErrorCodeTable';
 * <ErrorCodeTable />
 */
import React from 'react';
import DataTable from '../DataTable';
import {codeTable} from '../../data/rules/codes';

/** Text with `code` spans, as React. */
function Text({text}: {text: string}) {
  return <>{text.split(/(`[^`]+`)/).map((part, i) => (part.startsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part))}</>;
}

export default function ErrorCodeTable() {
  return (
    <DataTable label="Error codes" columns={['Code', 'HTTP status', 'Meaning', 'What to do']}>
      {codeTable().map((row) => (
        <tr key={row.code}>
          <th scope="row">
            <code>{row.code}</code>
          </th>
          <td>{row.statuses.join(', ')}</td>
          <td>
            <Text text={row.meaning} />
          </td>
          <td>
            <Text text={row.action} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
