/**
 * Templates built from open vocabulary (lexicon.ts): prose, headings and forms with thousands of
 * different words around the entities, and cities in many contexts that do not place anyone. They
 * teach the cue, not the template.
 */
import { join, loc, type Seg, t } from './build.js';
import { RELATIONS } from './chat.js';
import { adjective, cap, fieldLabel, fieldValue, heading, noun, prose, sentence, verb } from './lexicon.js';
import { otherIdSentence } from './other-pii.js';
import type { Country } from './pools.js';
import { chance, int, pick, shuffle, weighted } from './rng.js';
import { o, opt, os, type Template } from './template.js';
import {
  addr, address, addressText, CASUAL, city, cityText, COMPANIES, COUNTRY_NAMES, type Ctx, date, email, FULL_ONLY, FULLISH, month, name,
  person, phone, PRODUCTS, titled, weekday,
} from './values.js';

const anyCountry = (c: Ctx): Country => pick(c.r, ['US', 'UK', 'DE', 'FR', 'ES', 'IT', 'NL', 'CA', 'AU', 'IN', 'IE', 'PL', 'BR', 'SE', 'TR', 'MX', 'PT', 'AT', 'CH'] as const);
const someCity = (c: Ctx): string => cityText(c, chance(c.r, 0.6) ? c.country : anyCountry(c), chance(c.r, 0.6) ? 'city' : 'world');

/** Cities that place no one: weather, news, sport, travel facts, offices, events. */
const CITY_FRAMES: readonly ((c: Ctx, a: string, b: string) => string)[] = [
  (c, a) => `Weather in ${a} ${os(c, 'this weekend', 'tomorrow', 'in ' + month(c))}?`,
  (c, a) => `Forecast for ${a}: ${os(c, 'sunny', 'light rain', 'cloudy', 'storms')}, ${int(c.r, -5, 35)} degrees.`,
  (c, a, b) => `${a} beat ${b} ${int(c.r, 0, 5)}-${int(c.r, 0, 5)} last night.`,
  (c, a) => `The ${a} marathon is in ${month(c)}.`,
  (c, a, b) => `How much is a train ticket from ${a} to ${b}?`,
  (c, a) => `Top ${int(c.r, 3, 20)} things to do in ${a}.`,
  (c, a) => `Is ${a} safe for tourists?`,
  (c, a) => `The ${a} office is closed on ${weekday(c)}.`,
  (c, a) => `${a}-based startup ${pick(c.r, COMPANIES)} raised ${int(c.r, 2, 90)} million.`,
  (c, a) => `Rent prices in ${a} rose ${int(c.r, 2, 15)}% this year.`,
  (c, a) => `The mayor of ${a} announced a new ${noun(c.r)} plan.`,
  (c, a) => `${a} is famous for its ${noun(c.r)}.`,
  (c, a, b) => `What's the time difference between ${a} and ${b}?`,
  (c, a) => `The conference will be held in ${a} next year.`,
  (c, a) => `${pick(c.r, COMPANIES)} opened a warehouse in ${a}.`,
  (c, a) => `Flights to ${a} were cancelled because of fog.`,
  (c, a) => `The last train to ${a} leaves at ${int(c.r, 5, 11)} pm.`,
  (c, a) => `I just finished a novel set in ${a}.`,
  (c, a) => `The ${a} ${os(c, 'Symphony Orchestra', 'city council', 'public library', 'zoo', 'airport', 'football club', 'university')} ${os(c, 'announced', 'cancelled', 'postponed', 'celebrated')} ${os(c, 'a new season', 'the event', 'its anniversary', 'the plan')}.`,
  (c, a) => `Population of ${a} in ${int(c.r, 1900, 2024)}?`,
  (c, a, b) => `${a} or ${b} for a city break?`,
  (c, a) => `Best time of year to visit ${a}?`,
  (c, a) => `Average salary in ${a} for a ${noun(c.r)} technician?`,
  (c, a) => `${a} hosted the ${os(c, 'Olympics', 'World Cup final', 'summit', 'festival', 'expo')} in ${int(c.r, 1950, 2024)}.`,
  (c, a) => `Which museums in ${a} are free?`,
  (c, a) => `Universities in ${a} with good ${noun(c.r)} programs?`,
  (c, a) => `Why is ${a} called the city of ${plural(noun(c.r))}?`,
  (c, a) => `Crime rate in ${a} compared to the national average.`,
  (c, a) => `The ${a} branch of ${pick(c.r, COMPANIES)} has ${int(c.r, 5, 500)} employees.`,
  (c, a) => `Traffic in ${a} is terrible on ${weekday(c)}s.`,
  (c, a) => `In ${int(c.r, 1200, 2000)}, ${a} was ${os(c, 'rebuilt', 'founded', 'besieged', 'flooded', 'a trading hub')}.`,
  (c, a) => `Write a haiku about ${a} in ${os(c, 'winter', 'spring', 'the rain')}.`,
  (c, a) => `Translate "${a} is beautiful" into ${os(c, 'French', 'German', 'Spanish', 'Japanese')}.`,
  (c, a) => `Air quality in ${a}: ${os(c, 'good', 'moderate', 'poor')}.`,
  (c, a, b) => `Distance from ${a} to ${b} by car?`,
  (c, a) => `A ${noun(c.r)} festival takes place in ${a} every ${month(c)}.`,
  (c, a) => `The ${a} ${os(c, 'Times', 'Herald', 'Gazette', 'Post', 'Tribune', 'Chronicle')} published the story.`,
  (c, a) => `${a} ${os(c, 'United', 'City', 'Rovers', 'Athletic', 'FC')} signed a new striker.`,
  (c, a) => `Map of ${a} ${os(c, 'metro', 'bike lanes', 'districts')}.`,
  (c, a) => `${cap(noun(c.r))} prices in ${a} vs ${pick(c.r, COUNTRY_NAMES[anyCountry(c)])}.`,
];

