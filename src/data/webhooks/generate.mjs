#!/usr/bin/env node
/**
 * Rebuilds catalogue.json from the fixture world (src/data/world) with
 * ./from-world.ts, and signs every example: `X-Signature` is the HMAC-SHA256
 * of the compact body (JSON.stringify(payload)) under the catalogue's
 * example_secret, which is the secret of the world's hooks.
 *
 *   npm run webhooks:generate
 *
 * Edit the world (or a summary in catalogue.json), then run this; the unit
 * tests (tests/unit/webhooks) fail while catalogue.json is not what it writes.
 * from-world.ts is loaded with jiti (TypeScript on the fly).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {createHmac} from 'node:crypto';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

export const cataloguePath = fileURLToPath(new URL('./catalogue.json', import.meta.url));

/** The catalogue text the world gives, from the current catalogue (for what the world does not model). */
export function generatedCatalogueText(currentText = readFileSync(cataloguePath, 'utf8')) {
  const jiti = createJiti(fileURLToPath(import.meta.url), {cache: false, requireCache: false, interopDefault: true});
  const {catalogueFromWorld} = jiti('./from-world.ts');
  const current = JSON.parse(currentText);
  const sign = (body) => `sha256=${createHmac('sha256', current.example_secret).update(body).digest('hex')}`;
  return `${JSON.stringify(catalogueFromWorld(current, sign), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const before = readFileSync(cataloguePath, 'utf8');
  const after = generatedCatalogueText(before);
  writeFileSync(cataloguePath, after);
  console.log(before === after ? 'catalogue.json is up to date.' : 'catalogue.json rewritten from the world.');
}
