/**
 * A form built from a JSON Schema (the operation's parameters and body, with
 * references inlined): one labelled control per field, `required` marked,
 * enums as choices, formats named and, where the browser has one, as the
 * input type; `oneOf`/`anyOf` as a choice of variant; an array as a list of
 * its items, each a field of its own, with Add and Remove. Objects below the
 * third level are edited as JSON in place. A field with a problem
 * (from the validator, by its dotted path) says so next to it.
 *
 * Our own rather than react-jsonschema-form: that library and its theme weigh
 * more than the whole console, need Ajv in the page (which the page's
 * Content-Security-Policy forbids: Ajv compiles to functions) and render
 * their own validation, while the mock's validator is the one that counts.
 */
import React, {useState} from 'react';
import type {SchemaData} from '../../types';
import {getAt, setAt} from './model';
import styles from './styles.module.css';
import extras from './extras.module.css';

export type Problems = Record<string, string>;

interface FieldProps {
  schema: SchemaData;
  /** The whole value and the path of this field in it. */
  root: unknown;
  path: Array<string | number>;
  onChange(root: unknown): void;
  idPrefix: string;
  label: string;
  required: boolean;
  problems: Problems;
  depth: number;
}

const dotted = (path: Array<string | number>) => path.join('.');
export const fieldId = (prefix: string, path: Array<string | number>) => `${prefix}-${dotted(path).replace(/[^A-Za-z0-9_-]/g, '_') || 'root'}`;

export function variantsOf(schema: SchemaData): SchemaData[] | undefined {
  return schema.oneOf ?? schema.anyOf;
}

export function variantLabel(v: SchemaData, i: number): string {
  if (v.title) return v.title;
  if (v['x-name']) return v['x-name'];
  if (v.type === 'null') return 'null';
  if (v.required?.length) return `with ${v.required.join(', ')}`;
  return v.type ? `${v.type} (${i + 1})` : `variant ${i + 1}`;
}

/** A value that fits a variant, to switch to it: its example, default, const, or its required fields. */
function skeleton(schema: SchemaData): unknown {
  if (schema.example !== undefined) return structuredClone(schema.example);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'null') return null;
  if (schema.type === 'object' || schema.properties) {
    return Object.fromEntries((schema.required ?? []).map((k: string) => [k, skeleton(schema.properties?.[k] ?? {})]));
  }
  if (schema.type === 'array') return [];
  if (schema.type === 'boolean') return false;
  if (schema.type === 'integer' || schema.type === 'number') return 0;
  return '';
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

/** The variant a value fits best: a `const` or `type` that matches, or the most required fields present. */
export function chosenVariant(variants: SchemaData[], value: unknown): number {
  let best = 0;
  let score = -1;
  variants.forEach((v, i) => {
    let s = 0;
    if (v.type === 'null') s = value === null ? 10 : -1;
    else if (v.type === 'object' || v.properties) s = value && typeof value === 'object' && !Array.isArray(value) ? 1 + (v.required ?? []).filter((k: string) => k in (value as object)).length - (v.required ?? []).filter((k: string) => !(k in (value as object))).length * 2 : -1;
    else if (v.type === 'array') s = Array.isArray(value) ? 1 : -1;
    else if (v.type) s = typeof value === (v.type === 'integer' ? 'number' : v.type) ? 1 : -1;
    // Variants of one type (two id formats) are told apart by their pattern.
    if (s > 0 && typeof value === 'string' && typeof v.pattern === 'string') s += safeTest(v.pattern, value) ? 2 : -2;
    if (s > score) [best, score] = [i, s];
  });
  return best;
}

/**
 * The schema of a field with the chosen variant: the field's own keywords and the variant's, without
 * the choice. Only objects get `properties` (an empty one would make a string variant an empty group).
 */
export function mergeVariant(schema: SchemaData, variant: SchemaData): SchemaData {
  const merged: SchemaData = {...schema, ...variant, required: [...(schema.required ?? []), ...(variant.required ?? [])]};
  delete merged.oneOf;
  delete merged.anyOf;
  if (schema.properties || variant.properties) merged.properties = {...schema.properties, ...variant.properties};
  else delete merged.properties;
  return merged;
}

function Label({id, label, required, schema}: {id: string; label: string; required: boolean; schema: SchemaData}) {
  const format = schema.format ?? (schema.pattern ? 'pattern' : undefined);
  return (
    <label htmlFor={id} className={styles.label}>
      <code>{label}</code> {required ? <span className={styles.req}>required</span> : <span className={styles.opt}>optional</span>}
      {schema.format && <span className={styles.format}> {schema.format}</span>}
      {!schema.format && format && <span className={styles.format} title={schema.pattern}> pattern</span>}
    </label>
  );
}

