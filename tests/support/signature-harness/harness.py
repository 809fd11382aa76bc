"""Runs api/webhook-signature/verify.py on each delivery of the TSV file that
vectorsFile() in tests/unit/webhook-signature-samples.test.ts writes (its
format is described there), and prints "id<TAB>verdict" lines."""
import base64
import importlib.util
import sys

spec = importlib.util.spec_from_file_location("verify", sys.argv[1])
verify = importlib.util.module_from_spec(spec)
spec.loader.exec_module(verify)

with open(sys.argv[2], encoding="utf-8") as vectors:
    for line in vectors:
        vector_id, body, header, secret, received_at = line.rstrip("\n").split("\t")
        try:
            verify.verify_ferrypay_signature(
                base64.b64decode(body),
                None if header == "-" else base64.b64decode(header).decode(),
                base64.b64decode(secret).decode(),
                now_seconds=int(received_at),
            )
            verdict = "valid"
        except verify.FerrypaySignatureError as error:
            verdict = error.reason
        print(f"{vector_id}\t{verdict}")
