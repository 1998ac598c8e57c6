"""Verify the X-Signature header of a webhook delivery (Python 3.8 or later).

raw_body: the request body exactly as received (bytes), before any JSON parsing.
signature_header: the value of the X-Signature header, for example "sha256=9f86d0...".
secret: the secret you set on the hook subscription.
"""
import hashlib
import hmac

PREFIX = "sha256="


def verify_signature(raw_body: bytes, signature_header: str, secret: str) -> bool:
    if not signature_header or not signature_header.startswith(PREFIX):
        return False
    received = signature_header[len(PREFIX):].strip().lower().encode("utf-8")
    expected = hmac.new(secret.encode("utf-8"), raw_body, hashlib.sha256).hexdigest().encode("ascii")
    # compare_digest takes the same time whether the first or the last character differs.
    return hmac.compare_digest(received, expected)
