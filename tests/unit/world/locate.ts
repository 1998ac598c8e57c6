/**
 * Where a problem of the world checks (src/data/world/check.ts) is in the
 * world's source: the line of the first value it quotes that a file of
 * src/data/world holds as a string (a quote number, a reference id, a policy
 * number, a carrier or hook id), so the writer's loop can print
 * `src/data/world/forms.ts:241: quote request Q-...: ...`.
 */
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(__dirname, '../../../src/data/world');
const sources = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.ts') && !f.startsWith('check'))
  .map((f) => ({file: `src/data/world/${f}`, text: fs.readFileSync(path.join(DIR, f), 'utf8')}));

/** The problem prefixed with file:line of the first value it names, and what to do. */
export function locate(problem: string): string {
  const values = [...problem.matchAll(/[A-Z]{1,4}-[\w-]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[a-z]+_[a-z_]+\b/g)].map((m) => m[0]);
  for (const value of values) {
    for (const {file, text} of sources) {
      const at = text.indexOf(`'${value}'`);
      if (at >= 0) return `${file}:${text.slice(0, at).split('\n').length}: ${problem}: change the world so the rule holds, then run npm run webhooks:generate`;
    }
  }
  return `src/data/world: ${problem}`;
}
