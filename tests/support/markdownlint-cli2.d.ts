// markdownlint-cli2 ships no types: the part of its programmatic API that
// tests/postbuild/twins-markdownlint.test.ts calls (markdownlint-cli2.mjs, `main`).
declare module 'markdownlint-cli2' {
  export function main(params: {
    /** Where the globs are read from. */
    directory?: string;
    /** Globs, as on the command line. */
    argv?: string[];
    /** Options that win over any configuration file, such as `config`, the rules. */
    optionsOverride?: {config?: Record<string, unknown>};
    /** Loads no module named by a configuration file. */
    noImport?: boolean;
    logMessage?: (message: string) => void;
    /** Each finding, as `file:line[:column] rule/alias description`. */
    logError?: (message: string) => void;
  }): Promise<number>;
}
