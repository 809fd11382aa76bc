// Runs api/webhook-signature/verify.go on each delivery of the TSV file that
// vectorsFile() in tests/unit/webhook-signature-samples.test.ts writes (its
// format is described there), and prints "id<TAB>verdict" lines.
package main

import (
	"bufio"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"ferrypayharness/ferrypay"
)

func main() {
	file, err := os.Open(os.Args[1])
	if err != nil {
		panic(err)
	}
	lines := bufio.NewScanner(file)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	for lines.Scan() {
		fields := strings.Split(lines.Text(), "\t")
		body, _ := base64.StdEncoding.DecodeString(fields[1])
		// A missing header is "" in Go: what r.Header.Get returns for it.
		var header []byte
		if fields[2] != "-" {
			header, _ = base64.StdEncoding.DecodeString(fields[2])
		}
		secret, _ := base64.StdEncoding.DecodeString(fields[3])
		receivedAt, _ := strconv.ParseInt(fields[4], 10, 64)
		err := ferrypay.VerifySignature(body, string(header), string(secret), time.Unix(receivedAt, 0))
		verdict := "valid"
		switch {
		case errors.Is(err, ferrypay.ErrMalformedHeader):
			verdict = "malformed_header"
		case errors.Is(err, ferrypay.ErrSignatureMismatch):
			verdict = "signature_mismatch"
		case errors.Is(err, ferrypay.ErrTimestampOutsideTolerance):
			verdict = "timestamp_outside_tolerance"
		case err != nil:
			verdict = err.Error()
		}
		fmt.Printf("%s\t%s\n", fields[0], verdict)
	}
}
