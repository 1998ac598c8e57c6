import {test, expect} from '../support/test';
import {stayLocal} from '../support';
import {footer} from '../../../src/site/footer';
import {identity} from '../../../src/site/identity';

test('footer shows the logo, the 2025 copyright line and every group with its links', async ({page}) => {
  await stayLocal(page);
  await page.goto('/');
  const foot = page.locator('footer.footer');
  await expect(foot.locator('img.footer__logo:visible')).toHaveCount(1);
  await expect(foot.locator('.footer__copyright')).toHaveText(`Copyright © 2025 ${identity.brand}. All rights reserved.`);

  const titles = foot.locator('.footer__title');
  await expect(titles).toHaveText(['Company', 'Community', 'Developer', 'Products', 'Contact']);

  for (const column of footer.links) {
    const col = foot.locator('.footer__col', {has: page.locator('.footer__title', {hasText: column.title})});
    const links = col.locator('a.footer__link-item');
    await expect(links).toHaveCount(column.items.length);
    for (const [index, item] of column.items.entries()) {
      const link = links.nth(index);
      await expect(link).toContainText(item.label);
      const href = ('to' in item ? item.to : item.href) ?? '';
      await expect(link).toHaveAttribute('href', href);
    }
  }
  await expect(foot.getByRole('link', {name: /email support/i})).toHaveAttribute('href', `mailto:${identity.supportEmail}`);
  await expect(foot.getByRole('link', {name: /request a demo/i})).toHaveAttribute('href', identity.demoUrl);
});

test('footer links inside the site lead to real pages', async ({request}) => {
  // Over HTTP: the page each link names answers 200 with a heading (the footer itself is checked above).
  const internal = footer.links.flatMap((column) => column.items.flatMap((item) => ('to' in item && item.to ? [item.to] : [])));
  expect(internal.length).toBeGreaterThan(0);
  for (const to of internal) {
    const response = await request.get(to);
    expect(response.status(), to).toBe(200);
    expect(await response.text(), to).toMatch(/<h1[\s>]/);
  }
});
