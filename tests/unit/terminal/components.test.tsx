import {describe, expect, it, vi} from 'vitest';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {tokens} from '../../../src/site/identity';

// @docusaurus/Link needs the Docusaurus router; a plain anchor is enough here.
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children, className}: {to: string; children: React.ReactNode; className?: string}) =>
    React.createElement('a', {href: to, className}, children),
}));

const {default: Endpoint} = await import('../../../src/components/Endpoint');
const {default: EnvironmentTable} = await import('../../../src/components/EnvironmentTable');
const {default: RequiredPermissions} = await import('../../../src/components/RequiredPermissions');
const {default: Steps, Step} = await import('../../../src/components/Steps');

const render = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('Endpoint', () => {
  it('shows method, path, both full URLs, auth and the reference link', () => {
    const html = render(
      <Endpoint method="GET" path="/attachments/{id}" host="partnerApi" reference="/docs/api/get_attachments/" auth="Bearer access token">
        Returns the file.
      </Endpoint>,
    );
    expect(html).toContain('>GET<');
    expect(html).toContain('/attachments/{id}');
    expect(html).toContain(`${tokens.partnerApiSandbox}/attachments/{id}`);
    expect(html).toContain(`${tokens.partnerApi}/attachments/{id}`);
    expect(html).toContain('Bearer access token');
    expect(html).toContain('href="/docs/api/get_attachments/"');
    expect(html).toContain('Returns the file.');
  });

  it('with an empty path shows the token URL itself and its path', () => {
    const html = render(<Endpoint method="POST" path="" host="tokenUrl" />);
    expect(html).toContain(`<code>${tokens.tokenUrlSandbox}</code>`);
    expect(html).toContain(`<code>${tokens.tokenUrl}</code>`);
    expect(html).toContain('/auth/token');
    expect(html).not.toContain('API reference');
  });

  it('fails loudly on a host that is not an environment token', () => {
    expect(() => render(<Endpoint method="GET" path="/x" host={'supportEmail' as never} />)).toThrow(/not an environment token/);
  });
});

describe('EnvironmentTable', () => {
  it('renders one row per token and per custom row, sandbox before production', () => {
    const html = render(
      <EnvironmentTable
        tokens={['samlCallbackUrl']}
        rows={[{label: 'Login', sandbox: '{{terminalUrlSandbox}}/?subdomain=acme', production: '{{terminalUrl}}/?subdomain=acme'}]}
      />,
    );
    expect(html.match(/<tr>/g)).toHaveLength(3); // header + 2 rows
    expect(html).toContain('SAML ACS (reply) URL');
    expect(html.indexOf(tokens.samlCallbackUrlSandbox)).toBeLessThan(html.indexOf(`<code>${tokens.samlCallbackUrl}</code>`));
    expect(html).toContain(`${tokens.terminalUrlSandbox}/?subdomain=acme`);
    expect(html).not.toContain('{{');
  });
});

describe('RequiredPermissions', () => {
  it('lists the items with tokens resolved and links to the roles page', () => {
    const html = render(<RequiredPermissions items={['Write to {{supportEmail}}', 'A client id']} />);
    expect(html).toContain('Required permissions');
    expect(html).toContain(`Write to ${tokens.supportEmail}`);
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('href="/docs/narratives/users_roles_permissions/"');
  });
});

describe('Steps', () => {
  it('renders an ordered list with one item per step and its title', () => {
    const html = render(
      <Steps>
        <Step title="Request a token">Body one</Step>
        <Step title="Call the API" />
      </Steps>,
    );
    expect(html.startsWith('<ol')).toBe(true);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('Request a token');
    expect(html).toContain('Body one');
    expect(html).toContain('Call the API');
  });
});
