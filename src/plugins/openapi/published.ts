/**
 * Where the API plugin publishes its files, relative to the build output.
 * A module of its own, without imports: the Markdown twins' worker names
 * these files in llms.txt, and importing them from the plugin's entry or
 * from postman.ts would load the OpenAPI parser and Postman's converter into
 * that worker (decisions/0010-build-work-beside-the-bundler.md).
 */

/** The resolved OpenAPI document, as `.yaml` and `.json`. */
export const PUBLISHED = 'openapi/bindpoint.openapi';

/** The Postman collection. */
export const POSTMAN_PUBLISHED = 'openapi/bindpoint.postman.json';
