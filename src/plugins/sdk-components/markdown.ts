/**
 * The Markdown twin of an SDK component page, rendered from the component's
 * manifest entry (the data the ComponentApi parts render), never scraped
 * from HTML: overview facts, usage (HTML and React), properties, events,
 * methods, slots, shadow parts, CSS custom properties, custom-element hooks,
 * the contract and the dependency graph; and the components index. The twin
 * pipeline (src/plugins/llms) calls it for pages that import
 * `@generated/bp-sdk-components/default/...`, `@theme/ComponentApi` or
 * `@theme/ComponentIndex`.
 */
import type {ComponentDoc, ComponentIndexEntry, ComponentPageData, Manifest} from './types';
import {contractSource} from './theme/ComponentApi/contract';
import {blocks, cell, code, fence, heading, list, table} from '../llms/markdown';
import type {TwinProvider} from '../llms/types';
import {COMPONENTS_MODULE, PLUGIN_NAME, REFERENCE_SECTIONS, indexEntries, pageData} from './mdx';
import type {ComponentRenderer} from '../llms/types';

const tagCode = (tag: string) => code(`<${tag}>`);
const link = (tag: string) => `[${code(tag)}](/docs/sdk/components/${tag}/)`;

function fenced(markdown: string | undefined): {language: string; code: string} | null {
  const match = markdown?.match(/^```(\w+)\n([\s\S]*?)\n```/);
  return match ? {language: match[1]!, code: match[2]!} : null;
}

export function overviewMarkdown(c: ComponentPageData): string {
  const site = c['x-site'];
  return blocks(
    c.docs,
    list([
      `Element: ${tagCode(c.tag)}`,
      `Family: ${site.familyLabel}`,
      `Package: ${code(c.package)}`,
      `Contract: ${code(site.contract)}`,
      `Since: SDK ${site.since}`,
      `Rendering: ${c.encapsulation === 'shadow' ? 'Shadow DOM' : c.encapsulation}`,
    ]),
  );
}

export function usageMarkdown(c: ComponentPageData): string {
  const html = fenced(c.usage.html);
  const react = fenced(c.usage.react);
  const placement =
    c.tag === 'bp-sdk-setup'
      ? `Place one ${tagCode(c.tag)} per page, before ${tagCode('bp-sdk-root')}.`
      : c.tag === 'bp-sdk-root'
        ? `Place ${tagCode(c.tag)} after ${tagCode('bp-sdk-setup')}, which creates the store it connects to.`
        : c.dependents.length > 0
          ? `${tagCode(c.dependents[0]!)} renders ${tagCode(c.tag)} for you; place it yourself only when you compose that part of the flow by hand, inside ${tagCode('bp-sdk-root')} so that it finds the store.`
          : `Place ${tagCode(c.tag)} inside ${tagCode('bp-sdk-root')}, after ${tagCode('bp-sdk-setup')} has created the store.`;
  return blocks(
    `Register the elements once with ${code('defineCustomElements()')} from ${code(`${c.package}/loader`)} (see [Install the SDK](/docs/sdk/sdk_install/)). ${placement} In React 19, render the element itself: React sets each property (camelCase, objects included) on the defined element, and a handler named ${code('on')} followed by the event name exactly as written (${code(`on${c.events[0]?.event ?? 'bpSdkChange'}`)}) listens to that event.`,
    html && blocks('**HTML**', fence(html.code, 'html')),
    react && blocks('**React**', fence(react.code, 'tsx')),
  );
}

