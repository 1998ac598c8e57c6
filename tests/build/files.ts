/** The build checks' reading of the built site: its files, found by name. */
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir` whose name matches `name`, at any depth. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, name) : name.test(entry.name) ? [full] : [];
  });
}
