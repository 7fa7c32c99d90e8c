/** English texts that name people and places: chat, e-mail, tickets, forms, records. */
import { join, loc, per, type Seg, t } from './build.js';
import { closingWord, filler, greetingWord, JOB_TITLES, RELATIONS, request } from './chat.js';
import { type Country } from './pools.js';
import { chance, digits, int, pick } from './rng.js';
import { cap, o, opt, os, type Template } from './template.js';
import {
  addr, address, addressText, CASUAL, city, COMPANIES, type Ctx, date, email, FULL_ONLY, money, name,
  nameText, orderNo, person, type Person, phone, PRODUCTS, ticketNo, time, titled,
} from './values.js';

const F = (c: Ctx): string => filler(c.r);
const fillerSp = (c: Ctx): string => {
  const f = filler(c.r);
  return f === '' ? '' : ` ${f}`;
};
const she = (p: Person): string => (p.sex === 'female' ? 'she' : 'he');
const her = (p: Person): string => (p.sex === 'female' ? 'her' : 'his');
const first = (c: Ctx, p: Person): Seg => per(nameText(c, p, 'first'));
const full = (c: Ctx, p: Person): Seg => name(c, p, FULL_ONLY);
const other = (c: Ctx): Country => pick(c.r, ['US', 'UK', 'DE', 'FR', 'ES', 'IT', 'NL', 'CA', 'AU', 'IN', 'IE', 'PL', 'BR', 'SE', 'TR'] as const);

const LIVE_IN = ['I live in', 'I am living in', "I'm living in", 'I currently live in', 'we live in', 'We live in', 'I reside in', "I'm based in", 'I am based in', 'we are based in', "I'm located in", 'I just moved to', 'we recently moved to', "I'm from", 'I am from', 'I grew up in', "I'm currently in", 'I am currently staying in', "I'm staying in", 'we are relocating to', 'I moved to', 'my home is in', 'I live near', 'I was born in', 'I work and live in'];
const SEND_TO = ['ship it to', 'send it to', 'deliver it to', 'can you ship to', 'do you deliver to', 'please send the package to', 'forward my mail to', 'ship my order to', 'send the documents to', 'mail the check to', 'have it delivered to'];

