/**
 * What a page's JSX reads, for its twin: the names its imports bind (which
 * module, which export), where an imported module is on disk, and the
 * attribute expressions MDX props use, evaluated over the literal and
 * identifier subset of JavaScript (an identifier is looked up through the
 * caller, which reads imported data). Anything outside that subset is a
 * build error naming the page: a twin renders data, it runs no code.
 */
import path from 'node:path';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Expression, Node as EstreeNode, Program} from 'estree';
import type {ImportBinding} from './types';

/** A twin that cannot be made: the message names the page and what to change. */
export class TwinError extends Error {}

/** The names a page imports, and the values read for them so far. */
export interface Scope {
  bindings: Map<string, ImportBinding>;
  values: Map<string, unknown>;
}

/** The value an identifier of the page holds (its imported data). */
export type Lookup = (name: string) => Promise<unknown>;

/** Records every name an `import` statement of the page binds. */
export function collectImports(program: Program | undefined, scope: Scope): void {
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String(statement.source.value);
    for (const spec of statement.specifiers) {
      const imported =
        spec.type === 'ImportSpecifier'
          ? spec.imported.type === 'Identifier'
            ? spec.imported.name
            : String(spec.imported.value)
          : spec.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*';
      scope.bindings.set(spec.local.name, {source, imported});
    }
  }
}

/** Path of a module a page imports, or undefined for packages. */
export function resolveSpecifier(specifier: string, file: string, siteDir: string, generatedFilesDir?: string): string | undefined {
  const bare = specifier.replace(/^!!raw-loader!/, '');
  if (bare.startsWith('@site/')) return path.join(siteDir, bare.slice('@site/'.length));
  if (generatedFilesDir && bare.startsWith('@generated/')) return path.join(generatedFilesDir, bare.slice('@generated/'.length));
  if (bare.startsWith('.')) return path.resolve(path.dirname(file), bare);
  return undefined;
}

/** Evaluates the literal-and-identifier subset of JavaScript that MDX props use. */
export async function evaluate(node: EstreeNode | null | undefined, file: string, lookup: Lookup): Promise<unknown> {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((q) => q.value.cooked).join('');
      break;
    case 'ArrayExpression':
      return Promise.all(node.elements.map((e) => evaluate(e as Expression, file, lookup)));
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const prop of node.properties) {
        if (prop.type !== 'Property' || prop.computed) break;
        const key = prop.key.type === 'Identifier' ? prop.key.name : String((prop.key as {value: unknown}).value);
        out[key] = await evaluate(prop.value as Expression, file, lookup);
      }
      if (Object.keys(out).length === node.properties.length) return out;
      break;
    }
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      return lookup(node.name);
    case 'UnaryExpression':
      if (node.operator === '-') return -((await evaluate(node.argument, file, lookup)) as number);
      if (node.operator === '!') return !(await evaluate(node.argument, file, lookup));
      break;
    case 'MemberExpression':
      if (!node.computed && node.property.type === 'Identifier') {
        const object = (await evaluate(node.object as Expression, file, lookup)) as Record<string, unknown>;
        return object?.[node.property.name];
      }
      break;
    case 'ExpressionStatement':
      return evaluate(node.expression, file, lookup);
    default:
      break;
  }
  throw new TwinError(`${file}: a twin cannot evaluate this ${node.type} expression; pass data as a literal or an imported value`);
}

/** The value of an MDX expression (`{...}`); an MDX comment is an empty one. */
export async function expressionValue(program: Program | undefined, file: string, lookup: Lookup): Promise<{empty: boolean; value?: unknown}> {
  const body = program?.body ?? [];
  if (body.length === 0) return {empty: true};
  return {empty: false, value: await evaluate(body[0], file, lookup)};
}

/** A JSX element's attributes, evaluated: a bare attribute is `true`, a string stays a string. */
export async function jsxProps(node: MdxJsxFlowElement | MdxJsxTextElement, file: string, lookup: Lookup): Promise<Record<string, unknown>> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      throw new TwinError(`${file}: <${node.name}> spreads props, which a twin cannot render`);
    }
    const {name, value} = attribute as MdxJsxAttribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else props[name] = (await expressionValue(value.data?.estree as Program | undefined, file, lookup)).value;
  }
  return props;
}
