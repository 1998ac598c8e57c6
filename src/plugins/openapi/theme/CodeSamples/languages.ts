/**
 * The languages of the request samples, in tab order, each printed by one
 * client of @scalar/snippetz (decisions/0023: chosen over httpsnippet for its
 * output, its size in the browser and its upkeep) from the one request model
 * of generate.ts, then finished here: the values a sample reads at run time
 * spliced in (splice.ts), and what makes the printed snippet a program a
 * reader can run as pasted (its imports, printing the answer).
 *
 * Every sample of every operation runs against the mock in `npm test`
 * (tests/samples); C# is compiled there, not run (tests/samples/README.md).
 */
import type {Plugin, PluginConfiguration} from '@scalar/types/snippetz';
import {shellCurl} from '@scalar/snippetz/plugins/shell/curl';
import {jsFetch} from '@scalar/snippetz/plugins/js/fetch';
import {nodeAxios} from '@scalar/snippetz/plugins/node/axios';
import {pythonRequests} from '@scalar/snippetz/plugins/python/requests';
import {javaNethttp} from '@scalar/snippetz/plugins/java/nethttp';
import {csharpHttpclient} from '@scalar/snippetz/plugins/csharp/httpclient';
import {phpCurl} from '@scalar/snippetz/plugins/php/curl';
import {goNative} from '@scalar/snippetz/plugins/go/native';
import {rubyNative} from '@scalar/snippetz/plugins/ruby/native';
import type {HarRequest} from './har';
import {SHELL_KEY_LINE, SHELL_KEY_VALUE, spliceValues, type SyntaxName} from './splice';
import {LANGUAGE_NAMES, type LanguageName, type SampleLanguageId} from './language-list';

export type {SampleLanguageId};

export interface SampleLanguage extends LanguageName {
  plugin: Plugin;
  syntax: SyntaxName;
  /** HTTP Basic credentials: through the client's own option, else an Authorization header it prints as given. */
  basicOption: boolean;
  /** Mends what the generator gets wrong in this language (before the values are spliced in). */
  repair?(code: string, har: HarRequest): string;
  /** Completes the printed snippet (after the values are spliced in). */
  finish?(code: string, context: FinishContext): string;
}

export interface FinishContext {
  har: HarRequest;
  /** The answer is a file to save rather than text to print. */
  binary: boolean;
  /** Name of that file. */
  file: string;
}

