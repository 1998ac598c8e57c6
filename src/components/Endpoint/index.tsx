/**
 * Endpoint: a callout naming one API operation: method, path, the host in
 * both environments and a link to its API reference page.
 *
 * Props:
 * - `method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'`
 * - `path: string`, e.g. "/attachments/{id}" (shown verbatim, after the host)
 * - `host?: EnvironmentToken`: a two-environment identity token name such as
 *   'partnerApi', 'leadsApi', 'hooksApi', 'tokenUrl' (default 'partnerApi').
 *   With 'tokenUrl' pass `path=""`.
 * - `reference?: string`: route of the API reference page, e.g. "/docs/api/get_attachments/"
 * - `auth?: string`: short auth note, e.g. "Bearer access token"
 * - `children?`: one or two sentences of description (MDX allowed)
 *
 * @example
 * import Endpoint from '@site/src/components/Endpoint';
 * <Endpoint method="GET" path="/attachments/{id}" host="partnerApi"
 *   reference="/docs/api/get_attachments/" auth="Bearer access token">
 *   Returns the file as binary.
 * </Endpoint>
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import styles from './styles.module.css';
import {environmentValues, joinUrl, type EnvironmentToken} from '../../data/environments';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointProps {
  method: HttpMethod;
  path: string;
  host?: EnvironmentToken;
  reference?: string;
  auth?: string;
  children?: ReactNode;
}

export default function Endpoint({
  method,
  path,
  host = 'partnerApi',
  reference,
  auth,
  children,
}: EndpointProps) {
  const {production, sandbox} = environmentValues(host);
  const full = (base: string) => (path ? joinUrl(base, path) : base);
  return (
    <div className={styles.endpoint}>
      <div className={styles.line}>
        <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
        <code className={styles.path}>{path || new URL(production).pathname}</code>
        {reference ? (
          <Link className={styles.reference} to={reference}>
            API reference
          </Link>
        ) : null}
      </div>
      {children ? <div className={styles.description}>{children}</div> : null}
      <dl className={styles.hosts}>
        <dt>Sandbox</dt>
        <dd>
          <code>{full(sandbox)}</code>
        </dd>
        <dt>Production</dt>
        <dd>
          <code>{full(production)}</code>
        </dd>
        {auth ? (
          <>
            <dt>Auth</dt>
            <dd>{auth}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
