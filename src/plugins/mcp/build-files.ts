/**
 * The build output the MCP server answers from (build/ after `npm run build`),
 * and nothing else: each request reads the files as they are now, so a new
 * build is answered at once, without a restart. What is parsed once (the
 * OpenAPI document, the manifest, the catalogue) is parsed again when its
 * file changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {MANIFEST_PATH} from '../llms/files';
import {PUBLISHED as OPENAPI_PUBLISHED} from '../openapi/published';
import {WEBHOOK_CATALOGUE_PUBLISHED} from './published';

/** The files the server needs, relative to the build directory, and who writes them. */
export const REQUIRED_FILES: Array<[file: string, writer: string]> = [
  ['llms.txt', 'src/plugins/llms'],
  [`${OPENAPI_PUBLISHED}.json`, 'src/plugins/openapi'],
  [MANIFEST_PATH.replace(/^\//, ''), 'src/plugins/llms (the component manifest)'],
  [WEBHOOK_CATALOGUE_PUBLISHED, 'src/plugins/mcp'],
  ['search-index/meta.json', 'src/plugins/search-index'],
  ['search-index/words/we.json', 'src/plugins/search-index'],
];

export class MissingBuildError extends Error {
  constructor(dir: string, missing: string[]) {
    super(
      `The docs' MCP server reads the site's build output, and ${dir} lacks ${missing.join(', ')}. ` +
        'Run `npm run build` first (or pass --build <dir> for a build elsewhere).',
    );
    this.name = 'MissingBuildError';
  }
}

export class BuildFiles {
  readonly dir: string;
  private parsed = new Map<string, {mtimeMs: number; value: unknown}>();
  /** What derived() computed, with the parsed JSON it computed it from. */
  private computed = new Map<string, {source: unknown; value: unknown}>();

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    const missing = REQUIRED_FILES.map(([file]) => file).filter((file) => !fs.existsSync(path.join(this.dir, file)));
    if (missing.length) throw new MissingBuildError(this.dir, missing);
  }

  /** Absolute path of a file of the build; never outside it. */
  resolve(file: string): string | null {
    const full = path.resolve(this.dir, file.replace(/^\/+/, ''));
    return full === this.dir || full.startsWith(this.dir + path.sep) ? full : null;
  }

  /** A text file of the build, or null when the build has no such file. */
  text(file: string): string | null {
    const full = this.resolve(file);
    if (!full) return null;
    try {
      return fs.readFileSync(full, 'utf8');
    } catch {
      return null;
    }
  }

  /** A JSON file of the build, parsed, and parsed again only when the file changes. */
  json<T>(file: string): T {
    const full = this.resolve(file);
    if (!full) throw new Error(`${file} is outside the build`);
    const {mtimeMs} = fs.statSync(full);
    const cached = this.parsed.get(full);
    if (cached && cached.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(fs.readFileSync(full, 'utf8')) as T;
    this.parsed.set(full, {mtimeMs, value});
    return value;
  }

  /** A value computed from a JSON file of the build, computed again when the file changes. */
  derived<T>(file: string, compute: (json: any) => T): T {
    const source = this.json<unknown>(file);
    const cached = this.computed.get(file);
    if (cached && cached.source === source) return cached.value as T;
    const value = compute(source);
    this.computed.set(file, {source, value});
    return value;
  }

  /** When the search index was last written: a new build starts a new search backend. */
  searchStamp(): number {
    return fs.statSync(path.join(this.dir, 'search-index', 'meta.json')).mtimeMs;
  }
}
