/**
 * Personal data that is neither a name nor a place (IBANs, card numbers, phone numbers, national
 * ids, IPs, usernames…) and prose in German, French and Portuguese, whose capitalised nouns are
 * not names. Veil's pattern recognizers own these types; the NER model must leave them alone.
 */
import { allLocales } from '@faker-js/faker';
import { chance, digits, int, letters, pick, type Rng, weighted } from './rng.js';

const IBAN_SHAPES: readonly (readonly [string, number, string])[] = [
  ['DE', 18, 'n'], ['GB', 18, 'bank'], ['FR', 23, 'n'], ['ES', 20, 'n'], ['IT', 23, 'it'], ['NL', 14, 'nl'], ['BE', 12, 'n'],
  ['AT', 16, 'n'], ['CH', 17, 'n'], ['IE', 18, 'bank'], ['PL', 24, 'n'], ['PT', 21, 'n'], ['LU', 16, 'n'], ['SE', 20, 'n'],
];

export function iban(r: Rng): string {
  const [cc, len, kind] = pick(r, IBAN_SHAPES);
  const body = kind === 'bank' ? `${letters(r, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${digits(r, len - 4)}` : kind === 'nl' ? `${letters(r, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${digits(r, len - 4)}` : kind === 'it' ? `${letters(r, 1)}${digits(r, len - 1)}` : digits(r, len);
  const raw = `${cc}${digits(r, 2)}${body}`;
  const grouped = chance(r, 0.6) ? raw.replace(/(.{4})/gu, '$1 ').trim() : raw;
  return chance(r, 0.05) ? grouped.toLowerCase() : grouped;
}

export function card(r: Rng): string {
  const n = `${pick(r, ['4', '51', '52', '55', '37', '6011', '35'])}`;
  const amex = n === '37';
  const full = n + digits(r, (amex ? 15 : 16) - n.length);
  const sep = pick(r, [' ', '-', '', ' ']);
  return amex ? `${full.slice(0, 4)}${sep}${full.slice(4, 10)}${sep}${full.slice(10)}` : full.replace(/(\d{4})(?=\d)/gu, `$1${sep}`);
}

export function phoneAny(r: Rng): string {
  return weighted(r, [
    [2, `(${int(r, 201, 989)}) ${int(r, 200, 999)}-${digits(r, 4)}`],
    [1, `${int(r, 201, 989)}.${int(r, 200, 999)}.${digits(r, 4)}`],
    [1, `+1 ${int(r, 201, 989)} ${int(r, 200, 999)} ${digits(r, 4)}`],
    [2, `07${digits(r, 3)} ${digits(r, 6)}`],
    [1, `+44 ${int(r, 20, 79)} ${digits(r, 4)} ${digits(r, 4)}`],
    [2, `01${int(r, 50, 79)} ${digits(r, 7)}`],
    [1, `0${int(r, 30, 89)}/${digits(r, 7)}`],
    [1, `+49 ${int(r, 150, 179)} ${digits(r, 7)}`],
    [2, `0${int(r, 6, 7)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`],
    [1, `+33 ${int(r, 1, 7)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`],
    [1, `${int(r, 6, 7)}${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`],
    [1, `+34 ${int(r, 600, 799)} ${digits(r, 3)} ${digits(r, 3)}`],
    [1, `3${digits(r, 2)} ${digits(r, 3)} ${digits(r, 4)}`],
    [1, `06-${digits(r, 8)}`],
    [1, `0031 6 ${digits(r, 8)}`],
    [1, `+91 ${int(r, 70000, 99999)} ${digits(r, 5)}`],
    [1, `00${int(r, 30, 49)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 4)}`],
  ]);
}

export function otherId(r: Rng): [string, string] {
  return weighted(r, [
    [3, ['IBAN', iban(r)]],
    [3, ['card', card(r)]],
    [3, ['phone', phoneAny(r)]],
    [1, ['SSN', `${int(r, 100, 899)}-${digits(r, 2)}-${digits(r, 4)}`]],
    [1, ['NHS number', `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 4)}`]],
    [1, ['IP', `${int(r, 1, 223)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}`]],
    [1, ['IPv6', `2001:db8:${int(r, 0, 65535).toString(16)}::${int(r, 1, 65535).toString(16)}`]],
    [1, ['MAC', Array.from({ length: 6 }, () => int(r, 0, 255).toString(16).padStart(2, '0')).join(':')]],
    [1, ['UUID', `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`]],
    [1, ['MRN', `${pick(r, ['', 'MRN-', 'PT-'])}${digits(r, int(r, 7, 10))}`]],
    [1, ['date of birth', `${String(int(r, 1, 28)).padStart(2, '0')}/${String(int(r, 1, 12)).padStart(2, '0')}/${int(r, 1940, 2010)}`]],
    [1, ['sort code', `${digits(r, 2)}-${digits(r, 2)}-${digits(r, 2)}`]],
    [1, ['account number', digits(r, int(r, 8, 12))]],
    [1, ['passport', `${letters(r, 2)}${digits(r, 7)}`]],
    [1, ['licence plate', `${letters(r, 2)}${digits(r, 2)} ${letters(r, 3)}`]],
    [1, ['username', `${pick(r, ['cool', 'dark', 'happy', 'the', 'mr', 'ms', 'real', 'x'])}${pick(r, ['cat', 'coder', 'rider', 'gamer', 'fox', 'wolf', 'panda', 'ninja'])}${digits(r, int(r, 0, 4))}`]],
    [1, ['tracking number', `1Z${letters(r, 6, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}${digits(r, 10)}`]],
    [1, ['VAT number', `${pick(r, ['DE', 'FR', 'GB', 'NL', 'IT'])}${digits(r, 9)}`]],
  ]);
}

