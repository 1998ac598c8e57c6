/**
 * ComponentApi: the sections of an SDK component page, rendered from that
 * component's own data (`@generated/bp-sdk-components/default/<tag>.json`,
 * written by src/plugins/components from the manifest).
 *
 * A page renders Overview and Usage itself (writers add prose there) and then
 * the generated partial `<tag>.mdx`, which lays out the other parts below
 * under real `##`/`###` headings so they reach the TOC and the search index:
 *
 * @example
 * import {ComponentOverview, ComponentUsage} from '@site/src/components/ComponentApi';
 * import component from '@generated/bp-sdk-components/default/bp-sdk-date-input.json';
 * import ComponentReference from '@generated/bp-sdk-components/default/bp-sdk-date-input.mdx';
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {contractSource} from './contract';
import type {ComponentPageData, ComponentProp} from '../../types';
import styles from './styles.module.css';

type Props = {component: ComponentPageData};
type NamedProps = Props & {name: string};

export const componentPath = (tag: string) => `/docs/sdk/components/${tag}/`;

/** Renders the inline Markdown of manifest descriptions: `code` and [links](/to/). */
export function Md({text}: {text: string}): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let match: RegExpExecArray | null;
  let key = 0;
  while ((match = pattern.exec(text))) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[1] !== undefined) out.push(<code key={key++}>{match[1]}</code>);
    else out.push(<Link key={key++} to={match[3]}>{match[2]}</Link>);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

function Tag({tag}: {tag: string}) {
  return <code>{`<${tag}>`}</code>;
}

function Empty({children}: {children: ReactNode}) {
  return <p className={styles.empty}>{children}</p>;
}

