/**
 * What a carrier's client may download (docs/carrier_integrations.mdx,
 * "Publishing documents"): the documents of the quote requests sent to its
 * carrier, and the application document of each form it quotes, whose id the
 * delivery of the quote request carries; nothing else of the tenant's.
 */
import {describe, expect, test} from 'vitest';
import {readerVariable} from '../../data/world/env';
import {attachments} from '../../data/world';
import {sandbox, testMock, tokenFor} from './helpers';

describe("a carrier's downloads", () => {
  test('the application document of a form it quotes: 200; another carrier\'s quote document: 403', async () => {
    const mock = testMock();
    // Hartwell Mutual (the reader's carrier client) quotes Harborline (Q-20261125-00413); Northwind's quote and binder are Northwind's.
    const carrier = await tokenFor(mock, readerVariable('BP_CARRIER_CLIENT_ID').sandbox);
    const application = attachments.find((a) => a.kind === 'application_document' && a.form === 'harborline')!;
    const northwind = attachments.find((a) => a.kind === 'quote_document' && a.form === 'harborline')!;
    const get = (id: string) => mock.handle(new Request(`${sandbox.partner}/attachments/${id}`, {headers: {authorization: `Bearer ${carrier}`}}));
    const own = await get(application.id);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="${application.name}"`);
    const other = await get(northwind.id);
    expect(other.status).toBe(403);
    expect(((await other.json()) as {error: {code: string}}).error.code).toBe('forbidden');
  });
});
