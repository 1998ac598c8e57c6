/** The resolved OpenAPI document the API plugin writes for the console's mock (src/plugins/openapi/index.ts). */
declare module '@generated/bindpoint-openapi/default/openapi.document.json' {
  const document: Record<string, unknown>;
  export default document;
}
