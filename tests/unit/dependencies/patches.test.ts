/**
 * The dependency patches in patches/ (applied by patch-package on install)
 * are in node_modules. Installing never fails on a patch that does not apply
 * (see the postinstall script); these tests fail instead, and say what to do.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const patchDir = path.join(root, 'patches');
const howTo = 'see patches/README.md';

type FileChange = {file: string; added: string[]; removed: string[]};
type Patch = {name: string; packageName: string; version: string; changes: FileChange[]};

/** patch-package names a patch `<name>+<version>.patch`, a scope `@scope+name`. */
function readPatch(name: string): Patch {
  const match = /^(.+)\+([^+]+)\.patch$/.exec(name);
  if (!match) throw new Error(`patches/${name}: not a patch-package file name (<package>+<version>.patch)`);
  const packageName = match[1]!.replace('+', '/');
  const changes: FileChange[] = [];
  for (const line of fs.readFileSync(path.join(patchDir, name), 'utf8').split('\n')) {
    const header = /^diff --git a\/(\S+) b\//.exec(line);
    if (header) changes.push({file: header[1]!, added: [], removed: []});
    else if (line.startsWith('+') && !line.startsWith('+++')) changes.at(-1)?.added.push(line.slice(1));
    else if (line.startsWith('-') && !line.startsWith('---')) changes.at(-1)?.removed.push(line.slice(1));
  }
  return {name, packageName, version: match[2]!, changes};
}

const patches = fs.existsSync(patchDir)
  ? fs.readdirSync(patchDir).filter((f) => f.endsWith('.patch')).map(readPatch)
  : [];

function installedVersion(packageName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', packageName, 'package.json'), 'utf8'));
  return manifest.version as string;
}

describe('dependency patches', () => {
  test('issue 36: at most two patched packages, none over 100 KB, no react-router patch (today none: decisions/0003-ablation.md)', () => {
    // patches/README.md: what replaced each removed patch.
    expect(patches.length).toBeLessThanOrEqual(2);
    expect(patches.map((p) => p.name)).toEqual([]);
    for (const patch of patches) {
      expect(fs.statSync(path.join(patchDir, patch.name)).size, `patches/${patch.name}`).toBeLessThanOrEqual(100 * 1024);
    }
    expect(patches.some((p) => p.packageName.startsWith('react-router'))).toBe(false);
  });

  test("every @docusaurus package is pinned to one version, core's (they are released together)", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const core = {version: pkg.dependencies['@docusaurus/core'] as string};
    expect(core.version).toMatch(/^\d+\.\d+\.\d+$/);
    const declared = Object.entries({...pkg.dependencies, ...pkg.devDependencies}).filter(([name]) =>
      name.startsWith('@docusaurus/'),
    );
    expect(declared.length).toBeGreaterThan(5);
    for (const [name, range] of declared) {
      expect(range, `${name} in package.json; ${howTo}`).toBe(core.version);
      expect(installedVersion(name), `${name} in node_modules; ${howTo}`).toBe(core.version);
    }
  });

  for (const patch of patches) {
    test(`${patch.packageName}: installed at the patched version, pinned exactly`, () => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
      const declared = pkg.dependencies?.[patch.packageName] ?? pkg.devDependencies?.[patch.packageName];
      const installed = installedVersion(patch.packageName);
      expect(
        installed,
        `${patch.packageName} ${installed} is installed, but patches/${patch.name} was made for ${patch.version}. ` +
          `Check whether ${installed} fixes the bug itself (then delete the patch), otherwise re-create the patch for it; ${howTo}.`,
      ).toBe(patch.version);
      expect(declared, `package.json must pin ${patch.packageName} exactly to ${patch.version} while patches/${patch.name} exists`).toBe(
        patch.version,
      );
    });

    test(`${patch.packageName}: every file of patches/${patch.name} is patched in node_modules`, () => {
      const unpatched: string[] = [];
      for (const change of patch.changes) {
        // Whole lines: a removed line may be the start of an added one (`value={value}` before `value={value}>`).
        const lines = new Set(fs.readFileSync(path.join(root, change.file), 'utf8').split('\n'));
        const stale = change.removed.filter((line) => line.trim().length > 0 && !change.added.includes(line));
        if (change.added.some((line) => !lines.has(line)) || stale.some((line) => lines.has(line))) {
          unpatched.push(change.file);
        }
      }
      expect(
        unpatched,
        `Not patched: ${unpatched.join(', ')}. Install again with \`npm ci\` (or apply with \`npx patch-package\`) and read its output; ${howTo}.`,
      ).toEqual([]);
    });
  }

});
