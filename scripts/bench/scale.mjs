#!/usr/bin/env node
/**
 * The scale build: this site and the vanilla template, each with `pages`
 * extra generated pages (about 9 KB of Markdown each: headings, prose, lists,
 * a table and a code block, from the generator of ./vanilla.mjs, so both
 * sites get the same pages), in sidebar sections of 20, built cold in turns.
 * Each cold build is followed by a warm one (the caches it left). Reports
 * wall time and the peak resident memory of each build's whole process tree (./process-tree.mjs: /proc sampled, every process's VmRSS
 * summed, and each one's VmHWM).
 *
 * The pages never enter the repository: both sites are copied to a scratch
 * folder outside it (beside the vanilla template's folder, `<$BENCH_CACHE>.scale/`),
 * this site from its working tree (the files git tracks or would track, so
 * uncommitted changes are measured too), each with a node_modules folder of
 * symbolic links to the original's packages (its own .cache, which
 * `docusaurus clear` empties).
 *
 * `npm run bench -- --pages 2000` runs it with the rest of the bench; alone:
 *   node scripts/bench/scale.mjs --pages 2000 [--build-runs N] [--only site|vanilla]
 *     [--reuse] (build the scratch copies as they are, e.g. edited by hand)
 *     [--series] (keep each build's memory over time in the result, its output in a timed log beside the copies)
 *     [--probe] (--series, and each thread's heap and Docusaurus's timings in that log: ./memory-probe.cjs)
 * It writes bench-results/scale.json.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ensureVanilla, generatedPage} from './vanilla.mjs';
import {measureTree} from './process-tree.mjs';
import {median} from './lighthouse.mjs';

export const SECTION_SIZE = 20;
/** Generated sections are numbered from here, so their titles differ from the vanilla template's own generated pages. */
const FIRST_SECTION = 101;
const SCALE_DIR = 'scale';

/** Writes `pages` generated pages under `<docs>/scale/section-NNN/`, 20 to a section, each section a sidebar category. */
export function writeScalePages(docsDir, pages) {
  const dir = path.join(docsDir, SCALE_DIR);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({label: 'Scale', position: 1000}));
  for (let i = 0; i < pages; i += 1) {
    const section = Math.floor(i / SECTION_SIZE) + 1;
    const page = (i % SECTION_SIZE) + 1;
    const sectionDir = path.join(dir, `section-${String(section).padStart(3, '0')}`);
    if (page === 1) {
      fs.mkdirSync(sectionDir);
      fs.writeFileSync(path.join(sectionDir, '_category_.json'), JSON.stringify({label: `Scale section ${section}`, position: section}));
    }
    fs.writeFileSync(path.join(sectionDir, `page-${String(page).padStart(2, '0')}.md`), generatedPage(FIRST_SECTION + section, page));
  }
}

/** A node_modules folder of links to `source`'s packages, without its .cache. */
function linkNodeModules(source, target) {
  fs.mkdirSync(target, {recursive: true});
  for (const entry of fs.readdirSync(source)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(source, entry), path.join(target, entry));
  }
}

/** Copies `files` (relative to `from`) into a fresh `to`, with linked node_modules. */
function copySite(from, to, files) {
  fs.rmSync(to, {recursive: true, force: true});
  for (const file of files) {
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(path.join(from, file), target);
  }
  linkNodeModules(path.join(from, 'node_modules'), path.join(to, 'node_modules'));
}

/** This site's files: tracked or untracked but not ignored, as they are in the working tree. */
function siteFiles(root) {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8', maxBuffer: 64 << 20})
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile());
}

/** The vanilla template's files, without its dependencies and build output. */
function vanillaFiles(dir) {
  const skip = new Set(['node_modules', 'build', '.docusaurus']);
  const out = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
      const file = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(file);
      } else if (entry.isFile()) out.push(file);
    }
  };
  walk('');
  return out;
}

/** Where the scratch copies live: beside the vanilla template, outside the repository. */
export const scratchRoot = (vanillaDir) => `${vanillaDir}.scale`;

/**
 * Copies this site and the vanilla template to the scratch folder and adds
 * `pages` generated pages to each. This site's sidebar is listed by hand
 * (sidebars.ts), so its copy gets one more top-level category, "Scale", of
 * the generated sections; the template's sidebar is generated from its
 * folders and finds them itself.
 */
export function prepareScaleSites({root, vanillaDir, pages}) {
  const scratch = scratchRoot(vanillaDir);
  const site = path.join(scratch, 'site');
  const vanilla = path.join(scratch, 'vanilla');
  copySite(root, site, siteFiles(root));
  writeScalePages(path.join(site, 'docs'), pages);
  fs.appendFileSync(
    path.join(site, 'sidebars.ts'),
    `\n// Added by scripts/bench/scale.mjs (the scale build's copy only).\n(sidebars.docs as unknown[]).push({type: 'category', label: 'Scale', items: [{type: 'autogenerated', dirName: '${SCALE_DIR}'}]});\n`,
  );
  copySite(vanillaDir, vanilla, vanillaFiles(vanillaDir));
  writeScalePages(path.join(vanilla, 'docs'), pages);
  fs.writeFileSync(path.join(scratch, 'pages.txt'), `${pages}\n`);
  return {site, vanilla};
}

/** A cold build (`docusaurus clear`, then `docusaurus build`): wall time, the tree's peak memory and each process's. */
export async function coldBuildTree(dir, options = {}) {
  const cli = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  execFileSync(process.execPath, [cli, 'clear'], {cwd: dir, stdio: 'ignore'});
  return warmBuildTree(dir, options);
}

/**
 * A warm build: `docusaurus build` again, with the caches the last build left
 * (the bundler's persistent cache, the cards and twins by content hash), as
 * a writer's next build or the next deploy has them. Same figures as a cold one.
 */
