import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const p = await b.newPage();
await p.goto('http://127.0.0.1:4301/search/?q=webhook%20signature');
await p.waitForTimeout(6000);
console.log((await p.locator('main').innerText()).slice(0, 400));
await b.close();
