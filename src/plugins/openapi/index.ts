/**
 * Docusaurus plugin: the API reference from one OpenAPI document.
 *
 * - Loads the document named by the `path` option (the site passes
 *   src/data/openapi/bindpoint.openapi.yaml), replaces `{{token}}` from
 *   the identity module and checks it (a broken document fails the build).
 * - Writes one MDX module per operation with `createData`
 *   (`@generated/bindpoint-openapi/default/<operationId>.mdx`), and beside it
 *   the module of that operation's data only (`<operationId>.data.js`), plus
 *   `endpoints.mdx` (the table of every operation). A page imports its own
 *   module statically, so its server rendering is complete and its
 *   JavaScript carries only its operation.
 * - Compiles those generated modules with the Docusaurus MDX loader.
 * - Provides the components those modules render with (./theme:
 *   `@theme/ApiOperation`, `@theme/CodeSamples`) through getThemePath().
 * - Publishes the resolved document at /openapi/bindpoint.openapi.yaml and
 *   /openapi/bindpoint.openapi.json after the build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createPartialsRule, type MdxRule} from '../shared/mdx-partials';
import {tokens} from '../../site/identity';
import {checkDocument, documentYaml, listOperations, loadDocument, normalizeOperation} from './document';
import {endpointsModule, operationDataFile, operationDataModule, operationModule, operationSampleFile, operationSampleModule, operationSamplesFile, operationSamplesModule, PLUGIN_NAME, type EndpointRow} from './mdx';
import {renderAll} from './theme/CodeSamples/generate';
import type {OperationData} from './types';
import {POSTMAN_PUBLISHED, PUBLISHED} from './published';
import {callInWorker} from '../shared/call-in-worker';
import {bundleConsoleWorker, CONSOLE_WORKER} from './console-mock-bundle';
import {CONSOLE_CREDENTIALS, consoleDocument} from './console-document';
import {readerEnvironmentValues} from '../../data/world/env';

export {PLUGIN_NAME};

/** The document the API console's mock serves: a JSON file of the build, which the page fetches at the click and hands to the mock's worker (theme/ApiConsole/start.ts). */
const CONSOLE_DOCUMENT = 'openapi.document.json';
/** Named as the console's other files are, with its content's hash (the default would be a bare hash at the site's root). */
const CONSOLE_DOCUMENT_RULE = {
  test: /[\\/]openapi\.document\.json$/,
  dependency: 'url',
  type: 'asset/resource',
  generator: {filename: 'assets/json/api-console-document.[contenthash:8].json'},
};

export interface PluginOptions {
  /** The OpenAPI 3.1 document (YAML), relative to the site directory. */
  path: string;
}

/** The plugin's loaded content; the feeds plugin reads `version` and `operations` (allContentLoaded). */
export interface ApiContent {
  /** The resolved document as JSON text, as published (the YAML is written from it in postBuild). */
  json: string;
  /** The document's `info.version`. */
  version: string;
  operations: OperationData[];
}

/** Name of the API family a base URL belongs to, for the endpoint table. */
function apiName(url: string | undefined): string {
  const names: Array<[string, string]> = [
    ['partnerApi', 'Partner API'],
    ['leadsApi', 'Leads API'],
    ['hooksApi', 'Webhooks API'],
    ['intelligenceApi', 'Insurance Intelligence'],
    ['carrierApi', 'Carrier API'],
    ['authHost', 'OAuth'],
  ];
  for (const [token, name] of names) {
    if (url === tokens[token] || url === tokens[`${token}Sandbox`]) return name;
  }
  return 'Exchange callback';
}

