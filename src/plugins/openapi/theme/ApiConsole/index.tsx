/**
 * "Try it": the button every API operation page carries in its server HTML
 * (OperationEndpoint renders it). The console itself, the mock and msw load
 * only when the reader opens it (a dynamic import, chunk `api-console`), so a
 * page nobody opens a console on loads none of it (tests/e2e/console). Its
 * server HTML is kept to the minimum: the API page is at its HTML budget
 * (tests/build/budgets.ts); tests find it as the operation box's own button.
 */
import React, {useState, type ComponentType} from 'react';
import type {OperationData} from '../../types';
import styles from './button.module.css';

type ConsoleComponent = ComponentType<{operation: OperationData; onClose(): void}>;

export default function TryIt({operation}: {operation: OperationData}) {
  const [Console, setConsole] = useState<ConsoleComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const id = `console-${operation.operationId}`;
  if (operation.kind === 'webhook') return null;
  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (!Console) {
      import(/* webpackChunkName: "api-console" */ './Console').then(
        (module) => setConsole(() => module.default),
        (e: Error) => setError(`The console did not load (${e.message}). Reload the page to try again.`),
      );
    }
  };
  return (
    <>
      <button type="button" className={styles.tryIt} aria-expanded={open} aria-controls={open ? id : undefined} onClick={toggle}>
        {open ? 'Hide console' : 'Try it'}
      </button>
      {open && error && <p role="alert">{error}</p>}
      {open && !Console && !error && <p aria-live="polite">Loading the console…</p>}
      {open && Console && <Console operation={operation} onClose={() => setOpen(false)} />}
    </>
  );
}
