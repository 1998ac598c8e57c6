// Recomputes the X-Signature header of every example in catalogue.json after
// you edit a payload: the HMAC-SHA256 of the compact body (JSON.stringify)
// under the catalogue's example_secret. Run: node src/data/webhooks/resign-examples.mjs
// The unit tests (tests/unit/webhooks) fail until the examples are re-signed.
import {readFileSync, writeFileSync} from 'node:fs';
import {createHmac} from 'node:crypto';

const file = new URL('./catalogue.json', import.meta.url);
const catalogue = JSON.parse(readFileSync(file, 'utf8'));
let changed = 0;
for (const subject of catalogue.subjects) {
  for (const event of subject.events) {
    const body = JSON.stringify(event.payload);
    const digest = createHmac('sha256', catalogue.example_secret).update(body).digest('hex');
    const signature = `sha256=${digest}`;
    if (event.headers['X-Signature'] !== signature) {
      event.headers['X-Signature'] = signature;
      changed += 1;
    }
  }
}
writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
console.log(`Re-signed ${changed} example(s).`);
