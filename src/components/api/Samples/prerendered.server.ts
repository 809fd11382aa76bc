import type {ApiSampleSet, PrerenderedSamples} from '../../../config/apiSamples';
// Every grammar a sample can need, for the server's rendering only: the
// browser loads one when the reader first shows its sample (./load.ts).
import '../../../prism/bash';
import '../../../prism/javascript';
import '../../../prism/python';
import '../../../prism/php';
import '../../../prism/java';
import '../../../prism/go';
import '../../../prism/csharp';

declare global {
  interface ImportMeta {
    /** The bundler's context module (Rspack and webpack): every file of a folder, read when the bundle is built. */
    webpackContext(request: string, options: {recursive: boolean; regExp: RegExp}): {keys(): string[]; (key: string): unknown};
  }
}

/** Every operation's samples as plugins/api-reference published them (static/api-samples), in the server bundle. */
const files = import.meta.webpackContext('../../../../static/api-samples', {recursive: true, regExp: /\.json$/});

export const prerenderedSamples: PrerenderedSamples = (apiVersion, operation) => {
  const key = `./${apiVersion}/${operation}.json`;
  if (!files.keys().includes(key)) {
    throw new Error(
      `static/api-samples has no samples for the operation ${operation} of API ${apiVersion}: plugins/api-reference writes them as it generates the API pages.`,
    );
  }
  return files(key) as ApiSampleSet;
};
