/**
 * Positive templates: texts shaped like real traffic to an LLM (chat, tickets, e-mails, forms,
 * JSON, CSV, logs, code) carrying one or more labeled values, often next to hard negatives such as
 * order numbers, timestamps and amounts. Each template varies its own wording.
 */
import { address, multiLineAddress } from './addresses.js';
import { e, join, type Part, t } from './compose.js';
import { birthDate, dob, formatLocalLongDate, isoDate, randomDate } from './dates.js';
import { cardNumber, iban, phone, ssn } from './identifiers.js';
import { ip, ipv4, ipv6 } from './network.js';
import { COMPANIES, email, person, title } from './people.js';
import { chance, digits, emoji, type Gen, int, maybeEmoji, pad, pick } from './random.js';
import type { LocaleId } from './schema.js';
import { compactDob, dobWithCue, medicalId, opener, signature, ssnWithCue, titledName } from './snippets.js';

/** `chat` texts get random lower/upper casing in the generator; the others keep their case. */
export type Style = 'chat' | 'prose' | 'machine';

export interface Template {
  readonly id: string;
  readonly style: Style;
  /** Locales whose values fit the template (SSNs are American, NHS numbers British); default all. */
  readonly locales?: readonly LocaleId[];
  readonly build: (g: Gen) => Part;
}

const NON_ENGLISH: readonly LocaleId[] = ['de', 'fr', 'es', 'it', 'nl'];

const orderNumber = (g: Gen): string => `${digits(g, 4)}-${digits(g, 4)}-${digits(g, 4)}`;
const clock = (g: Gen): string => `${pad(int(g, 0, 23), 2)}:${pad(int(g, 0, 59), 2)}:${pad(int(g, 0, 59), 2)}`;
const timestamp = (g: Gen): string => `${isoDate(randomDate(g, 2021, 2025))}T${clock(g)}Z`;
const amount = (g: Gen): string => pick(g, [`$${int(g, 5, 999)}.${digits(g, 2)}`, `€${int(g, 5, 999)},${digits(g, 2)}`, `£${int(g, 5, 999)}.${digits(g, 2)}`]);
const company = (g: Gen): string => pick(g, COMPANIES);