function inputType(schema: SchemaData): string {
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'uri') return 'url';
  if (schema.format === 'date') return 'date';
  return 'text';
}

/** One field of a schema, and below it its own fields. */
export function SchemaField(props: FieldProps) {
  const {schema, root, path, onChange, idPrefix, label, required, problems, depth} = props;
  const id = fieldId(idPrefix, path);
  const problem = problems[dotted(path)];
  const value = getAt(root, path);
  const describe = problem ? `${id}-problem` : undefined;
  const problemText = problem && (
    <span id={`${id}-problem`} className={styles.problem} role="alert">
      {problem}
    </span>
  );
  const variants = variantsOf(schema);
  if (variants) {
    // An optional field that is not sent chooses no variant; a value chooses the one it fits.
    const index = value === undefined && !required ? -1 : chosenVariant(variants, value);
    const variant = variants[index];
    return (
      <div className={styles.variant} data-console-variant={dotted(path)}>
        <label htmlFor={`${id}-variant`} className={styles.label}>
          <code>{label}</code> {schema.oneOf ? 'one of' : 'any of'} {required ? <span className={styles.req}>required</span> : <span className={styles.opt}>optional</span>}
        </label>
        <select
          id={`${id}-variant`}
          value={index}
          onChange={(e) => {
            const next = variants[Number(e.target.value)];
            onChange(setAt(root, path, next ? skeleton({...schema, ...next, oneOf: undefined, anyOf: undefined, example: undefined}) : undefined));
          }}>
          {!required && <option value={-1}>(not sent)</option>}
          {variants.map((v, i) => (
            <option key={i} value={i}>
              {variantLabel(v, i)}
            </option>
          ))}
        </select>
        {variant && <SchemaField {...props} schema={mergeVariant(schema, variant)} label={`${label} (${variantLabel(variant, index)})`} />}
      </div>
    );
  }
  if ((schema.type === 'object' || schema.properties) && depth < 3 && schema.properties) {
    const requiredKeys: string[] = schema.required ?? [];
    const inner = (
      <>
        {problemText}
        {Object.entries(schema.properties as Record<string, SchemaData>).map(([key, child]) => (
          <SchemaField key={key} {...props} schema={child} path={[...path, key]} label={key} required={requiredKeys.includes(key)} depth={depth + 1} />
        ))}
      </>
    );
    if (!path.length) return <div className={styles.fields}>{inner}</div>;
    return (
      <fieldset className={styles.group} aria-describedby={describe}>
        <legend>
          <code>{label}</code> {required ? <span className={styles.req}>required</span> : <span className={styles.opt}>optional</span>}
        </legend>
        {inner}
      </fieldset>
    );
  }
  if (schema.type === 'array' && schema.items && depth < 4) return <ArrayField {...props} id={id} problemText={problemText} />;
  const common = {id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describe, 'aria-required': required || undefined} as const;
  let control: React.ReactNode;
  if (schema.type === 'null') {
    return (
      <div className={styles.field}>
        <p className={styles.note} id={id}>
          Sent as <code>null</code>.
        </p>
        {problemText}
      </div>
    );
  }
  const values: unknown[] | undefined = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
  if (values || schema.type === 'boolean') {
    const options = values ?? [true, false];
    const current = value === undefined ? '' : JSON.stringify(value);
    control = (
      <select {...common} value={current} onChange={(e) => onChange(setAt(root, path, e.target.value === '' ? undefined : JSON.parse(e.target.value)))}>
        <option value="">(not sent)</option>
        {options.map((o) => (
          <option key={JSON.stringify(o)} value={JSON.stringify(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  } else if (typeof value === 'string' && value.length > LONG_TEXT) {
    control = <LongText id={id} aria-describedby={describe} text={value} onClear={() => onChange(setAt(root, path, undefined))} />;
  } else if (['string', 'integer', 'number'].includes(schema.type) || (!schema.type && typeof value !== 'object')) {
    const numeric = schema.type === 'integer' || schema.type === 'number';
    control = (
      <input
        {...common}
        type={inputType(schema)}
        inputMode={numeric ? 'decimal' : undefined}
        value={value === undefined || value === null ? '' : String(value)}
        placeholder={schema.example !== undefined ? String(schema.example) : undefined}
        onChange={(e) => {
          const text = e.target.value;
          const next = text === '' ? undefined : numeric && Number.isFinite(Number(text)) ? Number(text) : text;
          onChange(setAt(root, path, next));
        }}
      />
    );
  } else {
    control = <JsonField {...common} value={value} onValue={(next) => onChange(setAt(root, path, next))} />;
  }
  return (
    <div className={styles.field}>
      <Label id={id} label={label} required={required} schema={schema} />
      {control}
      {problemText}
    </div>
  );
}

/**
 * Longer than this, a text is not kept in a one-line input: the browser lays
 * out the whole of it again on every hover and click (a 1 MB value made each
 * click on the console take about a second), and no one reads it there.
 */
export const LONG_TEXT = 10_000;

/** A text too long for its input: its length and beginning, Clear, and where to edit it (the JSON body shows all of it). */
function LongText({text, onClear, id, ...aria}: {text: string; onClear(): void; id: string; 'aria-describedby'?: string}) {
  return (
    <div className={extras.longText}>
      <output id={id} {...aria}>
        {text.length.toLocaleString('en-US')} characters: <code>{text.slice(0, 60)}…</code>
      </output>
      <span className={styles.note}>Too long to edit here: switch the body to JSON to edit it, or</span>
      <button type="button" className="button button--sm button--secondary" onClick={onClear}>
        Clear it
      </button>
    </div>
  );
}

/** A field edited as JSON (deep objects, arrays without an item schema): the value changes when the text parses. */
export function JsonField({value, onValue, rows, ...rest}: {value: unknown; onValue(value: unknown): void; rows?: number; id: string} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'>) {
  const text = value === undefined ? '' : JSON.stringify(value, null, 2);
  // What the reader typed, kept while it still stands for the value (or does not parse yet).
  const [draft, setDraft] = useState<{text: string; error: string; basis: string} | null>(null);
  const shown = draft && draft.basis === text ? draft : {text, error: ''};
  return (
    <>
      <textarea
        {...rest}
        className={styles.json}
        spellCheck={false}
        rows={rows ?? Math.min(12, Math.max(2, shown.text.split('\n').length))}
        value={shown.text}
        aria-invalid={shown.error ? true : rest['aria-invalid']}
        // Send refuses while a field does not parse (the console looks for this mark): the last value that did is never sent in its place.
        data-console-unparsed={shown.error ? '' : undefined}
        onChange={(e) => {
          const next = e.target.value;
          if (next.trim() === '') {
            setDraft(null);
            onValue(undefined);
            return;
          }
          try {
            const parsed = JSON.parse(next);
            setDraft({text: next, error: '', basis: JSON.stringify(parsed, null, 2)});
            onValue(parsed);
          } catch (error) {
            setDraft({text: next, error: `Not JSON yet: ${(error as Error).message}`, basis: text});
          }
        }}
      />
      {shown.error && (
        <span className={styles.problem} role="status">
          {shown.error}
        </span>
      )}
    </>
  );
}

/** An array as a list: each item a field (path `name.0`, `name.1`, ...), removable; Add appends one that fits the items' schema. */
function ArrayField(props: FieldProps & {id: string; problemText: React.ReactNode}) {
  const {schema, root, path, onChange, label, required, depth, id, problemText} = props;
  const value = getAt(root, path);
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items as SchemaData;
  const full = typeof schema.maxItems === 'number' && items.length >= schema.maxItems;
  return (
    <fieldset className={styles.group} data-console-array={dotted(path)} aria-describedby={problemText ? `${id}-problem` : undefined}>
      <legend>
        <code>{label}</code> <span className={styles.format}>list</span> {required ? <span className={styles.req}>required</span> : <span className={styles.opt}>optional</span>}
      </legend>
      {problemText}
      {items.length === 0 && <p className={styles.note}>{value === undefined ? 'Not sent.' : 'Sent as an empty list.'}</p>}
      <ol className={extras.items}>
        {items.map((_item, i) => (
          <li key={i} className={extras.item}>
            <SchemaField {...props} schema={itemSchema} path={[...path, i]} label={`${label}[${i}]`} required depth={depth + 1} />
            <button type="button" className={extras.itemRemove} onClick={() => onChange(setAt(root, path, items.filter((_x, j) => j !== i)))} aria-label={`Remove ${label}[${i}]`}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={extras.itemAdd} disabled={full} onClick={() => onChange(setAt(root, path, [...items, skeleton(variantsOf(itemSchema) ? mergeVariant(itemSchema, variantsOf(itemSchema)![0]!) : itemSchema)]))} id={`${id}-add`}>
        Add {itemSchema.enum ? 'a value' : 'an item'} to {label}
      </button>
    </fieldset>
  );
}
