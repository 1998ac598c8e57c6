/** This tab's requests of the operation, newest first: load one back into the form, or send it again. */
import React from 'react';
import type {HistoryEntry} from './history';
import extras from './extras.module.css';

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, {hour: '2-digit', minute: '2-digit', second: '2-digit'});

export function History({entries, onLoad, onResend, prefix}: {entries: HistoryEntry[]; onLoad(e: HistoryEntry): void; onResend(e: HistoryEntry): void; prefix: string}) {
  if (!entries.length) return null;
  return (
    <details className={extras.history} data-console-history>
      <summary>History of this tab ({entries.length})</summary>
      <ol id={`${prefix}-history`}>
        {entries.map((e, i) => (
          <li key={e.id} data-console-history-entry={i}>
            <span>
              <span className={e.status !== null && e.status < 400 ? extras.historyOk : extras.historyBad}>{e.status ?? 'no answer'}</span> {time(e.at)}, {e.target === 'mock' ? 'mock' : 'sandbox'}
            </span>
            <span className={extras.historyActions}>
              <button type="button" className="button button--sm button--secondary" onClick={() => onLoad(e)} aria-label={`Load the request of ${time(e.at)} into the form`}>
                Load
              </button>
              <button type="button" className="button button--sm button--secondary" onClick={() => onResend(e)} aria-label={`Send the request of ${time(e.at)} again`}>
                Send again
              </button>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
