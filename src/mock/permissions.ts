/**
 * Who may do what. API clients act for the whole tenant and are not limited
 * by roles (users_roles_permissions, "Access that is not a user"). SDK
 * sessions act as a person: a guest sees only the one form its token opened
 * (or the one it creates), an agent session has the union of its Terminal
 * user's role permissions, from the world's role table.
 */
import type {Ctx} from './context';
import type {Form} from './state';
import {GUEST_PERMISSIONS, PERMISSION_ACTIONS} from '../data/rules';
import {refuse} from './refuse';

/** The permissions the mock checks, as the world's role table names them. */
export type Permission = 'edit_forms' | 'lend_forms' | 'see_all_forms' | 'manage_webhooks' | 'download_attachments';

export function permissionsOf(ctx: Ctx): Set<string> | 'all' {
  const session = ctx.caller.session;
  if (!session) return 'all';
  if (session.role === 'guest') return new Set(GUEST_PERMISSIONS);
  const table = ctx.services.world.roles;
  return new Set((session.user?.roles ?? []).flatMap((role) => table[role] ?? []));
}

export function can(ctx: Ctx, permission: Permission): boolean {
  const granted = permissionsOf(ctx);
  return granted === 'all' || granted.has(permission);
}

export function requirePermission(ctx: Ctx, permission: Permission): void {
  if (can(ctx, permission)) return;
  const session = ctx.caller.session!;
  const who = session.role === 'guest' ? 'A guest session' : `${session.user?.email} (roles ${(session.user?.roles ?? []).join(', ') || 'none'})`;
  const [what, doing] = PERMISSION_ACTIONS[permission]!;
  const roles = Object.entries(ctx.services.world.roles)
    .filter(([, perms]) => perms.includes(permission))
    .map(([role]) => role);
  throw refuse(ctx.op, 'role_refused', {who, what, doing, roles: roles.join(' or ') || 'a role no user has'});
}

/** Whether the caller may see this form. */
export function visibleTo(ctx: Ctx, form: Form): boolean {
  const session = ctx.caller.session;
  if (!session) return true;
  if (session.role === 'guest') return session.application_form_id !== null && form.ids.includes(session.application_form_id);
  if (can(ctx, 'see_all_forms')) return true;
  return form.assigned_to === session.user?.email;
}
