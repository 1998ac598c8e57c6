/**
 * SelectorTable: renders the Redux selector reference of the Storefront SDK
 * from src/data/sdk/selectors.json. One `h2` per store slice and one `h3`
 * per selector (anchor = selector name in lower case, e.g.
 * `#selectquoterequests`), with its signature, return type, description and
 * a TypeScript example.
 *
 * The data is passed in (the page imports it), so only the selectors page
 * bundles it. Headings rendered here reach the table of contents through
 * `selectorToc(data)`, which the page spreads into `export const toc`.
 *
 * @example
 * import selectors from '@site/src/data/sdk/selectors.json';
 * import SelectorTable, {selectorToc} from '@site/src/components/SelectorTable';
 * export const toc = [...selectorToc(selectors)];
 * <SelectorTable data={selectors} />
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {identity} from '@site/src/site/identity';
import styles from './styles.module.css';
import {SLICE_TITLES, selectorAnchor, sliceAnchor, type SelectorData} from '../../data/sdk/selectors-toc';

export * from '../../data/sdk/selectors-toc';

/** Text with `backticks` rendered as inline code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

export interface SelectorTableProps {
  data: SelectorData;
}

export default function SelectorTable({data}: SelectorTableProps): ReactNode {
  const pkg = `${identity.npmScope}/${data.package}`;
  return (
    <div className={styles.reference}>
      {data.slices.map((slice) => {
        const entries = data.selectors.filter((s) => s.slice === slice);
        return (
          <section key={slice} className={styles.slice}>
            <Heading as="h2" id={sliceAnchor(slice)}>
              {SLICE_TITLES[slice] ?? slice}
            </Heading>
            <p>
              Selectors of the <code>{slice}</code> slice of <code>RootState</code>:{' '}
              {entries.map((s, i) => (
                <React.Fragment key={s.name}>
                  {i > 0 ? ', ' : null}
                  <a href={`#${selectorAnchor(s.name)}`}>
                    <code>{s.name}</code>
                  </a>
                </React.Fragment>
              ))}
              .
            </p>
            {entries.map((s) => (
              <article key={s.name} className={styles.selector}>
                <Heading as="h3" id={selectorAnchor(s.name)}>
                  <code>{s.name}</code>
                </Heading>
                <p>{withCode(s.description)}</p>
                <dl className={styles.facts}>
                  <dt>Returns</dt>
                  <dd>
                    <code>{s.returnType}</code>
                  </dd>
                  <dt>Slice</dt>
                  <dd>
                    <code>state.{s.slice}</code>
                  </dd>
                  <dt>Import</dt>
                  <dd>
                    <code>{`import {${s.name}} from '${pkg}';`}</code>
                  </dd>
                </dl>
                <CodeBlock language="ts" title="Signature">
                  {`function ${s.name}${s.signature.replace(/\) => /, '): ')};`}
                </CodeBlock>
                <CodeBlock language="ts" title="Example">
                  {s.example}
                </CodeBlock>
              </article>
            ))}
          </section>
        );
      })}
    </div>
  );
}
