import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';

const PRISM = path.resolve(import.meta.dirname, '../../node_modules/@stoplight/prism-cli/dist/index.js');

/** A port nothing listens on now: the system's choice for a socket that is closed at once. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });
}

export type PrismMock = {
  origin: string;
  /** Prism's own lines that report a request or response that breaks the document. */
  violations: () => string[];
  /** Every line Prism printed, for a failure's message. */
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * Stoplight Prism mocking an OpenAPI document on a free port of 127.0.0.1,
 * with `--errors`: a request that breaks the document gets an error answer
 * (422, or the security scheme's 401) instead of an example. Stopped by its PID.
 */
export async function startPrismMock(document: string): Promise<PrismMock> {
  const port = await freePort();
  const child = spawn(process.execPath, [PRISM, 'mock', '--host', '127.0.0.1', '--port', String(port), '--errors', document], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/Prism is listening on/.test(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`Prism stopped before it listened (${document}):\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    // A violation line reads "[VALIDATOR] ✖  error ..." or "⚠  warning ..." (a warning breaks nothing; an error does).
    violations: () => output.split('\n').filter((line) => /\[VALIDATOR\].*(✖|⚠)/.test(line)),
    log: () => output,
    stop: async () => {
      if (running) process.kill(child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