const chat: readonly Template[] = [
  {
    id: 'chat-reply-to-customer',
    style: 'chat',
    build: (g) =>
      t`${opener(g)}can you draft a reply to this customer? ${pick(g, ['her', 'his', 'their'])} email is ${e('EMAIL', email(g))} and ${pick(g, [
        'they want a refund for order #' + orderNumber(g),
        'the package arrived damaged',
        'they were charged twice',
        'they want to cancel the subscription',
      ])}. keep it short and friendly${maybeEmoji(g)}`,
  },
  {
    id: 'chat-my-name-is',
    style: 'chat',
    build: (g) => {
      const who = person(g);
      const contact = chance(g, 0.5) ? t`You can reach me at ${e('PHONE', phone(g))}.` : t`My email is ${e('EMAIL', email(g, who))}.`;
      return t`${pick(g, ['Hi! ', 'Hello, ', '', 'hey, '])}${pick(g, ['My name is ', 'my name is ', "my name's ", 'My full name is '])}${e('PERSON', who.full)} and I need help ${pick(g, [
        'writing a cover letter for a nursing job',
        'with a complaint letter to my landlord',
        'preparing for a job interview',
        'filling in a visa application',
      ])}. ${contact}`;
    },
  },
  {
    id: 'chat-card-declined',
    style: 'chat',
    build: (g) =>
      t`${pick(g, ['my card ', 'My credit card ', 'the card number ', 'card '])}${e('CREDIT_CARD', cardNumber(g))} ${pick(g, [
        'keeps getting declined on your site, what do I do??',
        'was charged twice for the same order',
        'expired last month, can I still use it for a refund?',
        'shows a pending charge I don’t recognise',
      ])}${maybeEmoji(g)}`,
  },
  {
    id: 'chat-deposit-iban',
    style: 'chat',
    build: (g) =>
      t`Can you write a polite message to my ${pick(g, ['landlord', 'old landlady', 'letting agent', 'flatmate'])} asking ${pick(g, ['them', 'him', 'her'])} to send the ${pick(g, [
        'deposit',
        'remaining rent',
        'money for the utilities',
      ])} back to my IBAN ${e('IBAN', iban(g))}? It has been ${int(g, 2, 9)} weeks already.`,
  },
  {
    id: 'chat-w4-ssn',
    style: 'chat',
    locales: ['en_US'],
    build: (g) =>
      t`${opener(g)}I'm filling out a ${pick(g, ['W-4', 'W-9', 'I-9', 'FAFSA', 'rental application'])}, my ${chance(g, 0.4) ? t`SSN is ${e('SSN', ssn(g))}` : ssnWithCue(g)} - which box does it go in? ${pick(g, [
        'also is it ok to send it by email',
        'the form is from ' + company(g),
        'due friday',
      ])}${maybeEmoji(g)}`,
  },
  {
    id: 'chat-translate-address',
    style: 'chat',
    locales: NON_ENGLISH,
    build: (g) => {
      const where = e('LOCATION', address(g));
      const tel = e('PHONE', phone(g));
      const sentence: Record<string, Part> = {
        de: t`Bitte schicken Sie die Unterlagen an ${where}. Bei Fragen erreichen Sie mich unter ${tel}.`,
        fr: t`Merci d'envoyer le colis à l'adresse suivante : ${where}. Mon numéro : ${tel}.`,
        es: t`Por favor, envíe el paquete a ${where}. Mi teléfono es ${tel}.`,
        it: t`Per favore spedisci il pacco a ${where}. Il mio numero è ${tel}.`,
        nl: t`Stuur het pakket alstublieft naar ${where}. Mijn telefoonnummer is ${tel}.`,
      };
      const [before, after] = pick(g, [['translate this into English: ', ''], ['Can you translate this to English pls?\n\n', ''], ['What does this mean? "', '"']]);
      return t`${before}${sentence[g.locale] ?? ''}${after}`;
    },
  },
  {
    id: 'chat-summarize-call',
    style: 'chat',
    build: (g) =>
      t`summarize this call note for the CRM: customer ${e('EMAIL', email(g))} called from ${e('PHONE', phone(g))} about order #${orderNumber(g)} (${amount(g)}), wants a callback ${pick(g, [
        'tomorrow morning',
        'after 5pm',
        'on Monday',
      ])}.`,
  },
  {
    id: 'chat-zodiac',
    style: 'chat',
    build: (g) =>
      t`${pick(g, ['I was born on ', 'i was born on ', 'My birthday is ', 'my DOB is '])}${e('DATE_OF_BIRTH', dob(g))}, ${pick(g, [
        "what's my zodiac sign?",
        'which chinese zodiac animal am I?',
        'how many days old am I?',
        'what day of the week was that?',
      ])}${maybeEmoji(g, 0.5)}`,
  },
  {
    id: 'chat-ssh-refused',
    style: 'chat',
    build: (g) =>
      t`${opener(g)}why can't I ssh into ${e('IP_ADDRESS', ipv4(g))}? it says ${pick(g, ['connection refused', 'Permission denied (publickey)', 'no route to host', 'operation timed out'])}. port ${pick(g, ['22', '2222', '22022'])} is open in the security group`,
  },
  {
    id: 'chat-ipv6-nginx',
    style: 'chat',
    build: (g) =>
      t`is ${e('IP_ADDRESS', ipv6(g))} a valid address for ${pick(g, ['my nginx listen directive', 'an AAAA record', 'the allow rule in my firewall', 'the bind address in redis.conf'])}? ${pick(g, [
        'nginx -t says ok but nothing answers',
        'the docs use [::]:443',
        'I copied it from the hosting panel',
      ])}`,
  },
  {
    id: 'chat-lab-results',
    style: 'chat',
    build: (g) =>
      t`can you explain my lab results in plain language? ${medicalId(g)}${chance(g, 0.5) ? t`, ${dobWithCue(g)}` : ''}. ${pick(g, [
        'HbA1c 6.1%, LDL 142 mg/dL',
        'TSH 4.8 mIU/L, free T4 0.9 ng/dL',
        'ferritin 12 ng/mL, Hb 11.2 g/dL',
      ])} - should I be worried?${maybeEmoji(g)}`,
  },
  {
    id: 'chat-ship-to',
    style: 'chat',
    build: (g) =>
      t`${pick(g, ['pls ship it to ', 'Ship to: ', 'can you send it to ', 'I live at ', 'my new address is '])}${e('LOCATION', address(g, chance(g, 0.25)))}${pick(g, [
        ' instead of the old one',
        '. thanks!',
        ' - is that in your delivery area?',
        '',
      ])}${maybeEmoji(g)}`,
  },
  {
    id: 'chat-update-contact',
    style: 'chat',
    build: (g) =>
      t`${emoji(g)} ok so my new number is ${e('PHONE', phone(g))} and email ${e('EMAIL', email(g))}, ${pick(g, [
        'update my profile pls',
        'can you write the message to HR telling them',
        'make a vCard out of it',
      ])}${maybeEmoji(g, 0.6)}`,
  },
  {
    id: 'chat-cjk-address',
    style: 'chat',
    build: (g) =>
      t`${pick(g, ['请帮我把这个地址翻译成中文：', 'この住所を日本語に訳してください：', '주소를 한국어로 번역해 주세요: ', '𠮷野家の近くですか？住所は '])}${e('LOCATION', address(g))} ${emoji(g)}`,
  },
  {
    id: 'chat-ssn-bare',
    style: 'chat',
    locales: ['en_US'],
    build: (g) =>
      t`the ${pick(g, ['form', 'portal', 'tax software', 'bank website'])} keeps rejecting my ${pick(g, ['social security number ', 'SSN ', 'ssn: '])}${e('SSN', ssn(g, chance(g, 0.5) ? 'bare' : 'dashes'))} - is the format wrong or is it something else?`,
  },
  {
    id: 'chat-two-cards',
    style: 'chat',
    build: (g) => {
      const [brand, name] = pick(g, [['visa', 'Visa'], ['mastercard', 'Mastercard'], ['discover', 'Discover']] as const);
      return t`I have two cards, an Amex ${e('CREDIT_CARD', cardNumber(g, 'amex'))} and a ${name} ${e('CREDIT_CARD', cardNumber(g, brand))}; which one should I use ${pick(g, ['abroad', 'for the hotel deposit', 'on Amazon'])}?`;
    },
  },
  {
    id: 'chat-birthday-party',
    style: 'chat',
    build: (g) =>
      t`${pick(g, ["my son's birthday is ", "My daughter's date of birth is ", 'my mum was born on ', 'Grandpa’s birthday is '])}${e('DATE_OF_BIRTH', dob(g))} - ${pick(g, [
        'plan a party for that age group',
        'how old will they turn this year?',
        'write a card for the big day',
      ])} 🎂`,
  },
  {
    id: 'chat-markdown-table',
    style: 'prose',
    build: (g) =>
      t`Turn this into a polite email to the bank:\n\n| Field | Value |\n|---|---|\n| Email | ${e('EMAIL', email(g))} |\n| IBAN | ${e('IBAN', iban(g))} |\n| Phone | ${e('PHONE', phone(g))} |\n| Amount | ${amount(g)} |`,
  },
  {
    id: 'chat-local-language',
    style: 'chat',
    locales: ['es', 'it', 'fr', 'de'],
    build: (g) => {
      const where = e('LOCATION', address(g));
      const tel = e('PHONE', phone(g));
      const text: Record<string, Part> = {
        es: t`¿Puedes ayudarme a escribir una carta de reclamación? Mi dirección es ${where} y mi teléfono ${tel}.`,
        it: t`Mi aiuti a scrivere una lettera di reclamo? Il mio indirizzo è ${where}, cellulare ${tel}.`,
        fr: t`Tu peux m'aider à rédiger une réclamation ? J'habite ${where}, tél. ${tel}.`,
        de: t`Kannst du mir helfen, eine Beschwerde zu schreiben? Meine Adresse: ${where}, Tel. ${tel}.`,
      };
      return t`${text[g.locale] ?? ''}${maybeEmoji(g)}`;
    },
  },
  {
    id: 'chat-firewall-ips',
    style: 'chat',
    build: (g) =>
      t`our ${pick(g, ['firewall', 'WAF', 'fail2ban'])} logs show ${e('IP_ADDRESS', ipv6(g, 'mapped'))} and ${e('IP_ADDRESS', ip(g))} hitting /login ${int(g, 200, 9000)} times in ${int(g, 2, 59)} minutes, should I block both?`,
  },
  {
    id: 'chat-emoji-medical',
    style: 'chat',
    build: (g) =>
      t`${emoji(g)}${emoji(g)} the clinic portal says ${medicalId(g)} isn't linked to my account, how do I ask them to fix it? ${emoji(g)}`,
  },
];

