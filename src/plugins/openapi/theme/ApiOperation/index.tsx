/**
 * ApiOperation: the parts of an API reference page, rendered from one
 * operation's data (generated from the OpenAPI document by
 * src/plugins/openapi). Pages do not use these directly: they import the
 * generated module of their operation, which lays these parts out under real
 * `##`/`###` headings (so they reach the table of contents and the search
 * index):
 *
 * @example
 * import CreateApplicationForm from '@generated/bindpoint-openapi/default/createApplicationForm.mdx';
 * <CreateApplicationForm />
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type {
  MediaData,
  OperationData,
  ParameterData,
  SecuritySchemeData,
} from '../../types';
import {webhookDeliveryText} from '../../delivery';
import Inline from './Inline';
import TryIt from '../ApiConsole';
import SchemaView from './SchemaView';
import {constraints, enumValues, statusText, typeLabel} from './schema';
import table from '../../../../css/table.module.css';
import styles from './styles.module.css';

export {default as SchemaView} from './SchemaView';

type OperationProps = {operation: OperationData};

export function MethodBadge({method}: {method: string}) {
  return <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>;
}

/** Method, path, summary and description. */
export function OperationEndpoint({operation}: OperationProps) {
  const isWebhook = operation.kind === 'webhook';
  return (
    <div className={styles.operation} data-operation-id={operation.operationId}>
      {/* Spaces between the parts: the flex layout drops them, but copied text and the search
          index then read "POST /hooks" and "… subscription operationId", not "POST/hooks". */}
      <div className={styles.endpointLine}>
        <MethodBadge method={operation.method} />{' '}
        <code className={styles.path}>{isWebhook ? 'https://<your endpoint>' : operation.path}</code>
        {operation.deprecated && <> <span className={styles.deprecated}>legacy</span></>}
        {isWebhook && <> <span className={styles.callback}>sent to you</span></>}
      </div>
      <p className={styles.summary}>
        <strong>{operation.summary}</strong>{' '}
        <span className={styles.opId}>
          operationId <code>{operation.operationId}</code>
        </span>
      </p>
      <div className={styles.description}>
        <Inline text={operation.description} block />
      </div>
      <TryIt operation={operation} />
    </div>
  );
}

