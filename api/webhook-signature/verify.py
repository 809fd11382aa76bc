import hashlib
import hmac
import re
import time
from typing import Optional

# How far the signing time may be from the time of receipt: 5 minutes.
TOLERANCE_SECONDS = 300


class FerrypaySignatureError(Exception):
    """reason: 'malformed_header', 'signature_mismatch'
    or 'timestamp_outside_tolerance'."""

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


def verify_ferrypay_signature(
    raw_body: bytes,
    header: Optional[str],
    signing_secret: str,
    now_seconds: Optional[float] = None,
) -> None:
    """raw_body: the request body exactly as received (Flask:
    request.get_data(), Django: request.body). header: None when it is
    missing (Flask: request.headers.get("Ferrypay-Signature")). now_seconds: the time of receipt in Unix seconds, as
    time.time() gives it. Returns for a valid delivery, raises
    FerrypaySignatureError otherwise."""
    if not header:
        raise FerrypaySignatureError("malformed_header", "no header")
    timestamp = None
    signatures = []
    for part in header.split(","):
        key, equals, value = part.partition("=")
        key, value = key.strip(), value.strip()
        if not equals or not key:
            raise FerrypaySignatureError(
                "malformed_header", f"{part!r} is not key=value"
            )
        if key == "t":
            if not re.fullmatch(r"[0-9]+", value):
                raise FerrypaySignatureError(
                    "malformed_header", "t is not Unix time"
                )
            timestamp = value
        elif key == "v1":
            signatures.append(value.encode())
    if timestamp is None or not signatures:
        raise FerrypaySignatureError("malformed_header", "no t or no v1")

    expected = hmac.new(
        signing_secret.encode(),
        timestamp.encode() + b"." + raw_body,
        hashlib.sha256,
    ).hexdigest().encode()
    # While the signing secret is rolled, the header carries two v1
    # values: one match is enough. compare_digest takes constant time.
    if not any(hmac.compare_digest(s, expected) for s in signatures):
        raise FerrypaySignatureError("signature_mismatch", "no v1 matches")
    received = time.time() if now_seconds is None else now_seconds
    if abs(received - int(timestamp)) > TOLERANCE_SECONDS:
        raise FerrypaySignatureError(
            "timestamp_outside_tolerance",
            "signed more than 5 minutes from now",
        )
