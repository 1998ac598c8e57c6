/**
 * The shape of the platform's rules as data (src/data/rules): every way an
 * operation can refuse a request, once, with what a page, the OpenAPI
 * document and the sandbox mock each need of it.
 */

/** The APIs of the platform: the keys of `identity.hosts` that serve one. */
export type ApiName = 'auth' | 'partnerApi' | 'leadsApi' | 'hooks' | 'intelligence' | 'carrierApi';

/** One field-level problem of an error's `details`; `{name}` placeholders are filled per answer. */
export interface DetailTemplate {
  field: string;
  code: string;
  message: string;
}

/**
 * One situation: a reason an operation answers with an error. The mock answers it by naming it
 * (`refuse(ctx, 'already_lent', {...})`), the OpenAPI document lists it under its status (its
 * `when` in the response's description, its example in the examples), and a page renders it with
 * `{{rule:operationId.id}}` ("409 `already_lent`").
 */
export interface Situation {
  status: number;
  /** The error code of the envelope (`error.code`), or the RFC 6749 `error` of the token endpoint. */
  code: string;
  /** The detail code that tells this situation apart from others of the same code (`invalid_transition`). */
  detail?: string;
  /** When it applies: one sentence a page and the document render ("The form is lent to the Exchange."). */
  when: string;
  /** The example's title in the document. */
  summary: string;
  /** The message the platform answers with; `{name}` is filled from the values of each answer. */
  message: string;
  /** The values the document's example fills in (tokens such as `{{world:tenantId}}` allowed). */
  example?: Record<string, string | number>;
  /** The details the answer carries, as templates (the mock may send computed ones in their place). */
  details?: DetailTemplate[];
  /** Header names the answer carries besides every answer's own (Content-Type, X-Request-Id). */
  headers?: readonly string[];
  /** `oauth`: the RFC 6749 body of the token endpoint (`error`, `error_description`); else the error envelope. */
  envelope?: 'error' | 'oauth';
  /** Words that name the situation in prose (regular-expression sources), for the claims check. */
  words?: readonly string[];
  /** false: listed in the response's description, without an example of its own (a variant of a shown one). */
  shown?: boolean;
}

/** What the rules need to know of an operation of the document, to attach shared situations to it. */
export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** Every method its path takes (this operation's and its siblings'), upper case, as `Allow` lists them. */
  pathMethods: readonly string[];
  api: ApiName;
  /** Security schemes any of its requirements names. */
  schemes: readonly string[];
  /** Media types of its request body (empty: no body). */
  bodyTypes: readonly string[];
  /** Its parameters, `in:name`. */
  parameters: readonly string[];
  /** Names of the component schemas its parameters and request body reference (at any depth). */
  schemas: readonly string[];
}

/** A situation defined once and attached to every operation its rule selects. */
export interface SharedSituation extends Omit<Situation, 'example'> {
  /** Which operations it belongs to. */
  appliesTo(op: OperationInfo): boolean;
  /** The example's values for one operation (a rate limit names its API's limit). */
  example?: Record<string, string | number> | ((op: OperationInfo) => Record<string, string | number>);
  /** The when sentence for one operation, where it names the operation's own terms. */
  whenFor?(op: OperationInfo): string;
}

/** A situation as it applies to one operation. */
export interface Resolved extends Situation {
  id: string;
  operationId: string;
  /** Defined once for many operations (src/data/rules/shared.ts). */
  shared: boolean;
}
