/**
 * Hard negatives: texts with no PII at all that still contain what a pattern engine might take for
 * PII (long digit runs, checksum-failing card and IBAN lookalikes, versions and OIDs shaped like
 * IPs, dates without any birth context, `::` in code, `@` in file names, titles before non-names).
 */
import { randomDate, isoDate, type CalendarDate } from './dates.js';
import { invalidIban, invalidSsn, luhnCheckDigit, luhnInvalidNumber, cardSeparator } from './identifiers.js';
import { COMPANIES } from './people.js';
import { chance, digits, emoji, type Gen, int, pad, pick } from './random.js';
import type { Template } from './positives.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date that is not anybody's birth date, written in one of the same formats births are. */
function anyDate(g: Gen, d: CalendarDate = randomDate(g, 1980, 2027)): string {
  const month = MONTHS[d.month - 1] ?? 'March';
  return pick(g, [
    `${pad(d.month, 2)}/${pad(d.day, 2)}/${d.year}`,
    `${pad(d.day, 2)}.${pad(d.month, 2)}.${d.year}`,
    isoDate(d),
    `${month} ${d.day}, ${d.year}`,
    `${d.day} ${month} ${d.year}`,
    `${pad(d.day, 2)}-${month.slice(0, 3)}-${d.year}`,
  ]);
}