const tickets: readonly Template[] = [
  {
    id: 'ticket-double-charge',
    style: 'prose',
    build: (g) =>
      t`Ticket #${int(g, 10000, 99999)}\nSubject: ${pick(g, ['Double charge', 'Refund not received', 'Unknown transaction'])}\nCustomer: ${e('EMAIL', email(g))}\nCard: ${e('CREDIT_CARD', cardNumber(g))}\nAmount: ${amount(g)}\nCreated: ${timestamp(g)}\n\nCustomer says the charge appeared ${int(g, 2, 3)} times.`,
  },
  {
    id: 'ticket-account-locked',
    style: 'prose',
    build: (g) =>
      t`User reports account locked after ${int(g, 3, 12)} failed logins from ${e('IP_ADDRESS', ip(g))} at ${timestamp(g)}. Please call back on ${e('PHONE', phone(g))} once unlocked. Priority: ${pick(g, ['P2', 'P3', 'high', 'normal'])}.`,
  },
  {
    id: 'ticket-address-change',
    style: 'prose',
    build: (g) =>
      t`Please update the delivery address for order ${orderNumber(g)} to ${e('LOCATION', address(g))}.\nThe old address was ${e('LOCATION', address(g))}.\nAgent: ${pick(g, ['L2 support', 'night shift', 'billing team'])}`,
  },
  {
    id: 'ticket-refund-iban',
    style: 'prose',
    build: (g) =>
      t`Refund request ${pick(g, ['RF', 'REF', 'R'])}-${digits(g, 6)}: please transfer ${amount(g)} to ${e('IBAN', iban(g))} (account holder ${titledName(g)}). Approved by finance on ${isoDate(randomDate(g, 2023, 2025))}.`,
  },
  {
    id: 'ticket-identity-check',
    style: 'prose',
    build: (g) =>
      t`Caller verified identity with ${pick(g, ['date of birth ', 'DOB ', 'their date of birth, '])}${e('DATE_OF_BIRTH', dob(g))}, and the last four digits of the card (${digits(g, 4)}). Callback number ${e('PHONE', phone(g))}. Case ${digits(g, 8)}.`,
  },
];

