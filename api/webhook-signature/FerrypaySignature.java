import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public final class FerrypaySignature {
    /** How far the signing time may be from the time of receipt: 5 minutes. */
    public static final long TOLERANCE_SECONDS = 300;

    public static final class VerificationException extends Exception {
        /** "malformed_header", "signature_mismatch" or "timestamp_outside_tolerance" */
        public final String reason;

        VerificationException(String reason, String message) {
            super(message);
            this.reason = reason;
        }
    }

    /**
     * Returns for a valid delivery, throws VerificationException otherwise.
     * rawBody: the request body exactly as received (Spring: @RequestBody byte[]).
     * header: null when it is missing (Spring: @RequestHeader(name = "Ferrypay-Signature", required = false)).
     * nowSeconds: the time of receipt in Unix seconds, not milliseconds.
     */
    public static void verify(byte[] rawBody, String header, String signingSecret, long nowSeconds)
            throws VerificationException {
        if (header == null || header.isEmpty()) {
            throw new VerificationException("malformed_header", "no header");
        }
        String timestamp = null;
        List<byte[]> signatures = new ArrayList<>();
        for (String part : header.split(",", -1)) {
            int at = part.indexOf('=');
            String key = at < 0 ? "" : part.substring(0, at).trim();
            if (key.isEmpty()) {
                throw new VerificationException("malformed_header", "\"" + part + "\" is not key=value");
            }
            String value = part.substring(at + 1).trim();
            if (key.equals("t")) {
                if (!value.matches("[0-9]+")) {
                    throw new VerificationException("malformed_header", "t is not Unix time");
                }
                timestamp = value;
            } else if (key.equals("v1")) {
                signatures.add(value.getBytes(StandardCharsets.UTF_8));
            }
        }
        if (timestamp == null || signatures.isEmpty()) {
            throw new VerificationException("malformed_header", "no t or no v1");
        }

        byte[] expected = hmacSha256Hex(signingSecret, timestamp, rawBody);
        // While the signing secret is rolled, the header carries two v1 values:
        // one match is enough. MessageDigest.isEqual compares in constant time.
        boolean matches = false;
        for (byte[] signature : signatures) {
            matches = MessageDigest.isEqual(signature, expected) || matches;
        }
        if (!matches) {
            throw new VerificationException("signature_mismatch", "no v1 matches");
        }
        // Safe to parse: Ferrypay signed this t.
        if (Math.abs(nowSeconds - Long.parseLong(timestamp)) > TOLERANCE_SECONDS) {
            throw new VerificationException("timestamp_outside_tolerance", "signed more than 5 minutes from now");
        }
    }

    public static void verify(byte[] rawBody, String header, String signingSecret) throws VerificationException {
        verify(rawBody, header, signingSecret, System.currentTimeMillis() / 1000);
    }

    private static byte[] hmacSha256Hex(String secret, String timestamp, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            mac.update((timestamp + ".").getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder();
            for (byte b : mac.doFinal(body)) {
                hex.append(String.format("%02x", b));
            }
            return hex.toString().getBytes(StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Every Java runtime has HmacSHA256", e);
        }
    }
}
