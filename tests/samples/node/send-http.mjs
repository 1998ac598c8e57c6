/**
 * Sends a raw HTTP block (`POST https://host/path HTTP/1.1`, headers, blank
 * line, body) as written, with Node's fetch (which the mock's preload routes),
 * and prints the status line and the body. A bearer credential the block
 * shows as an example is sent as the reader's token from BP_TOKEN instead:
 * the block shows the wire format, and an example token can never be valid.
 * Usage: node send-http.mjs <file>
 */
import fs from 'node:fs';

const text = fs.readFileSync(process.argv[2], 'utf8');
const [head, ...rest] = text.split(/\r?\n\r?\n/);
const [requestLine, ...headerLines] = head.split(/\r?\n/).filter(Boolean);
const request = requestLine.match(/^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?$/);
if (!request) {
  console.error(`not an HTTP request line: ${requestLine}`);
  process.exit(2);
}
const headers = new Headers();
for (const line of headerLines) {
  const colon = line.indexOf(':');
  headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
}
if (/^Bearer\s/i.test(headers.get('authorization') ?? '') && process.env.BP_TOKEN) {
  headers.set('authorization', `Bearer ${process.env.BP_TOKEN}`);
}
const host = headers.get('host');
headers.delete('host');
const url = /^https?:\/\//.test(request[2]) ? request[2] : `https://${host}${request[2]}`;
const body = rest.join('\n\n').trim();
const response = await fetch(url, {method: request[1], headers, body: body || undefined});
console.log(`HTTP ${response.status}`);
console.log(await response.text());
