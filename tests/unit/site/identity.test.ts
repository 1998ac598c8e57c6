import {describe, expect, test} from 'vitest';
import {identity, tokens} from '../../../src/site/identity';
import {navbarItems, routes} from '../../../src/site/navbar';
import {footer} from '../../../src/site/footer';

describe('identity module', () => {
  test('every host sits on the reserved documentation domain, over HTTPS', () => {
    expect(identity.domain).toMatch(/\.example$/);
    for (const [name, pair] of Object.entries(identity.hosts)) {
      for (const url of [pair.production, pair.sandbox]) {
        const parsed = new URL(url);
        expect(parsed.protocol, name).toBe('https:');
        expect(parsed.host.endsWith(`.${identity.domain}`), url).toBe(true);
      }
      expect(pair.sandbox).toContain('.sandbox.');
    }
    for (const url of [identity.statusUrl, identity.demoUrl, identity.siteUrl, ...Object.values(identity.social)]) {
      expect(new URL(url).host.endsWith(identity.domain), url).toBe(true);
    }
    expect(identity.supportEmail.endsWith(`@${identity.domain}`)).toBe(true);
  });

  test('hosts match the platform model', () => {
    expect(tokens.tokenUrl).toBe(`https://auth.${identity.domain}/auth/token`);
    expect(tokens.tokenUrlSandbox).toBe(`https://auth.sandbox.${identity.domain}/auth/token`);
    expect(tokens.partnerApi).toBe(`https://partner-api.${identity.domain}`);
    expect(tokens.leadsApi).toBe(`https://api.${identity.domain}`);
    expect(tokens.hooksApi).toBe(`https://hooks.${identity.domain}`);
    expect(tokens.intelligenceApi).toBe(`https://intelligence.${identity.domain}`);
    expect(tokens.carrierApi).toBe(`https://carrier-api.${identity.domain}`);
    expect(tokens.samlCallbackUrl).toBe(`https://auth.${identity.domain}/users/auth/saml/callback`);
    expect(identity.npmScope).toBe('@bindpoint');
    expect(identity.siteTitle).toBe('BindPoint Developers');
  });

  test('token names are plain identifiers, so MDX parses {{name}} in prose', () => {
    for (const [name, value] of Object.entries(tokens)) {
      expect(name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      expect(value.length, name).toBeGreaterThan(0);
    }
  });
});

describe('navbar', () => {
  test('has exactly the spec items on the right', () => {
    const visible = navbarItems.filter((item) => item.type !== 'search');
    expect(visible.map((item) => item.label)).toEqual(['Terminal', 'Exchange', 'Storefront', 'API']);
    for (const item of navbarItems) expect(item.position).toBe('right');
    const [terminal, exchange, storefront, api] = visible;
    const sub = (item: unknown) => (item as {items: Array<{label: string}>}).items.map((i) => i.label);
    expect(terminal).toMatchObject({type: 'dropdown', to: routes.terminal});
    expect(sub(terminal)).toEqual(['SSO', 'Quote Start', 'Webhooks', 'One-Click Integration']);
    expect(exchange).toMatchObject({type: 'dropdown'});
    expect('to' in exchange!).toBe(false);
    expect(sub(exchange)).toEqual(['Send Side Integration', 'Receive Side Integration']);
    expect(storefront).toMatchObject({type: 'dropdown', to: routes.sdkUserGuide});
    expect(sub(storefront)).toEqual(['Custom Terminals', 'Custom Storefronts', 'Redux Selectors']);
    expect(api).toMatchObject({to: routes.api});
  });
});

describe('footer', () => {
  test('has the spec groups and links, from the identity module', () => {
    expect(footer.links.map((column) => column.title)).toEqual(['Company', 'Community', 'Developer', 'Products', 'Contact']);
    const labels = Object.fromEntries(footer.links.map((c) => [c.title, c.items.map((i) => i.label)]));
    expect(labels.Company).toEqual(['Home', 'About', 'Careers', 'News', 'Privacy', 'Terms']);
    expect(labels.Developer).toEqual(['Developer home', 'Documentation', 'Status']);
    expect(labels.Products).toEqual(['Terminal', 'Exchange', 'Storefront', 'Analytics']);
    expect(labels.Community!.length).toBeGreaterThan(0);
    const contact = footer.links.find((c) => c.title === 'Contact')!.items;
    expect(contact).toEqual([
      {label: 'Email support', href: `mailto:${identity.supportEmail}`},
      {label: 'Request a demo', href: identity.demoUrl},
    ]);
    expect(footer.copyright).toContain('2025');
    expect(footer.logo.src).toMatch(/\.svg$/);
  });
});