function propertiesMarkdown(c: ComponentPageData): string {
  if (c.props.length === 0) return `${tagCode(c.tag)} has no properties: it takes everything it needs from the store and from its content.`;
  return blocks(
    table(
      ['Property', 'Attribute', 'Type', 'Default'],
      c.props.map((p) => [
        `${code(p.name)}${p.required ? ' (required)' : ''}${p.deprecation ? ' (deprecated)' : ''}`,
        p.attr ? code(p.attr) : 'property only',
        code(p.complexType.original),
        p.default !== undefined ? code(p.default) : 'none',
      ]),
    ),
    ...c.props.map((p) => {
      const literals = p.values.filter((v) => v.value !== undefined).map((v) => code(v.value!));
      return blocks(
        heading(3, code(p.name)),
        p.deprecation && `> **Deprecated.** ${p.deprecation}`,
        p.docs,
        list([
          `Type: ${code(p.complexType.original)}`,
          `Attribute: ${p.attr ? `${code(p.attr)}${p.reflectToAttr ? ' (reflected: the attribute follows the property)' : ''}` : 'none: set it as a JavaScript property'}`,
          `Default: ${p.default !== undefined ? code(p.default) : 'none'}`,
          `Required: ${p.required ? 'yes' : 'no'}`,
          ...(p.mutable ? ['Mutable: yes, the component updates it as the user interacts'] : []),
          ...(literals.length ? [`Values: ${literals.join(', ')}`] : []),
        ]),
      );
    }),
  );
}

function eventsMarkdown(c: ComponentPageData): string {
  if (c.events.length === 0) {
    return `${tagCode(c.tag)} emits no events of its own${c.dependents.length ? `; listen on the component that renders it, such as ${tagCode(c.dependents[0]!)}.` : '.'}`;
  }
  return blocks(
    table(['Event', 'Detail', 'Cancelable'], c.events.map((e) => [code(e.event), code(e.complexType.original), e.cancelable ? 'Yes' : 'No'])),
    ...c.events.map((e) =>
      blocks(
        heading(3, code(e.event)),
        e.docs,
        list([
          `Detail: ${code(e.complexType.original)}`,
          `Propagation: ${e.bubbles === false ? 'does not bubble' : 'bubbles'}${e.composed ? ' and crosses shadow roots (composed)' : ''}${e.cancelable ? '; cancelable with `preventDefault()`' : ''}`,
          `Listen: ${code(`element.addEventListener('${e.event}', (event) => { /* event.detail */ })`)}`,
        ]),
      ),
    ),
  );
}

function methodsMarkdown(c: ComponentPageData): string {
  if (c.methods.length === 0) {
    return `${tagCode(c.tag)} has no public methods; ${c.props.length > 0 ? 'drive it through its properties.' : 'it is configured by its content.'}`;
  }
  return blocks(
    ...c.methods.map((m) =>
      blocks(
        heading(3, code(`${m.name}()`)),
        m.docs,
        fence(m.signature, 'ts'),
        m.parameters.length
          ? table(['Parameter', 'Type', 'Description'], m.parameters.map((p) => [code(p.name), code(p.type), cell(p.docs)]))
          : 'Takes no parameters.',
        `**Returns** ${code(m.returns.type)}${m.returns.docs ? `: ${m.returns.docs}` : ''}`,
      ),
    ),
  );
}

function named(rows: Array<{name: string; docs: string}>, head: string, empty: string, name = (n: string) => code(n)): string {
  return rows.length ? table([head, 'Description'], rows.map((r) => [name(r.name), cell(r.docs)])) : empty;
}

function hooksMarkdown(c: ComponentPageData): string {
  const hooks = c['x-site'].hooks;
  if (hooks.length === 0) return `${tagCode(c.tag)} has no custom-element hook: it has no markup of its own to replace.`;
  return blocks(
    `Register the hook with ${code('defineExternalComponent()')} from ${code(c.package)} before ${code('defineCustomElements()')} runs; the SDK then uses your element as described below. See [Custom elements](/docs/sdk/sdk_custom_elements/) for the full pattern.`,
    table(['Hook element', 'Disables HTML below', 'Effect'], hooks.map((h) => [code(h.name), h.disablesHtml ? 'Yes' : 'No', cell(h.docs)])),
  );
}

