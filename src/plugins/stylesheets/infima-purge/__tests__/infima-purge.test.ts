/**
 * The Infima purge (src/plugins/stylesheets/infima-purge): only Infima's own file is
 * purged, a rule stays when a source names its classes (the button classes
 * static/js/buttons.js adds at run time too) but not when only a test names
 * them, selectors without a class stay, and the source folders are declared
 * to the bundler.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import {afterAll, describe, expect, test} from 'vitest';
import {infimaPurge, purgeContent} from '../index';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infima-purge-'));
fs.mkdirSync(path.join(siteDir, 'src'));
fs.mkdirSync(path.join(siteDir, 'docs'));
fs.mkdirSync(path.join(siteDir, 'static/js'), {recursive: true});
fs.writeFileSync(path.join(siteDir, 'src/Card.tsx'), "export const Card = () => <div className={clsx('card', 'shadow--md')} />;\n");
fs.writeFileSync(path.join(siteDir, 'docs/page.mdx'), '<span className="badge badge--info">beta</span>\n');
fs.writeFileSync(path.join(siteDir, 'static/js/buttons.js'), "link.classList.add('button', v === 'secondary' ? 'button--secondary' : 'button--primary');\n");
// A test beside a plugin names a class to check it is purged: that is not a use.
fs.mkdirSync(path.join(siteDir, 'src/plugins/x/__tests__'), {recursive: true});
fs.writeFileSync(path.join(siteDir, 'src/plugins/x/__tests__/x.test.ts'), "expect(shipped.has('pills')).toBe(false);\n");
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

const CSS = '.card{padding:1rem}.shadow--md{box-shadow:none}.badge--info{color:blue}.pills{display:flex}.button--secondary{color:grey}.button--success{color:green}.hero__title{font-size:2rem}:focus-visible{outline:2px solid}html{color:black}';
const run = (from: string) => postcss([infimaPurge(siteDir)]).process(CSS, {from});

describe('infimaPurge', () => {
  test("removes from Infima's file the rules no source names, keeps the rest", async () => {
    const result = await run(path.join(siteDir, 'node_modules/infima/dist/css/default/default.css'));
    for (const kept of ['.card', '.shadow--md', '.badge--info', ':focus-visible', 'html{', '.button--secondary']) expect(result.css, kept).toContain(kept);
    for (const removed of ['.pills', '.hero__title', '.button--success']) expect(result.css, removed).not.toContain(removed);
    const dirs = result.messages.filter((m) => m.type === 'dir-dependency').map((m) => (m as unknown as {dir: string}).dir);
    expect(dirs).toEqual(['src', 'docs', 'static/js'].map((dir) => path.join(siteDir, dir)));
  });

  test('leaves every other stylesheet as written', async () => {
    const result = await run(path.join(siteDir, 'src/css/custom.css'));
    expect(result.css).toBe(CSS);
    expect(result.messages).toEqual([]);
  });
});

test("the Docusaurus packages are read whole, never by a folder of their build output (an upgrade may move it)", () => {
  const docusaurus = purgeContent('/site').filter((glob) => glob.includes('node_modules/@docusaurus/'));
  expect(docusaurus.length).toBeGreaterThan(0);
  expect(docusaurus.filter((glob) => !/node_modules\/@docusaurus\/[^/]+\/\*\*\/\*\.js$/.test(glob))).toEqual([]);
});

