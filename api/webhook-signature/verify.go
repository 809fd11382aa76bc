package ferrypay

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Tolerance is how far the signing time may be from the time of receipt.
const Tolerance = 5 * time.Minute

var (
	ErrMalformedHeader           = errors.New("malformed Ferrypay-Signature header")
	ErrSignatureMismatch         = errors.New("no v1 signature matches")
	ErrTimestampOutsideTolerance = errors.New("signed more than 5 minutes from now")
)

var unixSeconds = regexp.MustCompile(`^[0-9]+$`)

// VerifySignature returns nil for a valid delivery. rawBody is the request
// body exactly as received: io.ReadAll(r.Body), before any json.Unmarshal.
// header is r.Header.Get("Ferrypay-Signature"), "" when it is missing, and
// now the time of receipt: time.Now().
func VerifySignature(rawBody []byte, header, signingSecret string, now time.Time) error {
	if header == "" {
		return fmt.Errorf("%w: no header", ErrMalformedHeader)
	}
	var timestamp string
	var signedAt int64
	var signatures [][]byte
	for _, part := range strings.Split(header, ",") {
		key, value, found := strings.Cut(part, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !found || key == "" {
			return fmt.Errorf("%w: %q is not key=value", ErrMalformedHeader, part)
		}
		switch key {
		case "t":
			seconds, err := strconv.ParseInt(value, 10, 64)
			if err != nil || !unixSeconds.MatchString(value) {
				return fmt.Errorf("%w: t is not Unix time", ErrMalformedHeader)
			}
			timestamp, signedAt = value, seconds
		case "v1":
			signatures = append(signatures, []byte(value))
		}
	}
	if timestamp == "" || len(signatures) == 0 {
		return fmt.Errorf("%w: no t or no v1", ErrMalformedHeader)
	}

	mac := hmac.New(sha256.New, []byte(signingSecret))
	mac.Write([]byte(timestamp + "."))
	mac.Write(rawBody)
	expected := []byte(hex.EncodeToString(mac.Sum(nil)))
	// While the signing secret is rolled, the header carries two v1 values:
	// one match is enough. hmac.Equal compares in constant time.
	matches := false
	for _, signature := range signatures {
		matches = hmac.Equal(signature, expected) || matches
	}
	if !matches {
		return ErrSignatureMismatch
	}
	age := now.Sub(time.Unix(signedAt, 0))
	if age > Tolerance || age < -Tolerance {
		return ErrTimestampOutsideTolerance
	}
	return nil
}
