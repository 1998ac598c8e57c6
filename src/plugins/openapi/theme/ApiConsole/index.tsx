/**
 * "Try it": the button every API operation page carries in its server HTML
 * (OperationEndpoint renders it). The console itself, the mock and msw load
 * only when the reader opens it (a dynamic import, chunk `api-console`), so a
 * page nobody opens a console on loads none of it (tests/e2e/console). Its
 * server HTML is kept to the minimum: the API page is at its HTML budget
 * (tests/build/budgets.ts); tests find it as the operation box's own button.
 *
 * Once loaded, the console stays mounted while the page does: closing it
 * hides it, so the reader's edits, answer and history are there when it
 * opens again. Closing returns focus to this button.
 */
import React, {useRef, useState, type ComponentType} from 'react';
import {pausePrefetches} from '../../../../site/prefetch-pause';
import type {OperationData} from '../../types';
import styles from './button.module.css';
import {startMock} from './start';

type ConsoleComponent = ComponentType<{operation: OperationData; open: boolean; onClose(): void; onStarted(): void}>;

export default function TryIt({operation}: {operation: OperationData}) {
  const [Console, setConsole] = useState<ConsoleComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const started = useRef<() => void>(undefined);
  if (operation.kind === 'webhook') return null;
  const show = () => {
    setOpen(true);
    if (!Console) {
      // The mock starts with the click, beside the console's chunk; the router's link prefetching waits until it has.
      pausePrefetches(new Promise<void>((resolve) => (started.current = resolve)));
      // Without service workers the mock cannot answer; the console says so (client.ts).
      if ('serviceWorker' in navigator) startMock();
      import(/* webpackChunkName: "api-console" */ './Console').then(
        (module) => setConsole(() => module.default),
        (e: Error) => {
          started.current?.();
          setError(`The console did not load (${e.message}). Reload the page to try again.`);
        },
      );
    }
  };
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      {/* While the console loads the button says so: a line below it would move the page (and start the router
          prefetching every link it brought into view, as many bytes again as the console). */}
      <button ref={opener} type="button" className={styles.tryIt} aria-expanded={open} aria-busy={(open && !Console && !error) || undefined} onClick={show}>
        {open && !Console && !error ? 'Opening…' : 'Try it'}
      </button>
      {open && error && <p role="alert">{error}</p>}
      {Console && <Console operation={operation} open={open} onClose={close} onStarted={() => started.current?.()} />}
    </>
  );
}
