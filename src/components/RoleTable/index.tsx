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
import DataTable, {centered} from '../DataTable';
import {permissionTable, roles} from '../../data/world/roles';

export interface RoleTableProps {
  part: 'roles' | 'permissions';
}

export default function RoleTable({part}: RoleTableProps) {
  if (part !== 'roles' && part !== 'permissions') throw new Error(`RoleTable: part must be "roles" or "permissions", not ${JSON.stringify(part)}`);
  if (part === 'roles') {
    return (
      <DataTable label="Roles" columns={['Role', 'Meant for']}>
        {roles.map((r) => (
          <tr key={r.role}>
            <th scope="row">
              <code>{r.role}</code>
            </th>
            <td>{r.meantFor}</td>
          </tr>
        ))}
      </DataTable>
    );
  }
  const {columns, rows} = permissionTable();
  return (
    <DataTable
      label="Permissions by role"
      columns={['Permission', ...columns.map((role) => ({key: role, label: <code>{role}</code>, center: true}))]}>
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.label}</th>
          {row.cells.map((text, i) => (
            <td key={columns[i]} className={centered}>
              {text}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