const emails: readonly Template[] = [
  {
    id: 'email-dear-signoff',
    style: 'prose',
    build: (g) => {
      const tel = chance(g, 0.5) ? t`\n${pick(g, ['Tel: ', 'Phone: ', 'M: ', 'Mobile '])}${e('PHONE', phone(g))}` : '';
      return t`Dear ${e('PERSON', person(g).full)},\n\n${pick(g, [
        'Thank you for your application. We would like to invite you to an interview next week.',
        'Please find attached the signed contract.',
        'I am writing to follow up on our conversation from Tuesday.',
        'Your order has been dispatched and should arrive within 3-5 working days.',
      ])}\n\n${signature(g)}${tel}`;
    },
  },
  {
    id: 'email-signature-block',
    style: 'prose',
    build: (g) => {
      const who = person(g);
      return t`${pick(g, ['Hi all,', 'Hello team,', 'Hi,'])}\n\n${pick(g, [
        'The Q3 numbers are attached; revenue is up 12.5% on last year.',
        'Reminder: the office is closed on Friday.',
        'Can someone review PR #' + String(int(g, 100, 4000)) + ' before the release?',
      ])}\n\n${signature(g, who)}\n${pick(g, ['Senior Accountant', 'Head of Operations', 'Software Engineer', 'Office Manager'])} | ${company(g)}\n${pick(g, ['Tel: ', 'T: ', 'Phone: ', 'Mob: '])}${e('PHONE', phone(g))}\n${e('EMAIL', email(g, who))}`;
    },
  },
  {
    id: 'email-german-letter',
    style: 'prose',
    locales: ['de'],
    build: (g) => {
      const to = person(g);
      return t`Sehr geehrte${to.sex === 'female' ? ' Frau' : 'r Herr'} ${e('PERSON', to.full)},\n\nvielen Dank für Ihre Nachricht vom ${formatLocalLongDate(g, randomDate(g, 2023, 2025))}. Die Unterlagen senden wir Ihnen an ${e('LOCATION', address(g))}.\n\n${signature(g, person(g), true)}`;
    },
  },
  {
    id: 'email-local-closing',
    style: 'prose',
    locales: ['fr', 'es', 'it', 'nl'],
    build: (g) => {
      const body: Record<string, string> = {
        fr: 'Bonjour,\n\nJe vous confirme notre rendez-vous de jeudi à 10h.',
        es: 'Hola,\n\nTe confirmo la reunión del jueves a las 10:00.',
        it: 'Buongiorno,\n\nLe confermo l’appuntamento di giovedì alle 10.',
        nl: 'Goedemiddag,\n\nHierbij bevestig ik onze afspraak van donderdag om 10.00 uur.',
      };
      return t`${body[g.locale] ?? ''}\n\n${signature(g, person(g), true)}\n${e('PHONE', phone(g))}`;
    },
  },
  {
    id: 'email-forward-headers',
    style: 'prose',
    build: (g) => {
      const from = person(g);
      const to = person(g);
      return t`please summarize this thread\n\n---------- Forwarded message ---------\nFrom: ${e('PERSON', from.full)} <${e('EMAIL', email(g, from))}>\nDate: ${pick(g, ['Tue', 'Wed', 'Thu'])}, ${int(g, 1, 28)} ${pick(g, ['Mar', 'Jun', 'Oct'])} 2024 ${clock(g)} +0100\nSubject: Re: ${pick(g, ['contract renewal', 'Q3 budget', 'site visit'])}\nTo: ${e('PERSON', to.full)} <${e('EMAIL', email(g, to))}>\n\nSounds good, let's go with option B.`;
    },
  },
  {
    id: 'email-invoice-iban',
    style: 'prose',
    build: (g) => {
      const who = person(g);
      return t`Dear ${title(g, who.sex)} ${e('PERSON', who.full)},\n\nplease pay invoice INV-${randomDate(g, 2023, 2025).year}-${digits(g, 4)} dated ${isoDate(randomDate(g, 2023, 2025))} over ${amount(g)} to IBAN ${e('IBAN', iban(g))}${chance(g, 0.5) ? `, BIC ${pick(g, ['COBADEFFXXX', 'DEUTDEFF', 'BNPAFRPP', 'INGBNL2A', 'UNCRITMM'])}` : ''} within 14 days.\n\nAccounts Receivable, ${company(g)}`;
    },
  },
  {
    id: 'email-hr-onboarding',
    style: 'prose',
    locales: ['en_US'],
    build: (g) => {
      const who = person(g);
      return t`Hi ${title(g, who.sex)} ${e('PERSON', who.full)}, to finish your onboarding we still need your ${ssnWithCue(g)} and your ${pick(g, ['date of birth ', 'DOB: ', 'date of birth: '])}${e('DATE_OF_BIRTH', dob(g))} confirmed in Workday by ${pick(g, ['Friday', 'end of week', 'March 1'])}.`;
    },
  },
  {
    id: 'email-referral',
    style: 'prose',
    build: (g) => {
      const doctor = person(g);
      const patient = person(g);
      return t`Dear Dr. ${e('PERSON', doctor.full)},\n\nI am referring ${title(g, patient.sex)} ${e('PERSON', patient.full)} (${compactDob(g)}, ${medicalId(g)}) for ${pick(g, [
        'assessment of persistent chest pain',
        'a dermatology review',
        'physiotherapy after knee surgery',
      ])}. Blood pressure 138/86 on ${isoDate(randomDate(g, 2024, 2025))}.`;
    },
  },
  {
    id: 'email-letterhead',
    style: 'prose',
    build: (g) => {
      const who = person(g);
      return t`Can you make this letter sound more formal?\n\n${e('PERSON', who.full)}\n${e('LOCATION', multiLineAddress(g))}\n\nHi,\nI want to cancel my gym membership from next month.\n\n${signature(g, who)}`;
    },
  },
  {
    id: 'email-name-with-address',
    style: 'prose',
    build: (g) => {
      const who = person(g);
      const mail = e('EMAIL', email(g, who));
      return chance(g, 0.5)
        ? t`${e('PERSON', who.full)} (${mail}) asked whether the ${pick(g, ['invoice', 'quote', 'ticket'])} can be reissued in ${pick(g, ['EUR', 'USD', 'GBP'])}. Can you draft an answer?`
        : t`To: ${e('PERSON', who.full)} <${mail}>\nSubject: ${pick(g, ['your quote', 'meeting notes', 'access request'])}\n\nThanks for the quick turnaround!`;
    },
  },
  {
    id: 'email-card-stolen',
    style: 'prose',
    build: (g) =>
      t`${pick(g, ['Hello,', 'To the fraud team,', 'Hi there,'])}\n\nmy wallet was stolen ${pick(g, ['yesterday', 'on the train', 'last night'])}. Please block the card ${e('CREDIT_CARD', cardNumber(g))} immediately and send a replacement.\n\n${signature(g)}`,
  },
];

