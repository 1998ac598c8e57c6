/** The resolved OpenAPI document the API plugin writes for the console's mock (src/plugins/openapi/index.ts). */
declare module '@generated/bindpoint-openapi/default/openapi.document.json' {
  const document: Record<string, unknown>;
  export default document;
}

/** The mock's worker script, bundled by src/plugins/openapi/console-mock-bundle.ts. */
declare module '@generated/bindpoint-openapi/default/console-mock-worker.js';

/** The fixture world's sandbox credentials the console signs in with (src/plugins/openapi/console-document.ts). */
declare module '@generated/bindpoint-openapi/default/console-credentials.json' {
  const credentials: Record<string, string>;
  export default credentials;
}
