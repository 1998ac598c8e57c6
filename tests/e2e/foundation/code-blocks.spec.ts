/**
 * Code blocks in the browser: the colour theme on load and when the system's
 * colour mode changes, hydration without a rebuild, and blocks rendered later
 * (src/plugins/code-blocks). Split from ./states.spec.ts (the 400-line rule).
 */
import {test, expect, waitForHydration} from '../support/test';
import {stayLocal, watchConsole} from '../support';
import {darkCodeTheme, lightCodeTheme} from '../../../src/plugins/code-blocks/colours';
import {recordRemovals} from './recorders';

test.beforeEach(async ({page}) => {
  await stayLocal(page);
});

/** `#rrggbb` as Chromium reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

for (const [mode, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
  test(`code blocks take the ${mode} theme on load, and are not rebuilt after hydration`, async ({page}) => {
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
    const removedCodeBlocks = await recordRemovals(page, 'pre, [class*="codeBlock"]');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const pre = page.locator('pre.prism-code').first();
    await expect(pre).toHaveCSS('background-color', rgb(theme.plain.backgroundColor!));
    // A token of one type: its colour is that type's in the theme.
    const colored = new Map(theme.styles.flatMap((s) => (s.style.color ? s.types.map((t) => [t, s.style.color!] as const) : [])));
    const found = await pre.locator('span.token').evaluateAll(
      (spans, types) => {
        const span = spans.find((el) => el.classList.length === 2 && types.includes(el.classList[1]!));
        return span ? {type: span.classList[1]!, color: getComputedStyle(span).color} : null;
      },
      [...colored.keys()],
    );
    expect(found).not.toBeNull();
    expect(found!.color).toBe(rgb(colored.get(found!.type)!));
    // The copy button works, so the block is hydrated.
    await expect(page.getByRole('button', {name: /copy code/i}).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The ejected CodeBlock has no key that remounts it (src/plugins/code-blocks/theme/CodeBlock).
    expect(await removedCodeBlocks()).toEqual([]);
  });
}

/** The colour of the first token of `type` in the first code block, and how many tokens the block holds. */
const tokenColour = (page: import('@playwright/test').Page, type: string) =>
  page
    .locator('pre.prism-code')
    .first()
    .evaluate((pre, t) => {
      const span = Array.from(pre.querySelectorAll('span.token')).find((el) => el.classList.length === 2 && el.classList[1] === t);
      return {colour: span ? getComputedStyle(span).color : null, tokens: pre.querySelectorAll('span.token').length};
    }, type);

/** A theme's colour for strings (the home page's first block has some). */
const stringColour = (theme: typeof lightCodeTheme) => theme.styles.find((s) => s.types.includes('string'))!.style.color!;

test('when the system colour mode changes after load, code blocks take the other theme in place', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const removedCodeBlocks = await recordRemovals(page, 'pre, [class*="codeBlock"], .token-line');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const light = await tokenColour(page, 'string');
  expect(light.colour).toBe(rgb(stringColour(lightCodeTheme)));
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await tokenColour(page, 'string')).colour).toBe(rgb(stringColour(darkCodeTheme)));
  await expect(page.locator('pre.prism-code').first()).toHaveCSS('background-color', rgb(darkCodeTheme.plain.backgroundColor!));
  // The same lines, restyled by the stylesheet: none removed, none added.
  expect((await tokenColour(page, 'string')).tokens).toBe(light.tokens);
  expect(await removedCodeBlocks()).toEqual([]);
});

test('code blocks hydrate whole, and blocks rendered later are highlighted', async ({page, request}) => {
  const log = watchConsole(page);
  const route = '/docs/api/create_application_form/';
  const html = await (await request.get(route)).text();
  // Tokens of a type (plain text is bare text: src/plugins/code-blocks/theme/CodeBlock/Line/Token).
  const serverTokens = (html.match(/class="?token /g) ?? []).length;
  expect(serverTokens).toBeGreaterThan(400);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('article span.token').count()).toBe(serverTokens);
  // The browser renders what the server wrote: no hydration error.
  expect(log.errors.filter((e) => /hydrat|#418|#425/i.test(e))).toEqual([]);
  await expect(page.getByRole('button', {name: /copy code/i}).first()).toBeVisible();
  // A tab chosen after load renders its block: tokenized and coloured.
  await page.getByRole('tab', {name: 'Python', exact: true}).first().click();
  const python = page.getByRole('tabpanel').first().locator('pre.prism-code');
  await expect(python.locator('span.token.keyword').first()).toHaveCSS('color', rgb(lightCodeTheme.styles.find((s) => s.types.includes('keyword'))!.style.color!));
  // A page reached by a link renders its blocks in the browser.
  await page.goto('/docs/overview/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('article a[href="/docs/terminal/quote_start/qs_overview/"]').first().click();
  await expect(page).toHaveURL(/quote_start\/qs_overview\/$/);
  const first = page.locator('article pre.prism-code').first();
  await expect(first.locator('span.token').first()).toBeVisible();
  expect(await first.locator('span.token').count()).toBeGreaterThan(5);
});

test('if React renders a page afresh instead of hydrating it, its code blocks still show their lines', async ({page}) => {
  // Change a heading's text before hydration starts: React 19 then throws the server HTML away and renders
  // the page in the browser, where each block renders its lines as components.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const heading = document.querySelector('article h1');
      if (document.readyState === 'interactive' && heading) heading.textContent += ' (changed)';
    });
  });
  const log = watchConsole(page);
  await page.goto('/docs/terminal/quote_start/authentication/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('article h1')).not.toContainText('(changed)');
  const blocks = page.locator('article pre.prism-code');
  expect(await blocks.count()).toBeGreaterThan(0);
  for (const block of await blocks.all()) expect(await block.locator('span.token').count()).toBeGreaterThan(0);
  expect(log.errors.join('\n')).toMatch(/hydrat|#418|#425/i);
});
