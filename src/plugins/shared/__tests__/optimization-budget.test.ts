import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {BUILD_INTERRUPT_BUDGET, delayOptimization} from '../optimization-budget';

const modulePath = path.resolve(__dirname, '../optimization-budget.ts');
const sitePluginPath = path.resolve(__dirname, '../../site-plugin.ts');
const siteDir = path.resolve(__dirname, '../../../..');

/**
 * Runs a small function 300 times in a fresh Node process (optimizing on the
 * main thread, so that the result does not depend on timing) and reports
 * whether V8 optimized it. Under V8's default budget it is optimized by then.
 */
function optimizedAfter300Calls(delay: boolean | 'site plugin', nodeArgs: string[] = []): {optimized: boolean; delayed: boolean} {
  const load = `require('jiti')(${JSON.stringify(__filename)})`;
  const setUp =
    delay === 'site plugin'
      ? `${load}(${JSON.stringify(sitePluginPath)}).default({siteDir: ${JSON.stringify(siteDir)}, siteConfig: {baseUrl: '/', themeConfig: {}}}); const delayed = true;`
      : `const delayed = ${delay} ? ${load}(${JSON.stringify(modulePath)}).delayOptimization() : false;`;
  const script = `
    ${setUp}
    function work(a) { let s = 0; for (let i = 0; i < 20; i++) s = (s + a * i) ^ (s >>> 1); return s; }
    for (let k = 0; k < 300; k++) work(k);
    const status = %GetOptimizationStatus(work);
    console.log(JSON.stringify({optimized: (status & 16) !== 0, delayed}));`;
  const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--no-concurrent-recompilation', ...nodeArgs, '-e', script], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

describe("the build's optimization budget (src/plugins/shared/optimization-budget.ts)", () => {
  test('V8 optimizes a hot function later once the budget is raised at run time', () => {
    expect(optimizedAfter300Calls(false)).toEqual({optimized: true, delayed: false});
    expect(optimizedAfter300Calls(true)).toEqual({optimized: false, delayed: true});
  });

  test("a budget given on Node's command line is kept", () => {
    expect(delayOptimization(['--interrupt-budget=70000'])).toBe(false);
    expect(delayOptimization(['--interrupt_budget=70000'])).toBe(false);
    expect(optimizedAfter300Calls(true, ['--interrupt-budget=67584'])).toEqual({optimized: true, delayed: false});
  });

  test("the budget is several times V8's default, and the site plugin sets it", () => {
    const flag = spawnSync(process.execPath, ['--v8-options'], {encoding: 'utf8'}).stdout.match(/--interrupt-budget=(\d+)/);
    expect(flag).not.toBeNull();
    expect(BUILD_INTERRUPT_BUDGET).toBeGreaterThan(4 * Number(flag![1]));
    // Creating the site plugin (src/plugins/site-plugin.ts) raises it for the build.
    expect(optimizedAfter300Calls('site plugin').optimized).toBe(false);
  });
});