function hex(r: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdef'[int(r, 0, 15)];
  return s;
}

/** A sentence carrying one such value, in the text's language. */
export function otherIdSentence(r: Rng, lang: string): string {
  const [kind, value] = otherId(r);
  switch (lang) {
    case 'de':
      return pick(r, [`Meine ${kind === 'phone' ? 'Telefonnummer' : kind} ist ${value}.`, `Rückfragen gerne an ${phoneAny(r)}.`, `Telefonisch bin ich unter ${phoneAny(r)} erreichbar.`, `Bitte auf ${iban(r)} überweisen.`, `Kundennummer ${digits(r, 8)}.`]);
    case 'fr':
      return pick(r, [`Mon numéro est le ${phoneAny(r)}.`, `Mon IBAN : ${iban(r)}.`, `Vous pouvez me joindre au ${phoneAny(r)}.`, `Référence client ${digits(r, 8)}.`]);
    case 'es':
      return pick(r, [`Mi móvil es ${phoneAny(r)}.`, `Mi IBAN es ${iban(r)}.`, `Pueden llamarme al ${phoneAny(r)}.`, `Número de cliente ${digits(r, 8)}.`]);
    case 'it':
      return pick(r, [`Il mio cellulare è ${phoneAny(r)}.`, `IBAN: ${iban(r)}.`, `Potete chiamarmi al ${phoneAny(r)}.`]);
    case 'nl':
      return pick(r, [`Mijn nummer is ${phoneAny(r)}.`, `IBAN: ${iban(r)}.`, `Bel me gerust op ${phoneAny(r)}.`]);
    default:
      return pick(r, [
        `My ${kind} is ${value}.`, `${kind}: ${value}`, `please use ${kind} ${value}.`, `The ${kind} on file is ${value}.`,
        `Can you check ${value}?`, `I entered ${value} but it was rejected.`, `Send the refund to ${iban(r)}.`, `You can reach me at ${phoneAny(r)}.`,
        `Charge it to ${card(r)}.`, `Logged in from ${value}.`,
      ]);
  }
}

// ---------------------------------------------------------------------------------------------
// Prose in other languages.

const de = (allLocales.de as unknown as { word?: Record<string, string[] | undefined> }).word ?? {};
const fr = (allLocales.fr as unknown as { word?: Record<string, string[] | undefined> }).word ?? {};
const pt = (allLocales.pt_BR as unknown as { word?: Record<string, string[] | undefined> }).word ?? {};
/** Words left out of generated prose (faker's lists include medical and sexual terms). */
const AVOID = /^(vagina|penis|abtreibung|aids|sex|prostitution|vergewaltigung|selbstmord|suizid|nazi|drogen|kokain|heroin)/iu;
const DE_NOUNS = (de['noun'] ?? []).filter((n) => /^[A-ZÄÖÜ][a-zäöüß]+$/u.test(n) && !AVOID.test(n));
const DE_ADJ = de['adjective'] ?? [];
const DE_VERBS = de['verb'] ?? [];
const FR_VERBS = fr['verb'] ?? [];
const FR_ADJ = fr['adjective'] ?? [];
const FR_NOUNS = fr['noun'] ?? [];
const PT_NOUNS = pt['noun'] ?? [];
const PT_ADJ = pt['adjective'] ?? [];
const PT_VERBS = pt['verb'] ?? [];

export function foreignSentence(r: Rng, lang: string): string {
  if (lang === 'de' && DE_NOUNS.length > 0) {
    const n = (): string => pick(r, DE_NOUNS);
    return pick(r, [
      `Die ${n()} ist ${pick(r, DE_ADJ)}.`, `Bei ${n()} und ${n()} bitte ${pick(r, DE_VERBS)}.`, `${n()} und ${n()} sind heute ${pick(r, DE_ADJ)}.`,
      `Wir müssen die ${n()} bis Freitag ${pick(r, DE_VERBS)}.`, `Das Thema ${n()} ist ${pick(r, DE_ADJ)}.`, `Bei Fragen zur ${n()} einfach melden.`,
      `Ich finde die ${n()} ${pick(r, DE_ADJ)}.`, `Können Sie die ${n()} ${pick(r, DE_VERBS)}?`, `Vielen Dank für die ${n()}!`,
    ]);
  }
  if (lang === 'fr' && FR_VERBS.length > 0) {
    return pick(r, [`Il faut ${pick(r, FR_VERBS)} le dossier.`, `Le ${pick(r, FR_NOUNS)} est ${pick(r, FR_ADJ)}.`, `Merci de ${pick(r, FR_VERBS)} avant vendredi.`, `Pour toute question, n'hésitez pas.`]);
  }
  if (lang === 'pt' && PT_NOUNS.length > 0) {
    return pick(r, [`O ${pick(r, PT_NOUNS)} está ${pick(r, PT_ADJ)}.`, `Precisamos ${pick(r, PT_VERBS)} o ${pick(r, PT_NOUNS)}.`, `Qualquer dúvida, estou à disposição.`]);
  }
  return '';
}
