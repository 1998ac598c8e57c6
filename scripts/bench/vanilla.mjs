/**
 * The vanilla Docusaurus site the bench compares against: the classic
 * TypeScript template of the same Docusaurus version, created once with
 * `create-docusaurus` from the npm registry, Faster on, and as many doc pages
 * as this site has (generated, each about the size of one of our guides), so
 * that build time and sidebar weight compare like with like.
 *
 * It lives outside the repository, in $BENCH_CACHE or
 * ~/.cache/bindpoint-bench/vanilla-<version>-<pages>p; delete that folder to
 * recreate it.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const VANILLA_VERSION = '3.10.2';
/** This site's page count (docs, API and component pages), about; see README "Performance". */
export const VANILLA_DOC_PAGES = 270;
const SECTIONS = 15;

/** Pages of the vanilla site standing for each of our page types (it has no API, component or search page). */
export const VANILLA_ROUTES = {
  home: '/',
  doc: '/docs/generated/section-01/page-01/',
  diagram: '/docs/generated/section-02/page-01/',
  api: '/docs/generated/section-03/page-01/',
  component: '/docs/generated/section-04/page-01/',
  search: '/docs/generated/section-05/page-01/',
};

const words = (
  'account agent answer application bind broker carrier coverage customer deadline document endpoint event ' +
  'form header identifier integration limit location market partner policy premium product quote referral ' +
  'request response sandbox schema session signature status submit token update webhook'
).split(' ');

function sentence(seed, length) {
  const out = [];
  for (let i = 0; i < length; i += 1) out.push(words[(seed * 7 + i * 13 + ((seed * i) % 5)) % words.length]);
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** One generated page, about 9 KB of Markdown: headings, prose, a list, a table, a code block. */
export function generatedPage(section, page) {
  const seed = section * 100 + page;
  const paragraph = (n) => Array.from({length: 6}, (_, i) => sentence(seed + n * 11 + i, 12 + ((seed + i) % 9))).join(' ');
  const parts = [`---\nsidebar_position: ${page}\n---\n\n# Section ${section} page ${page}\n\n${paragraph(0)}\n`];
  for (let h = 1; h <= 5; h += 1) {
    parts.push(`## ${sentence(seed + h, 3).slice(0, -1)}\n\n${paragraph(h)}\n\n${paragraph(h + 20)}\n`);
    parts.push(Array.from({length: 4}, (_, i) => `- ${sentence(seed + h * 3 + i, 8)}`).join('\n') + '\n');
    if (h === 2) {
      parts.push('| Field | Type | Meaning |\n|---|---|---|\n' +
        Array.from({length: 6}, (_, i) => `| \`${words[(seed + i) % words.length]}_id\` | string | ${sentence(seed + i, 7)} |`).join('\n') + '\n');
    }
    if (h === 3) {
      parts.push('```json\n' + JSON.stringify({id: `af_${seed}`, status: 'quoted', answers: {state: 'CA', employees: 12}}, null, 2) + '\n```\n');
    }
  }
  return parts.join('\n');
}

function ready(dir) {
  return fs.existsSync(path.join(dir, 'node_modules/@docusaurus/core')) && fs.existsSync(path.join(dir, '.bench-ready'));
}

/** Creates the vanilla site if it is not cached yet; returns its folder. */
export function ensureVanilla(log = console.log) {
  const dir =
    process.env.BENCH_CACHE ??
    path.join(os.homedir(), '.cache/bindpoint-bench', `vanilla-${VANILLA_VERSION}-${VANILLA_DOC_PAGES}p`);
  if (ready(dir)) return dir;
  log(`bench: creating the vanilla Docusaurus ${VANILLA_VERSION} site in ${dir} (once)`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(dir), {recursive: true});
  execFileSync(
    'npx',
    ['--yes', `create-docusaurus@${VANILLA_VERSION}`, path.basename(dir), 'classic', '--typescript', '--skip-install', '-p', 'npm'],
    {cwd: path.dirname(dir), stdio: ['ignore', 'ignore', 'inherit']},
  );
  // Faster on, stated explicitly (the template sets only `v4: true`).
  const configFile = path.join(dir, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  if (!config.includes('v4: true,')) throw new Error('bench: the template config changed; update scripts/bench/vanilla.mjs');
  fs.writeFileSync(configFile, config.replace('v4: true,', 'faster: true,\n    v4: true,'));
  const perSection = Math.ceil(VANILLA_DOC_PAGES / SECTIONS);
  let written = 0;
  for (let s = 1; s <= SECTIONS && written < VANILLA_DOC_PAGES; s += 1) {
    const sectionDir = path.join(dir, 'docs/generated', `section-${String(s).padStart(2, '0')}`);
    fs.mkdirSync(sectionDir, {recursive: true});
    fs.writeFileSync(path.join(sectionDir, '_category_.json'), JSON.stringify({label: `Section ${s}`, position: 10 + s}));
    for (let p = 1; p <= perSection && written < VANILLA_DOC_PAGES; p += 1, written += 1) {
      fs.writeFileSync(path.join(sectionDir, `page-${String(p).padStart(2, '0')}.md`), generatedPage(s, p));
    }
  }
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  fs.writeFileSync(path.join(dir, '.bench-ready'), `${VANILLA_VERSION} ${VANILLA_DOC_PAGES}\n`);
  return dir;
}
