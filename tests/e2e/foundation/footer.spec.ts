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

test('footer links inside the site lead to real pages', async ({page}) => {
  await stayLocal(page);
  for (const column of footer.links) {
    for (const item of column.items) {
      if (!('to' in item) || !item.to) continue;
      const response = await page.goto(item.to);
      expect(response?.status(), item.to).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  }
});
