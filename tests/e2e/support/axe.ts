/**
 * axe through `@axe-core/playwright`, run in the page itself (`setLegacyMode`). Its default runs
 * `axe.runPartial` in each frame, then opens a blank page to finish the run: a page and a second
 * copy of axe per scan, about 2 s a scan on two cores (7.8 s against 9.5 s on the component
 * index), for frames these pages do not have (no page of the site has an iframe; the console's
 * mock runs in a worker).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true);
}
