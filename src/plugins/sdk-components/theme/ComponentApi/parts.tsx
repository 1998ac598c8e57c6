/** Shared pieces of the ComponentApi sections: props types, inline Markdown, tables. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {ComponentPageData} from '../../types';
import table from '../../../../css/table.module.css';
import styles from './styles.module.css';

export type Props = {component: ComponentPageData};
export type NamedProps = Props & {name: string};

export const componentPath = (tag: string) => `/docs/sdk/components/${tag}/`;

/** Renders the inline Markdown of manifest descriptions: `code` and [links](/to/). */
export function Md({text}: {text: string}): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let match: RegExpExecArray | null;
  let key = 0;
  while ((match = pattern.exec(text))) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[1] !== undefined) out.push(<code key={key++}>{match[1]}</code>);
    else out.push(<Link key={key++} to={match[3]}>{match[2]}</Link>);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

export function Tag({tag}: {tag: string}) {
  return <code>{`<${tag}>`}</code>;
}

export function Empty({children}: {children: ReactNode}) {
  return <p className={styles.empty}>{children}</p>;
}

export function Table({head, children, label}: {head: string[]; children: ReactNode; label: string}) {
  return (
    <div className={clsx(table.wrap, styles.tableWrap)}>
      <table className={clsx(table.table, styles.table)} aria-label={label}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Fence content of a `usage` entry (Stencil keeps usage as Markdown). */
export function fenced(markdown: string | undefined): {language: string; code: string} | null {
  const match = markdown?.match(/^```(\w+)\n([\s\S]*?)\n```/);
  return match ? {language: match[1], code: match[2]} : null;
}
