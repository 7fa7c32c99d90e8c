// Prints the RE2 and Abseil sources that node-re2 compiles (read from its binding.gyp, so this
// addon always builds the same RE2 version as the re2 package), as paths for binding.gyp.
// Usage (from binding.gyp): <!@(node native/re2-sources.mjs [win])
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

const root = dirname(createRequire(import.meta.url).resolve('re2/package.json'));
const gyp = readFileSync(join(root, 'binding.gyp'), 'utf8');
// The Windows-only sources sit in a "conditions" block after the main list.
const [main, conditions = ''] = gyp.split('"conditions"');
const from = process.argv[2] === 'win' ? conditions : main;
const sources = [...from.matchAll(/"(vendor\/[^"]+\.cc)"/g)].map((m) => m[1]);
const prefix = relative(process.cwd(), root).split(sep).join('/');
process.stdout.write(sources.map((s) => `${prefix}/${s}`).join('\n'));
