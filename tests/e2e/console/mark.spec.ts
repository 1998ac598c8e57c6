import {test, expect} from '../support/test';
import {breakMockAnswers, openConsole, send} from './support';

/**
 * An answer that does not match the documented schema is marked, and the mark
 * names what does not match; a valid answer carries no mark. The mock in the
 * browser answers by the book, so the test changes its answer on the way
 * back: a wrapper of the page's `Worker` (installed before the site's
 * scripts) edits the mock worker's reply to the console before the console
 * reads it, as a faulty platform would answer.
 */
test.use({serviceWorkers: 'allow'});

test('a valid answer carries no mark', async ({page}) => {
  await page.goto('/docs/api/create_application_form/');
  const console = await openConsole(page, 'createApplicationForm');
  const answer = await send(page, 'createApplicationForm');
  expect(answer).toMatchObject({status: 201, valid: true});
  await expect(console.getByText('Matches the documented 201 response.')).toBeVisible();
  await expect(console.getByText('Does not match the documented schema')).toHaveCount(0);
});

test('an off-schema answer is marked, and the mark names each mismatch', async ({page}) => {
  await breakMockAnswers(page, 201);
  await page.goto('/docs/api/create_application_form/');
  const console = await openConsole(page, 'createApplicationForm');
  const answer = await send(page, 'createApplicationForm');
  expect(answer.status).toBe(201);
  expect(answer.valid).toBe(false);
  const mark = console.getByRole('alert').filter({hasText: 'Does not match the documented schema'});
  await expect(mark).toBeVisible();
  const items = await mark.locator('li').allInnerTexts();
  expect(items.some((t) => t.includes("required property 'reference_id'")), items.join(' | ')).toBe(true);
  expect(items.some((t) => t.startsWith('body/id ')), items.join(' | ')).toBe(true);
  expect(items.some((t) => t.startsWith('body/status ') && t.includes('allowed values')), items.join(' | ')).toBe(true);
  await expect(console.getByText(/^Matches the documented/)).toHaveCount(0);
  // The body shown is the one that came back, so the reader sees the mismatch.
  expect(JSON.parse(answer.body)).toMatchObject({id: 42, status: 'no_such_status'});
});
