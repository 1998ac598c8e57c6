/** A parameter of the operation (path, query, header) as a form field, and problems by field. */
import React from 'react';
import type {OperationData, ParameterData, SchemaData} from '../../types';
import {paramKey} from './model';
import {chosenVariant, variantLabel, variantsOf, type Problems} from './SchemaForm';
import type {FieldProblem} from './protocol';
import styles from './styles.module.css';

/** A value of a parameter's variant, to switch to it: its example, else nothing. */
const variantExample = (v: SchemaData) => (v.example === undefined ? '' : String(v.example));

export const paramId = (prefix: string, p: ParameterData) => `${prefix}-param-${paramKey(p).replace(/[^A-Za-z0-9_-]/g, '_')}`;

export function ParamField({p, value, onChange, id, problem}: {p: ParameterData; value: string; onChange(v: string): void; id: string; problem?: string}) {
  const options = p.schema.enum as unknown[] | undefined;
  const variants = variantsOf(p.schema);
  const common = {id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined, 'aria-required': p.required || undefined} as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{p.name}</code> <span className={styles.where}>{p.in}</span>{' '}
        {p.required ? <span className={styles.req}>required</span> : <span className={styles.opt}>optional</span>}
        {p.schema.format && <span className={styles.format}> {p.schema.format}</span>}
      </label>
      {variants && (
        <select id={`${id}-variant`} aria-label={`${p.name}: ${p.schema.oneOf ? 'one of' : 'any of'}`} value={chosenVariant(variants, value)} onChange={(e) => onChange(variantExample(variants[Number(e.target.value)]!))}>
          {variants.map((v, i) => (
            <option key={i} value={i}>
              {variantLabel(v, i)}
            </option>
          ))}
        </select>
      )}
      {options || p.schema.type === 'boolean' ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">(not sent)</option>
          {(options ?? [true, false]).map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" inputMode={p.schema.type === 'integer' ? 'numeric' : undefined} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {problem && (
        <span id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

/** Problems by the key of the form's field: `path:id`, `header:Idempotency-Key`, or the body's dotted path. */
export function problemsByField(op: OperationData, list: FieldProblem[]): Problems {
  const out: Problems = {};
  for (const p of list) {
    if (p.where === 'body') out[p.field] ??= p.message;
    else {
      const param = op.parameters.find((x) => x.in === p.where && x.name.toLowerCase() === p.field.toLowerCase());
      out[param ? paramKey(param) : `${p.where}:${p.field}`] ??= p.message;
    }
  }
  return out;
}

export const describeProblem = (p: FieldProblem) => `${p.where === 'body' ? `body${p.field ? `.${p.field}` : ''}` : `${p.where} parameter ${p.field}`}: ${p.message}`;
