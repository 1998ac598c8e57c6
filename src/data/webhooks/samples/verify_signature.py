"""Verify the X-Signature header of a webhook delivery (Python 3.10 or later).

raw_body:         the body exactly as received (bytes), before any JSON parsing
signature_header: the X-Signature header, e.g. "sha256=9f86d0..."
secret:           the secret you set on the hook
"""
import hashlib
import hmac

PREFIX = "sha256="


def verify_signature(raw_body: bytes, signature_header: str, secret: str) -> bool:
    if not signature_header or not signature_header.startswith(PREFIX):
        return False
    received = signature_header[len(PREFIX):].strip().lower().encode("utf-8")
    digest = hmac.new(secret.encode("utf-8"), raw_body, hashlib.sha256)
    expected = digest.hexdigest().encode("ascii")
    # compare_digest takes as long whichever character differs.
    return hmac.compare_digest(received, expected)
