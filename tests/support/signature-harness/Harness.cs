// Runs api/webhook-signature/FerrypaySignature.cs on each delivery of the TSV
// file that vectorsFile() in tests/unit/webhook-signature-samples.test.ts
// writes (its format is described there), and prints "id<TAB>verdict" lines.
using System;
using System.IO;
using System.Text;
using Ferrypay;

public static class Harness
{
    public static void Main(string[] args)
    {
        foreach (var line in File.ReadAllLines(args[0], Encoding.UTF8))
        {
            var fields = line.Split('\t');
            var verdict = "valid";
            try
            {
                WebhookSignature.Verify(
                    Convert.FromBase64String(fields[1]),
                    fields[2] == "-" ? null : Encoding.UTF8.GetString(Convert.FromBase64String(fields[2])),
                    Encoding.UTF8.GetString(Convert.FromBase64String(fields[3])),
                    DateTimeOffset.FromUnixTimeSeconds(long.Parse(fields[4])));
            }
            catch (SignatureVerificationException error)
            {
                verdict = error.Reason;
            }
            Console.WriteLine(fields[0] + "\t" + verdict);
        }
    }
}