function dependenciesMarkdown(c: ComponentPageData): string {
  const tags = (list_: string[]) => list(list_.map((t) => `${link(t)}${c.related[t] ? `: ${c.related[t]}` : ''}`));
  return blocks(
    c.dependencies.length ? blocks('**Renders**', tags(c.dependencies)) : `**Renders** no other SDK component: ${tagCode(c.tag)} is a leaf.`,
    c.dependents.length ? blocks('**Rendered by**', tags(c.dependents)) : `**Rendered by** no other SDK component: place ${tagCode(c.tag)} in your page yourself.`,
  );
}

/** The reference sections of a component page, in the page's order and headings. */
export function referenceMarkdown(c: ComponentPageData): string {
  const site = c['x-site'];
  const body: Record<(typeof REFERENCE_SECTIONS)[number][0], string> = {
    properties: propertiesMarkdown(c),
    events: eventsMarkdown(c),
    methods: methodsMarkdown(c),
    slots: named(c.slots.map((s) => ({name: s.name, docs: s.docs})), 'Slot', `${tagCode(c.tag)} has no slots: it renders only its own content.`, (n) => (n ? code(n) : '(default)')),
    'shadow-parts': c.parts.length
      ? blocks(`Style a part from your stylesheet with ${code(`${c.tag}::part(${c.parts[0]!.name})`)}.`, named(c.parts, 'Part', ''))
      : `${tagCode(c.tag)} exposes no shadow parts.`,
    'css-custom-properties': named(
      c.styles,
      'Custom property',
      `${tagCode(c.tag)} defines no CSS custom properties of its own; it follows the theme variables set on ${tagCode('bp-sdk-root')}${c.parts.length ? ' and can be styled through its shadow parts' : ''}.`,
    ),
    'custom-element-hooks': hooksMarkdown(c),
    contract: blocks(
      `${code(site.contract)} in ${code(site.contractPackage)} types the element, its events and its methods; a custom-element hook that replaces ${tagCode(c.tag)} implements the same interface. See [Contracts](/docs/sdk/sdk_contracts/).`,
      fence(contractSource(c), 'ts', `${site.contract}.d.ts`),
    ),
    dependencies: dependenciesMarkdown(c),
  };
  return blocks(...REFERENCE_SECTIONS.map(([id, title]) => blocks(heading(2, title), body[id])));
}

/** What the twin pipeline calls for `@generated/bp-sdk-components/default/...` imports. */
export function componentTwinProvider(manifest: Manifest): TwinProvider {
  const byTag = new Map<string, ComponentDoc>(manifest.components.map((c) => [c.tag, c]));
  const data = (tag: string) => {
    const component = byTag.get(tag);
    return component ? pageData(manifest, component) : undefined;
  };
  return {
    prefix: `@generated/${PLUGIN_NAME}/default/`,
    value(file) {
      if (file === 'index.json') return indexEntries(manifest);
      return file.endsWith('.json') ? data(file.slice(0, -'.json'.length)) : undefined;
    },
    render(file, args) {
      if (!file.endsWith('.mdx')) return undefined;
      const component = data(file.slice(0, -'.mdx'.length));
      if (!component) throw new Error(`${args.file}: no component for ${file}`);
      return referenceMarkdown(component);
    },
  };
}

const componentIndex: ComponentRenderer = ({props}) => {
  const {components} = props as {components: ComponentIndexEntry[]};
  return blocks(
    `${components.length} components.`,
    table(
      ['Component', 'Family', 'Summary'],
      components.map((c) => [link(c.tag), cell(c.familyLabel), cell(c.summary.replace(/`/g, ''))]),
    ),
  );
};

/** Renderers of the theme components pages use directly, keyed like the twin pipeline's renderers. */
export const componentPartRenderers: Record<string, ComponentRenderer> = {
  [`${COMPONENTS_MODULE}#ComponentOverview`]: ({props}) => overviewMarkdown(props.component as ComponentPageData),
  [`${COMPONENTS_MODULE}#ComponentUsage`]: ({props}) => usageMarkdown(props.component as ComponentPageData),
  '@theme/ComponentIndex#default': componentIndex,
};
