#!/usr/bin/env node
/**
 * Scaffolds the MDX page of a component from its manifest entry.
 *
 *   npm run components:scaffold -- bp-sdk-date-input   one page
 *   npm run components:scaffold -- --all               every missing page
 *   add --force to overwrite an existing page (its hand-written prose is lost)
 *
 * A page holds front matter, Overview and Usage (where writers add prose,
 * examples and admonitions) and then the generated reference partial
 * (`@generated/bp-sdk-components/default/<tag>.mdx`), which renders
 * Properties ... Dependencies from the manifest at build time. Add the entry
 * to src/data/components/families.ts and regenerate the manifest first.
 */
import {readFile, writeFile, access} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const siteDir = path.resolve(here, '../../../..');
export const pagesDir = path.join(siteDir, 'docs/sdk/components');
export const manifestPath = path.join(siteDir, 'src/data/components/manifest.json');
export const GENERATED = '@generated/bp-sdk-components/default';

/** Plain text for front matter: no Markdown code marks or links. */
const plain = (text) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`/g, '');

export function pageSource(component) {
  const site = component['x-site'];
  const keywords = [component.tag, site.familyLabel, site.contract, 'web component', 'Storefront SDK'];
  return [
    '---',
    `id: ${component.tag}`,
    `title: ${component.tag}`,
    `description: ${JSON.stringify(plain(site.summary))}`,
    `keywords: [${keywords.map((k) => JSON.stringify(k)).join(', ')}]`,
    '---',
    '',
    "import {ComponentOverview, ComponentUsage} from '@theme/ComponentApi';",
    `import component from '${GENERATED}/${component.tag}.json';`,
    `import ComponentReference from '${GENERATED}/${component.tag}.mdx';`,
    '',
    '## Overview',
    '',
    '<ComponentOverview component={component} />',
    '',
    '## Usage',
    '',
    '<ComponentUsage component={component} />',
    '',
    '<ComponentReference />',
    '',
  ].join('\n');
}

export const pagePath = (tag) => path.join(pagesDir, `${tag}.mdx`);

const exists = (file) => access(file).then(() => true, () => false);

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const all = args.includes('--all');
  const tags = args.filter((a) => !a.startsWith('--'));
  if (!all && tags.length === 0) {
    console.error('Usage: npm run components:scaffold -- <bp-sdk-tag>... | --all [--force]');
    process.exit(2);
  }
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const byTag = new Map(manifest.components.map((c) => [c.tag, c]));
  const wanted = all ? [...byTag.keys()] : tags;
  let written = 0;
  for (const tag of wanted) {
    const component = byTag.get(tag);
    if (!component) {
      console.error(`${tag} is not in the manifest: add it to src/data/components/families.ts and run generate-manifest.mjs.`);
      process.exitCode = 1;
      continue;
    }
    const file = pagePath(tag);
    if (!force && (await exists(file))) {
      if (!all) console.log(`${path.relative(siteDir, file)} exists; use --force to overwrite.`);
      continue;
    }
    await writeFile(file, pageSource(component));
    written++;
    console.log(`Wrote ${path.relative(siteDir, file)}`);
  }
  console.log(`${written} page(s) written.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