function plural(n: string): string {
  return /(s|x|ch|sh)$/u.test(n) ? `${n}es` : `${n}s`;
}

/** Where a person lives, is, or wants things sent: the cue before the place. */
const PLACE_CUES: readonly ((c: Ctx, who: Seg) => Seg)[] = [
  (c) => t`${os(c, 'I live in', 'I live near', "I'm living in", 'I reside in', 'We live in', 'we are based in', "I'm based out of", 'I am located in')}`,
  (c) => t`${os(c, 'I just moved to', 'we moved to', "I'm moving to", 'we are relocating to', 'my family moved to', 'I recently relocated to')}`,
  (c) => t`${os(c, "I'm from", 'I am originally from', 'I grew up in', 'I was born and raised in', 'I come from')}`,
  (c) => t`${os(c, "I'm currently in", 'right now I am in', "I'm staying in", "I'm stuck in", 'I am writing from', 'greetings from', 'here in', 'I am currently visiting')}`,
  (c, who) => t`${who} ${os(c, 'lives in', 'lives near', 'moved to', 'is from', 'grew up in', 'is staying in', 'is currently in', 'now lives in', 'is based in', 'resides in')}`,
  (c, who) => t`${who}'s ${os(c, 'home is in', 'house is in', 'flat is in', 'apartment is in', 'family lives in')}`,
  (c) => t`${os(c, 'please ship it to', 'send the parcel to', 'can you deliver to', 'the order goes to', 'mail it to', 'ship to', 'forward the letter to', 'send the package to')}`,
  (c) => t`${os(c, 'my parents live in', 'my sister lives in', 'my kids live in', 'my grandmother lives in', 'my partner lives in')}`,
  (c) => t`${os(c, "I'm a nurse in", 'I teach in', 'I work as a driver in', 'I run a small shop in', "I'm a student in")}`,
];

