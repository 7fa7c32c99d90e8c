/**
 * Benign chat for the safety model's negatives: the tweets that dominate the toxicity data are
 * short and mostly offensive, so without ordinary short messages a model learns "short means
 * toxic" ("Done." scored TOXIC_CONTENT 0.96 before these rows were added). Sources: the NER
 * generator's chat, e-mail, form and prose texts (models/train/data/ner-*.jsonl, which
 * models/train/ner/run.sh writes first), and short replies combined from the lists below.
 * Every row is 0 for all five categories, `source: "veil-synthetic"`.
 *
 *   node --import tsx models/train/safety/benign-chat.ts --out models/train/data/safety-benign-chat.jsonl
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const CATEGORIES = ['TOXIC_CONTENT', 'HATE_SPEECH', 'SEXUAL_CONTENT', 'VIOLENCE', 'JAILBREAK'] as const;
const OPENERS = ['', 'OK', 'Ok,', 'Okay.', 'Sure.', 'Yes,', 'No,', 'Thanks!', 'Thank you.', 'Great,', 'Got it.', 'Perfect.', 'Sounds good.', 'Hi!', 'Hello,', 'Cool.', 'Noted.', 'Done.', 'Right,', 'Hmm,'];
const BODIES = [
  '', 'done', 'see you tomorrow', 'that works for me', 'I will check and get back to you', 'can you send it again?', 'the build passed', 'merged',
  'let me know if you need anything else', 'what time works for you?', 'I fixed the typo', 'it is on the shared drive', 'no worries', 'happy to help',
  'I am running five minutes late', 'could you summarise this in two lines?', 'please translate it into French', 'one more question', 'the tests are green',
  'I have updated the document', 'lunch at noon?', 'that makes sense', 'here is the updated version', 'can we move the call to Friday?', 'I agree', 'not yet',
  'the answer is 42', 'use a dictionary instead of a list', 'restart the server and try again', 'it returns null when the list is empty',
];
const CLOSERS = ['', '.', '!', ' :)', ' 👍', ' thanks', ', cheers.', '?'];

function hashSplit(text: string): 'train' | 'valid' {
  return (createHash('sha256').update(text).digest()[0] as number) < 26 ? 'valid' : 'train';
}

function shortReplies(): string[] {
  const out = new Set<string>();
  for (const opener of OPENERS) {
    for (const body of BODIES) {
      for (const closer of CLOSERS) {
        const text = `${opener} ${body}`.trim() + (body === '' ? '' : closer);
        if (text.trim() !== '') out.add(text.trim());
      }
    }
  }
  return [...out];
}

function nerTexts(paths: readonly string[], perFile: number): string[] {
  const texts: string[] = [];
  for (const path of paths) {
    const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '');
    // Every k-th line: spread over templates, deterministic.
    const step = Math.max(1, Math.floor(lines.length / perFile));
    for (let i = 0; i < lines.length && texts.length < perFile * paths.length; i += step) texts.push((JSON.parse(lines[i] as string) as { text: string }).text);
  }
  return texts;
}

const { values } = parseArgs({ options: { out: { type: 'string', default: 'models/train/data/safety-benign-chat.jsonl' }, 'ner-dir': { type: 'string', default: 'models/train/data' }, shorts: { type: 'string', default: '2500' }, chat: { type: 'string', default: '3000' } } });
const shorts = shortReplies();
const pickedShorts = shorts.filter((_, i) => i % Math.max(1, Math.floor(shorts.length / Number(values.shorts))) === 0);
const chat = nerTexts([`${values['ner-dir']}/ner-train.jsonl`], Number(values.chat));
const labels = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
const rows = [
  ...pickedShorts.map((text) => ({ text, subset: 'benign-short-reply' })),
  ...chat.map((text) => ({ text, subset: 'benign-chat' })),
].map(({ text, subset }, id) => ({ id: `benign-chat-${id}`, text, labels, source: 'veil-synthetic', subset, group: `veil-benign:${subset}:${id}`, split: hashSplit(text) }));
writeFileSync(values.out, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
console.log(`${rows.length} benign rows (${pickedShorts.length} short replies, ${chat.length} chat texts) → ${values.out}`);
