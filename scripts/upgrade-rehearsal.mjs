#!/usr/bin/env node
/**
 * Upgrade rehearsal: point every `@docusaurus/*` dependency of package.json at
 * the newest Docusaurus canary that all of them are published in, so that a
 * scratch checkout can `npm install` and run `npm test` against the next major
 * version (patches/README.md, "Upgrade rehearsal"; the weekly workflow
 * .github/workflows/canary.yml).
 *
 *   node scripts/upgrade-rehearsal.mjs            prints the version and the changes
 *   node scripts/upgrade-rehearsal.mjs --write    also rewrites package.json
 *   node scripts/upgrade-rehearsal.mjs --version 4.0.0-canary-6808 --write
 *
 * Run it in a scratch checkout only (a `git worktree add` outside the repo,
 * or CI's own clone): it rewrites package.json, and the install it prepares
 * must never be committed. The canaries of the packages are not published
 * together (core has canaries the theme packages lack), so the version chosen
 * is the newest one every package we depend on has.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

const args = process.argv.slice(2);
const write = args.includes('--write');
const versionArg = args.includes('--version') ? args[args.indexOf('--version') + 1] : undefined;
if (args.includes('--version') && !versionArg) {
  console.error('upgrade-rehearsal: --version needs a value, e.g. --version 4.0.0-canary-6808');
  process.exit(2);
}

const pkgPath = 'package.json';
const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
const sections = ['dependencies', 'devDependencies'];
const names = sections.flatMap((s) => Object.keys(pkg[s] ?? {}).filter((n) => n.startsWith('@docusaurus/')));
if (names.length === 0) {
  console.error('upgrade-rehearsal: package.json names no @docusaurus/* package; run it at the repository root');
  process.exit(2);
}

/** The canary number: 4.0.0-canary-6808 → 6808. */
const canaryNumber = (v) => Number(/-canary-(\d+)$/.exec(v)?.[1] ?? NaN);

function publishedVersions(name) {
  const out = execFileSync('npm', ['view', name, 'versions', '--json'], {encoding: 'utf8'});
  return new Set(JSON.parse(out));
}

const published = new Map(names.map((n) => [n, publishedVersions(n)]));
let version = versionArg;
if (!version) {
  const shared = [...published.get(names[0])].filter(
    (v) => /-canary-\d+$/.test(v) && names.every((n) => published.get(n).has(v)),
  );
  shared.sort((a, b) => canaryNumber(a) - canaryNumber(b));
  version = shared.at(-1);
  if (!version) {
    console.error(`upgrade-rehearsal: no canary version is published for all of ${names.join(', ')}`);
    process.exit(1);
  }
}
const missing = names.filter((n) => !published.get(n).has(version));
if (missing.length > 0) {
  console.error(`upgrade-rehearsal: ${version} is not published for ${missing.join(', ')}`);
  process.exit(1);
}

console.log(`Docusaurus canary: ${version}`);
for (const section of sections) {
  for (const name of Object.keys(pkg[section] ?? {})) {
    if (!name.startsWith('@docusaurus/')) continue;
    console.log(`  ${name}: ${pkg[section][name]} -> ${version}`);
    pkg[section][name] = version;
  }
}
const engines = JSON.parse(
  execFileSync('npm', ['view', `@docusaurus/core@${version}`, 'engines', '--json'], {encoding: 'utf8'}) || '{}',
);
if (engines.node) console.log(`  @docusaurus/core@${version} needs Node.js ${engines.node} (this is ${process.version})`);

if (write) {
  fs.writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
  console.log('package.json rewritten: now `npm install` and `npm test` (never commit this install)');
} else {
  console.log('Nothing written (pass --write in a scratch checkout).');
}
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `version=${version}\n`);