function Table({head, children, label}: {head: string[]; children: ReactNode; label: string}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Fence content of a `usage` entry (Stencil keeps usage as Markdown). */
function fenced(markdown: string | undefined): {language: string; code: string} | null {
  const match = markdown?.match(/^```(\w+)\n([\s\S]*?)\n```/);
  return match ? {language: match[1], code: match[2]} : null;
}

/* ----------------------------------------------------------- Overview, Usage */

export function ComponentOverview({component}: Props) {
  const site = component['x-site'];
  return (
    <div className={styles.overview} data-component={component.tag}>
      <p className={styles.lead}>
        <Md text={component.docs} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Element</dt>
          <dd>
            <Tag tag={component.tag} />
          </dd>
        </div>
        <div>
          <dt>Family</dt>
          <dd>{site.familyLabel}</dd>
        </div>
        <div>
          <dt>Package</dt>
          <dd>
            <code>{component.package}</code>
          </dd>
        </div>
        <div>
          <dt>Contract</dt>
          <dd>
            <Link to="#contract">
              <code>{site.contract}</code>
            </Link>
          </dd>
        </div>
        <div>
          <dt>Since</dt>
          <dd>SDK {site.since}</dd>
        </div>
        <div>
          <dt>Rendering</dt>
          <dd>{component.encapsulation === 'shadow' ? 'Shadow DOM' : component.encapsulation}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Where the element goes on a page, from its place in the dependency graph. */
function placement(component: ComponentPageData): ReactNode {
  const {tag, dependents} = component;
  if (tag === 'bp-sdk-setup') {
    return <>Place one <Tag tag={tag} /> per page, before <Tag tag="bp-sdk-root" />.</>;
  }
  if (tag === 'bp-sdk-root') {
    return <>Place <Tag tag={tag} /> after <Tag tag="bp-sdk-setup" />, which creates the store it connects to.</>;
  }
  if (dependents.length > 0) {
    return (
      <>
        <Tag tag={dependents[0]} /> renders <Tag tag={tag} /> for you; place it yourself only when you compose that
        part of the flow by hand, inside <Tag tag="bp-sdk-root" /> so that it finds the store.
      </>
    );
  }
  return (
    <>
      Place <Tag tag={tag} /> inside <Tag tag="bp-sdk-root" />, after <Tag tag="bp-sdk-setup" /> has created the
      store.
    </>
  );
}

export function ComponentUsage({component}: Props) {
  const html = fenced(component.usage.html);
  const react = fenced(component.usage.react);
  return (
    <>
      <p>
        Register the elements once with <code>defineCustomElements()</code> from{' '}
        <code>{`${component.package}/loader`}</code> (see <Link to="/docs/sdk/sdk_install/">Install the SDK</Link>).{' '}
        {placement(component)} In React, the wrappers in <code>{`${component.package}/react`}</code> take the same
        properties in camelCase and the events as <code>on</code> handlers.
      </p>
      <Tabs groupId="language" queryString={false}>
        {html && (
          <TabItem value="html" label="HTML">
            <CodeBlock language="html">{html.code}</CodeBlock>
          </TabItem>
        )}
        {react && (
          <TabItem value="react" label="React">
            <CodeBlock language="tsx">{react.code}</CodeBlock>
          </TabItem>
        )}
      </Tabs>
    </>
  );
}

/* ---------------------------------------------------------------- Properties */

function defaultText(prop: ComponentProp) {
  return prop.default !== undefined ? <code>{prop.default}</code> : <span className={styles.muted}>none</span>;
}

export function PropertyTable({component}: Props) {
  if (component.props.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> has no properties: it takes everything it needs from the store and from its
        content.
      </Empty>
    );
  }
  return (
    <Table head={['Property', 'Attribute', 'Type', 'Default']} label={`Properties of ${component.tag}`}>
      {component.props.map((p) => (
        <tr key={p.name} className={clsx(p.deprecation && styles.deprecatedRow)}>
          <td>
            <Link to={`#prop-${p.name}`}>
              <code>{p.name}</code>
            </Link>
            {p.required && <span className={styles.badge}>required</span>}
            {p.deprecation && <span className={clsx(styles.badge, styles.badgeWarn)}>deprecated</span>}
          </td>
          <td>{p.attr ? <code>{p.attr}</code> : <span className={styles.muted}>property only</span>}</td>
          <td>
            <code>{p.complexType.original}</code>
          </td>
          <td>{defaultText(p)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function PropertyDetails({component, name}: NamedProps) {
  const p = component.props.find((prop) => prop.name === name);
  if (!p) return null;
  const literals = p.values.filter((v) => v.value !== undefined);
  return (
    <div className={styles.member}>
      {p.deprecation && (
        <div className={clsx('alert alert--warning', styles.deprecation)} role="note">
          <strong>Deprecated.</strong> <Md text={p.deprecation} />
        </div>
      )}
      <p>
        <Md text={p.docs} />
      </p>
      <dl className={styles.memberFacts}>
        <dt>Type</dt>
        <dd>
          <code>{p.complexType.original}</code>
        </dd>
        <dt>Attribute</dt>
        <dd>
          {p.attr ? (
            <>
              <code>{p.attr}</code>
              {p.reflectToAttr && ' (reflected: the attribute follows the property)'}
            </>
          ) : (
            'None: set it as a JavaScript property'
          )}
        </dd>
        <dt>Default</dt>
        <dd>{defaultText(p)}</dd>
        <dt>Required</dt>
        <dd>{p.required ? 'Yes' : 'No'}</dd>
        {p.mutable && (
          <>
            <dt>Mutable</dt>
            <dd>Yes: the component updates it as the user interacts</dd>
          </>
        )}
        {literals.length > 0 && (
          <>
            <dt>Values</dt>
            <dd>
              {literals.map((v, i) => (
                <React.Fragment key={v.value}>
                  {i > 0 && ', '}
                  <code>{v.value}</code>
                </React.Fragment>
              ))}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

/* -------------------------------------------------------------------- Events */

export function EventTable({component}: Props) {
  if (component.events.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> emits no events of its own
        {component.dependents.length > 0 ? (
          <>
            ; listen on the component that renders it, such as <Tag tag={component.dependents[0]} />.
          </>
        ) : (
          '.'
        )}
      </Empty>
    );
  }
  return (
    <Table head={['Event', 'Detail', 'Cancelable']} label={`Events of ${component.tag}`}>
      {component.events.map((e) => (
        <tr key={e.event}>
          <td>
            <Link to={`#event-${e.event}`}>
              <code>{e.event}</code>
            </Link>
          </td>
          <td>
            <code>{e.complexType.original}</code>
          </td>
          <td>{e.cancelable ? 'Yes' : 'No'}</td>
        </tr>
      ))}
    </Table>
  );
}

export function EventDetails({component, name}: NamedProps) {
  const e = component.events.find((ev) => ev.event === name);
  if (!e) return null;
  return (
    <div className={styles.member}>
      <p>
        <Md text={e.docs} />
      </p>
      <dl className={styles.memberFacts}>
        <dt>Detail</dt>
        <dd>
          <code>{e.complexType.original}</code>
        </dd>
        <dt>Propagation</dt>
        <dd>
          {e.bubbles === false ? 'Does not bubble' : 'Bubbles'}
          {e.composed ? ' and crosses shadow roots (composed)' : ''}
          {e.cancelable ? '; cancelable with preventDefault()' : ''}
        </dd>
        <dt>Listen</dt>
        <dd>
          <code>{`element.addEventListener('${e.event}', (event) => { /* event.detail */ })`}</code>
        </dd>
      </dl>
    </div>
  );
}

/* ------------------------------------------------------------------- Methods */

export function MethodsEmpty({component}: Props) {
  return (
    <Empty>
      <Tag tag={component.tag} /> has no public methods;{' '}
      {component.props.length > 0 ? 'drive it through its properties.' : 'it is configured by its content.'}
    </Empty>
  );
}

export function MethodDetails({component, name}: NamedProps) {
  const m = component.methods.find((method) => method.name === name);
  if (!m) return null;
  return (
    <div className={styles.member}>
      <p>
        <Md text={m.docs} />
      </p>
      <CodeBlock language="ts">{m.signature}</CodeBlock>
      {m.parameters.length > 0 ? (
        <Table head={['Parameter', 'Type', 'Description']} label={`Parameters of ${m.name}`}>
          {m.parameters.map((param) => (
            <tr key={param.name}>
              <td>
                <code>{param.name}</code>
              </td>
              <td>
                <code>{param.type}</code>
              </td>
              <td>
                <Md text={param.docs} />
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className={styles.muted}>Takes no parameters.</p>
      )}
      <p>
        <strong>Returns</strong> <code>{m.returns.type}</code>: <Md text={m.returns.docs} />
      </p>
    </div>
  );
}

/* ---------------------------------------------------- Slots, parts, styles */

export function SlotTable({component}: Props) {
  if (component.slots.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> has no slots: it renders only its own content.
      </Empty>
    );
  }
  return (
    <Table head={['Slot', 'Description']} label={`Slots of ${component.tag}`}>
      {component.slots.map((s) => (
        <tr key={s.name || 'default'}>
          <td>{s.name ? <code>{s.name}</code> : <span>(default)</span>}</td>
          <td>
            <Md text={s.docs} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function PartTable({component}: Props) {
  if (component.parts.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> exposes no shadow parts.
      </Empty>
    );
  }
  return (
    <>
      <p>
        Style a part from your stylesheet with <code>{`${component.tag}::part(${component.parts[0].name})`}</code>.
      </p>
      <Table head={['Part', 'Description']} label={`Shadow parts of ${component.tag}`}>
        {component.parts.map((s) => (
          <tr key={s.name}>
            <td>
              <code>{s.name}</code>
            </td>
            <td>
              <Md text={s.docs} />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function StyleTable({component}: Props) {
  if (component.styles.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> defines no CSS custom properties of its own; it follows the theme variables set
        on <Tag tag="bp-sdk-root" />
        {component.parts.length > 0 ? ' and can be styled through its shadow parts' : ''}.
      </Empty>
    );
  }
  return (
    <Table head={['Custom property', 'Description']} label={`CSS custom properties of ${component.tag}`}>
      {component.styles.map((s) => (
        <tr key={s.name}>
          <td>
            <code>{s.name}</code>
          </td>
          <td>
            <Md text={s.docs} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/* -------------------------------------------------------- Hooks and contract */

function hookSample(component: ComponentPageData): string {
  const name = component.tag.replace(/^bp-sdk-/, '');
  const contract = component['x-site'].contract;
  const event = component.events[0]?.event;
  return [
    `import {defineExternalComponent} from '${component.package}';`,
    `import {defineCustomElements} from '${component.package}/loader';`,
    '',
    `// Your element receives the ${contract} properties and \`sdk\`.`,
    `defineExternalComponent('${name}', class extends HTMLElement {`,
    '  connectedCallback() {',
    '    // Build your markup from the properties the SDK has set.',
    '    this.replaceChildren(/* your elements */);',
    ...(event
      ? [
          `    // Report user actions with the component's events, e.g. ${event}:`,
          `    // this.dispatchEvent(new CustomEvent('${event}', {detail, bubbles: true, composed: true}));`,
        ]
      : []),
    '  }',
    '});',
    '',
    'await defineCustomElements();',
  ].join('\n');
}

export function HookTable({component}: Props) {
  const hooks = component['x-site'].hooks;
  if (hooks.length === 0) {
    return (
      <Empty>
        <Tag tag={component.tag} /> has no custom-element hook: it has no markup of its own to replace.
      </Empty>
    );
  }
  const hook = hooks[0];
  return (
    <>
      <p>
        Register the hook with <code>defineExternalComponent()</code> from <code>{component.package}</code> before{' '}
        <code>defineCustomElements()</code> runs; the SDK then uses your element as described below. See{' '}
        <Link to="/docs/sdk/sdk_custom_elements/">Custom elements</Link> for the full pattern.
      </p>
      <Table head={['Hook element', 'Disables HTML below', 'Effect']} label={`Custom element hooks of ${component.tag}`}>
        {hooks.map((h) => (
          <tr key={h.name}>
            <td>
              <code>{h.name}</code>
            </td>
            <td>{h.disablesHtml ? 'Yes' : 'No'}</td>
            <td>
              <Md text={h.docs} />
            </td>
          </tr>
        ))}
      </Table>
      <CodeBlock language="ts">{hookSample(component)}</CodeBlock>
    </>
  );
}

export function Contract({component}: Props) {
  const site = component['x-site'];
  return (
    <>
      <p>
        <code>{site.contract}</code> in <code>{site.contractPackage}</code> types the element, its events and its
        methods; a custom-element hook that replaces <Tag tag={component.tag} /> implements the same interface. See{' '}
        <Link to="/docs/sdk/sdk_contracts/">Contracts</Link>.
      </p>
      <CodeBlock language="ts" title={`${site.contract}.d.ts`}>
        {contractSource(component)}
      </CodeBlock>
    </>
  );
}

/* -------------------------------------------------------------- Dependencies */

function TagList({tags, related, label}: {tags: string[]; related: Record<string, string>; label: string}) {
  return (
    <ul className={styles.tagList} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={componentPath(tag)}>
            <code>{tag}</code>
          </Link>
          {related[tag] ? <span className={styles.muted}>{` — ${related[tag]}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function Dependencies({component}: Props) {
  const {dependencies, dependents, related, tag} = component;
  return (
    <>
      <p>
        <strong>Renders</strong>{' '}
        {dependencies.length === 0 && (
          <>
            no other SDK component: <Tag tag={tag} /> is a leaf.
          </>
        )}
      </p>
      {dependencies.length > 0 && <TagList tags={dependencies} related={related} label={`Components ${tag} renders`} />}
      <p>
        <strong>Rendered by</strong>{' '}
        {dependents.length === 0 && (
          <>
            no other SDK component: place <Tag tag={tag} /> in your page yourself.
          </>
        )}
      </p>
      {dependents.length > 0 && <TagList tags={dependents} related={related} label={`Components that render ${tag}`} />}
    </>
  );
}