const forms: readonly Template[] = [
  {
    id: 'form-patient-intake',
    style: 'prose',
    build: (g) =>
      t`Patient intake\nName: ${e('PERSON', person(g).full)}\nDOB: ${e('DATE_OF_BIRTH', dob(g))}\n${medicalId(g)}\nPhone: ${e('PHONE', phone(g))}\nAddress: ${e('LOCATION', address(g))}\nAllergies: ${pick(g, ['none known', 'penicillin', 'latex, peanuts'])}`,
  },
  {
    id: 'form-employment',
    style: 'prose',
    locales: ['en_US'],
    build: (g) =>
      t`EMPLOYEE INFORMATION\nFull name: ${e('PERSON', person(g).full)}\nSocial Security Number: ${e('SSN', ssn(g))}\nDate of birth: ${e('DATE_OF_BIRTH', dob(g))}\nHome address: ${e('LOCATION', address(g))}\nStart date: ${isoDate(randomDate(g, 2024, 2025))}\nDepartment: ${pick(g, ['Sales', 'Engineering', 'Finance'])}`,
  },
  {
    id: 'form-payment',
    style: 'prose',
    build: (g) =>
      t`Cardholder: ${e('PERSON', person(g).full)}\nCard number: ${e('CREDIT_CARD', cardNumber(g))}\nExpiry: ${String(int(g, 1, 12)).padStart(2, '0')}/${int(g, 26, 31)}\nCVV: ${digits(g, 3)}\nAmount: ${amount(g)}`,
  },
  {
    id: 'form-sepa-mandate',
    style: 'prose',
    locales: ['de', 'fr', 'es', 'it', 'nl', 'en_GB'],
    build: (g) => {
      const labels: Record<string, readonly [string, string]> = {
        de: ['Kontoinhaber', 'Anschrift'],
        fr: ['Titulaire du compte', 'Adresse'],
        es: ['Titular de la cuenta', 'Dirección'],
        it: ['Intestatario del conto', 'Indirizzo'],
        nl: ['Rekeninghouder', 'Adres'],
        en_GB: ['Account holder', 'Address'],
      };
      const [holder, addressLabel] = labels[g.locale] ?? ['Account holder', 'Address'];
      return t`SEPA Direct Debit Mandate\n${holder}: ${e('PERSON', person(g).full)}\n${addressLabel}: ${e('LOCATION', address(g))}\nIBAN: ${e('IBAN', iban(g))}\nMandate reference: MD-${digits(g, 8)}`;
    },
  },
  {
    id: 'form-nhs-registration',
    style: 'prose',
    locales: ['en_GB'],
    build: (g) =>
      t`GP registration (GMS1)\nSurname and first names: ${e('PERSON', person(g).full)}\n${compactDob(g)}\n${medicalId(g)}\nHome address: ${e('LOCATION', address(g))}`,
  },
];

