import {chromium} from '@playwright/test';
import fs from 'node:fs';
const file = 'docs/terminal/quote_start/authentication.mdx';
const route = process.argv[2] ?? '/docs/terminal/quote_start/authentication/';
const port = process.argv[3] ?? '4301';
const original = fs.readFileSync(file, 'utf8');
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await browser.newPage(); page.on('request', r => { if (globalThis.logReq) console.log('REQ', r.url().slice(0,120)); });
await page.goto(`http://127.0.0.1:${port}${route}`);
await page.waitForSelector('article');
try {
for (let i = 0; i < 4; i++) {
  const m = `probe${Date.now()}`;
  const shown = page.waitForFunction((m) => document.body.innerText.includes(m), m, {timeout: 60000, polling: 'raf'});
  const t = performance.now(); globalThis.logReq = true;
  const mark = fs.statSync('/tmp/dev.log').size;
  fs.writeFileSync(file, `${original.trimEnd()}\n\nHot ${m}.\n`);
  await shown;
  const ms = performance.now() - t; globalThis.logReq = false;
  await new Promise(r=>setTimeout(r,1500));
  const log = fs.readFileSync('/tmp/dev.log','utf8').slice(mark);
  console.log(`edit ${i}: ${Math.round(ms)} ms\n${log.split('\n').filter(l=>/probe|compiled/i.test(l)).slice(0,40).join('\n')}`);
  fs.writeFileSync(file, original);
  await page.waitForFunction((m) => !document.body.innerText.includes(m), m, {timeout: 60000});
  await new Promise(r=>setTimeout(r,1500));
}
} finally { fs.writeFileSync(file, original); await browser.close(); }
