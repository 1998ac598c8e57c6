/**
 * The unit tests share one module registry per worker (vitest.config.ts, `isolate: false`); the
 * files that replace a module, a global, the environment or the clock, or change a module's data
 * on purpose, run in the `unit-isolated` project. These checks keep that split honest: the
 * pattern finds each kind of change, and every file the config isolates exists and is one the
 * `unit` project leaves out.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import config, {isolatedUnitFiles, NEEDS_ISOLATION} from '../../../vitest.config';

const root = path.resolve(__dirname, '../../..');

type Project = {test: {name: string; exclude?: string[]; include?: string[]; isolate?: boolean}};
const projects = (config as {test: {projects: Project[]}}).test.projects;
const project = (name: string) => projects.find((p) => p.test.name === name)!.test;

describe('which unit test files run isolated', () => {
  test.each([
    ["vi.mock('@docusaurus/Link', () => ({}));", true],
    ['vi.doMock("./x");', true],
    ["vi.stubGlobal('fetch', f);", true],
    ["vi.stubEnv('NODE_ENV', 'production');", true],
    ['vi.resetModules();', true],
    ['vi.useFakeTimers();', true],
    ["process.env.BP_TOKEN = 'tok';", true],
    [' * @vitest-isolate: it changes a rule', true],
    ["expect(process.env.BP_TOKEN === 'tok').toBe(true);", false],
    ["const {mock} = await import('../src/mock');", false],
    ['vi.fn();', false],
  ])('%s → isolated: %s', (source, isolated) => {
    expect(NEEDS_ISOLATION.test(source)).toBe(isolated);
  });

  test('the files the config isolates exist, and the shared project leaves each of them out', () => {
    expect(isolatedUnitFiles.length).toBeGreaterThan(0);
    const unit = project('unit');
    expect(unit.isolate).toBe(false);
    for (const file of isolatedUnitFiles) {
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
      expect(unit.exclude, file).toContain(file);
    }
    expect(project('unit-isolated').include).toEqual(isolatedUnitFiles);
  });

  test('the rule changed by the one-rule test cannot reach the files that share their modules', () => {
    expect(isolatedUnitFiles).toContain('tests/unit/rules/one-rule.test.ts');
    expect(isolatedUnitFiles).toContain('tests/unit/terminal/components.test.tsx');
  });
});
