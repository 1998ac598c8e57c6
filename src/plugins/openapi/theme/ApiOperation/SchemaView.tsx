/**
 * SchemaView: a JSON Schema as a nested list of fields with type, required
 * mark, constraints, enum values, default and description.
 */
import React from 'react';
import clsx from 'clsx';
import type {SchemaData} from '../../types';
import Inline from './Inline';
import {childObject, constraints, enumValues, typeLabel} from './schema';
import styles from './styles.module.css';

/** Whether Constraints renders anything (so the space before it is written only then). */
const hasConstraints = (schema: SchemaData) => constraints(schema).length > 0 || Boolean(enumValues(schema)) || schema.default !== undefined;

function Constraints({schema}: {schema: SchemaData}) {
  const phrases = constraints(schema);
  const values = enumValues(schema);
  return (
    <>
      {phrases.length > 0 && (
        <span className={styles.constraints}>
          {phrases.map((p) => (
            <code key={p}>{p}</code>
          ))}
        </span>
      )}
      {values && (
        <span className={styles.enum}>
          {values.length === 1 ? 'Value: ' : 'One of: '}
          {values.map((v, i) => (
            <React.Fragment key={String(v)}>
              {i > 0 && ', '}
              <code>{JSON.stringify(v)}</code>
            </React.Fragment>
          ))}
        </span>
      )}
      {schema.default !== undefined && (
        <span className={styles.enum}>
          Default: <code>{JSON.stringify(schema.default)}</code>
        </span>
      )}
    </>
  );
}

function Fields({schema, depth}: {schema: SchemaData; depth: number}) {
  const required = new Set<string>(schema.required ?? []);
  const entries = Object.entries<SchemaData>(schema.properties ?? {});
  return (
    <ul className={clsx(styles.fields, depth > 0 && styles.nested)}>
      {entries.map(([name, prop]) => {
        const child = depth < 6 ? childObject(prop) : null;
        return (
          <li key={name} className={styles.field}>
            {/* Spaces between the items: the flex layout drops them, copied text and search excerpts keep them. */}
            <div className={styles.fieldHead}>
              <code className={styles.fieldName}>{name}</code>{' '}
              <span className={styles.type}>{typeLabel(prop)}</span>{' '}
              {required.has(name) ? (
                <span className={styles.required}>required</span>
              ) : (
                <span className={styles.optional}>optional</span>
              )}
              {prop.deprecated && <> <span className={styles.deprecated}>deprecated</span></>}
            </div>
            <div className={styles.fieldBody}>
              {prop.description ? <Inline text={prop.description} trail={hasConstraints(prop) ? ' ' : ''} /> : hasConstraints(prop) && ' '}
              {hasConstraints(prop) && <Constraints schema={prop} />}
              {prop.items && !prop.items.properties && <Constraints schema={prop.items} />}
            </div>
            {child && <Fields schema={child} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

export default function SchemaView({schema}: {schema: SchemaData}) {
  if (!schema || Object.keys(schema).length === 0) return null;
  const root = childObject(schema);
  return (
    <div className={styles.schema}>
      <div className={styles.schemaHead}>
        <span className={styles.type}>{typeLabel(schema)}</span>
        {schema.description && (
          <span className={styles.schemaDescription}>
            <Inline text={schema.description} />
          </span>
        )}
        <Constraints schema={schema} />
      </div>
      {root && <Fields schema={root} depth={0} />}
    </div>
  );
}