const machine: readonly Template[] = [
  {
    id: 'json-user-record',
    style: 'machine',
    build: (g) => {
      const who = person(g);
      return t`why does this fail validation?\n{"id": ${int(g, 1, 99999)}, "name": "${e('PERSON', who.full)}", "email": "${e('EMAIL', email(g, who))}", "phone": "${e('PHONE', phone(g))}", "created_at": "${timestamp(g)}", "plan": "${pick(g, ['pro', 'free', 'team'])}"}`;
    },
  },
  {
    id: 'json-payout',
    style: 'machine',
    build: (g) =>
      t`{\n  "payout_id": "po_${g.f.string.alphanumeric(14)}",\n  "amount": ${int(g, 100, 500000)},\n  "currency": "${pick(g, ['EUR', 'GBP', 'CHF'])}",\n  "iban": "${e('IBAN', iban(g, 'electronic'))}",\n  "status": "${pick(g, ['pending', 'failed', 'paid'])}"\n}`,
  },
  {
    id: 'json-fhir-patient',
    style: 'machine',
    build: (g) =>
      t`{"resourceType": "Patient", "identifier": [{"type": {"text": "MRN"}, "value": "${e('MEDICAL_ID', `${chance(g, 0.3) ? 'MRN-' : ''}${digits(g, int(g, 7, 10))}`)}"}], "gender": "${pick(g, ['female', 'male', 'unknown'])}", "birthDate": "${e('DATE_OF_BIRTH', isoDate(birthDate(g)))}"}`,
  },
  {
    id: 'json-request-log',
    style: 'machine',
    build: (g) =>
      t`{"level":"${pick(g, ['info', 'warn', 'error'])}","time":"${timestamp(g)}","msg":"request completed","remote_addr":"${e('IP_ADDRESS', ip(g))}","method":"${pick(g, ['GET', 'POST'])}","path":"/api/v1/${pick(g, ['orders', 'users', 'session'])}","status":${pick(g, ['200', '401', '500'])},"req_id":"${g.f.string.uuid()}"}`,
  },
  {
    id: 'csv-customers',
    style: 'machine',
    build: (g) => {
      const rows = Array.from({ length: int(g, 2, 4) }, (_, i) => t`${String(1000 + i)},${e('EMAIL', email(g))},${e('PHONE', phone(g, chance(g, 0.6) ? 'e164' : 'international'))},${pick(g, ['US', 'GB', 'DE', 'FR', 'NL'])},${int(g, 1, 40)}`);
      return t`dedupe these rows by email:\ncustomer_id,email,phone,country,orders\n${join(rows, '\n')}`;
    },
  },
  {
    id: 'csv-sepa-batch',
    style: 'machine',
    build: (g) => {
      const rows = Array.from({ length: int(g, 2, 3) }, () => t`${isoDate(randomDate(g, 2024, 2025))};${e('IBAN', iban(g, 'electronic'))};${int(g, 10, 9999)},${digits(g, 2)};${pick(g, ['Miete', 'Gehalt', 'Rechnung ' + digits(g, 5)])}`);
      return t`Buchungsdatum;IBAN;Betrag;Verwendungszweck\n${join(rows, '\n')}`;
    },
  },
  {
    id: 'log-nginx-access',
    style: 'machine',
    build: (g) =>
      t`${e('IP_ADDRESS', ip(g))} - - [${int(g, 10, 28)}/Oct/2023:08:${int(g, 10, 59)}:${int(g, 10, 59)} +0000] "${pick(g, ['GET /api/v1/users HTTP/1.1', 'POST /login HTTP/2.0', 'GET /favicon.ico HTTP/1.1'])}" ${pick(g, ['200', '302', '404'])} ${int(g, 100, 9000)} "-" "${pick(g, ['curl/8.4.0', 'Mozilla/5.0 (X11; Linux x86_64)', 'python-requests/2.31.0'])}"`,
  },
  {
    id: 'log-auth-failure',
    style: 'machine',
    build: (g) =>
      t`${timestamp(g)} WARN auth: failed login for ${e('EMAIL', email(g))} from ${e('IP_ADDRESS', ip(g))} (attempt ${int(g, 2, 5)}/5, session=${g.f.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })})`,
  },
  {
    id: 'log-syslog-firewall',
    style: 'machine',
    build: (g) =>
      t`Oct ${int(g, 10, 28)} 08:15:${int(g, 10, 59)} fw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=${e('IP_ADDRESS', ipv6(g))} DST=${e('IP_ADDRESS', ipv6(g, 'compressed'))} LEN=${int(g, 60, 1500)} PROTO=TCP SPT=${int(g, 1024, 65535)} DPT=${pick(g, ['22', '443', '3389'])}`,
  },
  {
    id: 'log-payment-error',
    style: 'machine',
    build: (g) =>
      t`[${timestamp(g)}] ERROR PaymentService: card ${e('CREDIT_CARD', cardNumber(g))} declined (code ${pick(g, ['05', '51', '54'])}) for user ${e('EMAIL', email(g))} order=${orderNumber(g)}`,
  },
  {
    id: 'code-python-fixture',
    style: 'machine',
    build: (g) =>
      t`def test_signup(client):\n    user = User(email="${e('EMAIL', email(g))}", phone="${e('PHONE', phone(g))}")\n    resp = client.post("/signup", json=user.dict())\n    assert resp.status_code == 201`,
  },
  {
    id: 'code-yaml-config',
    style: 'machine',
    build: (g) =>
      t`# why does the mailer time out?\nsmtp:\n  host: ${e('IP_ADDRESS', ip(g))}\n  port: 587\n  username: ${e('EMAIL', email(g))}\n  tls: true\nversion: 2.${int(g, 0, 9)}.${int(g, 0, 20)}`,
  },
  {
    id: 'code-sql-insert',
    style: 'machine',
    locales: ['en_US'],
    build: (g) =>
      t`INSERT INTO employees (id, ssn, dob, hired_on) VALUES (${int(g, 1, 9999)}, '${e('SSN', ssn(g, chance(g, 0.8) ? 'dashes' : 'bare'))}', '${e('DATE_OF_BIRTH', isoDate(birthDate(g)))}', '${isoDate(randomDate(g, 2015, 2025))}');`,
  },
  {
    id: 'code-ts-allowlist',
    style: 'machine',
    build: (g) =>
      t`const ALLOWED_IPS = ['${e('IP_ADDRESS', ipv4(g))}', '${e('IP_ADDRESS', ip(g))}']; // office + VPN\nif (!ALLOWED_IPS.includes(req.ip)) throw new ForbiddenError();`,
  },
];

