<?php
// Runs api/webhook-signature/verify.php on each delivery of the TSV file that
// vectorsFile() in tests/unit/webhook-signature-samples.test.ts writes (its
// format is described there), and prints "id<TAB>verdict" lines.
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
