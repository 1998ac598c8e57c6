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
import {interpolate} from '../EnvironmentTable/environment';

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
        <span className={styles.icon} aria-hidden="true">
          &#128274;
        </span>
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
