/**
 * WebhookEventCatalogue: renders the webhook event catalogue
 * (src/data/webhooks): a section per subject with an `h2`, and per event an
 * `h3` named `subject:action`, its summary, the delivery headers and the
 * full example body in a JSON code block.
 *
 * Props:
 * - `catalogue`: the catalogue object from '@site/src/data/webhooks'
 *   (passed in, so only the page that shows it bundles the data).
 *
 * @example
 * import {catalogue} from '@site/src/data/webhooks';
 * import WebhookEventCatalogue from '@site/src/components/WebhookEventCatalogue';
 * <WebhookEventCatalogue catalogue={catalogue} />
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import type {WebhookCatalogue, WebhookEventExample} from '@site/src/data/webhooks';
import {eventAnchor, eventName, subjectAnchor} from '@site/src/data/webhooks';
import styles from './styles.module.css';

export interface WebhookEventCatalogueProps {
  catalogue: WebhookCatalogue;
}

/** Text with `backticks` rendered as inline code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** The delivery as an HTTP request head, as your endpoint receives it. */
function requestHead(event: WebhookEventExample): string {
  const lines = ['POST /bindpoint/webhooks HTTP/1.1', 'Host: hooks.acme-insurance.example'];
  for (const [name, value] of Object.entries(event.headers)) {
    lines.push(`${name}: ${value}`);
  }
  return lines.join('\n');
}

export default function WebhookEventCatalogue({catalogue}: WebhookEventCatalogueProps) {
  return (
    <div className={styles.catalogue}>
      {catalogue.subjects.map((subject) => (
        <section key={subject.subject} className={styles.subject}>
          <Heading as="h2" id={subjectAnchor(subject.subject)}>
            {subject.title}
          </Heading>
          <p>{withCode(subject.summary)}</p>
          <ul className={styles.index}>
            {subject.events.map((event) => (
              <li key={event.action}>
                <a href={`#${eventAnchor(subject.subject, event.action)}`}>
                  <code>{eventName(subject.subject, event.action)}</code>
                </a>
              </li>
            ))}
          </ul>
          {subject.events.map((event) => {
            const name = eventName(subject.subject, event.action);
            return (
              <div key={name} className={styles.event} data-event={name}>
                <Heading as="h3" id={eventAnchor(subject.subject, event.action)}>
                  {name}
                </Heading>
                <p>{withCode(event.summary)}</p>
                <CodeBlock language="http" title="Request headers">
                  {requestHead(event)}
                </CodeBlock>
                <div className={styles.body}>
                  <CodeBlock language="json" title={`Body of ${name}`}>
                    {JSON.stringify(event.payload, null, 2)}
                  </CodeBlock>
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