/** ISBN-13 with a correct check digit (weights 1 and 3). */
function isbn13(g: Gen): string {
  const group = String(int(g, 0, 9));
  const publisher = digits(g, int(g, 2, 4));
  const payload12 = `978${group}${publisher}${digits(g, 9 - group.length - publisher.length)}`;
  const sum = [...payload12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  const check = (10 - (sum % 10)) % 10;
  const title = payload12.slice(3 + group.length + publisher.length);
  return `978-${group}-${publisher}-${title}-${check}`;
}

/** EAN-13 barcode: same weighting as ISBN-13. */
function ean13(g: Gen): string {
  const payload = `${int(g, 40, 44)}${digits(g, 10)}`;
  const sum = [...payload].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return payload + String((10 - (sum % 10)) % 10);
}

function version(g: Gen): string {
  return pick(g, [
    `v${int(g, 0, 12)}.${int(g, 0, 30)}.${int(g, 0, 20)}`,
    `${int(g, 1, 5)}.${int(g, 0, 9)}.${int(g, 0, 9)}.${int(g, 0, 9)}.${int(g, 0, 9)}`,
    `10.0.${int(g, 17000, 26100)}.${int(g, 1, 5000)}`,
    `${int(g, 1, 130)}.0.${int(g, 1000, 7000)}.${int(g, 10, 300)}`,
    g.f.system.semver(),
  ]);
}

const clock = (g: Gen): string => `${pad(int(g, 0, 23), 2)}:${pad(int(g, 0, 59), 2)}:${pad(int(g, 0, 59), 2)}`;
const isoTimestamp = (g: Gen): string => `${isoDate(randomDate(g, 2020, 2025))}T${clock(g)}${pick(g, ['Z', '.123Z', '+02:00'])}`;
const company = (g: Gen): string => pick(g, COMPANIES);

export const NEGATIVE_TEMPLATES: readonly Template[] = [
  {
    id: 'neg-order-number',
    style: 'chat',
    build: (g) =>
      `${pick(g, ['Order #', 'order no. ', 'Bestellnummer ', 'Commande n° '])}${digits(g, 4)}-${digits(g, 4)}-${digits(g, 4)} ${pick(g, [
        'has shipped and should arrive Thursday',
        'was cancelled at your request',
        'is waiting for payment',
      ])}. Can you write a short status update for the customer?`,
  },
  {
    id: 'neg-luhn-invalid',
    style: 'prose',
    build: (g) =>
      `${pick(g, ['Batch ID ', 'Import job ', 'Reference ', 'Container '])}${luhnInvalidNumber(g, cardSeparator(g))} ${pick(g, ['failed to import', 'completed with 3 warnings', 'is stuck in the queue'])}; retry scheduled for ${clock(g)}.`,
  },
  {
    id: 'neg-card-rejected-invalid',
    style: 'chat',
    build: (g) =>
      `the checkout form says "${luhnInvalidNumber(g, pick(g, [' ', '']))}" is not a valid card number, which makes sense because I mistyped it. How does the form know?`,
  },
  {
    id: 'neg-iban-lookalike',
    style: 'prose',
    build: (g) =>
      `Validation error: "${invalidIban(g, chance(g, 0.5) ? 'print' : 'electronic')}" is not a valid IBAN (checksum mismatch). Please check the ${pick(g, ['import file', 'CSV', 'mapping'])}.`,
  },
  {
    id: 'neg-ssn-lookalike',
    style: 'prose',
    build: (g) =>
      pick(g, [
        `Part number ${invalidSsn(g)} is out of stock until ${anyDate(g)}.`,
        `Use a dummy value like ${invalidSsn(g)} in the test fixtures; numbers in that range are never issued.`,
        `Form field "ref" contains ${invalidSsn(g)} - what format is that?`,
      ]),
  },
  {
    id: 'neg-version-strings',
    style: 'chat',
    build: (g) =>
      `${pick(g, ['after upgrading from ', 'we are on ', 'the installer shows build ', 'Regression since '])}${version(g)} ${pick(g, ['to ', 'and ', 'vs '])}${version(g)} the ${pick(g, ['app crashes on start', 'tests are flaky', 'login button disappears'])}`,
  },
  {
    id: 'neg-package-json',
    style: 'machine',
    build: (g) =>
      `{\n  "name": "${pick(g, ['web-app', 'api-gateway', 'billing-worker'])}",\n  "version": "${g.f.system.semver()}",\n  "dependencies": {\n    "zod": "^${g.f.system.semver()}",\n    "pino": "~${g.f.system.semver()}",\n    "react": "${g.f.system.semver()}"\n  }\n}`,
  },
  {
    id: 'neg-timestamps',
    style: 'machine',
    build: (g) =>
      `${isoTimestamp(g)} INFO worker-${int(g, 1, 9)} job ${g.f.string.uuid()} finished in ${int(g, 1, 900)}ms (queued at ${clock(g)}, epoch ${int(g, 1600000000, 1760000000)})`,
  },
  {
    id: 'neg-meeting-dates',
    style: 'chat',
    build: (g) =>
      `${pick(g, ['the meeting is on ', 'Deadline: ', 'The contract expires ', 'Invoice dated ', 'Report for the period ending ', 'Go-live moved to '])}${anyDate(g)}${pick(g, [
        ' - can you put it in my calendar?',
        '. Please draft a reminder.',
        ', see attachment.',
        ' at 10:30.',
      ])}`,
  },
  {
    id: 'neg-historic-dates',
    style: 'prose',
    build: (g) => {
      const when = anyDate(g, randomDate(g, 1890, 2010));
      return pick(g, [
        `The company was founded on ${when} and changed the industry.`,
        `The album was released on ${when} and sold a million copies.`,
        `The treaty was signed on ${when}; summarize its main clauses.`,
        `The bridge opened on ${when} and is still in use today.`,
      ]);
    },
  },
  {
    id: 'neg-local-dates',
    style: 'prose',
    build: (g) => {
      const d = randomDate(g, 2024, 2026);
      return pick(g, [
        `Die Besprechung ist am ${pad(d.day, 2)}.${pad(d.month, 2)}.${d.year} um ${int(g, 8, 17)}:30 Uhr in Raum ${int(g, 100, 420)}.`,
        `Le rendez-vous est fixé au ${pad(d.day, 2)}/${pad(d.month, 2)}/${d.year} à ${int(g, 8, 17)}h.`,
        `La factura vence el ${pad(d.day, 2)}/${pad(d.month, 2)}/${d.year}.`,
        `La consegna è prevista per il ${pad(d.day, 2)}/${pad(d.month, 2)}/${d.year}.`,
        `De levering staat gepland op ${pad(d.day, 2)}-${pad(d.month, 2)}-${d.year}.`,
      ]);
    },
  },
  {
    id: 'neg-isbn',
    style: 'prose',
    build: (g) => `Can you summarize the book with ISBN ${isbn13(g)}? Chapter ${int(g, 2, 9)}.${int(g, 1, 9)} especially.`,
  },
  {
    id: 'neg-tracking-numbers',
    style: 'prose',
    build: (g) =>
      pick(g, [
        `UPS tracking 1Z${g.f.string.alphanumeric({ length: 6, casing: 'upper' })}${digits(g, 10)} shows "label created" since ${anyDate(g)}.`,
        `USPS tracking number: 9400 ${digits(g, 4)} ${digits(g, 4)} ${digits(g, 4)} ${digits(g, 4)} ${digits(g, 2)}`,
        `FedEx ${digits(g, 4)} ${digits(g, 4)} ${digits(g, 4)} is delayed due to weather.`,
        `DHL Sendungsnummer JJD${digits(g, 18)} wurde zugestellt.`,
      ]),
  },
  {
    id: 'neg-uuids',
    style: 'machine',
    build: (g) => `DELETE FROM sessions WHERE id IN ('${g.f.string.uuid()}', '${g.f.string.uuid()}'); -- ${int(g, 2, 90)} rows`,
  },
  {
    id: 'neg-git',
    style: 'machine',
    build: (g) => {
      const sha = g.f.git.commitSha();
      return `commit ${sha}\nMerge: ${sha.slice(0, 7)} ${g.f.git.commitSha({ length: 7 })}\nDate:   ${isoTimestamp(g)}\n\n    ${pick(g, ['fix: handle empty cart', 'chore: bump deps', 'feat: add CSV export'])} (#${int(g, 100, 9999)})`;
    },
  },
  {
    id: 'neg-mac-addresses',
    style: 'machine',
    build: (g) => `interface eth${int(g, 0, 3)}: link/ether ${g.f.internet.mac()} brd ff:ff:ff:ff:ff:ff; wlan0 ${g.f.internet.mac({ separator: '-' }).toUpperCase()} mtu ${pick(g, ['1500', '9000'])}`,
  },
  {
    id: 'neg-cpp-scope',
    style: 'machine',
    build: (g) =>
      pick(g, [
        `std::vector<std::string> names; names.reserve(${int(g, 8, 512)}); // why does std::sort crash here?`,
        `use std::collections::HashMap;\nlet mut counts: HashMap<String, u32> = HashMap::new();`,
        `$rows = DB::table('orders')->where('total', '>', ${int(g, 10, 500)})->get();`,
        `a::before { content: "→"; } a:hover::after { opacity: 0.${int(g, 1, 9)}; }`,
        `auto it = std::find(v.begin(), v.end(), ${int(g, 0, 99)}); if (it != v.end()) std::cout << *it << "\\n";`,
      ]),
  },
  {
    id: 'neg-prices',
    style: 'chat',
    build: (g) =>
      `${pick(g, ['is ', 'Compare: ', 'which is cheaper, '])}$${int(g, 1, 9)},${digits(g, 3)}.${digits(g, 2)} or €${int(g, 100, 9999)},${digits(g, 2)}? the other shop says ¥${int(g, 10, 99)},${digits(g, 3)} and CHF ${int(g, 1, 9)}'${digits(g, 3)}.00`,
  },
  {
    id: 'neg-math',
    style: 'chat',
    build: (g) => {
      const [a, b] = [int(g, 10, 99), int(g, 10, 99)];
      const [dividend, divisor] = [int(g, 100000, 999999), pick(g, [3, 6, 7, 9])];
      return `${pick(g, ['check my homework: ', 'is this right? ', ''])}${a} * ${b} = ${a * b}, ${pick(g, ['π ≈ 3.14159', 'e ≈ 2.71828', '√2 ≈ 1.41421356'])}, and ${dividend} / ${divisor} ≈ ${(dividend / divisor).toFixed(4)}`;
    },
  },
  {
    id: 'neg-long-ids',
    style: 'prose',
    build: (g) =>
      pick(g, [
        `Transaction id ${int(g, 2, 9)}${digits(g, 9)} was settled; build ${digits(g, 11)} deployed.`,
        `Ticket ${int(g, 2, 9)}${digits(g, 9)} closed as duplicate of ${int(g, 2, 9)}${digits(g, 9)}.`,
        `The city has a population of ${int(g, 1000000, 9999999)} and an area of ${int(g, 100, 999)} km².`,
        `EAN ${ean13(g)}, ASIN B0${g.f.string.alphanumeric({ length: 8, casing: 'upper' })}, ${int(g, 2, 48)} units in stock.`,
        `Unix time ${int(g, 1600000000, 1760000000)} corresponds to which date?`,
      ]),
  },
  {
    id: 'neg-file-names',
    style: 'chat',
    build: (g) => {
      const file = `${pick(g, ['logo', 'icon', 'avatar', 'hero'])}@${pick(g, ['2x', '3x'])}.${pick(g, ['png', 'webp', 'jpg'])}`;
      return pick(g, [`why is ${file} blurry on retina?`, `the build can’t find ${file} in dist/`, `should ${file} be twice the size of the 1x asset?`]);
    },
  },
  {
    id: 'neg-decorators',
    style: 'machine',
    build: (g) =>
      pick(g, [
        `@Component({ selector: 'app-${pick(g, ['root', 'header', 'cart'])}', templateUrl: './app.component.html' })\nexport class AppComponent {}`,
        `@dataclass(frozen=True)\nclass Point:\n    x: float\n    y: float`,
        `npm install @faker-js/faker@${g.f.system.semver()} @types/node --save-dev`,
        `@media (max-width: ${int(g, 320, 1024)}px) { .nav { display: none; } }`,
        `@Override\npublic String toString() { return "Order(" + id + ")"; }`,
      ]),
  },
  {
    id: 'neg-dear-nobody',
    style: 'prose',
    build: (g) =>
      `${pick(g, ['Dear Sir or Madam,', 'Dear Customer,', 'Dear Hiring Manager,', 'To whom it may concern,', 'Dear Valued Customer,', 'Dear Colleagues,'])}\n\n${pick(g, [
        'I am writing to apply for the position advertised on your website.',
        'Your subscription will renew automatically next month.',
        'We regret to inform you that the event has been postponed.',
      ])}\n\n${pick(g, ['Kind regards,', 'Best regards,', 'Sincerely,'])}\n${pick(g, ['The Support Team', 'Customer Service', 'Human Resources', `The ${company(g)} Team`])}`,
  },
  {
    id: 'neg-title-non-names',
    style: 'chat',
    build: (g) =>
      `${pick(g, ['still waiting for Mr. Right', 'I love Dr. Pepper', 'my kid plays Ms. Pac-Man all day', 'bought new Dr. Martens', 'Mr. Clean works better on tiles', 'we watched Mrs. Doubtfire again'])} ${pick(g, ['lol', 'haha', ''])}${chance(g, 0.4) ? emoji(g) : ''}`,
  },
  {
    id: 'neg-street-phrases',
    style: 'chat',
    build: (g) =>
      pick(g, [
        `Main Street is busy on Saturdays, is there a better route to the station?`,
        `Wall Street rallied after the rate decision.`,
        `Abbey Road is my favourite album.`,
        `Downing Street declined to comment.`,
        `Is Sesame Street still on TV?`,
        `the shop on High Street closes early on Sundays`,
      ]),
  },
  {
    id: 'neg-ip-lookalikes',
    style: 'prose',
    build: (g) =>
      pick(g, [
        `OID ${pick(g, ['1.3.6.1.4.1.311.21.8', '1.2.840.113549.1.1.11', '2.5.29.17'])} identifies the certificate extension.`,
        `${int(g, 256, 999)}.${int(g, 0, 255)}.${int(g, 0, 255)}.${int(g, 0, 255)} is not a valid address, every octet must be below 256.`,
        `See section ${int(g, 1, 9)}.${int(g, 1, 9)}.${int(g, 1, 9)} of the spec and RFC ${int(g, 1000, 9999)}.`,
        `Windows 10 build 10.0.${int(g, 17000, 19045)}.${int(g, 1000, 4000)} and Chrome ${int(g, 100, 130)}.0.${int(g, 5000, 6999)}.${int(g, 10, 200)} are affected.`,
      ]),
  },
  {
    id: 'neg-medical-no-ids',
    style: 'prose',
    build: (g) =>
      pick(g, [
        `Take ${pick(g, ['250', '500', '875'])} mg amoxicillin three times daily for ${int(g, 5, 10)} days.`,
        `ICD-10 ${pick(g, ['E11.9', 'I10', 'J45.909', 'M54.5'])}, CPT ${int(g, 99202, 99215)}; BP ${int(g, 100, 160)}/${int(g, 60, 100)}.`,
        `NDC ${digits(g, 4)}-${digits(g, 4)}-${digits(g, 2)}, lot ${g.f.string.alphanumeric({ length: 7, casing: 'upper' })}, exp ${pad(int(g, 1, 12), 2)}/${int(g, 2025, 2029)}.`,
        `Ward ${int(g, 1, 12)} has ${int(g, 5, 30)} beds; visiting hours 14:00-16:00.`,
      ]),
  },
  {
    id: 'neg-hex-and-codes',
    style: 'machine',
    build: (g) =>
      `.btn { color: ${g.f.color.rgb({ format: 'hex' })}; } /* HTTP ${pick(g, ['404', '418', '503'])}, chmod ${pick(g, ['644', '755'])}, port ${int(g, 1024, 65535)} */`,
  },
  {
    id: 'neg-chat-release',
    style: 'chat',
    build: (g) => `${emoji(g)}${emoji(g)} we shipped ${version(g)} today!! ${int(g, 2, 40)} bugs fixed, p95 down to ${int(g, 20, 400)}ms ${emoji(g)}`,
  },
  {
    id: 'neg-urls-paths',
    style: 'machine',
    build: (g) =>
      pick(g, [
        `C:\\Users\\Public\\Documents\\report_${isoDate(randomDate(g, 2020, 2025))}.pdf`,
        `https://example.com/api/v2/items/${digits(g, 8)}?page=${int(g, 1, 40)}&sort=desc`,
        `s3://backups/${isoDate(randomDate(g, 2020, 2025))}/db-${digits(g, 10)}.sql.gz`,
        `/var/log/nginx/access.log.${int(g, 1, 14)}.gz`,
      ]),
  },
  {
    id: 'neg-sports-times',
    style: 'chat',
    build: (g) =>
      `${pick(g, ['finished the marathon in ', 'my 10k PB is ', 'lap time '])}${int(g, 0, 4)}:${pad(int(g, 0, 59), 2)}:${pad(int(g, 0, 59), 2)}, and we won ${int(g, 0, 7)}-${int(g, 0, 7)}, ${int(g, 0, 7)}-${int(g, 0, 7)} ${emoji(g)}`,
  },
  {
    id: 'neg-finance-figures',
    style: 'prose',
    build: (g) =>
      `Q${int(g, 1, 4)} revenue grew ${int(g, 1, 40)}.${int(g, 0, 9)}% to $${int(g, 1, 99)}.${int(g, 0, 9)}M; EBITDA ${int(g, 1, 9)},${digits(g, 3)},${digits(g, 3)}; ${int(g, 1000, 99999)} new accounts.`,
  },
  {
    id: 'neg-spreadsheet',
    style: 'machine',
    build: (g) => {
      const rows = Array.from({ length: int(g, 2, 4) }, () => `${g.f.string.alphanumeric({ length: 6, casing: 'upper' })},${int(g, 1, 500)},${int(g, 1, 999)}.${digits(g, 2)},${isoDate(randomDate(g, 2023, 2025))}`);
      return `sku,qty,unit_price,last_restock\n${rows.join('\n')}`;
    },
  },
  {
    id: 'neg-luhn-valid-context-free',
    style: 'prose',
    build: (g) => {
      // A Luhn-valid digit string that is not a card: 11 digits is no card length (cards are 13-19).
      const payload = digits(g, 10);
      return `Shipment reference ${payload}${luhnCheckDigit(payload)} - the warehouse needs it on the pallet label.`;
    },
  },
  {
    id: 'neg-placeholders',
    style: 'prose',
    build: (g) =>
      pick(g, [
        `Hi {{first_name}}, your code is {{otp}}. It expires in ${int(g, 5, 15)} minutes.`,
        `Replace [NAME], [EMAIL] and [PHONE] before sending the template.`,
        `The form has fields Name, Date of birth, Email and Phone - which are required under GDPR?`,
        `Write a regex that matches ${pick(g, ['an email address', 'a UK postcode', 'an IBAN', 'a credit card number'])}.`,
      ]),
  },
];
