/** The mock's worker script, bundled by src/plugins/openapi/console-mock-bundle.ts. */
declare module '@generated/bindpoint-openapi/default/console-mock-worker.js';

/** The fixture world's sandbox credentials the console signs in with (src/plugins/openapi/console-document.ts). */
declare module '@generated/bindpoint-openapi/default/console-credentials.json' {
  const credentials: Record<string, string>;
  export default credentials;
}
