import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Base64;

/**
 * Runs api/webhook-signature/FerrypaySignature.java on each delivery of the TSV
 * file that vectorsFile() in tests/unit/webhook-signature-samples.test.ts writes
 * (its format is described there), and prints "id<TAB>verdict" lines.
 */
public final class Harness {
    public static void main(String[] args) throws Exception {
        Base64.Decoder base64 = Base64.getDecoder();
        for (String line : Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8)) {
            String[] fields = line.split("\t", -1);
            String verdict = "valid";
            try {
                FerrypaySignature.verify(
                        base64.decode(fields[1]),
                        fields[2].equals("-") ? null : new String(base64.decode(fields[2]), StandardCharsets.UTF_8),
                        new String(base64.decode(fields[3]), StandardCharsets.UTF_8),
                        Long.parseLong(fields[4]));
            } catch (FerrypaySignature.VerificationException error) {
                verdict = error.reason;
            }
            System.out.println(fields[0] + "\t" + verdict);
        }
    }
}
