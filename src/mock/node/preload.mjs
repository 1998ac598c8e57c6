// Preload for `node --import` (the mock server's env puts it in NODE_OPTIONS):
// Node 20's fetch ignores HTTPS_PROXY, so this routes fetch requests for
// *.bindpoint.example through the proxy named by HTTPS_PROXY (the mock's
// server), with TLS checked against NODE_EXTRA_CA_CERTS (its throwaway CA);
// every other host is fetched directly, as before. undici is the library
// Node's fetch is built on; a dispatcher set here is the one fetch uses.
import {Agent, Dispatcher, ProxyAgent, setGlobalDispatcher} from 'undici';

const proxy = process.env.HTTPS_PROXY || process.env.https_proxy;
const PLATFORM = /(^|\.)bindpoint\.example\.?$/i;

class PlatformRouter extends Dispatcher {
  constructor(proxyUrl) {
    super();
    this.direct = new Agent();
    this.viaProxy = new ProxyAgent({uri: proxyUrl});
  }

  dispatch(options, handler) {
    const host = new URL(String(options.origin)).hostname;
    return (PLATFORM.test(host) ? this.viaProxy : this.direct).dispatch(options, handler);
  }

  async close() {
    await Promise.all([this.direct.close(), this.viaProxy.close()]);
  }

  async destroy(error) {
    await Promise.all([this.direct.destroy(error), this.viaProxy.destroy(error)]);
  }
}

if (proxy) setGlobalDispatcher(new PlatformRouter(proxy));
