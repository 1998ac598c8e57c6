/** ComponentApi: custom element hooks, the contract and dependencies. */
import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {contractSource} from './contract';
import type {ComponentPageData} from '../../types';
import {Md, Tag, Empty, Table, componentPath, type Props} from './parts';
import styles from './styles.module.css';

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
