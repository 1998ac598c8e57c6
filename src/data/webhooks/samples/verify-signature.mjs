// Verify the X-Signature header of a webhook delivery (Node.js 18 or later).
// rawBody: the request body exactly as received (Buffer or string), before any JSON parsing.
// signatureHeader: the value of the X-Signature header, for example "sha256=9f86d0...".
// secret: the secret you set on the hook subscription.
import {createHmac, timingSafeEqual} from 'node:crypto';

const PREFIX = 'sha256=';

export function verifySignature(rawBody, signatureHeader, secret) {
  if (typeof signatureHeader !== 'string' || !signatureHeader.startsWith(PREFIX)) {
    return false;
  }
  const received = Buffer.from(signatureHeader.slice(PREFIX.length), 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  // timingSafeEqual throws when the lengths differ, so compare lengths first.
  return received.length === expected.length && timingSafeEqual(received, expected);
}
