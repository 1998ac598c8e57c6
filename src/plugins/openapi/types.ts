/**
 * Shapes of the per-operation data that the OpenAPI plugin generates and that
 * the ApiOperation and CodeSamples components render.
 */

/** A JSON Schema (2020-12) with references inlined; `x-name` keeps the component name. */
export type SchemaData = Record<string, any>;

export interface ServerData {
  url: string;
  description: string;
}

export interface SecuritySchemeData {
  name: string;
  type: 'oauth2' | 'http' | 'apiKey' | 'openIdConnect' | 'mutualTLS';
  scheme?: string;
  in?: string;
  headerName?: string;
  description?: string;
  tokenUrl?: string;
}

/** Schemes that must all be sent together; an empty list means "no authentication". */
export type SecurityRequirementData = SecuritySchemeData[];

export interface ParameterData {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description: string;
  deprecated: boolean;
  schema: SchemaData;
  example?: unknown;
}

export interface ExampleData {
  name: string;
  summary: string;
  value: unknown;
}

export interface MediaData {
  mediaType: string;
  schema: SchemaData;
  examples: ExampleData[];
}

export interface ResponseData {
  status: string;
  description: string;
  headers: Array<{name: string; description: string; schema: SchemaData}>;
  content: MediaData[];
}

/** A reader variable (src/data/world/env.ts) whose sandbox value the operation's examples use. */
export interface ReaderEnvData {
  name: string;
  value: string;
}

export interface WebhookDelivery {
  for: string;
  answer: string;
  within: string;
}

export interface OperationData {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** URL path template; for webhooks, the sample URL of your receiving endpoint. */
  path: string;
  kind: 'path' | 'webhook';
  webhookName?: string;
  /**
   * For webhooks (`x-delivery`): what the endpoint was registered for ("prospects"), the answer the
   * platform expects ("any `2xx`") and within how many seconds.
   */
  delivery?: WebhookDelivery;
  summary: string;
  description: string;
  deprecated: boolean;
  tags: string[];
  /** Route of the documentation page, e.g. /docs/api/authenticate/. */
  page: string;
  /** Sandbox first, then production. Empty for webhooks. */
  servers: ServerData[];
  /** Alternatives: send any one requirement (each an AND of schemes). */
  security: SecurityRequirementData[];
  parameters: ParameterData[];
  requestBody: {required: boolean; description: string; content: MediaData[]} | null;
  responses: ResponseData[];
  /** Reader variables the samples read instead of these example values (tenant id, SDK client id, ...). */
  readerEnv: ReaderEnvData[];
}