export default function openapiPlugin(context: LoadContext, options: PluginOptions): Plugin<ApiContent> {
  const {siteDir, generatedFilesDir} = context;
  if (typeof options?.path !== 'string' || !options.path) {
    throw new Error(`${PLUGIN_NAME}: the option "path" (the OpenAPI document, relative to the site) is required`);
  }
  const SOURCE = options.path;
  const sourcePath = path.join(siteDir, SOURCE);
  const generatedDir = path.join(generatedFilesDir, PLUGIN_NAME);
  let mdxRule: MdxRule | undefined;
  // The Postman collection, converted in a low-priority worker thread from
  // when the content is loaded: the converter's loading and its run took
  // about 0.4 s of the main thread at the end of the build (decisions/0010).
  let postman: Promise<string> | undefined;
  const convertToPostman = (documentJson: string) =>
    callInWorker<string>(PLUGIN_NAME, path.join(__dirname, 'postman.ts'), 'postmanCollectionText', documentJson);

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [sourcePath];
    },

    async loadContent() {
      // The generated modules are MDX outside the docs folder: compile them
      // with the Docusaurus MDX loader.
      mdxRule ??= await createPartialsRule(context, generatedDir);
      const {doc} = loadDocument(await fs.readFile(sourcePath, 'utf8'), tokens);
      const problems = checkDocument(doc);
      if (problems.length) {
        throw new Error(`${SOURCE} is not usable:\n- ${problems.join('\n- ')}`);
      }
      const operations = listOperations(doc).map((ref) => normalizeOperation(doc, ref));
      return {json: JSON.stringify(doc, null, 2), version: String(doc.info.version), operations};
    },

    async contentLoaded({content, actions}) {
      if (process.env.NODE_ENV === 'production') {
        postman = convertToPostman(content.json);
        postman.catch(() => undefined); // awaited in postBuild
      }
      const perPage = new Map<string, number>();
      for (const op of content.operations) perPage.set(op.page, (perPage.get(op.page) ?? 0) + 1);
      const rows: EndpointRow[] = [];
      for (const op of content.operations) {
        const shared = (perPage.get(op.page) ?? 0) > 1;
        await actions.createData(operationDataFile(op), operationDataModule(op));
        // The request samples, printed once here (the page's JavaScript carries no generator).
        const samples = renderAll(op);
        await actions.createData(operationSampleFile(op), operationSampleModule(samples));
        await actions.createData(operationSamplesFile(op), operationSamplesModule(samples));
        await actions.createData(`${op.operationId}.mdx`, operationModule(op, {shared}));
        rows.push({
          operationId: op.operationId,
          method: op.method,
          path: op.kind === 'webhook' ? 'your HTTPS endpoint' : op.path,
          api: apiName(op.servers[0]?.url),
          summary: op.summary,
          page: op.page,
          deprecated: op.deprecated,
        });
      }
      await actions.createData('endpoints.mdx', endpointsModule(rows));
      // The resolved document without its prose, for the API console's mock (loaded only when a console opens).
      await actions.createData(CONSOLE_DOCUMENT, JSON.stringify(consoleDocument(JSON.parse(content.json))));
      await actions.createData('console-credentials.json', JSON.stringify(Object.fromEntries(CONSOLE_CREDENTIALS.map((name) => [name, readerEnvironmentValues[name]]))));
      await actions.createData(CONSOLE_WORKER, await bundleConsoleWorker(siteDir));
    },

    configureWebpack() {
      // Docusaurus does not await configureWebpack(), so the rule (built
      // asynchronously) is prepared in loadContent().
      return {module: {rules: [...(mdxRule ? [mdxRule] : []), CONSOLE_DOCUMENT_RULE]}};
    },

    async postBuild({outDir, content}) {
      const target = path.join(outDir, PUBLISHED);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(`${target}.yaml`, documentYaml(JSON.parse(content.json)));
      await fs.writeFile(`${target}.json`, content.json);
      const collection = path.join(outDir, POSTMAN_PUBLISHED);
      await fs.mkdir(path.dirname(collection), {recursive: true});
      await fs.writeFile(collection, await (postman ?? convertToPostman(content.json)));
    },
  };
}
