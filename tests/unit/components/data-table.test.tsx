/**
 * DataTable is the one frame of the content components' data tables; each
 * table that uses it is a named region a keyboard can scroll, with the shared
 * table style, and writes no style attribute (a Content-Security-Policy
 * without 'unsafe-inline' in style-src would refuse one).
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

// Docusaurus's hook and theme component need the running site; stand-ins with the same contract.
const anchors: string[] = [];
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: (id: string) => anchors.push(id), collectLink: () => undefined})}));
vi.mock('@theme/CodeBlock', () => ({default: ({children}: {children: string}) => React.createElement('pre', null, children)}));
const {default: DataTable} = await import('../../../src/components/DataTable');
const {default: RoleTable} = await import('../../../src/components/RoleTable');
const {default: StateTable} = await import('../../../src/components/StateTable');
const {default: EnvironmentTable} = await import('../../../src/components/EnvironmentTable');
const {default: ReaderVariables} = await import('../../../src/components/ReaderVariables');
import {permissionTable, roles} from '../../../src/data/world/roles';
import {readerEnvironment as readerVariables} from '../../../src/data/world/env';


const region = (label: string) => new RegExp(`^<div class="[^"]+" role="region" aria-label="${label}" tabindex="0"><table class="[^"]+ [^"]+`);

describe('DataTable', () => {
  it('frames the rows: a named, focusable region, the caption, a header row of column headers', () => {
    const html = renderToStaticMarkup(
      <DataTable label="Example" caption="Two columns" columns={['Name', {key: 'ok', label: <code>ok</code>, center: true}]}>
        <tr>
          <th scope="row">a</th>
          <td>✓</td>
        </tr>
      </DataTable>,
    );
    expect(html).toMatch(region('Example'));
    expect(html).toContain('<caption>Two columns</caption><thead><tr><th scope="col">Name</th><th scope="col" class="');
    expect(html).toContain('<code>ok</code></th></tr></thead><tbody><tr><th scope="row">a</th><td>✓</td></tr></tbody></table></div>');
  });
});

describe('the tables that use it', () => {
  const tables = {
    roles: renderToStaticMarkup(<RoleTable part="roles" />),
    permissions: renderToStaticMarkup(<RoleTable part="permissions" />),
    states: renderToStaticMarkup(<StateTable states={[{code: 'WY', name: 'Wyoming', type: 'state'}, {code: 'DC', name: 'District of Columbia', type: 'district'}]} />),
    environments: renderToStaticMarkup(<EnvironmentTable rows={[{label: 'Token', sandbox: 'a', production: 'b'}]} />),
    variables: renderToStaticMarkup(<ReaderVariables variables={readerVariables} names={['BP_TENANT_ID']} format="table" />),
  };

  it('each is a named, focusable region', () => {
    expect(tables.roles).toMatch(region('Roles'));
    expect(tables.permissions).toMatch(region('Permissions by role'));
    expect(tables.states).toMatch(region('States and the District of Columbia'));
    expect(tables.environments).toMatch(region('Sandbox and production values'));
    expect(tables.variables).toMatch(region('Values you supply'));
  });

  it('none writes a style attribute', () => {
    for (const [name, html] of Object.entries(tables)) expect(html, name).not.toContain('style=');
  });

  it('the permission table has a row per permission and a centred column per role, from the world', () => {
    const {columns, rows} = permissionTable();
    expect(columns.length).toBeGreaterThan(1);
    for (const role of columns) expect(tables.permissions).toMatch(new RegExp(`<th scope="col" class="[^"]+"><code>${role}</code></th>`));
    expect(tables.permissions.match(/<tr><th scope="row">/g)).toHaveLength(rows.length);
    expect(tables.roles.match(/<tr><th scope="row">/g)).toHaveLength(roles.length);
  });

  it("the state table keeps its caption and each row's anchor", () => {
    expect(tables.states).toContain('<caption class="');
    expect(tables.states).toContain('2 jurisdictions: 1 states and the District of Columbia</caption>');
    expect(tables.states).toContain('<tr id="state-wy"');
    expect(anchors).toEqual(['state-wy', 'state-dc']);
  });
});
