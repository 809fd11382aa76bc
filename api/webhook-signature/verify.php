<?php

// How far the signing time may be from the time of receipt: 5 minutes.
const FERRYPAY_TOLERANCE_SECONDS = 300;

final class FerrypaySignatureException extends RuntimeException
{
    /** 'malformed_header', 'signature_mismatch' or 'timestamp_outside_tolerance' */
    public $reason;

    public function __construct(string $reason, string $message)
    {
        parent::__construct($message);
        $this->reason = $reason;
    }
}

/**
 * $rawBody: the request body exactly as received,
 * file_get_contents('php://input'), before any json_decode.
 * $header: $_SERVER['HTTP_FERRYPAY_SIGNATURE'] ?? null.
 * $nowSeconds: the time of receipt in Unix seconds, as time() gives it.
 * Returns for a valid delivery, throws FerrypaySignatureException otherwise.
 */
function verify_ferrypay_signature(
    string $rawBody,
    ?string $header,
    string $signingSecret,
    ?int $nowSeconds = null
): void {
    if ($header === null || $header === '') {
        throw new FerrypaySignatureException('malformed_header', 'no header');
    }
    $timestamp = null;
    $signatures = [];
    foreach (explode(',', $header) as $part) {
        $pair = explode('=', $part, 2);
        $key = trim($pair[0]);
        if (count($pair) !== 2 || $key === '') {
            throw new FerrypaySignatureException('malformed_header', "\"$part\" is not key=value");
        }
        $value = trim($pair[1]);
        if ($key === 't') {
            if (preg_match('/\A[0-9]+\z/', $value) !== 1) {
                throw new FerrypaySignatureException('malformed_header', 't is not Unix time');
            }
            $timestamp = $value;
        } elseif ($key === 'v1') {
            $signatures[] = $value;
        }
    }
    if ($timestamp === null || $signatures === []) {
        throw new FerrypaySignatureException('malformed_header', 'no t or no v1');
    }

    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $signingSecret);
    // While the signing secret is rolled, the header carries two v1 values:
    // one match is enough. hash_equals compares in constant time.
    $matches = false;
    foreach ($signatures as $signature) {
        $matches = hash_equals($expected, $signature) || $matches;
    }
    if (!$matches) {
        throw new FerrypaySignatureException('signature_mismatch', 'no v1 matches');
    }
    if (abs(($nowSeconds ?? time()) - (int) $timestamp) > FERRYPAY_TOLERANCE_SECONDS) {
        throw new FerrypaySignatureException('timestamp_outside_tolerance', 'signed more than 5 minutes from now');
    }
}
