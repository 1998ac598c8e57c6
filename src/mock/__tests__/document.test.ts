/** The mock's document loader gives the same object as the site's (src/plugins/openapi/document.ts). */
import fs from 'node:fs';
import {expect, test} from 'vitest';
import {loadDocument} from '../../plugins/openapi/document';
import {OPENAPI_SOURCE} from '../../site/fact-tokens';
import {tokens} from '../../site/identity';
import {loadMockDocument} from '../node/document';

test('the mock serves the document the site publishes', () => {
  expect(loadMockDocument()).toEqual(loadDocument(fs.readFileSync(OPENAPI_SOURCE, 'utf8'), tokens).doc);
});
