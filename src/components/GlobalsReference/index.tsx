/**
 * GlobalsReference: renders one section of the Storefront SDK globals
 * reference from src/data/sdk/globals.json:
 * - `section="config"`: one `h3` per field of the configuration object
 *   (anchor `config-<name>`, dots become dashes: `config-analytics-onevent`)
 *   with type, required/default and description;
 * - `section="environments"`: one `h3` per environment (anchor `env-<name>`)
 *   with its hosts, resolved from identity tokens (never written literally);
 * - `section="events"`: one `h3` per window event (anchor = event name in
 *   lower case, e.g. `bpsdkready`) with when it fires, the detail fields and
 *   an example listener.
 *
 * The page writes the `##` headings and spreads `globalsToc(data, section)`
 * into `export const toc` so the generated `h3`s reach the TOC. The data is
 * passed in, so only the globals page bundles it.
 *
 * @example
 * import globals from '@site/src/data/sdk/globals.json';
 * import GlobalsReference, {globalsToc} from '@site/src/components/GlobalsReference';
 * export const toc = [{value: 'Configuration object', id: 'configuration-object', level: 2}, ...globalsToc(globals, 'config')];
 * <GlobalsReference data={globals} section="config" />
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {tokens} from '@site/src/site/identity';
import styles from './styles.module.css';
import {
  configAnchor,
  environmentAnchor,
  eventAnchor,
  type ConfigField,
  type EnvironmentEntry,
  type GlobalsData,
  type GlobalsSection,
  type WindowEventEntry,
} from '../../data/sdk/globals-toc';

export * from '../../data/sdk/globals-toc';

const HOST_LABELS: Record<string, string> = {
  auth: 'Auth (token exchange)',
  partnerApi: 'Partner API',
  storefront: 'Hosted Storefront',
  terminal: 'Terminal',
};

/** Text with `backticks` rendered as inline code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** The value of an identity token; unknown names fail loudly at build time. */
function host(token: string): string {
  const value = tokens[token];
  if (value === undefined) throw new Error(`GlobalsReference: unknown identity token "${token}"`);
  return value;
}

function ConfigSection({fields}: {fields: ConfigField[]}) {
  return (
    <>
      {fields.map((f) => (
        <article key={f.name} className={styles.entry}>
          <Heading as="h3" id={configAnchor(f.name)}>
            <code>{f.name}</code>
          </Heading>
          <dl className={styles.facts}>
            <dt>Type</dt>
            <dd>
              <code>{f.type}</code>
            </dd>
            <dt>Required</dt>
            <dd>{f.required ? <strong>yes</strong> : 'no'}</dd>
            {f.default !== null ? (
              <>
                <dt>Default</dt>
                <dd>{f.default.startsWith('the ') ? withCode(f.default) : <code>{f.default}</code>}</dd>
              </>
            ) : null}
          </dl>
          <p>{withCode(f.description)}</p>
        </article>
      ))}
    </>
  );
}

function EnvironmentsSection({environments}: {environments: EnvironmentEntry[]}) {
  return (
    <>
      {environments.map((env) => (
        <article key={env.name} className={styles.entry}>
          <Heading as="h3" id={environmentAnchor(env.name)}>
            <code>{env.name}</code>
          </Heading>
          <p>{withCode(env.description)}</p>
          <table>
            <thead>
              <tr>
                <th>Host</th>
                <th>
                  <code>config.hosts</code> key
                </th>
                <th>URL</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(env.hosts).map(([role, token]) => (
                <tr key={role}>
                  <td>{HOST_LABELS[role] ?? role}</td>
                  <td>
                    <code>{role}</code>
                  </td>
                  <td>
                    <code>{host(token)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </>
  );
}

function EventsSection({events}: {events: WindowEventEntry[]}) {
  return (
    <>
      {events.map((e) => (
        <article key={e.name} className={styles.entry}>
          <Heading as="h3" id={eventAnchor(e.name)}>
            <code>{e.name}</code>
          </Heading>
          <p>
            <strong>Fires:</strong> {withCode(e.when)}
          </p>
          <p className={styles.meta}>
            <code>{`CustomEvent<${e.detailType}>`}</code> on <code>window</code>
            {e.cancelable ? ' · cancelable through detail.preventDefault()' : ''}
          </p>
          <table>
            <thead>
              <tr>
                <th>Detail field</th>
                <th>Type</th>
                <th>Meaning</th>
              </tr>
            </thead>
            <tbody>
              {e.detail.map((d) => (
                <tr key={d.name}>
                  <td>
                    <code>{d.name}</code>
                  </td>
                  <td>
                    <code>{d.type}</code>
                  </td>
                  <td>{withCode(d.description)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CodeBlock language="ts" title="Listen">
            {e.example}
          </CodeBlock>
        </article>
      ))}
    </>
  );
}

export interface GlobalsReferenceProps {
  data: GlobalsData;
  section: GlobalsSection;
}

export default function GlobalsReference({data, section}: GlobalsReferenceProps): ReactNode {
  return (
    <div className={styles.reference}>
      {section === 'config' ? <ConfigSection fields={data.config} /> : null}
      {section === 'environments' ? <EnvironmentsSection environments={data.environments} /> : null}
      {section === 'events' ? <EventsSection events={data.events} /> : null}
    </div>
  );
}
