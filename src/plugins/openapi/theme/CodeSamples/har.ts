/**
 * The request model of generate.ts as the HAR request the sample generator
 * (@scalar/snippetz) reads: the URL with its query, every header (the values
 * a sample reads at run time as the markers of splice.ts), and the body.
 */
import type {SampleRequest} from './request';

export interface HarParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

/** The part of HAR 1.2's request the generator reads. */
export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  cookies: never[];
  headers: Array<{name: string; value: string}>;
  queryString: Array<{name: string; value: string}>;
  postData?: {mimeType: string; text?: string; params?: HarParam[]};
  headersSize: number;
  bodySize: number;
}

const FILE_TYPES: Record<string, string> = {pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv', png: 'image/png', jpg: 'image/jpeg'};
/** The media type of a file the sample uploads, by its extension. */
export const fileType = (name: string) => FILE_TYPES[name.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

/** The request as HAR; HTTP Basic is left to the generator's own option (printSample), by its two variables. */
export function toHar(request: SampleRequest): {har: HarRequest; basic?: [string, string]} {
  const headers: HarRequest['headers'] = [];
  let basic: [string, string] | undefined;
  for (const h of request.headers) {
    if (h.basic) basic = h.basic;
    else if (h.uuid) headers.push({name: h.name, value: '@@uuid@@'});
    else if (h.env) headers.push({name: h.name, value: h.value.replace(`$${h.env}`, `@@${h.env}@@`)});
    else headers.push({name: h.name, value: h.value});
  }
  const {body} = request;
  let postData: HarRequest['postData'];
  if (body.kind === 'json') postData = {mimeType: 'application/json', text: JSON.stringify(body.value)};
  if (body.kind === 'form') {
    headers.push({name: 'Content-Type', value: 'application/x-www-form-urlencoded'});
    postData = {mimeType: 'application/x-www-form-urlencoded', params: body.fields.map(([name, value]) => ({name, value}))};
  }
  if (body.kind === 'multipart') {
    postData = {
      mimeType: 'multipart/form-data',
      params: [...body.fields.map(([name, value]) => ({name, value})), ...body.files.map(([name, file]) => ({name, fileName: file, contentType: fileType(file)}))],
    };
  }
  const har: HarRequest = {method: request.method, url: request.url, httpVersion: 'HTTP/1.1', cookies: [], headers, queryString: [], postData, headersSize: -1, bodySize: -1};
  return {har, basic};
}
