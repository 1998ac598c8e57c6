/**
 * The layering rule of ARCHITECTURE.md: imports only run down the layers
 *
 *   src/site → src/data → src/mock → src/search → src/plugins → src/components, src/theme, src/sidebar → src/pages
 *
 * (a file may import its own layer and the layers to its left; type-only
 * imports count too, and tests in __tests__/ are exempt, as tests/ is), and
 * src/plugins and src/components never import each other: a plugin's theme
 * components are reached through `@theme/...`, not through a path.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const layers = [['src/site'], ['src/data'], ['src/mock'], ['src/search'], ['src/plugins'], ['src/components', 'src/theme', 'src/sidebar'], ['src/pages']];

function layerOf(file: string): number {
  return layers.findIndex((dirs) => dirs.some((dir) => file === dir || file.startsWith(`${dir}/`)));
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return /\.(?:ts|tsx|mts|js|jsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The repository-relative targets of a file's relative and `@site/` imports. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/gm)].map(
    (m) => (m[1] ?? m[2] ?? m[3])!,
  );
  return specs.flatMap((spec) => {
    const bare = spec.replace(/^!!raw-loader!/, '');
    if (bare.startsWith('@site/')) return [bare.slice('@site/'.length)];
    if (bare.startsWith('.')) return [path.relative(root, path.resolve(path.dirname(file), bare)).split(path.sep).join('/')];
    return [];
  });
}

describe('layers', () => {
  // Tests beside a plugin (__tests__/) sit above every layer, like tests/.
  const files = layers
    .flat()
    .flatMap((dir) => walk(path.join(root, dir)))
    .filter((file) => !file.split(path.sep).includes('__tests__'));

  test('there is code to check', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  test('imports never run back up the layers; plugins and components never import each other', () => {
    const problems: string[] = [];
    for (const file of files) {
      const from = path.relative(root, file).split(path.sep).join('/');
      const own = layerOf(from);
      for (const target of importsOf(file)) {
        const to = layerOf(target);
        if (to === -1) continue;
        const across =
          (from.startsWith('src/plugins/') && target.startsWith('src/components/')) ||
          (from.startsWith('src/components/') && target.startsWith('src/plugins/'));
        if (to > own || across) problems.push(`${from} imports ${target}`);
      }
    }
    expect(problems, `imports against the layering rule (ARCHITECTURE.md, "Layers"):\n${problems.join('\n')}`).toEqual([]);
  });
});
