"""The QR code a phone scans, as rows of dark (True) and light modules; the kit draws it."""

from __future__ import annotations

import segno


def modules(text: str) -> list[list[bool]]:
    """`text` as a QR code (error correction M: readable off a TV at an angle), no border."""
    code = segno.make_qr(text, error="m", boost_error=False)
    return [[bool(cell) for cell in row] for row in code.matrix]
