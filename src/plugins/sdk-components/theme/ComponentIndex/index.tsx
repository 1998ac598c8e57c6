/**
 * ComponentIndex: every SDK component with its family and summary, filtered
 * as the reader types. The list comes from the index module written by
 * src/plugins/sdk-components (tag, summary and family only).
 */
import React, {useId, useMemo, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {ComponentIndexEntry} from '../../types';
import {filterComponents} from './filter';
import table from '../../../../css/table.module.css';
import styles from './styles.module.css';

export {filterComponents};

export default function ComponentIndex({components}: {components: ComponentIndexEntry[]}) {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = useMemo(() => filterComponents(components, query), [components, query]);
  return (
    <div className={styles.index}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-filter`} className={styles.label}>
          Filter components
        </label>
        <input
          id={`${id}-filter`}
          className={styles.input}
          type="search"
          value={query}
          placeholder="Type a name, family or purpose, e.g. vehicle, date, bind"
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} className={styles.count} aria-live="polite">
          {shown.length === components.length
            ? `${components.length} components`
            : `${shown.length} of ${components.length} components match`}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className={styles.none}>
          No component matches “{query}”. Try a shorter word, such as a family name (<code>quote</code>,{' '}
          <code>vehicle</code>, <code>input</code>).
        </p>
      ) : (
        <div className={table.wrap}>
          <table className={clsx(table.table, styles.table)} aria-label="SDK components">
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col">Family</th>
                <th scope="col">Summary</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.tag} data-tag={c.tag}>
                  <td>
                    <Link to={`/docs/sdk/components/${c.tag}/`}>
                      <code>{c.tag}</code>
                    </Link>
                  </td>
                  <td className={styles.family}>{c.familyLabel}</td>
                  <td>{c.summary.replace(/`/g, '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