export async function warmBuildTree(dir, {series = false, log, env = process.env} = {}) {
  const cli = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const result = await measureTree(process.execPath, [cli, 'build'], {cwd: dir, series, log, env});
  return {...result, mainPeakMB: result.processes.find((p) => p.name === 'docusaurus.mjs build')?.peakMB ?? 0};
}

/**
 * Builds both scratch sites cold, `runs` pairs in turns (this site first,
 * then vanilla). Returns each site's median time and peak memory, its runs,
 * and the ratios pair by pair.
 */
export async function scaleBench({root, vanillaDir, pages, runs = 1, only, reuse = false, series = false, probe = false, log = console.log}) {
  const scratch = scratchRoot(vanillaDir);
  const dirs = {site: path.join(scratch, 'site'), vanilla: path.join(scratch, 'vanilla')};
  if (!reuse) {
    log(`scale: copying this site and the vanilla template to ${scratch}, ${pages} generated pages each`);
    prepareScaleSites({root, vanillaDir, pages});
  } else if (Number(fs.readFileSync(path.join(scratch, 'pages.txt'), 'utf8')) !== pages) {
    throw new Error(`scale: the scratch copies in ${scratch} have another page count; run without --reuse`);
  }
  // The probe prints each thread's heap into the build's log, beside Docusaurus's own timings.
  const env = probe
    ? {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-probe.cjs')}`.trim()}
    : process.env;
  series ||= probe;
  const names = only ? [only] : ['site', 'vanilla'];
  const builds = Object.fromEntries(names.map((name) => [name, []]));
  const warm = Object.fromEntries(names.map((name) => [name, []]));
  // Each pair: a site's cold build, then its warm build (the caches the cold one left), then the other site's.
  for (let pair = 1; pair <= runs; pair += 1) {
    for (const name of names) {
      const logFile = series ? path.join(scratch, `${name}-build-${pair}.log`) : undefined;
      const build = await coldBuildTree(dirs[name], {series, log: logFile, env});
      builds[name].push(build);
      const others = build.processes.filter((p) => p.name !== 'docusaurus.mjs build').map((p) => `${p.name} ${p.peakMB} MB`);
      log(`scale build ${name} (+${pages} pages, cold, ${pair} of ${runs}): ${build.seconds} s, peak memory ${build.peakTreeMB} MB (process tree), ${build.mainPeakMB} MB (build process)${others.length ? `; ${others.join(', ')}` : ''}; load ${loadavg()}`);
      const again = await warmBuildTree(dirs[name], {env});
      warm[name].push(again);
      log(`scale build ${name} (+${pages} pages, warm, ${pair} of ${runs}): ${again.seconds} s, peak memory ${again.peakTreeMB} MB; load ${loadavg()}`);
    }
  }
  const result = {pages, sectionSize: SECTION_SIZE};
  for (const [name, list] of Object.entries(builds)) {
    const middle = (items, key) => median(items.map((b) => b[key]));
    result[name] = {seconds: middle(list, 'seconds'), peakTreeMB: middle(list, 'peakTreeMB'), mainPeakMB: middle(list, 'mainPeakMB'), runs: list};
    result[name].warm = {seconds: middle(warm[name], 'seconds'), peakTreeMB: middle(warm[name], 'peakTreeMB'), runs: warm[name]};
  }
  if (result.site && result.vanilla) {
    const ratios = (key, pick = (site) => site.runs) => pick(result.site).map((b, i) => Number((b[key] / pick(result.vanilla)[i][key]).toFixed(2)));
    result.pairRatios = {seconds: ratios('seconds'), peakTreeMB: ratios('peakTreeMB'), warmSeconds: ratios('seconds', (site) => site.warm.runs)};
  }
  return result;
}

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Rows of the bench's README table for a scale result. */
export function scaleRows(scale) {
  const {site, vanilla, pairRatios, pages} = scale;
  const n = pairRatios.seconds.length;
  return [
    `| cold build with ${pages} extra pages (s, median of ${n}; ratio: median of the pairs') | ${site.seconds} | ${vanilla.seconds} | ${median(pairRatios.seconds).toFixed(2)} |`,
    `| cold build with ${pages} extra pages, ratio pair by pair | | | ${[...pairRatios.seconds].sort((a, b) => a - b).join(', ')} |`,
    `| warm build with ${pages} extra pages (s, median) | ${site.warm.seconds} | ${vanilla.warm.seconds} | ${median(pairRatios.warmSeconds).toFixed(2)} |`,
    `| peak memory with ${pages} extra pages (MB, process tree, median) | ${site.peakTreeMB} | ${vanilla.peakTreeMB} | ${median(pairRatios.peakTreeMB).toFixed(2)} |`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const value = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const pages = Number(value('--pages'));
  if (!Number.isInteger(pages) || pages < 1) {
    console.error('usage: node scripts/bench/scale.mjs --pages N [--build-runs N] [--only site|vanilla] [--reuse] [--series] [--probe]');
    process.exit(2);
  }
  const only = value('--only');
  if (only && only !== 'site' && only !== 'vanilla') throw new Error(`--only: "site" or "vanilla", not "${only}"`);
  const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const result = await scaleBench({
    root,
    vanillaDir: ensureVanilla(),
    pages,
    runs: Number(value('--build-runs') ?? 1),
    only,
    reuse: argv.includes('--reuse'),
    series: argv.includes('--series'),
    probe: argv.includes('--probe'),
  });
  if (result.pairRatios) console.log(`\n| measure | this site | vanilla | ratio |\n|---|---|---|---|\n${scaleRows(result).join('\n')}`);
  fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench-results/scale.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('written to bench-results/scale.json');
}
