// Verify the X-Signature header of a webhook delivery (Node.js 18 or later).
//   rawBody:         the body exactly as received (Buffer or string),
//                    before any JSON parsing
//   signatureHeader: the X-Signature header, e.g. "sha256=9f86d0..."
//   secret:          the secret you set on the hook
import {createHmac, timingSafeEqual} from 'node:crypto';

const PREFIX = 'sha256=';

export function verifySignature(rawBody, signatureHeader, secret) {
  if (typeof signatureHeader !== 'string') return false;
  if (!signatureHeader.startsWith(PREFIX)) return false;
  const hex = signatureHeader.slice(PREFIX.length);
  // 64 hex digits, so both buffers are 32 bytes (timingSafeEqual needs equal lengths).
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const received = Buffer.from(hex, 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(received, expected);
}
