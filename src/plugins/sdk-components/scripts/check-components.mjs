#!/usr/bin/env node
/**
 * Keeps the component manifest and the component pages in agreement. Fails
 * (exit 1) when:
 * - a manifest entry has no page, or a page has no manifest entry;
 * - a page's front matter id or title is not its tag, or it does not import
 *   its own generated modules, or its sections are missing or out of order;
 * - a component, property, event, method or slot has no description;
 * - manifest.json is stale against families.ts (the only staleness check
 *   of the manifest; the unit tests run checkComponents()).
 *
 *   npm run components:check
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildManifest, loadFamilies, serialize, manifestPath} from './generate-manifest.mjs';
import {GENERATED, pagesDir} from './scaffold-page.mjs';

const MIN_DOCS = 12;

function frontMatter(source) {
  const match = source.match(/^---\n([\s\S]*?)\n---\n/);
  if (!match) return null;
  const fields = {};
  for (const line of match[1].split('\n')) {
    const m = line.match(/^([A-Za-z_]+):\s*(.*)$/);
    if (m) fields[m[1]] = m[2].replace(/^["']|["']$/g, '');
  }
  return fields;
}

export function checkDescriptions(manifest) {
  const problems = [];
  const need = (text, where) => {
    if (typeof text !== 'string' || text.trim().length < MIN_DOCS) problems.push(`${where} has no description`);
  };
  for (const c of manifest.components) {
    need(c.docs, c.tag);
    for (const p of c.props) need(p.docs, `${c.tag} property ${p.name}`);
    for (const e of c.events) need(e.docs, `${c.tag} event ${e.event}`);
    for (const m of c.methods) need(m.docs, `${c.tag} method ${m.name}`);
    for (const s of c.slots) need(s.docs, `${c.tag} slot ${s.name || '(default)'}`);
    for (const s of c.parts) need(s.docs, `${c.tag} part ${s.name}`);
    for (const s of c.styles) need(s.docs, `${c.tag} CSS property ${s.name}`);
  }
  return problems;
}

export function checkPage(tag, source) {
  const problems = [];
  const fm = frontMatter(source);
  if (!fm) return [`${tag}.mdx has no front matter`];
  if (fm.id !== tag) problems.push(`${tag}.mdx: front matter id is "${fm.id}", expected "${tag}"`);
  if (fm.title !== tag) problems.push(`${tag}.mdx: front matter title is "${fm.title}", expected "${tag}"`);
  if (!fm.description) problems.push(`${tag}.mdx: no description in front matter`);
  if (!source.includes(`'${GENERATED}/${tag}.json'`)) problems.push(`${tag}.mdx does not import ${GENERATED}/${tag}.json`);
  if (!source.includes(`'${GENERATED}/${tag}.mdx'`)) problems.push(`${tag}.mdx does not import ${GENERATED}/${tag}.mdx`);
  const order = ['\n## Overview\n', '<ComponentOverview', '\n## Usage\n', '<ComponentUsage', '<ComponentReference />'];
  let at = -1;
  for (const marker of order) {
    const index = source.indexOf(marker, at + 1);
    if (index === -1) {
      problems.push(`${tag}.mdx: missing or misplaced ${marker.trim()}`);
      break;
    }
    at = index;
  }
  return problems;
}

export async function checkComponents() {
  const problems = [];
  const committed = await readFile(manifestPath, 'utf8');
  const manifest = JSON.parse(committed);
  if (serialize(buildManifest(await loadFamilies())) !== committed) {
    problems.push('src/data/components/manifest.json is out of date against families.ts: run npm run components:generate');
  }
  problems.push(...checkDescriptions(manifest));
  const tags = new Set(manifest.components.map((c) => c.tag));
  const pages = (await readdir(pagesDir)).filter((f) => /^bp-sdk-.*\.mdx$/.test(f)).map((f) => f.replace(/\.mdx$/, ''));
  const pageSet = new Set(pages);
  for (const tag of tags) if (!pageSet.has(tag)) problems.push(`${tag} has no page (npm run components:scaffold -- ${tag})`);
  for (const page of pages) {
    if (!tags.has(page)) {
      problems.push(`docs/sdk/components/${page}.mdx has no manifest entry`);
      continue;
    }
    problems.push(...checkPage(page, await readFile(path.join(pagesDir, `${page}.mdx`), 'utf8')));
  }
  return {problems, components: tags.size, pages: pages.length};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  checkComponents().then(
    ({problems, components, pages}) => {
      if (problems.length) {
        console.error(`Component check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
        process.exit(1);
      }
      console.log(`Component check passed: ${components} manifest entries, ${pages} pages.`);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