export const WILD: Template[] = [
  { id: 'neg-prose', kind: 'neg', lang: 'en', weight: 5, make: (c) => t`${prose(c.r, 1, 4)}` },
  {
    id: 'neg-heading-doc', kind: 'neg', lang: 'en', weight: 3, noCase: true,
    make: (c) => {
      const bullets = Array.from({ length: int(c.r, 0, 4) }, () => `${pick(c.r, ['- ', '* ', '• '])}${chance(c.r, 0.5) ? heading(c.r) : sentence(c.r)}`);
      return t`${o(c, '', '# ', '## ', '**')}${heading(c.r)}${opt(c, 0.3, '**')}\n${prose(c.r, 1, 3)}${bullets.length > 0 ? `\n${bullets.join('\n')}` : ''}`;
    },
  },
  {
    id: 'neg-random-form', kind: 'neg', lang: 'en', weight: 3, noCase: true,
    make: (c) => {
      const n = int(c.r, 2, 7);
      const sep = os(c, ': ', ': ', ' - ', ':\t', ' = ');
      return t`${opt(c, 0.5, `${heading(c.r)}\n`)}${Array.from({ length: n }, () => `${fieldLabel(c.r)}${sep}${fieldValue(c.r)}`).join(os(c, '\n', '\n', ' | ', '; '))}`;
    },
  },
  {
    id: 'neg-city-frames', kind: 'neg', lang: 'en', weight: 6,
    make: (c) => t`${opt(c, 0.3, `${sentence(c.r)} `)}${pick(c.r, CITY_FRAMES)(c, someCity(c), someCity(c))}${opt(c, 0.3, ` ${sentence(c.r)}`)}`,
  },
  {
    id: 'neg-table', kind: 'neg', lang: 'en', weight: 1, noCase: true,
    make: (c) => {
      const rows = Array.from({ length: int(c.r, 1, 4) }, () => `| ${cap(adjective(c.r))} ${noun(c.r)} | ${fieldValue(c.r)} | ${int(c.r, 1, 999)} |`);
      return t`| ${heading(c.r)} | ${fieldLabel(c.r)} | Qty |\n|---|---|---|\n${rows.join('\n')}`;
    },
  },
  {
    id: 'neg-other-pii', kind: 'neg', lang: 'en', weight: 6,
    make: (c) => t`${opt(c, 0.4, `${sentence(c.r)} `)}${Array.from({ length: int(c.r, 1, 3) }, () => otherIdSentence(c.r, 'en')).join(' ')}${opt(c, 0.3, ` ${sentence(c.r)}`)}`,
  },
  {
    id: 'mixed-pii', kind: 'pos', lang: 'en', weight: 4,
    make: (c) => {
      const p = person(c);
      const parts: Seg[] = [
        t`${os(c, 'My name is', "I'm", 'This is', 'Name:')} ${name(c, p, FULLISH)}.`,
        t`${otherIdSentence(c.r, 'en')}`,
      ];
      if (chance(c.r, 0.6)) parts.push(chance(c.r, 0.5) ? t`${os(c, 'I live at', 'Address:', 'Ship to', 'My address is')} ${addr(c)}.` : t`${os(c, 'I live in', "I'm based in", 'I moved to')} ${city(c)}.`);
      if (chance(c.r, 0.5)) parts.push(t`${otherIdSentence(c.r, 'en')}`);
      if (chance(c.r, 0.3)) parts.push(t`${email(c, p)}`);
      return join([parts[0], ...shuffle(c.r, parts.slice(1))], os(c, ' ', '\n', ' ', ' | '));
    },
  },
  {
    id: 'prose-person', kind: 'pos', lang: 'en', weight: 5,
    make: (c) => {
      const p = person(c);
      const nm = (): Seg => name(c, p, FULLISH);
      const core = pick(c.r, [
        () => t`${nm()} will ${verb(c.r)} the ${adjective(c.r)} ${noun(c.r)} ${os(c, 'tomorrow', 'next week', 'today', 'after lunch', 'on ' + weekday(c))}.`,
        () => t`Thanks to ${nm()} for the ${adjective(c.r)} ${noun(c.r)}!`,
        () => t`I met ${nm()} at the ${noun(c.r)} ${os(c, 'yesterday', 'last week', 'on Saturday', 'years ago')}.`,
        () => t`${nm()} said the ${noun(c.r)} is ${adjective(c.r)}.`,
        () => t`Ask ${nm()} about the ${noun(c.r)}.`,
        () => t`According to ${nm()}, the ${plural(noun(c.r))} are ${adjective(c.r)}.`,
        () => t`${cap(noun(c.r))} ${os(c, 'owner', 'lead', 'contact', 'approver', 'reviewer')}: ${nm()}.`,
        () => t`${nm()} (${pick(c.r, ['QA', 'HR', 'IT', 'finance', 'legal', 'ops'])}) ${os(c, 'approved', 'rejected', 'updated', 'reviewed')} the ${noun(c.r)}.`,
        () => t`I need to ${verb(c.r)} ${nm()}'s ${noun(c.r)} before ${weekday(c)}.`,
        () => t`My ${pick(c.r, RELATIONS)} ${nm()} ${os(c, 'loves', 'hates', 'collects', 'sells', 'fixes')} ${plural(noun(c.r))}.`,
        () => t`${titled(c, p)} ${os(c, 'will review', 'has approved', 'asked about', 'is handling')} the ${noun(c.r)}.`,
        () => t`Did ${nm()} ${verb(c.r)} the ${noun(c.r)}?`,
        () => t`"${sentence(c.r)}" - ${nm()}`,
        () => t`${nm()}: ${sentence(c.r)}`,
        () => t`With ${nm()} and ${name(c, person(c), CASUAL)} we ${os(c, 'finished', 'started', 'planned', 'cancelled')} the ${noun(c.r)}.`,
        () => t`${os(c, 'This is', 'this is', 'Hi, this is', 'Hello, it is', "It's")} ${nm()} ${os(c, 'speaking', 'calling', 'from the ' + noun(c.r) + ' team', 'here', 'again', 'writing about the ' + noun(c.r))}.`,
        () => t`${os(c, "I'm", 'I am', 'My name is', 'Call me')} ${nm()}, ${os(c, 'your', 'the', 'a')} ${os(c, 'driver', 'host', 'nurse', 'new neighbour', 'account manager', 'tutor', 'landlord', 'technician', 'coach', 'agent')}${os(c, '.', '!', ' for today.')}`,
        () => t`${os(c, 'Message for', 'Note to', 'Attention:', 'For the attention of', 'Addressed to', 'Hand this to')} ${nm()}${os(c, '.', ':', ' -')} ${sentence(c.r)}`,
        () => t`${nm()} ${os(c, 'called', 'rang', 'stopped by', 'emailed', 'texted')} ${os(c, 'about the', 'regarding the', 'to ask about the')} ${noun(c.r)}.`,
        () => t`${os(c, 'Signed', 'Approved by', 'Prepared by', 'Written by', 'Checked by', 'Sent by')}: ${nm()}`,
      ])();
      return t`${opt(c, 0.5, `${prose(c.r, 1, 2)} `)}${core}${opt(c, 0.5, ` ${prose(c.r, 1, 2)}`)}`;
    },
  },
  {
    id: 'prose-place', kind: 'pos', lang: 'en', weight: 5,
    make: (c) => {
      const who = name(c, person(c), CASUAL);
      const cue = pick(c.r, PLACE_CUES)(c, who);
      const place = chance(c.r, 0.75) ? city(c) : addr(c);
      return t`${opt(c, 0.5, `${prose(c.r, 1, 2)} `)}${cue} ${place}${os(c, '.', ',', ' and', ' so', '!')} ${prose(c.r, 1, 2)}`;
    },
  },
  {
    id: 'form-generic', kind: 'pos', lang: 'en', weight: 5, noCase: true,
    make: (c) => {
      const p = person(c);
      const sep = os(c, ': ', ': ', ':\t', ' - ', ': ');
      const pii: Seg[] = [
        t`${os(c, 'Name', 'Full name', 'Applicant', 'Tenant', 'Driver', 'Recipient', 'Insured', 'Policy holder', 'Witness', 'Guest', 'Passenger', 'Patient', 'Employee', 'Beneficiary', 'Account owner', 'Primary contact', 'Submitted by', 'Reported by', 'Customer', 'Student', 'Parent/guardian', 'Owner', 'Signed', 'Member', 'Attendee', 'Requester', 'Caller', 'Client', 'Claimant')}${sep}${name(c, p, [[70, 'full'], [12, 'lastFirst'], [10, 'middleInitial'], [8, 'middle']])}`,
      ];
      const a = address(c);
      const addrLabel = os(c, 'Address', 'Home address', 'Current address', 'Previous address', 'Mailing address', 'Postal address', 'Delivery address', 'Billing address', 'Property address', 'Location of incident', 'Incident address', 'Pickup address', 'Service address', 'Residence', 'Permanent address', 'Correspondence address');
      pii.push(chance(c.r, 0.25) ? t`${addrLabel}:\n${loc(addressText(c, a, 'multiline'))}` : t`${addrLabel}${sep}${loc(addressText(c, a, pick(c.r, ['full', 'full', 'country', 'streetCity', 'street'] as const)))}`);
      if (chance(c.r, 0.3)) pii.push(t`${os(c, 'City', 'Town', 'City of residence', 'Hometown', 'Place of residence')}${sep}${city(c, c.country, 'city')}`);
      if (chance(c.r, 0.3)) pii.push(t`${os(c, 'Emergency contact', 'Next of kin', 'Second applicant', 'Co-signer', 'Supervisor', 'Manager', 'Referee')}${sep}${name(c, person(c), FULL_ONLY)}`);
      const other = Array.from({ length: int(c.r, 1, 5) }, () => t`${fieldLabel(c.r)}${sep}${chance(c.r, 0.2) ? phone(c) : chance(c.r, 0.15) ? email(c, p) : chance(c.r, 0.15) ? date(c) : fieldValue(c.r)}`);
      const fields = shuffle(c.r, [...pii, ...other]);
      return t`${opt(c, 0.6, `${heading(c.r)}\n`)}${join(fields, '\n')}`;
    },
  },
  {
    id: 'heading-letter', kind: 'pos', lang: 'en', weight: 2, noCase: true,
    make: (c) => {
      const me = person(c);
      return t`${heading(c.r)}\n\n${o(c, t`Dear ${titled(c)},`, t`Hi ${name(c, person(c), CASUAL)},`, 'Dear team,')}\n\n${prose(c.r, 1, 3)}\n\n${os(c, 'Regards,', 'Thanks,', 'Best,', 'Sincerely,')}\n${name(c, me, FULL_ONLY)}\n${o(c, pick(c.r, COMPANIES), addr(c, c.country, [[1, 'multiline']]), phone(c), heading(c.r))}`;
    },
  },
  {
    id: 'mixed-list', kind: 'pos', lang: 'en', weight: 2, noCase: true,
    make: (c) => {
      const items = Array.from({ length: int(c.r, 2, 6) }, () => weighted(c.r, [
        [3, t`${name(c, person(c), FULLISH)}`],
        [3, t`${heading(c.r)}`],
        [1, t`${pick(c.r, PRODUCTS)}`],
        [1, t`${pick(c.r, COMPANIES)}`],
      ] as const));
      return t`${heading(c.r)}:\n${join(items.map((x) => t`${os(c, '- ', '* ', '')}${x}`), '\n')}`;
    },
  },
];
