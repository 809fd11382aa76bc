<?php
// Runs api/webhook-signature/verify.php on each vector of a TSV file
// (id, base64 body, base64 header or - when missing, base64 secret,
// received at) and prints
// "id<TAB>verdict" lines (tests/unit/webhook-signature-samples.test.ts).
require $argv[1];

foreach (file($argv[2], FILE_IGNORE_NEW_LINES) as $line) {
    [$id, $body, $header, $secret, $receivedAt] = explode("\t", $line);
    try {
        $header = $header === '-' ? null : base64_decode($header);
        verify_ferrypay_signature(base64_decode($body), $header, base64_decode($secret), (int) $receivedAt);
        $verdict = 'valid';
    } catch (FerrypaySignatureException $error) {
        $verdict = $error->reason;
    }
    echo "$id\t$verdict\n";
}
