/**
 * ReaderVariables: the values a reader supplies (client id and secret,
 * tenant id, SDK client ids, hook secret, ...), by the environment-variable
 * names of the fixture world, with its sandbox example values. Pages render
 * them here instead of retyping names or values (decision 9), so a renamed
 * variable or a changed example is one edit of the world.
 *
 * Props:
 * - `variables: ReaderVariable[]`: the fixture world's list, imported by the page
 * - `names: string[]`: the variables this page needs, in the order to show them
 * - `format?: 'export' | 'dotenv' | 'table'`: shell `export` lines (default),
 *   the lines of a `.env` file, or a table of name, meaning and sandbox example
 * - `title?: string`: title of the code block, e.g. `.env`
 *
 * An unknown name fails the build with the list of known names. The
 * Markdown twin renders the same lines (src/plugins/llms/renderers.ts).
 *
 * @example
 * import ReaderVariables from '@site/src/components/ReaderVariables';
 * import {readerVariables} from '@site/src/data/world/reader-variables';
 * <ReaderVariables variables={readerVariables} names={['BP_CLIENT_ID', 'BP_CLIENT_SECRET', 'BP_TENANT_ID']} />
 */
import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import DataTable from '../DataTable';
import {
  pickVariables,
  variableLines,
  READER_VARIABLES_NOTE,
  type ReaderVariable,
  type ReaderVariablesFormat,
} from '../../data/reader-variables';

export interface ReaderVariablesProps {
  variables: readonly ReaderVariable[];
  names: readonly string[];
  format?: ReaderVariablesFormat;
  title?: string;
}

export default function ReaderVariables({variables, names, format = 'export', title}: ReaderVariablesProps) {
  const picked = pickVariables(variables, names);
  if (format === 'table') {
    return (
      <DataTable label="Values you supply" columns={['Variable', 'What it is', 'Sandbox example']}>
        {picked.map((v) => (
          <tr key={v.name}>
            <th scope="row">
              <code>{v.name}</code>
            </th>
            <td>{v.description}</td>
            <td>
              <code>{v.sandbox}</code>
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }
  return (
    <CodeBlock language="bash" title={title}>
      {`${READER_VARIABLES_NOTE}\n${variableLines(picked, format)}`}
    </CodeBlock>
  );
}
