import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * JSONL in and out for the training scripts. Streaming, because the safety corpora are large enough
 * that holding every line and its parse at once would cost more memory than the encoding itself.
 */

/** One parsed JSONL line and where it came from, so a bad line can be reported precisely. */
export interface JsonlRecord {
  readonly value: unknown;
  readonly path: string;
  readonly line: number;
}

export async function* readJsonl(path: string): AsyncGenerator<JsonlRecord> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(`${path}:${line}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    yield { value, path, line };
  }
}

/** Writes lines with backpressure: encoded corpora can be hundreds of megabytes. */
export class JsonlWriter {
  private readonly stream;
  count = 0;

  constructor(path: string) {
    this.stream = createWriteStream(path, 'utf8');
  }

  async write(value: unknown): Promise<void> {
    this.count++;
    if (!this.stream.write(`${JSON.stringify(value)}\n`)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSONL record's field, or a loud failure naming the file and line. */
export function field(record: JsonlRecord, name: string): unknown {
  if (!isRecord(record.value)) throw new Error(`${where(record)}: expected a JSON object`);
  return record.value[name];
}

export function where(record: JsonlRecord): string {
  return `${record.path}:${record.line}`;
}

export function readJsonFile(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}
