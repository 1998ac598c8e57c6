import {test, expect} from './support/test';

test.describe('question-set and state pages', () => {
  test('MQS page shows the table with mqs_phone and its anchor', async ({page}) => {
    await page.goto('/docs/api/mqs/');
    await expect(page.getByRole('heading', {level: 1, name: 'Master Question Set (MQS)'})).toBeVisible();
    const row = page.locator('tr#mqs_phone');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('mqs_phone');
    await expect(row).toContainText('Exactly 10 digits');
    await expect(row).toContainText('5125550142');
    await expect(row.getByRole('link', {name: /mqs_phone/})).toHaveAttribute('href', '#mqs_phone');
    for (const code of ['mqs_first_name', 'naics', 'mqs_zipcode', 'mqs_customer_metadata']) {
      await expect(page.locator(`tr[id="${code}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('heading', {level: 2, name: 'Contact'})).toBeVisible();
  });

  test('a deep link to an MQS code scrolls its row into view', async ({page}) => {
    await page.goto('/docs/api/mqs/#mqs_customer_metadata');
    await expect(page.locator('tr#mqs_customer_metadata')).toBeInViewport();
  });

  test('the companion sets render their own codes', async ({page}) => {
    for (const [path, code] of [
      ['/docs/api/lmqs/', 'lmqs_construction_type'],
      ['/docs/api/dpmqs/', 'dpmqs_license_number'],
      ['/docs/api/vpmqs/', 'vpmqs_vin'],
      ['/docs/api/broker_questions/', 'acme_business_name'],
    ]) {
      await page.goto(path);
      await expect(page.locator(`tr[id="${code}"]`), path).toHaveCount(1);
    }
  });

  test('State Information lists Wyoming and the District of Columbia', async ({page}) => {
    await page.goto('/docs/api/state_information/');
    const table = page.locator('table').filter({hasText: 'Wyoming'});
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(51);
    await expect(page.locator('tr#state-wy')).toContainText('Wyoming');
    await expect(page.locator('tr#state-wy')).toContainText('WY');
    await expect(page.locator('tr#state-dc')).toContainText('District of Columbia');
  });
});
