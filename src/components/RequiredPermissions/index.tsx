/**
 * RequiredPermissions: a note listing what a reader must hold before a
 * guide works: credentials, roles, tokens, access granted by BindPoint.
 *
 * Props:
 * - `items: string[]`: one requirement per entry (plain text; `{{tokens}}` resolved)
 * - `title?: string`: heading of the note (default "Required permissions")
 * - `children?`: optional extra explanation (MDX allowed)
 *
 * The note ends with a link to the users, roles and permissions page.
 *
 * @example
 * import RequiredPermissions from '@site/src/components/RequiredPermissions';
 * <RequiredPermissions items={['OAuth client id and secret (sandbox)', 'Your tenant_id']} />
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';
import {interpolate} from '../../data/environments';

export interface RequiredPermissionsProps {
  items: string[];
  title?: string;
  children?: ReactNode;
}

export default function RequiredPermissions({
  items,
  title = 'Required permissions',
  children,
}: RequiredPermissionsProps) {
  return (
    <aside className={styles.note} aria-label={title}>
      <p className={styles.title}>
        <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            fill="currentColor"
            d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V11a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 8V6a3 3 0 1 1 6 0v3H9zm3 4a2 2 0 0 1 1 3.73V19h-2v-2.27A2 2 0 0 1 12 13z"
          />
        </svg>
        {title}
      </p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{interpolate(item)}</li>
        ))}
      </ul>
      {children ? <div className={styles.extra}>{children}</div> : null}
      <p className={styles.more}>
        Roles and what they allow:{' '}
        <Link to="/docs/narratives/users_roles_permissions/">users, roles and permissions</Link>.
      </p>
    </aside>
  );
}
