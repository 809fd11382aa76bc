using System;
using System.Collections.Generic;
using System.Linq;
using System.Security.Cryptography;
using System.Text;
using System.Text.RegularExpressions;

namespace Ferrypay
{
    public sealed class SignatureVerificationException : Exception
    {
        // "malformed_header", "signature_mismatch" or "timestamp_outside_tolerance"
        public string Reason { get; }

        public SignatureVerificationException(string reason, string message) : base(message)
        {
            Reason = reason;
        }
    }

    public static class WebhookSignature
    {
        // How far the signing time may be from the time of receipt: 5 minutes.
        public const long ToleranceSeconds = 300;

        // Returns for a valid delivery, throws SignatureVerificationException otherwise.
        // rawBody: the request body exactly as received (ASP.NET Core: read Request.Body
        // into a MemoryStream before any JSON binding).
        // header: Request.Headers["Ferrypay-Signature"], null when it is missing.
        // receivedAt: the time of receipt, now by default.
        public static void Verify(byte[] rawBody, string header, string signingSecret, DateTimeOffset? receivedAt = null)
        {
            if (string.IsNullOrEmpty(header))
                throw new SignatureVerificationException("malformed_header", "no header");
            string timestamp = null;
            var signatures = new List<byte[]>();
            foreach (var part in header.Split(','))
            {
                int at = part.IndexOf('=');
                string key = at < 0 ? "" : part.Substring(0, at).Trim();
                if (key.Length == 0)
                    throw new SignatureVerificationException("malformed_header", $"\"{part}\" is not key=value");
                string value = part.Substring(at + 1).Trim();
                if (key == "t")
                {
                    if (!Regex.IsMatch(value, @"\A[0-9]+\z"))
                        throw new SignatureVerificationException("malformed_header", "t is not Unix time");
                    timestamp = value;
                }
                else if (key == "v1")
                {
                    signatures.Add(Encoding.UTF8.GetBytes(value));
                }
            }
            if (timestamp == null || signatures.Count == 0)
                throw new SignatureVerificationException("malformed_header", "no t or no v1");

            byte[] expected;
            using (var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(signingSecret)))
            {
                byte[] payload = Encoding.UTF8.GetBytes(timestamp + ".").Concat(rawBody).ToArray();
                string hex = BitConverter.ToString(hmac.ComputeHash(payload)).Replace("-", "").ToLowerInvariant();
                expected = Encoding.UTF8.GetBytes(hex);
            }
            // While the signing secret is rolled, the header carries two v1 values:
            // one match is enough. FixedTimeEquals compares in constant time.
            bool matches = false;
            foreach (var signature in signatures)
                matches = CryptographicOperations.FixedTimeEquals(signature, expected) || matches;
            if (!matches)
                throw new SignatureVerificationException("signature_mismatch", "no v1 matches");

            // Safe to parse: Ferrypay signed this t.
            long now = (receivedAt ?? DateTimeOffset.UtcNow).ToUnixTimeSeconds();
            if (Math.Abs(now - long.Parse(timestamp)) > ToleranceSeconds)
                throw new SignatureVerificationException("timestamp_outside_tolerance", "signed more than 5 minutes from now");
        }
    }
}
