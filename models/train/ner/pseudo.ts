/**
 * Made-up words: names, places and streets no list contains, and brands and code names that are
 * not entities. A name the model has never seen can only be recognised by its context and its
 * shape; these make sure the training data rewards exactly that, and (as brands) that a strange
 * capitalised word is not a name by itself. Training side only: the held-out set keeps real names.
 */
import { chance, int, pick, type Rng, weighted } from './rng.js';

const ONSETS = ['b', 'br', 'c', 'ch', 'd', 'dr', 'f', 'fr', 'g', 'gr', 'h', 'j', 'k', 'kr', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'sh', 'st', 't', 'tr', 'v', 'w', 'z', 'zh', 'th', 'bl', 'kl', 'sl', 'y', '', ''];
const VOWELS = ['a', 'a', 'e', 'e', 'i', 'o', 'o', 'u', 'ai', 'ei', 'ou', 'ia', 'io', 'y', 'ee', 'oa', 'é', 'ä', 'ö', 'ü', 'á', 'í'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'm', 'k', 'th', 'nd', 'rt', 'sk', 'x', 'v', 'z', 'ng'];

function syllable(r: Rng): string {
  return `${pick(r, ONSETS)}${pick(r, VOWELS)}${pick(r, CODAS)}`;
}

export function pseudoWord(r: Rng, min = 2, max = 3): string {
  let w = '';
  const n = int(r, min, max);
  for (let i = 0; i < n; i++) w += syllable(r);
  w = w.replace(/(.)\1\1+/gu, '$1$1');
  return w.charAt(0).toUpperCase() + w.slice(1);
}

export function pseudoFirst(r: Rng): string {
  return weighted(r, [[6, pseudoWord(r, 2, 3)], [1, `${pseudoWord(r, 1, 2)}-${pseudoWord(r, 1, 2)}`], [1, pseudoWord(r, 1, 1) + pick(r, ['a', 'o', 'ine', 'elle', 'an', 'ek', 'ir'])]]);
}

export function pseudoLast(r: Rng): string {
  const base = pseudoWord(r, 1, 3);
  return weighted(r, [
    [4, base],
    [4, `${base}${pick(r, ['son', 'sen', 'ez', 'ov', 'ova', 'ski', 'ska', 'ini', 'ides', 'ou', 'ić', 'man', 'er', 'ley', 'ton', 'berg', 'stein', 'escu', 'yan', 'oglu', 'ani', 'ek', 'wala', 'ito', 'aki'])}`],
    [1, `${pick(r, ["O'", 'Mc', 'Mac', "D'", 'Van ', 'de ', 'van der ', 'Al-', 'di ', 'von '])}${pseudoWord(r, 1, 2)}`],
    [1, `${base}-${pseudoWord(r, 1, 2)}`],
  ]);
}

export function pseudoCity(r: Rng): string {
  const base = pseudoWord(r, 1, 3);
  return weighted(r, [
    [3, base],
    [4, `${base}${pick(r, ['ville', 'burg', 'ton', 'field', 'stad', 'heim', 'polis', 'ford', 'mouth', 'grad', 'ia', 'ino', 'dorf', 'wick', 'by', 'holm', 'haven', 'pur', 'abad', 'ópolis'])}`],
    [1, `${pick(r, ['New ', 'San ', 'Port ', 'Saint-', 'Bad ', 'Nova ', 'El ', 'Fort ', 'Lake ', 'North '])}${base}`],
    [1, `${base} ${pick(r, ['Falls', 'Springs', 'Heights', 'Bay', 'on Sea', 'am See', 'sur Mer', 'Valley'])}`],
  ]);
}

export function pseudoStreet(r: Rng): string {
  return chance(r, 0.8) ? pseudoWord(r, 1, 3) : `${pseudoWord(r, 1, 2)} ${pseudoWord(r, 1, 2)}`;
}

/** A made-up brand, product or project name: never an entity. */
export function pseudoBrand(r: Rng): string {
  const w = pseudoWord(r, 2, 3);
  return weighted(r, [
    [3, w],
    [2, `${w}${pick(r, ['ify', 'ly', 'io', 'ix', 'ora', 'ex', 'on', 'a'])}`],
    [2, `${w} ${pick(r, ['Pro', 'Max', 'X', '3000', 'Cloud', 'Labs', 'AI', 'Plus', 'Mini', 'One', 'Studio', 'Go'])}`],
    [1, `${w} ${int(r, 2, 12)}`],
    [1, w.toUpperCase()],
  ]);
}
