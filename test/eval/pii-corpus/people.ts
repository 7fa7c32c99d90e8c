/** Names, titles, greetings, closings and e-mail addresses, per locale. */
import type { LocaleId } from './schema.js';
import { chance, digits, type Gen, pick, weighted } from './random.js';

export type Sex = 'female' | 'male';

export interface Person {
  readonly first: string;
  readonly last: string;
  readonly full: string;
  readonly sex: Sex;
}

export function person(g: Gen): Person {
  const sex = pick<Sex>(g, ['female', 'male']);
  const first = g.f.person.firstName(sex);
  const last = g.f.person.lastName(sex);
  return { first, last, full: `${first} ${last}`, sex };
}

/** An English honorific; British usage often drops the period. The label never includes it. */
export function title(g: Gen, sex: Sex): string {
  const base = weighted(g, [
    [3, sex === 'female' ? pick(g, ['Mrs.', 'Ms.']) : 'Mr.'],
    [2, 'Dr.'],
    [1, 'Prof.'],
  ]);
  return g.locale === 'en_GB' && chance(g, 0.6) ? base.replace('.', '') : base;
}

const ENGLISH_CLOSINGS = [
  'Best regards,',
  'Kind regards,',
  'Regards,',
  'Thanks,',
  'Many thanks,',
  'Cheers,',
  'Sincerely,',
  'Best,',
  'Warm regards,',
  'Yours sincerely,',
  'Thanks in advance,',
  'All the best,',
];

const LOCAL_CLOSINGS: Record<LocaleId, readonly string[]> = {
  en_US: ENGLISH_CLOSINGS,
  en_GB: ENGLISH_CLOSINGS,
  de: ['Mit freundlichen Grüßen', 'Viele Grüße', 'Beste Grüße', 'Freundliche Grüße'],
  fr: ['Cordialement,', 'Bien à vous,', 'Bien cordialement,', 'Salutations distinguées,'],
  es: ['Saludos,', 'Un saludo,', 'Atentamente,', 'Un cordial saludo,'],
  it: ['Cordiali saluti,', 'Distinti saluti,', 'Saluti,', 'Un caro saluto,'],
  nl: ['Met vriendelijke groet,', 'Groeten,', 'Hartelijke groet,', 'Met vriendelijke groeten,'],
};

export function englishClosing(g: Gen): string {
  return pick(g, ENGLISH_CLOSINGS);
}

export function localClosing(g: Gen): string {
  return pick(g, LOCAL_CLOSINGS[g.locale]);
}

const FREE_MAIL: Record<LocaleId, readonly string[]> = {
  en_US: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'aol.com', 'comcast.net', 'proton.me'],
  en_GB: ['gmail.com', 'btinternet.com', 'hotmail.co.uk', 'outlook.com', 'yahoo.co.uk', 'sky.com'],
  de: ['gmx.de', 'web.de', 't-online.de', 'gmail.com', 'posteo.de', 'outlook.de'],
  fr: ['orange.fr', 'free.fr', 'gmail.com', 'laposte.net', 'sfr.fr', 'wanadoo.fr'],
  es: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net', 'outlook.es'],
  it: ['libero.it', 'gmail.com', 'virgilio.it', 'alice.it', 'tiscali.it'],
  nl: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl', 'xs4all.nl', 'planet.nl'],
};

/** Fictional employers (faker's company names are built from surnames, which would blur PERSON). */
export const COMPANIES = [
  'Acme Logistics',
  'Northwind Traders',
  'Contoso Health',
  'Globex Insurance',
  'Initech',
  'Umbrella Clinics',
  'Blue Harbor Bank',
  'Fabrikam Retail',
  'Tailspin Travel',
  'Wide World Importers',
  'Litware Labs',
  'Proseware Energy',
];

const COMPANY_DOMAINS = [
  'acme-logistics.com',
  'northwind.co.uk',
  'contoso-health.de',
  'globex.fr',
  'initech.io',
  'umbrella-clinics.es',
  'blueharborbank.it',
  'fabrikam.nl',
  'tailspin.travel',
  'mail.wideworldimporters.com',
  'litware.eu',
  'proseware.energy',
];

const EMAIL_SHAPE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Lowercase ASCII for a mailbox name: `Jörg O'Neil` → `jorgoneil`. */
function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function email(g: Gen, who: Person = person(g)): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = emailCandidate(g, who);
    if (EMAIL_SHAPE.test(candidate)) return candidate;
  }
  throw new Error(`no valid e-mail for ${who.full}`);
}

function emailCandidate(g: Gen, who: Person): string {
  const first = slug(who.first.split(' ')[0] ?? who.first);
  const last = slug(who.last);
  const local = weighted(g, [
    [4, `${first}.${last}`],
    [2, `${first.charAt(0)}${last}`],
    [1, `${first}_${last}`],
    [1, `${first}${last}${digits(g, 2)}`],
    [1, `${last}.${first}`],
    [1, `${first}.${last}+${pick(g, ['news', 'shop', 'work', 'bills'])}`],
    [1, `${first.charAt(0)}.${last}`],
  ]);
  const domain = weighted(g, [
    [5, pick(g, FREE_MAIL[g.locale])],
    [3, pick(g, COMPANY_DOMAINS)],
    [1, g.f.internet.domainName()],
  ]);
  const address = weighted(g, [
    [8, `${local}@${domain}`],
    [1, g.f.internet.email({ firstName: who.first, lastName: who.last })],
    [1, capitalizeLocal(`${local}@${domain}`)],
  ]);
  return address;
}

/** `john.smith@x.com` → `John.Smith@x.com`: people do type their addresses like this. */
function capitalizeLocal(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.replace(/(^|[._])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())}@${domain}`;
}
