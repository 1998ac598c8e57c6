/*
 * The API console's service worker (src/plugins/openapi/theme/ApiConsole/client.ts registers it
 * when a console opens; decisions/0018). A page whose console is ready hands it its requests to
 * the platform's hosts (`*.<domain>`, the `domain` of this script's URL) and to `__mock/` on this
 * site: each is posted to that page, whose console answers it with the mock running in its own
 * worker, or tells this worker to send it on (a request marked for the sandbox: the mark is
 * removed first, so it never reaches the network). A page that does not acknowledge the request
 * within a few seconds has no console listening (this worker may also have been restarted and
 * forgotten who said they were ready): the request goes to the network as it would without
 * this worker. Requests to any other host are not touched.
 *
 * Our own rather than msw's (decisions/0023): msw's browser side weighed 92 KB gzip in the
 * console's first load (a cookie store with the public suffix list, WebSocket and XHR
 * interceptors), of the 150 KB the whole console may take.
 */
const params = new URL(self.location.href).searchParams;
const domain = params.get('domain') || '';
const scope = new URL(self.registration.scope);
/** The header a console puts on a request for the sandbox (removed before it leaves). */
const SANDBOX = 'x-bp-console-target';
/** Pages whose console is ready to answer (client ids). */
const ready = new Set();

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const id = event.source && event.source.id;
  if (!id) return;
  if (event.data === 'bp-console-ready') ready.add(id);
  if (event.data === 'bp-console-gone') ready.delete(id);
});

const platform = (url) => Boolean(domain) && (url.hostname === domain || url.hostname.endsWith(`.${domain}`));
const control = (url) => url.origin === scope.origin && url.pathname.startsWith(`${scope.pathname}__mock/`);

/** The request without the sandbox mark, as the network gets it. */
function onward(request) {
  const headers = new Headers(request.headers);
  headers.delete(SANDBOX);
  return fetch(new Request(request, {headers}));
}

async function viaPage(event, request) {
  const client = await self.clients.get(event.clientId);
  if (!client) return onward(request);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().arrayBuffer();
  const channel = new MessageChannel();
  let acknowledged;
  const ack = new Promise((resolve) => (acknowledged = resolve));
  const answer = new Promise((resolve) => {
    channel.port1.onmessage = (message) => {
      if (message.data === 'ack') acknowledged(true);
      else resolve(message.data);
    };
  });
  const headers = [];
  request.headers.forEach((value, name) => headers.push([name, value]));
  client.postMessage({type: 'bp-console-request', request: {method: request.method, url: request.url, headers, body}}, [channel.port2]);
  if (!ready.has(event.clientId) && !(await Promise.race([ack, new Promise((resolve) => setTimeout(() => resolve(false), 3000))]))) return onward(request);
  const reply = await answer;
  if (!reply || reply.passthrough) return onward(request);
  return new Response(reply.status === 204 || reply.status === 304 ? null : reply.body, {status: reply.status, headers: reply.headers});
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (!event.clientId || !(platform(url) || control(url))) return;
  if (request.headers.has(SANDBOX)) {
    event.respondWith(onward(request));
    return;
  }
  event.respondWith(viaPage(event, request));
});