const mixed: readonly Template[] = [
  {
    id: 'mixed-kyc-summary',
    style: 'prose',
    locales: ['en_US'],
    build: (g) =>
      t`KYC check for ${e('PERSON', person(g).full)} (application #${orderNumber(g)}): ${ssnWithCue(g)}, ${compactDob(g)}, residential address ${e('LOCATION', address(g))}. Risk score ${int(g, 1, 99)}/100, reviewed ${isoDate(randomDate(g, 2024, 2025))}.`,
  },
  {
    id: 'mixed-invoice',
    style: 'prose',
    build: (g) =>
      t`INVOICE ${pick(g, ['INV', 'RE', 'FAC'])}-${digits(g, 6)}\nDate: ${isoDate(randomDate(g, 2023, 2025))}\nBill to: ${e('LOCATION', address(g))}\n${int(g, 1, 9)} x ${pick(g, ['Consulting hours', 'Licence seat', 'Support plan'])} @ ${amount(g)}\nVAT ${pick(g, ['19', '20', '21', '22'])}%\nPayable to IBAN ${e('IBAN', iban(g))} within 30 days.`,
  },
  {
    id: 'mixed-tracking',
    style: 'prose',
    build: (g) =>
      t`Your package 1Z${g.f.string.alphanumeric({ length: 6, casing: 'upper' })}${digits(g, 10)} is on its way to ${e('LOCATION', address(g))}. Questions? Call ${e('PHONE', phone(g))} (Mon–Fri 9:00–17:00).`,
  },
  {
    id: 'mixed-clinical-note',
    style: 'prose',
    build: (g) =>
      t`Pt seen ${isoDate(randomDate(g, 2024, 2025))}. ${medicalId(g)}. ${pick(g, ['d.o.b. ', 'DOB ', 'Born '])}${e('DATE_OF_BIRTH', dob(g))}. BP ${int(g, 100, 160)}/${int(g, 60, 100)}, HR ${int(g, 50, 110)}, temp 37.${int(g, 0, 9)} °C. Plan: ${pick(g, ['review in 2/52', 'bloods, ECG', 'start amlodipine 5 mg od'])}.`,
  },
  {
    id: 'sms-callback',
    style: 'chat',
    build: (g) =>
      t`${pick(g, ['Pls call me back on ', 'call me on ', 'new number: ', 'Ring me at ', 'text me at '])}${e('PHONE', phone(g))}${pick(g, [' re: appointment, ta', ' after 6', '!', ' x', ' - battery dying'])}${maybeEmoji(g)}`,
  },
];

export const POSITIVE_TEMPLATES: readonly Template[] = [...chat, ...tickets, ...emails, ...forms, ...machine, ...mixed];
