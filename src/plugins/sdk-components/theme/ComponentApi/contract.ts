/**
 * The TypeScript contract `I<Name>Component` of a component, as published in
 * `@bindpoint/sdk-types`, written out from its manifest entry.
 */
import type {ComponentDoc} from '../../types';

const firstSentence = (text: string) => {
  const plain = text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`/g, '');
  const match = plain.match(/^(.+?[.!?])(\s|$)/s);
  return (match ? match[1] : plain).trim();
};

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function contractSource(component: Pick<ComponentDoc, 'props' | 'events' | 'methods' | 'x-site' | 'tag'>): string {
  const site = component['x-site'];
  const refs = new Set<string>();
  for (const p of component.props) Object.keys(p.complexType.references).forEach((r) => refs.add(r));
  for (const e of component.events) Object.keys(e.complexType.references).forEach((r) => refs.add(r));
  for (const m of component.methods) Object.keys(m.complexType.references).forEach((r) => refs.add(r));
  const lines: string[] = [];
  if (refs.size) lines.push(`import type {${[...refs].sort().join(', ')}} from '${site.contractPackage}';`, '');
  lines.push(`/** Contract of <${component.tag}>. */`, `export interface ${site.contract} {`);
  for (const p of component.props) {
    if (p.deprecation) lines.push(`  /** @deprecated ${firstSentence(p.deprecation)} */`);
    else lines.push(`  /** ${firstSentence(p.docs)} */`);
    lines.push(`  ${p.name}${p.optional ? '?' : ''}: ${p.complexType.original};`);
  }
  for (const e of component.events) {
    lines.push(`  /** ${firstSentence(e.docs)} */`);
    lines.push(`  on${pascal(e.event)}?: (event: CustomEvent<${e.complexType.original}>) => void;`);
  }
  for (const m of component.methods) {
    lines.push(`  /** ${firstSentence(m.docs)} */`);
    lines.push(`  ${m.signature.replace(/ => /, ': ').replace(/"/g, "'")};`);
  }
  if (component.props.length + component.events.length + component.methods.length === 0) {
    lines.push('  // No properties, events or methods: the element is configured by its content.');
  }
  lines.push('}');
  return lines.join('\n');
}