export const EN_POSITIVE: Template[] = [
  {
    id: 'chat-my-name-is', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`${o(c, '', 'Hi, ', 'Hello! ', 'hey ', 'Hi there. ')}${o(c, 'my name is', 'My name is', "my name's", 'I am', "I'm", 'this is', 'My full name is', 'my legal name is', 'name is')} ${name(c, p, [[70, 'full'], [15, 'first'], [8, 'middleInitial'], [7, 'middle']])}${o(c, ' and ', '. ', ', ')}${request(c.r)}${fillerSp(c)}`;
    },
  },
  {
    id: 'chat-intro-live', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`${o(c, "I'm", 'I am', 'My name is', 'Hi, I am', 'hi im')} ${name(c, p, CASUAL)}${o(c, ', ', ' and ', '. ')}${opt(c, 0.4, `${int(c.r, 18, 80)} years old, `)}${o(c, 'I live in', 'I am from', "I'm from", 'based in', 'living in', 'I just moved to')} ${city(c)}${o(c, '. ', '! ', ', ')}${request(c.r)}`;
    },
  },
  {
    id: 'chat-live-in', kind: 'pos', lang: 'en', weight: 2,
    make: (c) => t`${o(c, '', 'So ', 'Context: ', 'FYI ')}${pick(c.r, LIVE_IN)} ${city(c)}${o(c, ' and ', '. ', ', ', ' so ')}${o(c, request(c.r), 'what are good weekend activities for a family?', 'how do I register with a local doctor?', 'what documents do I need to rent a flat?', 'is it worth buying a car here?', 'can you recommend a good gym routine?', 'how do I change my address with the tax office?', 'what time zone should I put in my calendar?', 'when is garbage collection usually?')}`,
  },
  {
    id: 'chat-send-to-city', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Hi, ', '', 'Quick question, ', 'Hello. ')}${o(c, `my order ${orderNo(c)}`, 'the replacement part', 'my parcel', 'the invoice', 'the gift')} - ${o(c, 'can you', 'could you', 'please')} ${pick(c.r, SEND_TO).replace(/^(can you |please |do you )/u, '')} ${city(c, c.country, pick(c.r, ['city', 'cityRegion', 'cityCountry'] as const))}${o(c, ' instead?', '?', ' please.', ' rather than the old address.', '.')}${fillerSp(c)}`,
  },
  {
    id: 'chat-ship-address', kind: 'pos', lang: 'en', weight: 2,
    make: (c) => t`${o(c, 'Please ship', 'Can you ship', 'Ship', 'Send', 'Could you send', 'Kindly deliver')} ${o(c, 'it', 'my order', `order ${orderNo(c)}`, 'the package', 'the replacement', 'the documents')} to ${addr(c)}${o(c, '.', '', ' please.', ' thanks', '. Thank you!')}${fillerSp(c)}`,
  },
  {
    id: 'chat-new-address', kind: 'pos', lang: 'en', weight: 2,
    make: (c) => t`${o(c, 'I moved!', 'We have moved.', 'Update:', 'Hi,', 'Heads up:', '')} ${o(c, 'My new address is', 'my new address is', 'The new address is', 'Please update my address to', 'Our new address:', 'New address:', 'please change my billing address to', 'from now on send everything to')} ${addr(c)}${o(c, '.', '', '. Thanks.', '. Can you update my account?', ' - effective immediately.')}${fillerSp(c)}`,
  },
  {
    id: 'chat-live-at', kind: 'pos', lang: 'en', weight: 2,
    make: (c) => t`${o(c, 'I live at', 'i live at', 'We live at', 'I am at', 'I stay at', 'My address is', 'my address is', "I'm at", 'Our office is at', 'The property is at', 'the flat is at')} ${addr(c)}${o(c, '. ', ', ', ' and ', ' - ')}${o(c, request(c.r), 'how far is the nearest hospital?', 'is parking allowed on the street?', 'which bin day is it?', 'can you write a complaint about the noise?', 'can you draft a letter to the council?')}`,
  },
  {
    id: 'chat-third-party', kind: 'pos', lang: 'en', weight: 3,
    make: (c) => {
      const p = person(c);
      const rel = pick(c.r, RELATIONS);
      return t`${o(c, 'My', 'my', 'Our', 'So my')} ${rel} ${name(c, p, CASUAL)} ${o(c, `keeps ${os(c, 'taking credit for my work', 'borrowing money', 'interrupting me in meetings', 'forgetting our plans')}`, `just got a new job at ${pick(c.r, COMPANIES)}`, 'is turning 40 next week', t`is moving to ${city(c)}`, 'asked me to review a contract', `wants to learn ${os(c, 'guitar', 'Spanish', 'Python', 'to cook')}`, 'is sick', 'is visiting this weekend', 'sent me a weird message')}${o(c, '. ', '! ', ' and ', ', ')}${o(c, 'How should I respond?', `What should I get ${p.sex === 'female' ? 'her' : 'him'}?`, 'Any advice?', 'Can you help me write a message?', 'what do I do', request(c.r))}`;
    },
  },
  {
    id: 'chat-moving-to', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`${o(c, 'My', 'Our')} ${pick(c.r, RELATIONS)} ${name(c, p, CASUAL)} ${o(c, 'is moving to', 'just moved to', 'lives in', 'now lives in', 'is staying in', 'is currently in', 'relocated to')} ${city(c)}${o(c, '. ', ' and ', ', ')}${o(c, `what's a good housewarming gift?`, 'how can we stay in touch?', `can you suggest things for ${she(p)} to do there?`, 'help me write a goodbye card.', `what should ${she(p)} know about the neighbourhood?`)}`;
    },
  },
  {
    id: 'chat-write-email-to', kind: 'pos', lang: 'en', weight: 3,
    make: (c) => {
      const p = person(c);
      return t`${o(c, 'Can you write', 'Write', 'Please draft', 'Help me write', 'Draft', 'could u write', 'I need')} ${o(c, 'an email', 'a message', 'a short note', 'a Slack message', 'a text', 'a letter', 'a LinkedIn message')} to ${o(c, name(c, p, [[60, 'full'], [30, 'first'], [10, 'initialLast']]), titled(c, p), t`my ${pick(c.r, RELATIONS)} ${name(c, p, CASUAL)}`)} ${o(c, 'about the delay', 'asking for a day off', `thanking ${p.sex === 'female' ? 'her' : 'him'} for the help`, 'to reschedule our call', `about invoice ${orderNo(c)}`, 'declining the offer', 'about the missing payment', 'congratulating them on the promotion', 'to follow up on the interview', 'asking about the project status')}${o(c, '.', '', '?', '. Keep it short.', '. Make it sound friendly but firm.')}`;
    },
  },
  {
    id: 'chat-possessive', kind: 'pos', lang: 'en', weight: 2,
    make: (c) => {
      const p = person(c);
      return t`${name(c, p, [[55, 'first'], [45, 'full']])}'s ${o(c, 'laptop', 'car', 'phone', 'flight', 'birthday party', 'wedding', 'presentation', 'visa application', 'dog', 'thesis', 'account', 'code')} ${o(c, 'is broken', 'got cancelled', 'is next Saturday', 'needs review', 'was rejected', 'keeps failing the tests', 'is locked')}${o(c, '. ', ', ', ' - ')}${o(c, 'what should we do?', 'any ideas?', 'how do I fix it?', 'can you help?', request(c.r))}`;
    },
  },
  {
    id: 'chat-sentence-start', kind: 'pos', lang: 'en', weight: 2,
    make: (c) => {
      const p = person(c);
      return t`${name(c, p, [[60, 'first'], [40, 'full']])} ${o(c, 'said the deploy failed again', 'wants the report by Monday', 'and I are planning a trip', 'will join the call late', 'told me to ask you', 'thinks we should rewrite the intro', 'is out sick today', 'approved the budget', 'just sent me the contract', 'asked whether we can meet at', 'is my new manager')}${o(c, '. ', '! ', ', ', '... ')}${o(c, request(c.r), F(c), 'Can you summarize what I should do?', 'thoughts?', 'How do I reply?')}`;
    },
  },
  {
    id: 'chat-multiple-people', kind: 'pos', lang: 'en', weight: 2,
    make: (c) => {
      const n = int(c.r, 2, 5);
      const people = Array.from({ length: n }, () => name(c, person(c, chance(c.r, 0.7) ? c.origin : pick(c.r, ['en_US', 'en_GB', 'en_IN', 'es', 'de', 'fr', 'rom_zh', 'rom_ar', 'it', 'pl'] as const)), CASUAL));
      const list = people.length === 2 ? join(people, ' and ') : [...join(people.slice(0, -1), ', '), `${chance(c.r, 0.5) ? ',' : ''} and `, ...(people[people.length - 1] ?? [])];
      return t`${o(c, '', 'So ', 'OK, ')}${list} ${o(c, 'are coming to dinner on Saturday', 'are on my team', 'need to split the bill', 'want to go hiking', 'are presenting tomorrow', 'signed up for the workshop', 'were all late today')}${o(c, '. ', ', ', ' - ')}${o(c, 'plan a menu for us', 'how do we split it fairly?', 'can you make a schedule?', 'write a group message', 'suggest a seating plan', request(c.r))}`;
    },
  },
  {
    id: 'chat-gift-lives', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`What should I ${o(c, 'get', 'send', 'buy')} ${name(c, p, CASUAL)} for ${her(p)} ${o(c, 'birthday', 'graduation', 'retirement', 'wedding', 'new job')}? ${cap(she(p))} ${o(c, 'lives in', 'just moved to', 'is in', 'lives near', 'is based in')} ${city(c)}${o(c, ' so', ',', '.')} ${o(c, 'shipping should be cheap', 'I want something local', 'budget is 50 dollars', 'it needs to arrive by Friday')}.`;
    },
  },
  {
    id: 'chat-story', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`${o(c, 'Write', 'Write me', 'Can you write', 'Tell')} ${o(c, 'a short story', 'a bedtime story', 'a poem', 'a funny story', 'a scene')} about ${o(c, 'a girl', 'a boy', 'an old man', 'a woman', 'a detective', 'a nurse', 'a young chef')} named ${first(c, p)} who ${o(c, 'lives in', 'grew up in', 'moves to', 'is stuck in')} ${city(c)}${o(c, '.', ' and finds a secret door.', ' and loves trains.', ' during a snowstorm.')}`;
    },
  },
  {
    id: 'chat-poem-for', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`${o(c, 'Write a poem', 'Write a short poem', 'Help me write a card', 'Write a speech', 'Write a toast')} for ${o(c, 'my wife', 'my husband', 'my mom', 'my best friend', 'my grandmother', 'my daughter', 'my colleague', 'our neighbour')} ${name(c, p, CASUAL)} ${o(c, 'for our anniversary', 'who is turning 60', 'who is retiring', 'who just had a baby', 'who is leaving the company', 'for Mother\'s Day')}${o(c, '.', '!', '', '. Make it rhyme.')}`;
    },
  },
  {
    id: 'chat-wedding-toast', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Help me write', 'Write', 'I need')} a ${o(c, 'toast', 'best man speech', 'maid of honor speech', 'short speech')} for ${name(c, person(c), CASUAL)} and ${name(c, person(c), CASUAL)}'s wedding. ${o(c, 'They met in college.', 'They met on a dating app.', 'We grew up together.', 'Keep it under 3 minutes.', '')}`,
  },
  {
    id: 'email-full', kind: 'pos', lang: 'en', weight: 3,
    make: (c) => {
      const to = person(c);
      const me = person(c);
      const greet = o(c, t`${greetingWord(c.r)} ${first(c, to)},`, t`Dear ${titled(c, to)},`, t`Hi ${name(c, to, CASUAL)},`, t`Hello ${full(c, to)},`, 'Hi all,', 'Hello team,');
      const body = o(c,
        `Thanks for your email. ${F(c)} I will get back to you by ${date(c)}.`,
        `Just following up on our conversation from ${date(c)}. ${F(c)}`,
        `Please find attached the invoice for ${money(c)}. Payment is due ${date(c)}.`,
        `I wanted to let you know that the shipment ${orderNo(c)} is delayed.`,
        `Could we move our meeting to ${date(c)} at ${time(c)}?`,
        t`As discussed, I have copied ${name(c, person(c), CASUAL)} who will handle the paperwork.`,
        t`The package should be delivered to ${addr(c)} by ${date(c)}.`,
        `I am out of the office until ${date(c)} with limited access to email.`,
      );
      const sig = o(c,
        t`${closingWord(c.r)}\n${full(c, me)}`,
        t`${closingWord(c.r)}\n${first(c, me)}`,
        t`${closingWord(c.r)}\n${full(c, me)}\n${pick(c.r, JOB_TITLES)}\n${pick(c.r, COMPANIES)}`,
        t`${closingWord(c.r)}\n${full(c, me)}\n${pick(c.r, JOB_TITLES)} | ${pick(c.r, COMPANIES)}\n${phone(c)}`,
        t`${closingWord(c.r)}\n\n${full(c, me)}\n${addr(c, c.country, [[1, 'multiline']])}\n${phone(c)}`,
        t`${closingWord(c.r)}\n-- \n${full(c, me)}\n${email(c, me)}`,
      );
      return t`${opt(c, 0.3, t`Subject: ${o(c, 'Re: ', 'Fwd: ', '')}${o(c, 'Follow-up', 'Invoice', 'Meeting next week', 'Quick question', 'Delivery update', 'Your application')}\n\n`)}${greet}\n\n${body}\n\n${sig}`;
    },
  },
  {
    id: 'email-headers', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const a = person(c);
      const b = person(c);
      return t`From: ${full(c, a)} <${email(c, a)}>\nTo: ${full(c, b)} <${email(c, b)}>\n${opt(c, 0.4, t`Cc: ${full(c, person(c))}\n`)}Date: ${date(c)}\nSubject: ${o(c, 'Contract renewal', 'Re: lunch?', 'Updated schedule', 'Invoice ' + orderNo(c), 'Welcome aboard')}\n\n${o(c, t`Hi ${first(c, b)},`, 'Hi,', t`Dear ${titled(c, b)},`)}\n\n${F(c) || 'See below.'}\n\n${first(c, a)}`;
    },
  },
  {
    id: 'email-forwarded', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const a = person(c);
      return t`${o(c, 'Can you summarize this for me?', 'What does this person want?', 'Help me reply to this:', 'Is this a scam?')}\n\n---------- Forwarded message ---------\nFrom: ${full(c, a)} <${email(c, a)}>\nDate: ${date(c)}\n\n${o(c, 'Hello,', 'Dear customer,', 'Hi there,')} ${o(c, 'I am writing regarding the apartment listing.', 'We noticed unusual activity on your account.', 'I would like to book a viewing.', 'Your parcel could not be delivered.')} ${o(c, t`I live at ${addr(c)}.`, t`Please contact me at ${phone(c)}.`, '')}\n\n${o(c, 'Regards', 'Thanks', 'Best')},\n${full(c, a)}`;
    },
  },
  {
    id: 'ticket-support', kind: 'pos', lang: 'en', weight: 2, noCase: true,
    make: (c) => {
      const p = person(c);
      return t`Ticket ${ticketNo(c)}\n${o(c, 'Customer', 'Requester', 'Name', 'Reported by', 'Contact')}: ${name(c, p, FULL_ONLY)}\n${o(c, 'Shipping address', 'Address', 'Delivery address', 'Service address', 'Location')}: ${addr(c)}\n${o(c, 'Issue', 'Description', 'Problem', 'Summary')}: ${o(c, 'Package marked delivered but not received.', 'Router keeps dropping connection.', 'Charged twice for the same order.', 'Wrong size delivered, wants exchange.', 'Technician did not show up.')}\n${opt(c, 0.5, `Priority: ${os(c, 'High', 'Low', 'Normal', 'P2')}\n`)}${opt(c, 0.5, t`Assigned to: ${name(c, person(c), [[60, 'full'], [40, 'first']])}`)}`;
    },
  },
  {
    id: 'ticket-chat', kind: 'pos', lang: 'en', weight: 2,
    make: (c) => {
      const p = person(c);
      return t`${o(c, 'Hello,', 'Hi,', 'hi', 'Good day,')} ${o(c, 'this is', 'my name is', 'I am')} ${full(c, p)} ${o(c, `and I ordered ${pick(c.r, PRODUCTS)} on ${date(c)}`, `and my order ${orderNo(c)} never arrived`, 'and I need to change my delivery address', 'and I want to cancel my subscription')}${o(c, '. ', ', ')}${o(c, t`It was supposed to go to ${addr(c)}.`, t`The address on file is ${addr(c)}.`, t`Please send it to ${addr(c)} instead.`, t`I live in ${city(c)} if that matters.`, F(c))}`;
    },
  },
  {
    id: 'form-basic', kind: 'pos', lang: 'en', weight: 3, noCase: true,
    make: (c) => {
      const p = person(c);
      const fields: Seg[] = [
        t`${o(c, 'Name', 'Full name', 'Full Name', 'NAME', 'Customer name', 'Patient name', 'Applicant', 'Name of applicant', 'Contact name')}: ${name(c, p, [[75, 'full'], [10, 'lastFirst'], [10, 'middleInitial'], [5, 'middle']])}`,
        t`${o(c, 'Address', 'Home address', 'Street address', 'ADDRESS', 'Mailing address', 'Residential address', 'Addr')}: ${addr(c, c.country, [[60, 'full'], [25, 'country'], [15, 'streetCity']])}`,
      ];
      if (chance(c.r, 0.6)) fields.push(t`${o(c, 'Phone', 'Tel', 'Mobile', 'Phone number')}: ${phone(c)}`);
      if (chance(c.r, 0.5)) fields.push(t`${o(c, 'Email', 'E-mail')}: ${email(c, p)}`);
      if (chance(c.r, 0.3)) fields.push(t`${o(c, 'Date', 'Date of visit', 'Submitted')}: ${date(c)}`);
      if (chance(c.r, 0.3)) fields.push(t`${o(c, 'Order', 'Reference', 'Member ID')}: ${orderNo(c)}`);
      if (chance(c.r, 0.3)) fields.push(t`${o(c, 'Emergency contact', 'Next of kin', 'Referred by', 'Spouse')}: ${full(c, person(c))}`);
      const sep = o(c, '\n', '\n', '\n', ' | ', '; ') as string;
      return t`${opt(c, 0.3, `${os(c, 'Please check this form:', 'Registration form', 'NEW PATIENT INTAKE', 'Application', 'Fill in the missing fields:')}\n`)}${join(fields, sep)}`;
    },
  },
  {
    id: 'form-split-fields', kind: 'pos', lang: 'en', weight: 2, noCase: true,
    make: (c) => {
      const p = person(c);
      const a = address(c);
      const postcode = /(?<![\dA-Za-z])(?:[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|[A-Z]\d[A-Z] \d[A-Z]\d|\d{5}-\d{3,4}|\d{6}|\d{5}|\d{3} \d{3}|\d{4} ?[A-Z]{2}|\d{4}-\d{3}|\d{3} \d{2}|\d{2}-\d{3}|\d{4})(?![\dA-Za-z])/u.exec(a.locality)?.[0];
      const lines: Seg[] = [
        t`${o(c, 'First name', 'First Name', 'Given name', 'FIRST NAME')}: ${first(c, p)}`,
        t`${o(c, 'Last name', 'Last Name', 'Surname', 'Family name', 'LAST NAME')}: ${per(nameText(c, p, 'last'))}`,
        t`${o(c, 'Street', 'Street address', 'Address line 1', 'Address 1')}: ${loc(a.street)}`,
      ];
      if (a.unit !== undefined) lines.push(t`${o(c, 'Address line 2', 'Apt/Suite', 'Unit')}: ${loc(a.unit)}`);
      lines.push(t`${o(c, 'City', 'Town', 'City/Town')}: ${loc(a.city)}`);
      if (postcode !== undefined) lines.push(t`${o(c, 'Postcode', 'ZIP', 'Zip code', 'Postal code', 'ZIP/Postal code')}: ${loc(postcode)}`);
      if (chance(c.r, 0.5)) lines.push(t`Country: ${loc(a.country)}`);
      if (chance(c.r, 0.4)) lines.push(t`Phone: ${phone(c)}`);
      return join(lines, '\n');
    },
  },
  {
    id: 'csv-people', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const style = int(c.r, 0, 2);
      const header = ['name,email,city', 'first_name,last_name,street,city', 'id;full_name;address;phone'][style] as string;
      const rows: Seg[] = [];
      const n = int(c.r, 1, 4);
      for (let i = 0; i < n; i++) {
        const p = person(c);
        const country: Country = chance(c.r, 0.7) ? c.country : other(c);
        if (style === 0) rows.push(t`${full(c, p)},${email(c, p)},${city(c, country, 'city')}`);
        else if (style === 1) {
          const a = address(c, country);
          rows.push(t`${first(c, p)},${per(nameText(c, p, 'last'))},${loc(a.street.replace(/,/gu, ''))},${loc(a.city)}`);
        } else rows.push(t`${int(c.r, 1, 9999)};${full(c, p)};${loc(addressText(c, address(c, country), 'full'))};${phone(c)}`);
      }
      return t`${opt(c, 0.4, `${os(c, 'Clean up this CSV:', 'Dedupe these rows:', 'Convert to JSON:', 'Why does my import fail on this file?')}\n`)}${header}\n${join(rows, '\n')}`;
    },
  },
  {
    id: 'json-record', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const p = person(c);
      const a = address(c);
      return o(c,
        t`{"name": "${full(c, p)}", "email": "${email(c, p)}", "address": "${loc(addressText(c, a, 'full'))}"}`,
        t`{\n  "customer": {\n    "firstName": "${first(c, p)}",\n    "lastName": "${per(nameText(c, p, 'last'))}",\n    "address": {\n      "street": "${loc(a.street)}",\n      "city": "${loc(a.city)}",\n      "country": "${loc(a.country)}"\n    }\n  },\n  "orderId": "${orderNo(c)}"\n}`,
        t`user = {"id": ${int(c.r, 1, 99999)}, "full_name": "${full(c, p)}", "city": "${loc(a.city)}", "active": true}`,
        t`INSERT INTO customers (name, address, city) VALUES ('${full(c, p).map((x) => (typeof x === 'string' ? x : { ...x, text: x.text.replace(/'/gu, "''") }))}', '${loc(a.street.replace(/'/gu, "''"))}', '${loc(a.city.replace(/'/gu, "''"))}');`,
      ) as Seg;
    },
  },
  {
    id: 'letterhead', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const me = person(c);
      const to = person(c);
      return t`${full(c, me)}\n${addr(c, c.country, [[1, 'multiline']])}\n\n${date(c)}\n\n${o(c, t`Dear ${titled(c, to)},`, 'Dear Sir or Madam,', 'To whom it may concern,', t`Dear ${full(c, to)},`)}\n\n${o(c, 'I am writing to dispute a charge on my account.', 'I am writing to give notice that I will be vacating the property.', 'Please accept this letter as my formal resignation.', 'I would like to apply for the position advertised.')} ${F(c)}\n\n${o(c, 'Yours sincerely', 'Yours faithfully', 'Sincerely', 'Kind regards')},\n${full(c, me)}`;
    },
  },
  {
    id: 'invoice-bill-to', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => t`${o(c, 'INVOICE', 'Invoice', 'Receipt', 'Packing slip')} ${orderNo(c)}\n\n${o(c, 'Bill to', 'BILL TO', 'Ship to', 'SHIP TO', 'Deliver to', 'Sold to')}:\n${full(c, person(c))}\n${addr(c, c.country, [[1, 'multiline']])}\n\n${o(c, `${pick(c.r, PRODUCTS)} x1  ${money(c)}`, `Consulting services  ${money(c)}`, `Subtotal: ${money(c)}`)}\n${o(c, 'Thank you for your business!', `Due: ${date(c)}`, '')}`,
  },
  {
    id: 'resume-header', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const p = person(c);
      const nm = nameText(c, p, chance(c.r, 0.8) ? 'full' : 'middleInitial');
      return t`${per(chance(c.r, 0.4) ? nm.toUpperCase() : nm)}\n${o(c, addr(c, c.country, [[2, 'full'], [1, 'streetCity']]), city(c, c.country, pick(c.r, ['city', 'cityRegion', 'cityCountry'] as const)))} | ${phone(c)} | ${email(c, p)}\n\n${o(c, 'SUMMARY', 'Summary', 'Profile', 'PROFESSIONAL SUMMARY')}\n${o(c, 'Experienced', 'Motivated', 'Detail-oriented')} ${pick(c.r, JOB_TITLES).toLowerCase()} with ${int(c.r, 2, 15)} years of experience.\n\n${o(c, 'Can you improve this resume?', 'Make this sound better.', 'Tailor this for a job at ' + pick(c.r, COMPANIES) + '.')}`;
    },
  },
  {
    id: 'meeting-notes', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const a = person(c);
      const b = person(c);
      const d = person(c);
      return t`${o(c, 'Meeting notes', 'Minutes', 'Standup', 'Weekly sync')} - ${date(c)}\n${o(c, 'Attendees', 'Present', 'Participants')}: ${full(c, a)}, ${full(c, b)}, ${name(c, d, CASUAL)}\n\n${o(c, 'Action items', 'Next steps', 'TODO')}:\n- ${first(c, a)} to ${o(c, 'send the deck', 'update the roadmap', 'book the venue', 'follow up with legal')} by ${date(c)}\n- ${first(c, b)}: ${o(c, 'review PR', 'fix the login bug', 'call the client', 'prepare budget')}\n${opt(c, 0.5, t`- ${first(c, d)} ${o(c, 'will check with', 'owes a reply to')} ${pick(c.r, COMPANIES)}\n`)}`;
    },
  },
  {
    id: 'calendar', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Remind me:', 'Add to calendar:', 'Schedule', 'reminder -', 'Calendar:')} ${o(c, 'lunch with', 'call with', 'meeting with', 'coffee with', 'interview with', 'dentist appointment with', '1:1 with', 'dinner at')} ${o(c, name(c, person(c), CASUAL), titled(c))} ${o(c, 'at', 'on', '')} ${time(c)} ${date(c)}${opt(c, 0.35, t` at ${addr(c, c.country, [[3, 'street'], [2, 'full']])}`)}${o(c, '.', '', '!')}`,
  },
  {
    id: 'chat-log', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const a = person(c);
      const b = person(c);
      const na = first(c, a);
      const nb = first(c, b);
      const ts = (): string => `[${int(c.r, 8, 18)}:${String(int(c.r, 0, 59)).padStart(2, '0')}]`;
      return t`${o(c, 'Summarize this chat:', 'Who is right here?', 'Translate this conversation into French:', '')}\n${ts()} ${na}: ${o(c, 'are we still on for today?', 'did you push the fix?', 'can you send me the file', 'where are you?')}\n${ts()} ${nb}: ${o(c, 'yes, running late', t`not yet, waiting for ${name(c, person(c), CASUAL)}`, 'sure, one sec', t`just left ${city(c, c.country, 'city')}, see you soon`)}\n${ts()} ${na}: ${o(c, 'ok', 'cool thanks', 'np', '👍')}`;
    },
  },
  {
    id: 'transcript', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const a = person(c);
      const b = person(c);
      const la = per(chance(c.r, 0.5) ? nameText(c, a, 'full').toUpperCase() : nameText(c, a, 'full'));
      const lb = per(chance(c.r, 0.5) ? nameText(c, b, 'last').toUpperCase() : nameText(c, b, 'last'));
      return t`${o(c, 'Interview transcript', 'Podcast transcript (excerpt)', 'Deposition', 'Call recording')}\n\n${la}: ${o(c, 'Thanks for joining us today.', 'Can you state your name for the record?', 'So where did it all start?')}\n${lb}: ${o(c, 'Happy to be here.', t`Sure, I am ${full(c, b)}.`, t`I grew up in ${city(c)}, actually.`)}\n${la}: ${o(c, 'Great.', 'And what happened next?', 'Interesting.')}`;
    },
  },
  {
    id: 'git-log', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const a = person(c);
      const b = person(c);
      return t`${o(c, 'Explain this commit:', 'Write a changelog entry for:', '')}\ncommit ${digits(c.r, 8)}${digits(c.r, 8)}\nAuthor: ${full(c, a)} <${email(c, a)}>\nDate:   ${date(c)}\n\n    ${o(c, 'Fix null pointer in parser', 'Bump version to 2.3.1', 'Add retry to HTTP client', 'Refactor config loading')}\n${opt(c, 0.5, t`\n    Co-authored-by: ${full(c, b)} <${email(c, b)}>`)}${opt(c, 0.3, t`\n    Reviewed-by: ${full(c, person(c))}`)}`;
    },
  },
  {
    id: 'code-comment', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const p = person(c);
      return o(c,
        t`# Author: ${full(c, p)}\n# Maintainer: ${full(c, person(c))}\ndef parse(path):\n    return open(path).read()`,
        t`// TODO(${per(nameText(c, p, 'first').toLowerCase())}): remove this hack after the ${pick(c.r, ['Python', 'Node', 'Java', 'Kotlin'])} upgrade\nconst x = 1;`,
        t`/**\n * @author ${full(c, p)}\n * @since 1.${int(c.r, 0, 9)}\n */\npublic class ${pick(c.r, ['Parser', 'Client', 'Worker', 'Handler'])} {}`,
        t`const SHIPPING_ADDRESS = "${addr(c, c.country, [[1, 'full']])}"; // test fixture for ${full(c, p)}`,
      ) as Seg;
    },
  },
  {
    id: 'reservation', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Table for', 'A table for', 'Booking for', 'Reservation for')} ${int(c.r, 2, 10)} ${o(c, 'under the name', 'under', 'for', 'in the name of')} ${name(c, person(c), [[50, 'last'], [50, 'full']])} ${o(c, 'at', 'on')} ${time(c)}${o(c, ', please.', '.', ' - is that possible?', '. Window seat if possible.')}`,
  },
  {
    id: 'parcel-label', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => t`${o(c, 'SHIP TO', 'Deliver to', 'Recipient', 'TO')}:\n${o(c, t`${full(c, person(c))}`, t`${titled(c)}`, t`${per(nameText(c, person(c), 'full').toUpperCase())}`)}\n${addr(c, c.country, [[1, 'multiline']])}\n${opt(c, 0.5, `Tracking: ${orderNo(c)}`)}`,
  },
  {
    id: 'medical-record', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const p = person(c);
      return t`${o(c, 'Patient', 'PATIENT', 'Pt name', 'Name')}: ${name(c, p, [[50, 'lastFirst'], [50, 'full']])}\n${o(c, 'DOB', 'D.O.B.')}: ${String(int(c.r, 1, 12)).padStart(2, '0')}/${String(int(c.r, 1, 28)).padStart(2, '0')}/${int(c.r, 1940, 2015)}\n${o(c, 'Address', 'Home address')}: ${addr(c)}\n${o(c, 'Referring physician', 'GP', 'Attending')}: ${o(c, t`Dr. ${per(nameText(c, person(c), 'last'))}`, t`Dr ${full(c, person(c))}`, full(c, person(c)))}\n${o(c, 'Reason for visit', 'Chief complaint')}: ${o(c, 'persistent cough', 'follow-up', 'knee pain', 'annual physical')}`;
    },
  },
  {
    id: 'hr-relocation', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Employee', 'Our engineer', 'Team member', '')} ${full(c, person(c))} ${o(c, `(ID ${int(c.r, 1000, 99999)})`, '')} ${o(c, 'is relocating from', 'moved from', 'will transfer from')} ${city(c)} to ${city(c, other(c))} ${o(c, 'next month', `on ${date(c)}`, 'in Q3')}. ${o(c, 'Please update payroll.', 'Draft the relocation letter.', 'What tax forms are needed?', '')}`,
  },
  {
    id: 'profile-bio', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`${o(c, t`${first(c, p)}, ${int(c.r, 19, 70)}, ${city(c, c.country, 'city')}.`, t`${full(c, p)} | ${pick(c.r, JOB_TITLES)} | ${city(c)}`, t`About me: I'm ${first(c, p)} and I live in ${city(c)}.`)} ${o(c, 'Loves hiking and bad puns.', 'Coffee addict.', 'Dog person.', 'Looking for a tennis partner.', 'Open to new opportunities.')} ${o(c, 'Make this bio more interesting.', 'Rewrite for a dating app.', 'Shorten it.', '')}`;
    },
  },
  {
    id: 'classified', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Selling', 'FOR SALE:', 'Giving away', 'Free to a good home:')} ${o(c, 'my old bike', 'a sofa', 'kids toys', 'a 55 inch TV', 'moving boxes')}${o(c, '. Pick up', ', collection', '. Pickup only')} ${o(c, t`in ${city(c, c.country, 'city')}`, t`from ${addr(c, c.country, [[3, 'street'], [1, 'full']])}`)}. ${o(c, t`Ask for ${name(c, person(c), CASUAL)}.`, t`Text ${name(c, person(c), CASUAL)} on ${phone(c)}.`, `Call ${phone(c)}.`)} ${o(c, 'Make this ad catchier.', 'Fix the grammar.', '')}`,
  },
  {
    id: 'legal-parties', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => t`This ${o(c, 'Agreement', 'Lease', 'Contract', 'Non-Disclosure Agreement')} is made on ${date(c)} between ${pick(c.r, COMPANIES)} ("Company") and ${full(c, person(c))}, ${o(c, 'residing at', 'of', 'with an address at', 'living at')} ${addr(c, c.country, [[3, 'full'], [1, 'country']])} ("${o(c, 'Employee', 'Tenant', 'Contractor', 'Recipient')}"). ${o(c, 'Can you explain clause 4?', 'Is this enforceable?', 'Summarize the obligations.', '')}`,
  },
  {
    id: 'news-ceo', kind: 'pos', lang: 'en',
    make: (c) => t`${pick(c.r, COMPANIES)} ${o(c, 'CEO', 'founder', 'spokesperson', 'CFO', 'chief scientist')} ${full(c, person(c))} ${o(c, 'announced', 'said on Tuesday', 'confirmed', 'told reporters')} that ${o(c, 'the company will hire 200 engineers', 'profits rose 12 percent', 'the product launch is delayed', 'the merger is off')}. ${o(c, 'Summarize this in one line.', 'Is this good news for investors?', 'Write a tweet about it.', '')}`,
  },
  {
    id: 'citation', kind: 'pos', lang: 'en',
    make: (c) => {
      const a = person(c);
      return t`${o(c, t`${per(nameText(c, a, 'last'))} et al. (${int(c.r, 1990, 2024)}) showed that`, t`According to ${per(nameText(c, a, 'last'))} and ${per(nameText(c, person(c), 'last'))} (${int(c.r, 1990, 2024)}),`, t`In a study by ${full(c, a)},`, t`As ${per(nameText(c, a, 'initialLast'))} argues,`)} ${o(c, 'sleep improves memory consolidation', 'remote teams are more productive', 'the effect disappears at scale', 'prices are sticky')}. ${o(c, 'Format this citation in APA.', 'Paraphrase this.', 'Is this claim correct?', '')}`;
    },
  },
  {
    id: 'school', kind: 'pos', lang: 'en',
    make: (c) => {
      const kid = person(c);
      return t`My ${o(c, 'son', 'daughter', 'kid')} ${first(c, kid)} is in ${titled(c)}'s ${o(c, 'class', 'third grade class', 'math group')} and ${o(c, 'struggles with reading', 'is being bullied', 'wants to join the chess club', 'missed a week of school')}. ${o(c, 'How should I raise this?', 'Write an email to the teacher.', 'Any advice?')}`;
    },
  },
  {
    id: 'event-invite', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, "You're invited to", 'Join us for', 'Please come to', 'Save the date:')} ${name(c, person(c), CASUAL)}'s ${o(c, '30th birthday', 'baby shower', 'housewarming', 'farewell party', 'graduation party')} on ${date(c)} at ${time(c)}, ${addr(c, c.country, [[3, 'street'], [2, 'full']])}. RSVP to ${name(c, person(c), CASUAL)}${o(c, '!', '.', ` at ${phone(c)}.`)}`,
  },
  {
    id: 'review-staff', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Great stay!', 'Terrible service.', 'Five stars.', 'Mixed feelings.')} ${name(c, person(c), CASUAL)} ${o(c, 'at the front desk', 'our waiter', 'the technician', 'from support')} ${o(c, 'was super helpful', 'was rude', 'went above and beyond', 'fixed it in ten minutes')}. ${o(c, 'Help me write a review.', 'Make this sound more professional.', 'Translate to Spanish.', '')}`,
  },
  {
    id: 'contact-person', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => t`${o(c, 'Contact person', 'Point of contact', 'Account manager', 'Your advisor', 'Case worker', 'Landlord')}: ${full(c, person(c))} (${o(c, pick(c.r, JOB_TITLES), email(c), phone(c))})${opt(c, 0.5, t`\n${o(c, 'Office', 'Visit us at', 'Location')}: ${addr(c)}`)}`,
  },
  {
    id: 'emergency-contact', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Emergency contact', 'In case of emergency contact', 'ICE')}: ${full(c, person(c))} (${pick(c.r, RELATIONS)}), ${phone(c)}${opt(c, 0.4, t`, ${addr(c)}`)}`,
  },
  {
    id: 'greeting-only', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Hi', 'Hello', 'Hey', 'Thanks', 'Thank you', 'Sorry', 'Congrats', 'Good morning', 'Happy birthday', 'Welcome')} ${name(c, person(c), CASUAL)}${o(c, '!', ',', '.', '! 🎉', ' :)', '!!')} ${o(c, F(c), request(c.r), 'see you tomorrow', 'long time no see', "I can't make it tonight", 'the files are in the shared drive')}`,
  },
  {
    id: 'famous', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c, pick(c.r, ['en_US', 'en_GB', 'fr', 'de', 'it', 'es', 'ru', 'rom_ru', 'pl'] as const));
      return t`${o(c, 'What did', 'Who was', 'Tell me about', 'Write a short biography of', 'Why is', 'Summarize the life of')} ${full(c, p)}${o(c, ' famous for?', '?', '.', ' known for?')}${opt(c, 0.4, t` ${cap(she(p))} was born in ${city(c, other(c), 'city')}${o(c, ', I think.', '.', '?')}`)}`;
    },
  },
  {
    id: 'quote-attrib', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'As', 'Like')} ${full(c, person(c))} ${o(c, 'once said', 'put it', 'wrote')}, "${o(c, 'the only way out is through', 'done is better than perfect', 'simplicity is the ultimate sophistication', 'you miss every shot you do not take')}". ${o(c, 'Who said this really?', 'Use this in my speech.', 'Is this quote accurate?')}`,
  },
  {
    id: 'lost-found', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Found', 'FOUND:', 'Lost', 'LOST:')} ${o(c, 'a wallet', 'a set of keys', 'a grey cat', 'a backpack', 'an ID card')} ${o(c, 'belonging to', 'with the name', 'owned by')} ${full(c, person(c))} ${o(c, 'near', 'outside', 'in front of')} ${addr(c, c.country, [[3, 'street'], [1, 'streetCity']])}. ${o(c, 'Help me write a post for the neighbourhood group.', 'What should I do?', '')}`,
  },
  {
    id: 'neighbor-complaint', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'The neighbors at', 'My neighbour at', 'Someone at', 'The tenant in')} ${addr(c, c.country, [[4, 'street'], [1, 'full']])} ${o(c, 'keeps parking in my spot', 'plays loud music every night', 'has a dog that barks all day', 'leaves trash on the sidewalk')}. ${o(c, 'Write a polite note.', 'Who do I report this to?', 'Draft a complaint to the landlord.')}`,
  },
  {
    id: 'lowercase-chat', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      const s = t`${o(c, 'omg', 'ugh', 'lol', 'ok so', 'wait', 'btw')} ${name(c, p, CASUAL)} ${o(c, 'just texted me', 'is coming over', 'forgot my birthday again', 'got the job', 'broke up with me')} ${o(c, 'what do i say', 'help', 'how do i reply', 'thoughts??', 'should i be mad')}${opt(c, 0.3, t` also im in ${city(c, c.country, 'city')} this week`)}`;
      return s.map((x) => (typeof x === 'string' ? x.toLowerCase() : { ...x, text: chance(c.r, 0.7) ? x.text.toLowerCase() : x.text }));
    },
  },
  {
    id: 'name-place-ambiguous', kind: 'pos', lang: 'en',
    make: (c) => {
      const nm = pick(c.r, [['Florence', 'female'], ['Austin', 'male'], ['Paris', 'female'], ['Sydney', 'female'], ['Georgia', 'female'], ['Victoria', 'female'], ['Chelsea', 'female'], ['Madison', 'female'], ['Brooklyn', 'female'], ['Dallas', 'male'], ['Savannah', 'female'], ['Charlotte', 'female'], ['Lincoln', 'male'], ['Orlando', 'male'], ['Adelaide', 'female'], ['Jordan', 'male'], ['Phoenix', 'female'], ['Regina', 'female'], ['Denver', 'male'], ['Houston', 'male']] as const);
      const p = person(c);
      // These given names are fixed, not pooled: the held-out split uses pooled names instead.
      const given = per(`${c.side === 'heldout' ? p.first : nm[0]}${chance(c.r, 0.5) ? ` ${p.last}` : ''}`);
      return t`${o(c, t`My friend ${given} lives in ${city(c)}.`, t`${given} just moved to ${city(c)}.`, t`I asked ${given} about it.`, t`${given} and I live in ${city(c)}.`)} ${o(c, request(c.r), 'What gift should I bring?', F(c))}`;
    },
  },
  {
    id: 'address-question', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'How do I get from', 'What is the fastest route from', 'How long does it take to walk from')} ${addr(c, c.country, [[3, 'street'], [2, 'full']])} to ${o(c, 'the airport', 'the train station', addr(c, c.country, [[3, 'street'], [2, 'full']]), 'downtown')}?`,
  },
  {
    id: 'sms-delivery', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Driver:', 'Courier note:', 'Delivery instructions:', 'Note for delivery:')} ${o(c, 'please leave the parcel with', 'if not home, give it to', 'ring the bell and ask for')} ${name(c, person(c), CASUAL)} ${o(c, 'at', 'next door at', 'in')} ${addr(c, c.country, [[4, 'street'], [1, 'full']])}${o(c, '.', '', ', thanks!')}`,
  },
  {
    id: 'visa-form-chat', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`${o(c, 'I am filling in a visa form.', 'For the embassy appointment:', 'Help me fill this out:')} ${o(c, 'Surname', 'Family name')} ${per(nameText(c, p, 'last').toUpperCase())}, ${o(c, 'given names', 'first name')} ${per(nameText(c, p, 'first').toUpperCase())}, ${o(c, 'born in', 'place of birth')} ${city(c, other(c), 'city')}, ${o(c, 'current address', 'residing at')} ${addr(c)}. ${o(c, 'What goes in section 4?', 'Is the format right?', '')}`;
    },
  },
  {
    id: 'doctor-mention', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'My doctor,', 'The specialist,', 'My therapist', 'The surgeon')} ${titled(c)}${o(c, ',', '')} ${o(c, 'prescribed', 'recommended', 'said I should try', 'wants me to stop')} ${o(c, 'ibuprofen', 'physical therapy', 'a low-salt diet', 'melatonin')}. ${o(c, 'Is that safe?', 'What are the side effects?', 'Explain in simple terms.')}`,
  },
  {
    id: 'slack-mention', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'cc', 'CC:', 'looping in', '+')} ${name(c, person(c), CASUAL)}${o(c, ' and ', ', ')}${name(c, person(c), CASUAL)} ${o(c, 'for visibility', 'who own the billing service', 'can you take a look?', 'FYI')}${opt(c, 0.5, ` - ${F(c)}`)}`,
  },
  {
    id: 'directions-home', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'Come over to', 'Meet me at', 'The party is at', 'Pick me up at', 'Drop me off at', 'The Airbnb is at', 'Send the taxi to')} ${addr(c)}${o(c, ', ', '. ', ' - ')}${o(c, 'door code is 4512', 'ring twice', 'I am on the 3rd floor', 'see you at 8', 'park in the back')}`,
  },
  {
    id: 'titled-formal', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'I have a meeting with', 'Please forward this to', 'I was referred by', 'I spoke with', 'Can you schedule a call with')} ${titled(c)} ${o(c, 'from', 'at')} ${pick(c.r, COMPANIES)} ${o(c, 'next week', 'yesterday', 'about the contract', '')}. ${o(c, request(c.r), 'How should I prepare?', 'Draft a follow-up.')}`,
  },
  {
    id: 'people-list', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const n = int(c.r, 2, 6);
      const rows = Array.from({ length: n }, (_v, i) => t`${o(c, `${i + 1}. `, '- ', '* ', '')}${name(c, person(c), [[70, 'full'], [15, 'lastFirst'], [15, 'middleInitial']])}${opt(c, 0.4, ` - ${pick(c.r, JOB_TITLES)}`)}${opt(c, 0.3, t` (${city(c, c.country, 'city')})`)}`);
      return t`${o(c, 'Team:', 'Speakers:', 'Guest list', 'Shortlisted candidates:', 'Volunteers', 'Sort these names alphabetically:')}\n${join(rows, '\n')}`;
    },
  },
  {
    id: 'uk-flat', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, 'My flat is', 'I rent', 'We are in', 'The property is')} ${loc(`${pick(c.r, ['Flat', 'Apartment'])} ${int(c.r, 1, 30)}, ${address(c, 'UK').street.replace(/^(Flat|Apartment|Unit) \d+[AB]?, /u, '')}`)}${o(c, ' and ', '. ', ', ')}${o(c, 'the boiler is broken', 'the landlord will not return my deposit', 'there is mould in the bathroom')}. ${o(c, 'What are my rights?', 'Draft a letter to the agency.', 'Who pays for repairs?')}`,
  },
  {
    id: 'weather-where-i-am', kind: 'pos', lang: 'en',
    make: (c) => t`${o(c, "I'm in", 'I am in', "we're in", 'Currently in', 'I live in')} ${city(c)}${o(c, ' - ', ', ', '. ')}${o(c, 'what should I wear tomorrow?', 'is it safe to drive in the snow?', 'what time does the sun set?', 'any good running routes?', 'where can I recycle batteries?')}`,
  },
  {
    id: 'mixed-countries', kind: 'pos', lang: 'en',
    make: (c) => {
      const country = other(c);
      return t`${o(c, 'Our customer', 'The applicant', 'The new hire', 'Our supplier contact')} ${full(c, person(c, pick(c.r, ['de', 'fr', 'es', 'it', 'nl', 'pl', 'sv', 'tr', 'pt_BR', 'en_IN', 'en_GB'] as const)))} ${o(c, 'lives at', 'is located at', 'has the address')} ${addr(c, country, [[3, 'full'], [1, 'country']])}. ${o(c, 'Is this address formatted correctly?', 'Write it the way a German letter would.', 'How much is shipping there?', 'What time is it there now?')}`;
    },
  },
  {
    id: 'markdown-table', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const n = int(c.r, 1, 4);
      const withAddr = chance(c.r, 0.5);
      const rows = Array.from({ length: n }, () => {
        const p = person(c);
        return withAddr
          ? t`| ${full(c, p)} | ${addr(c, c.country, [[3, 'full'], [1, 'streetCity']])} | ${phone(c)} |`
          : t`| ${full(c, p)} | ${pick(c.r, JOB_TITLES)} | ${city(c, c.country, 'city')} |`;
      });
      return t`${o(c, 'Format this as CSV:', 'Sort by name:', '')}\n| Name | ${withAddr ? 'Address' : 'Role'} | ${withAddr ? 'Phone' : 'Home city'} |\n|---|---|---|\n${join(rows, '\n')}`;
    },
  },
  {
    id: 'html-snippet', kind: 'pos', lang: 'en', noCase: true,
    make: (c) => {
      const p = person(c);
      return o(c,
        t`<div class="card"><h2>${full(c, p)}</h2><p>${addr(c)}</p><a href="mailto:${email(c, p)}">Email</a></div>`,
        t`<tr><td>${full(c, p)}</td><td>${city(c, c.country, 'city')}</td><td>${orderNo(c)}</td></tr>`,
        t`<customer id="${int(c.r, 1, 9999)}"><name>${full(c, p)}</name><street>${loc(address(c).street)}</street></customer>`,
      ) as Seg;
    },
  },
  {
    id: 'short-answer', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return o(c,
        t`${full(c, p)}`,
        t`it's ${name(c, p, CASUAL)}`,
        t`${full(c, p)}, ${city(c)}`,
        t`Name: ${full(c, p)}`,
        t`sure - ${full(c, p)}, ${addr(c)}`,
        t`${addr(c)}`,
        t`${first(c, p)} here`,
        t`Q: What's your name?\nA: ${full(c, p)}`,
      ) as Seg;
    },
  },
  {
    id: 'name-email', kind: 'pos', lang: 'en',
    make: (c) => {
      const p = person(c);
      return t`${o(c, 'Please add', 'Invite', 'Forward this to', 'Add to the thread:')} ${full(c, p)} ${o(c, `<${email(c, p)}>`, `(${email(c, p)})`, `- ${email(c, p)}`)}${opt(c, 0.5, t` and ${full(c, person(c))}`)}${o(c, '.', '', ' thanks')}`;
    },
  },
];
