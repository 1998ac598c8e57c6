import {describe, expect, test} from 'vitest';
import {startupScripts, type ChunkGroupFacts} from '../../../src/plugins/compile-hints';

const registry = '/site/.docusaurus/registry.js';
const group = (facts: Partial<ChunkGroupFacts>): ChunkGroupFacts => ({initial: false, origins: [], files: [], ...facts});

describe('startupScripts: the scripts that get the compile hint', () => {
  test("the entry's scripts, and the chunks the route registry loads", () => {
    const scripts = startupScripts([
      group({initial: true, files: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/css/styles.3.css']}),
      group({origins: [registry], files: ['assets/js/common.4.js', 'assets/js/17896441.5.js']}),
    ]);
    expect([...scripts].sort()).toEqual(['assets/js/17896441.5.js', 'assets/js/common.4.js', 'assets/js/main.2.js', 'assets/js/runtime~main.1.js']);
  });

  test('a chunk imported on demand by other code is left lazy', () => {
    const scripts = startupScripts([group({origins: ['/site/src/theme/SearchBar/index.tsx'], files: ['assets/js/1142.6.js']})]);
    expect([...scripts]).toEqual([]);
  });

  test('a chunk both the registry and on-demand code load runs on load: it gets the hint', () => {
    const scripts = startupScripts([
      group({origins: ['/site/src/theme/SearchBar/index.tsx'], files: ['assets/js/shared.7.js']}),
      group({origins: ['/site/src/theme/SearchBar/index.tsx', registry], files: ['assets/js/shared.7.js']}),
    ]);
    expect([...scripts]).toEqual(['assets/js/shared.7.js']);
  });

  test('a registry elsewhere than the generated directory is not the route registry', () => {
    expect([...startupScripts([group({origins: ['/site/src/registry.js'], files: ['assets/js/x.8.js']})])]).toEqual([]);
  });

  test('Windows paths name the registry too', () => {
    expect([...startupScripts([group({origins: ['C:\\site\\.docusaurus\\registry.js'], files: ['assets/js/y.9.js']})])]).toEqual(['assets/js/y.9.js']);
  });
});
