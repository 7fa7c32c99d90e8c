/** Prints JSONL examples with their spans marked: [[PERSON:…]] / [[LOCATION:…]]. */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Row { text: string; spans: { start: number; end: number; label: string }[]; template: string; locale: string }
const { values, positionals } = parseArgs({ allowPositionals: true, options: { n: { type: 'string', default: '40' }, template: { type: 'string' }, every: { type: 'string', default: '1' } } });
const rows = readFileSync(positionals[0] ?? '', 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Row);
let shown = 0;
rows.forEach((row, i) => {
  if (shown >= Number(values.n) || i % Number(values.every) !== 0) return;
  if (values.template !== undefined && !row.template.includes(values.template)) return;
  let out = '';
  let at = 0;
  for (const s of row.spans) {
    out += row.text.slice(at, s.start) + `[[${s.label === 'PERSON' ? 'P' : 'L'}:${row.text.slice(s.start, s.end)}]]`;
    at = s.end;
  }
  out += row.text.slice(at);
  console.log(`--- ${row.template} (${row.locale})\n${out}`);
  shown++;
});
