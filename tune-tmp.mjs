import {chromium} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
const root = '/work/main';
const base = 'http://127.0.0.1:4180';
const files = [path.join(root,'tests/search/relevance.json'), ...fs.readdirSync(path.join(root,'src/data')).map(d=>path.join(root,'src/data',d,'search-queries.json')).filter(f=>fs.existsSync(f))];
const cases = files.flatMap(f=>JSON.parse(fs.readFileSync(f,'utf8')));
const browser = await chromium.launch({executablePath:'/usr/bin/chromium'});
const page = await browser.newPage();
await page.goto(base+'/404-probe/');
await page.addScriptTag({content: fs.readFileSync('/tmp/exp/bundle.js','utf8')});
const grid = JSON.parse(process.argv[2] ?? '[{}]');
for (const ranking of grid) {
  const r = await page.evaluate(async ({cases, ranking}) => {
    window.bp.PAGEFIND_OPTIONS.ranking = ranking;
    const be = window.bp.createEmbeddedBackend('/');
    let first=0, top3=0; const misses=[];
    for (const c of cases) {
      const res = await be.search(c.query, {limit: 3});
      const hrefs = res.pages.map(p=>p.url);
      const acc=[c.expect,...(c.alsoAccept??[])];
      if (hrefs[0]&&acc.includes(hrefs[0])) first++; else misses.push(c.query+' -> '+hrefs[0]);
      if (hrefs.some(h=>acc.includes(h))) top3++;
    }
    return {first, top3, misses};
  }, {cases, ranking});
  console.log(JSON.stringify(ranking), `${r.first}/${cases.length} first, ${r.top3} top3`);
  if (grid.length===1) console.log(r.misses.join('\n'));
}
await browser.close();
