import { execFileSync } from 'node:child_process';

const root = new URL('../../', import.meta.url);
let built = false;

/**
 * The product as it ships: `npm run build`'s output (dist/), not the sources. Benchmarks run
 * under tsx, whose transform adds work to every closure the sources create (it keeps function
 * names); measured on 2 KB messages, the engine ran 12 % slower from src/ than from dist/.
 * `path` is a module under src/ or workers/, written as in an import from the project root
 * ("src/detection/pii-engine.js"); the type comes from the source module.
 */
export async function importCompiled<T>(path: string): Promise<T> {
  buildProduct();
  return (await import(new URL(`dist/${path}`, root).href)) as T;
}

/** `npm run build`, once per benchmark process: the gateway benchmarks start `dist/src/cli/main.js`. */
export function buildProduct(): void {
  if (built) return;
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  built = true;
}

/** The URL of a compiled module (a worker file). */
export const compiledUrl = (path: string): URL => new URL(`dist/${path}`, root);
