/**
 * RoleTable: the Terminal roles, or the permission of each role, from the
 * fixture world's role table (`src/data/world/roles.ts`), the same data the
 * sandbox mock enforces (lending, editing, attachments). The page never
 * retypes a grant, so a changed permission is one edit of the world.
 *
 * Props:
 * - `part: 'roles' | 'permissions'`: the roles with what each is meant for,
 *   or the permission table (one row per permission, one column per role:
 *   `✓`, `Own forms` or empty)
 *
 * The Markdown twin renders the same rows (src/plugins/llms/renderers.ts).
 *
 * @example
 * import RoleTable from '@site/src/components/RoleTable';
 * <RoleTable part="permissions" />
 */
import React from 'react';
import table from '../../css/table.module.css';
import {permissionTable, roles} from '../../data/world/roles';

export interface RoleTableProps {
  part: 'roles' | 'permissions';
}

export default function RoleTable({part}: RoleTableProps) {
  if (part !== 'roles' && part !== 'permissions') throw new Error(`RoleTable: part must be "roles" or "permissions", not ${JSON.stringify(part)}`);
  if (part === 'roles') {
    return (
      <div className={table.wrap} role="region" aria-label="Roles" tabIndex={0}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Meant for</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((r) => (
              <tr key={r.role}>
                <th scope="row">
                  <code>{r.role}</code>
                </th>
                <td>{r.meantFor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  const {columns, rows} = permissionTable();
  return (
    <div className={table.wrap} role="region" aria-label="Permissions by role" tabIndex={0}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">Permission</th>
            {columns.map((role) => (
              <th scope="col" key={role} style={{textAlign: 'center'}}>
                <code>{role}</code>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((text, i) => (
                <td key={columns[i]} style={{textAlign: 'center'}}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
