/** Templates used only in the held-out set: shapes the model never trains on. */
import { join, loc, per, t } from './build.js';
import { RELATIONS } from './chat.js';
import { chance, int, pick } from './rng.js';
import { o, opt, type Template } from './template.js';
import { addr, address, CASUAL, city, COMPANIES, date, email, FULL_ONLY, name, nameText, orderNo, person, phone, time, titled } from './values.js';

export const HELDOUT_ONLY: Template[] = [
  {
    id: 'ho-voicemail', kind: 'pos', lang: 'en', heldout: true,
    make: (c) => {
      const caller = person(c);
      return t`Voicemail transcript (${time(c)}): "Hi, this message is for ${name(c, person(c), FULL_ONLY)}. This is ${name(c, caller, CASUAL)} calling from ${pick(c.r, COMPANIES)} about ${o(c, 'your appointment', 'the quote you requested', 'your claim')}. Please call me back at ${phone(c)}. Thanks, bye." ${o(c, 'Summarize this.', 'What do they want?', '')}`;
    },
  },
  {
    id: 'ho-incident-report', kind: 'pos', lang: 'en', heldout: true, noCase: true,
    make: (c) => t`INCIDENT REPORT ${orderNo(c)}\nReporting party: ${name(c, person(c), FULL_ONLY)}\nLocation of incident: ${addr(c, c.country, [[3, 'full'], [1, 'street']])}\nWitness: ${name(c, person(c), FULL_ONLY)}\nNarrative: At approximately ${time(c)} the reporting party observed ${o(c, 'a vehicle blocking the driveway', 'water leaking from the ceiling', 'a broken window')}. ${o(c, 'Officer', 'Inspector', 'Adjuster')} ${per(nameText(c, person(c), 'last'))} attended.`,
  },
  {
    id: 'ho-rsvp', kind: 'pos', lang: 'en', heldout: true,
    make: (c) => t`RSVP: ${name(c, person(c), FULL_ONLY)} ${o(c, '+1', 'and guest', '')} - ${o(c, 'attending', 'not attending', 'maybe')}. ${o(c, 'Dietary needs: vegetarian.', t`Will drive up from ${city(c)}, where we live now.`, t`We are in ${city(c)} until June.`)} ${o(c, 'Can you tally these?', 'Add to the sheet.', '')}`,
  },
  {
    id: 'ho-insurance-claim', kind: 'pos', lang: 'en', heldout: true,
    make: (c) => {
      const p = person(c);
      return t`I need to file a claim. Policy holder: ${name(c, p, FULL_ONLY)}. The ${o(c, 'car', 'bike', 'house')} was damaged ${o(c, 'outside', 'at')} ${addr(c, c.country, [[3, 'street'], [1, 'full']])} on ${date(c)}. My ${pick(c.r, RELATIONS)} ${name(c, person(c), CASUAL)} saw it happen. What should I write in the description?`;
    },
  },
  {
    id: 'ho-vcard', kind: 'pos', lang: 'en', heldout: true, noCase: true,
    make: (c) => {
      const p = person(c);
      const a = address(c);
      return t`BEGIN:VCARD\nVERSION:3.0\nFN:${name(c, p, FULL_ONLY)}\nORG:${pick(c.r, COMPANIES)}\nTEL;TYPE=CELL:${phone(c)}\nEMAIL:${email(c, p)}\nADR;TYPE=HOME:;;${loc(a.street.replace(/,/gu, ''))};${loc(a.city)};;;${loc(a.country)}\nEND:VCARD`;
    },
  },
  {
    id: 'ho-yaml-contacts', kind: 'pos', lang: 'en', heldout: true, noCase: true,
    make: (c) => {
      const n = int(c.r, 1, 3);
      const items = Array.from({ length: n }, () => t`  - name: ${name(c, person(c), FULL_ONLY)}\n    role: ${o(c, 'owner', 'reviewer', 'on-call', 'admin')}\n    home_address: "${addr(c)}"`);
      return t`contacts:\n${join(items, '\n')}`;
    },
  },
  {
    id: 'ho-host-message', kind: 'pos', lang: 'en', heldout: true,
    make: (c) => t`${o(c, 'Hello', 'Hi', 'Welcome')} ${name(c, person(c), CASUAL)}! I'm ${name(c, person(c), CASUAL)}, your host. The apartment is at ${addr(c)}. ${o(c, 'The key is in the lockbox, code 2231.', 'Check-in is after 3pm.', 'Let me know your arrival time.')}`,
  },
  {
    id: 'ho-obituary', kind: 'pos', lang: 'en', heldout: true,
    make: (c) => {
      const p = person(c);
      return t`${name(c, p, FULL_ONLY)}, ${int(c.r, 60, 99)}, of ${city(c, c.country, chance(c.r, 0.5) ? 'city' : 'cityRegion')}, passed away peacefully on ${date(c)}. ${p.sex === 'female' ? 'She' : 'He'} is survived by ${o(c, 'her', 'his', 'their')} children ${name(c, person(c), CASUAL)} and ${name(c, person(c), CASUAL)}. Help me edit this notice.`;
    },
  },
  {
    id: 'ho-tenant-application', kind: 'pos', lang: 'en', heldout: true, noCase: true,
    make: (c) => t`Rental application\nApplicant: ${name(c, person(c), FULL_ONLY)}\nCurrent address: ${addr(c)}\nPrevious address: ${addr(c)}\nEmployer: ${pick(c.r, COMPANIES)}\nReference: ${titled(c)}, ${phone(c)}`,
  },
  {
    id: 'ho-tweet', kind: 'pos', lang: 'en', heldout: true,
    make: (c) => t`${o(c, 'shoutout to', 'huge thanks to', 'congrats to', 'so proud of')} ${name(c, person(c), CASUAL)} ${o(c, 'for the amazing talk', 'on the new job', 'for organizing everything')}${opt(c, 0.5, t` here in ${city(c, c.country, 'city')}`)} ${o(c, '🎉', '🙌', '#grateful', '')} - ${o(c, 'make this sound less cringe', 'rewrite this tweet', 'fix grammar')}`,
  },
];
