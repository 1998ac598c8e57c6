/**
 * The API changelog: src/data/openapi/changelog.yaml, a list of dated
 * releases that release tooling appends to. Loading checks it against
 * changelog.schema.json and against the OpenAPI document (every operationId
 * exists; dates ascend; the last date is the document's `info.version`), and
 * renders it as the Markdown of the changelog page, newest first.
 *
 * Pure functions only (no Docusaurus imports): the unit tests use them too.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {parse} from 'yaml';
import {replaceTokens} from '../remark-identity';

export const API_CHANGELOG_SOURCE = 'src/data/openapi/changelog.yaml';

export const CHANGE_TYPES = ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export interface ApiChange {
  type: ChangeType;
  text: string;
  operations?: string[];
}

export interface ApiRelease {
  date: string;
  title: string;
  summary: string;
  changes: ApiChange[];
}

/** What the changelog needs to know of an operation of the OpenAPI document. */
export interface OperationLink {
  operationId: string;
  summary: string;
  /** Route of the operation's reference page. */
  page: string;
}

/** Heading label of each change type (Keep a Changelog's names). */
export const CHANGE_LABELS: Record<ChangeType, string> = {
  added: 'Added',
  changed: 'Changed',
  deprecated: 'Deprecated',
  removed: 'Removed',
  fixed: 'Fixed',
  security: 'Security',
};

/**
 * Parses and checks the changelog source. Throws one error listing every
 * problem, each naming the entry.
 */
export function loadApiChangelog(
  source: string,
  options: {schema: object; tokens: Record<string, string>; operations: OperationLink[]; apiVersion: string},
): ApiRelease[] {
  const resolved = replaceTokens(source, options.tokens, API_CHANGELOG_SOURCE);
  let data: unknown;
  try {
    data = parse(resolved);
  } catch (error) {
    throw new Error(`${API_CHANGELOG_SOURCE} is not valid YAML: ${(error as Error).message}`);
  }
  const ajv = new Ajv2020({allErrors: true, strict: false});
  addFormats(ajv);
  const validate = ajv.compile(options.schema);
  if (!validate(data)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new Error(`${API_CHANGELOG_SOURCE} does not match changelog.schema.json:\n- ${problems.join('\n- ')}`);
  }
  const releases = data as ApiRelease[];
  const known = new Set(options.operations.map((o) => o.operationId));
  const problems: string[] = [];
  releases.forEach((release, index) => {
    const where = `entry ${index + 1} (${release.date})`;
    if (index > 0 && release.date <= releases[index - 1].date) {
      problems.push(`${where}: dates must ascend (append new releases at the end)`);
    }
    for (const change of release.changes) {
      for (const id of change.operations ?? []) {
        if (!known.has(id)) problems.push(`${where}: operation ${id} is not in the OpenAPI document`);
      }
    }
  });
  const last = releases[releases.length - 1];
  if (last.date !== options.apiVersion) {
    problems.push(
      `the last entry is dated ${last.date} but the OpenAPI document's info.version is ${options.apiVersion}: ` +
        'append an entry for that release (or update info.version)',
    );
  }
  if (problems.length) throw new Error(`${API_CHANGELOG_SOURCE}:\n- ${problems.join('\n- ')}`);
  return releases;
}

/** Anchor of a release on the changelog page (its date). */
export function apiReleaseAnchor(release: Pick<ApiRelease, 'date'>): string {
  return release.date;
}

/** Markdown of one release's changes, grouped by type in Keep a Changelog order. */
export function releaseBody(release: ApiRelease, operations: OperationLink[]): string {
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const parts: string[] = [release.summary];
  for (const type of CHANGE_TYPES) {
    const changes = release.changes.filter((c) => c.type === type);
    if (!changes.length) continue;
    parts.push(`**${CHANGE_LABELS[type]}**`);
    parts.push(
      changes
        .map((change) => {
          const links = (change.operations ?? []).map((id) => `[${byId.get(id)!.summary}](${byId.get(id)!.page})`);
          return `- ${change.text.trim()}${links.length ? ` See ${links.join(', ')}.` : ''}`;
        })
        .join('\n'),
    );
  }
  return parts.join('\n\n');
}

/**
 * The Markdown partial the changelog page imports: one `##` heading per
 * release, newest first, with the date as its anchor.
 */
export function apiChangelogMarkdown(releases: ApiRelease[], operations: OperationLink[]): string {
  return [...releases]
    .reverse()
    .map((release) => `## ${release.date}: ${release.title} {#${apiReleaseAnchor(release)}}\n\n${releaseBody(release, operations)}\n`)
    .join('\n');
}
