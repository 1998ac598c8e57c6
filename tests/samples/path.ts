/**
 * A PATH without some commands, as on a reader's machine that lacks them:
 * each folder of PATH that holds one of them is replaced by a folder of the
 * workspace with links to everything else it holds. The request samples run
 * without `uuidgen` (Debian without uuid-runtime, Git Bash): a page must work
 * there, or stop with a message that says what to install.
 */
import fs from 'node:fs';
import path from 'node:path';

export function pathWithout(commands: readonly string[], searchPath: string, into: string): string {
  const hidden = new Set(commands);
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir, index) => {
      let names: string[];
      try {
        names = fs.readdirSync(dir);
      } catch {
        return dir;
      }
      if (!names.some((name) => hidden.has(name))) return dir;
      const shadow = path.join(into, `${index}-${path.basename(dir)}`);
      fs.rmSync(shadow, {recursive: true, force: true});
      fs.mkdirSync(shadow, {recursive: true});
      for (const name of names) if (!hidden.has(name)) fs.symlinkSync(path.join(dir, name), path.join(shadow, name));
      return shadow;
    })
    .join(path.delimiter);
}

/** Commands the shell samples may call that a fresh machine may lack: the runner hides them (pathWithout). */
export const NOT_ON_A_FRESH_MACHINE = ['uuidgen'] as const;
