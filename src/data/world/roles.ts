/**
 * Roles and the permission table of Terminal users, as data: the permissions
 * page (docs/narratives/users_roles_permissions.mdx) renders it, and the
 * sandbox mock enforces it for calls made as a user (agent SDK sessions).
 * API clients act for the whole tenant and are not limited by roles.
 *
 * Lending a form to the Exchange is `agency_manager` and `admin` only
 * (decision 5); others get 403 `forbidden`.
 */
import type {Grant, Permission, Role} from './types';

export const roles = [
  {role: 'agent', meantFor: 'Producers and account managers who quote and bind their own business'},
  {role: 'agency_manager', meantFor: 'Team leads who oversee every form of the agency and distribute work'},
  {role: 'admin', meantFor: 'The few people who run the tenant: settings, integrations, users'},
  {role: 'viewer', meantFor: 'Read-only access: compliance, finance, auditors, support staff'},
] as const satisfies ReadonlyArray<{role: Role; meantFor: string}>;

/** Column order of the permission table. */
export const roleOrder = ['viewer', 'agent', 'agency_manager', 'admin'] as const satisfies readonly Role[];

export const permissions = [
  {
    key: 'see_assigned_forms',
    label: 'See application forms assigned to them',
    grants: {viewer: true, agent: true, agency_manager: true, admin: true},
    operations: ['getLatestApplicationForm'],
  },
  {
    key: 'see_all_forms',
    label: 'See every application form of the agency',
    grants: {viewer: true, agent: false, agency_manager: true, admin: true},
  },
  {
    key: 'edit_forms',
    label: 'Create application forms and edit answers',
    grants: {viewer: false, agent: true, agency_manager: true, admin: true},
    operations: ['createApplicationForm', 'updateApplicationForm', 'cloneApplicationForm'],
  },
  {
    key: 'submit_forms',
    label: 'Submit a form for quotes',
    grants: {viewer: false, agent: true, agency_manager: true, admin: true},
  },
  {
    key: 'bind_quotes',
    label: 'Bind a quote',
    grants: {viewer: false, agent: true, agency_manager: true, admin: true},
  },
  {
    key: 'download_attachments',
    label: 'Download quote documents and other attachments',
    grants: {viewer: true, agent: true, agency_manager: true, admin: true},
    operations: ['getAttachment'],
  },
  {
    key: 'reassign_forms',
    label: 'Reassign forms to another agent',
    grants: {viewer: false, agent: false, agency_manager: true, admin: true},
  },
  {
    key: 'lend_forms',
    label: 'Lend a form to the Exchange',
    grants: {viewer: false, agent: false, agency_manager: true, admin: true},
    operations: ['lendApplicationForm'],
  },
  {
    key: 'close_forms',
    label: 'Close (archive) a form',
    grants: {viewer: false, agent: 'own', agency_manager: true, admin: true},
  },
  {
    key: 'see_reports',
    label: 'See agency reports and dispositions',
    grants: {viewer: true, agent: false, agency_manager: true, admin: true},
  },
  {
    key: 'manage_settings',
    label: 'Manage agency settings and Storefront configuration',
    grants: {viewer: false, agent: false, agency_manager: false, admin: true},
  },
  {
    key: 'manage_webhooks',
    label: 'Manage webhook subscriptions and view API credentials',
    grants: {viewer: false, agent: false, agency_manager: false, admin: true},
    operations: ['createHook', 'listHooks', 'getHook', 'updateHook', 'deleteHook', 'listHookRequests', 'redeliverHookRequest', 'sendHookTestEvent'],
  },
  {
    key: 'manage_users',
    label: 'Invite users and assign roles (tenants without SSO)',
    grants: {viewer: false, agent: false, agency_manager: false, admin: true},
  },
] as const satisfies readonly Permission[];

export type PermissionKey = (typeof permissions)[number]['key'];

/** The grant a set of roles has for a permission: the union (no role takes a permission away). */
export function grantOf(userRoles: readonly Role[], key: PermissionKey): Grant {
  const permission = permissions.find((p) => p.key === key);
  if (!permission) throw new Error(`Unknown permission ${key}`);
  const grants: Grant[] = userRoles.map((role) => permission.grants[role]);
  if (grants.includes(true)) return true;
  if (grants.includes('own')) return 'own';
  return false;
}

/** Whether a user with these roles may call an operation (operations no permission guards are allowed). */
export function mayCall(userRoles: readonly Role[], operationId: string): boolean {
  const guarding = permissions.filter((p) => (p as Permission).operations?.includes(operationId));
  return guarding.every((p) => grantOf(userRoles, p.key) !== false);
}

/** A cell of the permission table as the page prints it: `✓`, `Own forms` or empty. */
export function grantText(grant: Grant): string {
  return grant === true ? '✓' : grant === 'own' ? 'Own forms' : '';
}

/**
 * The permission table of docs/narratives/users_roles_permissions.mdx, row by
 * row, in `roleOrder` columns: what a component renders so the page never
 * retypes it (`import {permissionTable} from '@site/src/data/world'`).
 */
export function permissionTable(): {columns: readonly Role[]; rows: Array<{key: string; label: string; cells: string[]}>} {
  return {
    columns: roleOrder,
    rows: permissions.map((p) => ({key: p.key, label: p.label, cells: roleOrder.map((role) => grantText(p.grants[role]))})),
  };
}
