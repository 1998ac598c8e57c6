/**
 * The code a tutorial page prints, block by block: the samples suite's
 * extraction (tests/samples/blocks.ts: the MDX fences in page order, tokens
 * replaced, raw imports, reader-variable blocks), picked by `title=` or by
 * position, and written into a scratch directory as the reader would save it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Block} from '../../samples/blocks';
import type {ReaderVariable} from '../../../src/data/reader-variables';
import {load, ROOT} from './repo';

const {pageBlocks} = load<typeof import('../../samples/blocks')>('tests/samples/blocks.ts');
const {readerEnvironment} = load<{readerEnvironment: readonly ReaderVariable[]}>('src/data/world/index.ts');

export class TutorialPage {
  readonly blocks: Block[];
  constructor(readonly file: string) {
    this.blocks = pageBlocks(file, ROOT, readerEnvironment);
  }

  /** The block titled `title` (`title="server/routes.ts"`); fails naming the page when there is none. */
  titled(title: string): Block {
    const found = this.blocks.filter((b) => b.title === title);
    if (found.length !== 1) {
      throw new Error(`${this.file}: ${found.length ? 'several blocks' : 'no block'} titled "${title}"; the tutorial test runs it. Keep exactly one block with title="${title}" or update tests/tutorials.`);
    }
    return found[0]!;
  }

  /** The n-th (0-based) block of a language, for blocks without a title. */
  nth(language: string, n: number, where: (b: Block) => boolean = () => true): Block {
    const found = this.blocks.filter((b) => b.language === language && where(b));
    const block = found[n];
    if (!block) throw new Error(`${this.file}: no ${language} block number ${n + 1} (found ${found.length}); the tutorial test runs it.`);
    return block;
  }

  /** Where a block is, for messages: `docs/...mdx:116`. */
  static at(block: Block): string {
    return `${block.file}:${block.line}`;
  }
}

/**
 * `code` with the reader's port put in: the pages listen on and call port
 * 3000, outside this suite's port range, so that one number is replaced, and
 * only where the code names it.
 */
export function onPort(block: Block, port: number, pagePort = 3000): string {
  if (!block.code.includes(String(pagePort))) {
    throw new Error(`${TutorialPage.at(block)} no longer names port ${pagePort}; the tutorial test moves the reader's port ${pagePort} to ${port}. Update tests/tutorials if the page changed port.`);
  }
  return block.code.replace(new RegExp(`\\b${pagePort}\\b`, 'g'), String(port));
}

const made: string[] = [];
// Removed when the test worker ends; TUTORIALS_KEEP=1 keeps them to look at after a failure.
process.once('exit', () => {
  if (!process.env.TUTORIALS_KEEP) for (const dir of made) fs.rmSync(dir, {recursive: true, force: true});
});

/** A scratch directory with the repository's node_modules linked in (express, express-session, @swc/core). */
export function scratch(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bp-tutorial-${name}-`));
  made.push(dir);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Writes a block (or code) under `dir` as `file` (the block's title by default). */
export function save(dir: string, block: Block, file = block.title, code = block.code): string {
  if (!file) throw new Error(`${TutorialPage.at(block)} has no title: name the file to save it as`);
  const target = path.join(dir, file);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, code.endsWith('\n') ? code : `${code}\n`);
  return target;
}