const GENERATORS: ReadonlyArray<Omit<SampleLanguage, keyof LanguageName> & {id: SampleLanguageId}> = [
  {
    id: 'curl',
    plugin: shellCurl,
    syntax: 'shell',
    basicOption: true,
    finish: (code, {binary, file}) => {
      // The idempotency key is made on the line before curl (splice.ts, SHELL_KEY_LINE).
      const key = code.includes(SHELL_KEY_VALUE) ? `${SHELL_KEY_LINE}\n` : '';
      return `${key}${code}${binary ? ` \\\n  --output ${file}` : ''}`;
    },
  },
  {
    id: 'javascript',
    plugin: jsFetch,
    syntax: 'js',
    basicOption: false,
    finish: (code, {binary, file}) => {
      // A file to upload: snippetz reads it from a file input of a web page; here, from the disk (Node 20).
      const upload = /document\.querySelector/.test(code);
      const awaited = code
        .replace(/^\/\/ Select upload files.*\n.*document\.querySelector.*\n/m, '')
        .replace(/new File\(\[files\[\d+\]\], ("[^"]*"), (\{[^}]*\})\)/g, 'await openAsBlob($1, $2), $1')
        .replace(/^fetch\(/m, 'const response = await fetch(');
      const imports = [upload && "import {openAsBlob} from 'node:fs';", binary && "import {writeFile} from 'node:fs/promises';"].filter(Boolean);
      const end = binary ? `await writeFile('${file}', Buffer.from(await response.arrayBuffer()));` : 'console.log(response.status, await response.text());';
      return `${imports.length ? `${imports.join('\n')}\n\n` : ''}${awaited}\n\n${end}`;
    },
  },
  {id: 'node', plugin: nodeAxios, syntax: 'js', basicOption: false},
  {
    id: 'python',
    plugin: pythonRequests,
    syntax: 'python',
    basicOption: true,
    finish(code, {binary, file}) {
      const imports = /^(?:import \w+\n)*/.exec(code)![0];
      const end = binary ? `with open("${file}", "wb") as f:\n    f.write(response.content)` : 'print(response.status_code, response.text)';
      return `${imports}import requests\n\nresponse = ${code.slice(imports.length)}\nresponse.raise_for_status()\n${end}`;
    },
  },
  {
    id: 'java',
    plugin: javaNethttp,
    syntax: 'java',
    basicOption: false,
    finish: (code) => `import java.net.http.HttpClient;\nimport java.net.http.HttpRequest;\nimport java.net.http.HttpResponse;\n\n${code}`,
  },
  {
    id: 'csharp',
    plugin: csharpHttpclient,
    syntax: 'csharp',
    basicOption: false,
    finish: (code) => `${/HeaderValue\(/.test(code) ? 'using System.Net.Http.Headers;\n\n' : ''}${code}\nConsole.WriteLine(await response.Content.ReadAsStringAsync());`,
  },
  {
    id: 'php',
    plugin: phpCurl,
    syntax: 'php',
    basicOption: true,
    repair: phpMultipart,
    finish: (code) => `<?php\n\n${code}`,
  },
  {id: 'go', plugin: goNative, syntax: 'go', basicOption: true},
  {id: 'ruby', plugin: rubyNative, syntax: 'ruby', basicOption: true},
];

/** Every language with its generator, in tab order. */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = LANGUAGE_NAMES.map((name) => {
  const generator = GENERATORS.find((g) => g.id === name.id);
  if (!generator) throw new Error(`languages.ts: no generator for the sample language ${name.id}`);
  return {...generator, ...name};
});

/**
 * snippetz's PHP writes a multipart body by hand with bare line feeds in its
 * single-quoted strings, which no server parses (multipart needs CRLF): the
 * body goes to cURL as an array instead, files as `CURLFile`, and cURL writes
 * the boundary and its Content-Type itself.
 */
function phpMultipart(code: string, har: HarRequest): string {
  if (!code.includes('$boundary')) return code;
  const quote = (text: string) => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
  const fields = (har.postData?.params ?? []).map((p) =>
    p.fileName !== undefined ? `  ${quote(p.name)} => new CURLFile(${quote(p.fileName)}, ${quote(p.contentType ?? 'application/octet-stream')}, ${quote(p.fileName)}),` : `  ${quote(p.name)} => ${quote(p.value ?? '')},`,
  );
  return code
    .replace(/^\$boundary = .*\n/m, '')
    .replace(/, str_replace\('scalar-boundary', \$boundary, 'Content-Type: multipart\/form-data; boundary=scalar-boundary'\)/, '')
    .replace(/^\$body = '';\n[\s\S]*?curl_setopt\(\$ch, CURLOPT_POSTFIELDS, \$body\);/m, `curl_setopt($ch, CURLOPT_POSTFIELDS, [\n${fields.join('\n')}\n]);`);
}

/** One language's sample of a request (HAR, with value markers; `basic`: the two variables of HTTP Basic). */
export function printSample(language: SampleLanguage, har: HarRequest, basic: [string, string] | undefined, context: Omit<FinishContext, 'har'>): string {
  let request = har;
  let configuration: PluginConfiguration | undefined;
  if (basic) {
    if (language.basicOption) configuration = {auth: {username: `@@${basic[0]}@@`, password: `@@${basic[1]}@@`}};
    else request = {...har, headers: [{name: 'Authorization', value: `Basic @@basic:${basic[0]}:${basic[1]}@@`}, ...har.headers]};
  }
  const printed = language.plugin.generate(request as never, configuration).trimEnd();
  const code = spliceValues(language.repair ? language.repair(printed, har) : printed, language.syntax);
  return language.finish ? language.finish(code, {...context, har}) : code;
}
