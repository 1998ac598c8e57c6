/**
 * Shared helpers for browser tests: keep every request on this machine,
 * collect console errors, and list the built routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page, ConsoleMessage} from '@playwright/test';

export const buildDir = path.resolve(__dirname, '../../../build');

/** Every page of the built site, as a path with a trailing slash, from sitemap.xml. */
export function builtRoutes(): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(urls)].sort();
}

/**
 * Answers requests that would leave the machine: the analytics library gets
 * an empty script (so `window.dataLayer` can be read), anything else is
 * refused. Returns the list of outside URLs the page asked for.
 */
export async function stayLocal(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      if (/\/gtag\/js/.test(url)) {
        await route.fulfill({status: 200, contentType: 'text/javascript', body: '/* analytics stub */'});
      } else {
        await route.fulfill({status: 204, body: ''});
      }
    },
  );
  return outside;
}

export type ConsoleLog = {errors: string[]; warnings: string[]};

/** Records console errors and warnings, and uncaught page errors as errors. */
export function watchConsole(page: Page): ConsoleLog {
  const log: ConsoleLog = {errors: [], warnings: []};
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') log.errors.push(message.text());
    if (message.type() === 'warning') log.warnings.push(message.text());
  });
  page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.message}`));
  return log;
}
