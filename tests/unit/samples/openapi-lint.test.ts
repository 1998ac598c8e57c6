/**
 * The OpenAPI document lints clean with Redocly CLI under the rules of
 * redocly.yaml (recommended-strict plus the example checks), in the form the
 * site publishes: identity and fact tokens replaced.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {ROOT, writeResolved} from './openapi';

const CLI = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

test('Redocly CLI lints the OpenAPI document without a problem', () => {
  const file = writeResolved('bp-redocly-');
  try {
    const run = spawnSync(process.execPath, [CLI, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=stylish'], {
      encoding: 'utf8',
      env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1'},
      timeout: 120_000,
    });
    const output = `${run.stdout}\n${run.stderr}`.replace(/^.*[║╔╚].*$/gm, '').trim();
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/valid/i);
  } finally {
    fs.rmSync(path.dirname(file), {recursive: true, force: true});
  }
}, 120_000);
