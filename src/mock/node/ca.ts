/**
 * The throwaway certificate authority of the mock's HTTPS proxy: made at
 * start with `selfsigned` (a well-kept library, the one webpack-dev-server
 * uses; no `openssl` binary needed, which a fresh Debian may lack), written
 * to a temporary file for the CA-bundle variables, and used to sign one
 * certificate per platform host the proxy terminates (EC P-256: fast).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {generate} from 'selfsigned';

export interface ThrowawayCa {
  cert: string;
  key: string;
  /** A temporary file holding the CA certificate (PEM). */
  file: string;
  /** A TLS context for a host, signed by the CA (cached). */
  contextFor(host: string): Promise<tls.SecureContext>;
  dispose(): void;
}

export async function createCa(): Promise<ThrowawayCa> {
  const now = new Date();
  const ca = await generate([{name: 'commonName', value: 'BindPoint sandbox mock CA (throwaway)'}], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 3600_000),
    notAfterDate: new Date(now.getTime() + 30 * 86400_000),
    extensions: [
      {name: 'basicConstraints', cA: true, critical: true},
      {name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true},
    ],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-mock-ca-'));
  const file = path.join(dir, 'ca.pem');
  fs.writeFileSync(file, ca.cert);
  const contexts = new Map<string, Promise<tls.SecureContext>>();
  return {
    cert: ca.cert,
    key: ca.private,
    file,
    contextFor(host) {
      let context = contexts.get(host);
      if (!context) {
        context = generate([{name: 'commonName', value: host}], {
          keyType: 'ec',
          algorithm: 'sha256',
          notBeforeDate: new Date(now.getTime() - 3600_000),
          notAfterDate: new Date(now.getTime() + 30 * 86400_000),
          ca: {key: ca.private, cert: ca.cert},
          extensions: [
            {name: 'basicConstraints', cA: false},
            {name: 'keyUsage', digitalSignature: true, keyEncipherment: true},
            {name: 'extKeyUsage', serverAuth: true},
            {name: 'subjectAltName', altNames: [{type: 2, value: host}]},
          ],
        }).then((leaf) => tls.createSecureContext({key: leaf.private, cert: `${leaf.cert}\n${ca.cert}`}));
        contexts.set(host, context);
      }
      return context;
    },
    dispose() {
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
