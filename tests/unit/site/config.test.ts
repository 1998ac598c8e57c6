import {describe, expect, test} from 'vitest';
import fs from 'node:fs';
import nprogress from 'nprogress';
import config from '../../../docusaurus.config';
import pkg from '../../../package.json';

const themeConfig = config.themeConfig as Record<string, any>;
const classic = (config.presets[0] as [string, Record<string, any>])[1];

describe('site configuration', () => {
  test('versions and constants of the spec', () => {
    expect(pkg.version).toBe('2.0.0');
    expect(config.customFields.siteVersion).toBe('2.0.0');
    expect(pkg.dependencies['@docusaurus/core']).toMatch(/^\^?3\.10\./);
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(true);
    expect(classic.docs.routeBasePath).toBe('docs');
    expect(classic.docs.versions.current.label).toBe('Next');
  });

  test('Faster is on; v4 flags keep the `theme` storage key and MDX meaning', () => {
    // Every Faster flag is on (v4's fasterByDefault), the static renderer's thread pool included.
    expect(config.future.v4.fasterByDefault).toBe(true);
    expect((config.future as {faster?: unknown}).faster).toBeUndefined();
    expect(config.future.v4.siteStorageNamespacing).toBe(false);
    expect(config.future.v4.mdx1CompatDisabledByDefault).toBe(false);
  });

  test('a broken link, anchor, Markdown link or image fails the build itself (issue 35)', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks).toEqual({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });

  test('states of spec §4', () => {
    expect(themeConfig.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
    expect(fs.existsSync('src/theme/ColorModeToggle/index.tsx')).toBe(true);
    expect(themeConfig.announcementBar.isCloseable).toBe(true);
    expect(themeConfig.announcementBar.id).toMatch(/\S/);
    expect(themeConfig.docs.sidebar.hideable).toBe(false);
    expect(themeConfig.docs.versionPersistence).toBe('localStorage');
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(themeConfig.navbar.hideOnScroll).toBe(true);
    expect(themeConfig.navbar.logo.height).toBe(30);
  });

  test('progress bar settings of spec §9 are nprogress defaults, which the theme keeps', () => {
    expect(nprogress.settings.minimum).toBe(0.08);
    expect((nprogress.settings as unknown as {trickleRate: number}).trickleRate).toBe(0.02);
    expect(nprogress.settings.trickleSpeed).toBe(800);
    const themeModule = fs.readFileSync('node_modules/@docusaurus/theme-classic/lib/nprogress.js', 'utf8');
    expect(themeModule).toMatch(/const delay = 200;/);
    expect(themeModule).toMatch(/nprogress\.configure\(\{ showSpinner: false \}\)/);
  });

  test('locale of spec §3', () => {
    expect(config.i18n).toEqual({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en'}},
    });
  });

  test('outbound calls: analytics with IP anonymising off, async button script, no diagram library', () => {
    expect(classic.gtag.anonymizeIP).toBe(false);
    expect(classic.gtag.trackingID).toMatch(/^G-/);
    expect(config.scripts).toEqual([{src: '/js/buttons.js', async: true}]);
    // Diagrams are drawn at build time (src/plugins/diagrams); no page loads Mermaid.
    expect((config as {themes?: unknown[]}).themes ?? []).not.toContain('@docusaurus/theme-mermaid');
    expect((config.markdown as {mermaid?: boolean}).mermaid).not.toBe(true);
  });
});