/** Base URLs in sandbox and production, and the full URL of the operation. */
export function OperationServers({operation}: OperationProps) {
  if (operation.kind === 'webhook') {
    return (
      <p>
        <Inline text={webhookDeliveryText(operation)} />
      </p>
    );
  }
  return (
    <table className={clsx(table.table, styles.table)}>
      <thead>
        <tr>
          <th>Environment</th>
          <th>Full URL</th>
        </tr>
      </thead>
      <tbody>
        {operation.servers.map((server) => (
          <tr key={server.url}>
            <td>{server.description}</td>
            <td>
              <code className={styles.url}>{`${operation.method} ${server.url}${operation.path}`}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function schemeText(scheme: SecuritySchemeData) {
  if (scheme.type === 'oauth2') {
    return (
      <>
        <code>Authorization: Bearer &lt;access_token&gt;</code>
        {', a 12-hour token from '}
        <Link to="/docs/api/authenticate/">the token endpoint</Link>.
      </>
    );
  }
  if (scheme.type === 'http') {
    const header = scheme.scheme === 'basic' ? 'Basic <base64(user:password)>' : 'Bearer <token>';
    return (
      <>
        <code>Authorization: {header}</code>. <Inline text={scheme.description} />
      </>
    );
  }
  if (scheme.type === 'apiKey') {
    return (
      <>
        <code>
          {scheme.headerName}: &lt;{scheme.name === 'intelligenceApiKey' ? 'api key' : 'secret'}&gt;
        </code>{' '}
        header. <Inline text={scheme.description} />
      </>
    );
  }
  return <Inline text={scheme.description} />;
}

/** The credentials the operation accepts. */
export function OperationSecurity({operation}: OperationProps) {
  const alternatives = operation.security;
  const anonymous = alternatives.some((r) => r.length === 0);
  const withCredentials = alternatives.filter((r) => r.length > 0);
  if (!withCredentials.length) return <p>No authentication.</p>;
  return (
    <div className={styles.security}>
      <p>
        {withCredentials.length > 1
          ? anonymous
            ? 'Send the credentials in one of these ways:'
            : 'One of:'
          : withCredentials[0]!.length > 1
            ? 'Send all of:'
            : 'Send:'}
      </p>
      <ul>
        {withCredentials.map((requirement) => (
          <li key={requirement.map((s) => s.name).join('+')}>
            {requirement.map((scheme, i) => (
              <React.Fragment key={scheme.name}>
                {i > 0 && <strong> and </strong>}
                {schemeText(scheme)}
              </React.Fragment>
            ))}
          </li>
        ))}
        {anonymous && (
          <li>
            No <code>Authorization</code> header, with <code>client_id</code> and <code>client_secret</code> as form
            fields.
          </li>
        )}
      </ul>
    </div>
  );
}

const LOCATION_LABEL: Record<string, string> = {path: 'Path', query: 'Query', header: 'Header', cookie: 'Cookie'};

/**
 * Headers every request of the operation sends: credentials of its first
 * security requirement and the body's Content-Type, before declared headers.
 */
export function implicitHeaders(operation: OperationData): ParameterData[] {
  const optional = operation.security.some((r) => r.length === 0);
  const requirement = operation.security.find((r) => r.length > 0) ?? [];
  const rows: ParameterData[] = requirement.map((scheme) => {
    const isKey = scheme.type === 'apiKey';
    const value =
      scheme.type === 'oauth2'
        ? 'Bearer <access_token>'
        : scheme.scheme === 'basic'
          ? 'Basic <base64(user:password)>'
          : isKey
            ? '<secret>'
            : 'Bearer <token>';
    return {
      name: isKey ? (scheme.headerName ?? scheme.name) : 'Authorization',
      in: 'header',
      required: !optional,
      description: `\`${value}\`. ${scheme.type === 'oauth2' ? 'Access token from [Authenticate](/docs/api/authenticate/).' : (scheme.description ?? '')}`,
      deprecated: false,
      schema: {type: 'string'},
    };
  });
  const media = operation.requestBody?.content[0];
  if (media) {
    rows.push({
      name: 'Content-Type',
      in: 'header',
      required: true,
      description: media.mediaType === 'multipart/form-data' ? 'Set by your HTTP client, with the boundary.' : 'Type of the body.',
      deprecated: false,
      schema: {type: 'string', const: media.mediaType},
    });
  }
  return rows;
}

/** Parameters of one location (`path`, `query` or `header`) as a table. */
export function ParameterTable({operation, location}: OperationProps & {location: ParameterData['in']}) {
  const declared = operation.parameters.filter((p) => p.in === location);
  const params = location === 'header' ? [...implicitHeaders(operation), ...declared] : declared;
  if (!params.length) return null;
  return (
    <table className={clsx(table.table, styles.table, styles.params)} data-params={location}>
      <thead>
        <tr>
          <th>{`${LOCATION_LABEL[location]} parameter`}</th>
          <th>Type</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {params.map((p) => {
          const values = enumValues(p.schema);
          const limits = constraints(p.schema);
          return (
            <tr key={p.name}>
              <td>
                <code className={styles.fieldName}>{p.name}</code>
                <br />
                {p.required ? (
                  <span className={styles.required}>required</span>
                ) : (
                  <span className={styles.optional}>optional</span>
                )}
              </td>
              <td>
                <span className={styles.type}>{typeLabel(p.schema)}</span>
              </td>
              <td>
                <Inline text={p.description} />
                {limits.length > 0 && (
                  <span className={styles.constraints}>
                    {limits.map((c) => (
                      <code key={c}>{c}</code>
                    ))}
                  </span>
                )}
                {values && (
                  <span className={styles.enum}>
                    {`One of: ${values.map((v) => JSON.stringify(v)).join(', ')}`}
                  </span>
                )}
                {p.schema.default !== undefined && (
                  <span className={styles.enum}>
                    Default: <code>{JSON.stringify(p.schema.default)}</code>
                  </span>
                )}
                {p.example !== undefined && (
                  <span className={styles.enum}>
                    Example: <code>{String(p.example)}</code>
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function exampleText(media: MediaData, value: unknown): {language: string; text: string} {
  if (media.mediaType === 'application/x-www-form-urlencoded' && value && typeof value === 'object') {
    return {language: 'text', text: new URLSearchParams(value as Record<string, string>).toString()};
  }
  return {language: 'json', text: JSON.stringify(value, null, 2)};
}

/** Where an earlier response of the page shows this body's schema (its status, its heading's id). */
export type SchemaShownAt = {status: string; anchor: string};

/** Schema and examples of one body (request or response). */
export function MediaBlock({media, schemaShownAt}: {media: MediaData; schemaShownAt?: SchemaShownAt}) {
  const isBinary = !media.mediaType.includes('json') && !media.schema.properties && media.mediaType !== 'application/x-www-form-urlencoded';
  return (
    <div className={styles.media}>
      <p className={styles.mediaType}>
        Content type <code>{media.mediaType}</code>
        {schemaShownAt && (
          <>
            {', schema '}
            <Link to={`#${schemaShownAt.anchor}`}>
              <code>{typeLabel(media.schema)}</code>
            </Link>
            {` (its fields under ${schemaShownAt.status} ${statusText(schemaShownAt.status)}).`}
          </>
        )}
      </p>
      {isBinary ? <p>The raw file bytes.</p> : !schemaShownAt && <SchemaView schema={media.schema} />}
      {media.examples.map((example) => {
        const {language, text} = exampleText(media, example.value);
        return (
          <CodeBlock key={example.name} language={language} title={`Example: ${example.summary}`}>
            {text}
          </CodeBlock>
        );
      })}
    </div>
  );
}

export function RequestBody({operation}: OperationProps) {
  const body = operation.requestBody;
  if (!body) return null;
  return (
    <div className={styles.body}>
      <p>
        {body.required ? (
          <span className={styles.required}>required</span>
        ) : (
          <span className={styles.optional}>optional</span>
        )}
        <Inline text={body.description} lead=" " />
      </p>
      {body.content.map((media) => (
        <MediaBlock key={media.mediaType} media={media} />
      ))}
    </div>
  );
}

/**
 * One response: description, headers, schema and examples. With
 * `schemaShownAt` (src/plugins/openapi/mdx.ts sets it), the schema an earlier
 * response of the page already shows is named and linked, not drawn again:
 * the error envelope was drawn once per error status, seven times on some pages.
 */
export function Response({operation, status, schemaShownAt}: OperationProps & {status: string; schemaShownAt?: SchemaShownAt}) {
  const response = operation.responses.find((r) => r.status === status);
  if (!response) return null;
  const tone = status.startsWith('2') ? styles.ok : status.startsWith('4') ? styles.clientError : styles.serverError;
  return (
    <div className={clsx(styles.response, tone)} data-status={status}>
      <p>
        <span className={styles.status}>{`${status} ${statusText(status)}`}</span>
        <Inline text={response.description} lead=" " />
      </p>
      {response.headers.length > 0 && (
        <table className={clsx(table.table, styles.table)}>
          <thead>
            <tr>
              <th>Response header</th>
              <th>Type</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {response.headers.map((h) => (
              <tr key={h.name}>
                <td>
                  <code>{h.name}</code>
                </td>
                <td>
                  <span className={styles.type}>{typeLabel(h.schema)}</span>
                </td>
                <td>
                  <Inline text={h.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {response.content.map((media) => (
        <MediaBlock key={media.mediaType} media={media} schemaShownAt={schemaShownAt} />
      ))}
    </div>
  );
}
