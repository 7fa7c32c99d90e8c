/**
 * Texts with no person and no location to label: everyday chat, and hard negatives (capitalised
 * non-names, cities in general-knowledge prose, organisations named after people or places,
 * order numbers and versions, letters without names).
 */
import { t } from './build.js';
import { closingWord, filler, FILLERS, request } from './chat.js';
import { chance, digits, int, pick } from './rng.js';
import { o, opt, type Template } from './template.js';
import { COMPANIES, COUNTRY_NAMES, cityText, type Ctx, date, money, month, orderNo, PRODUCTS, TECH, ticketNo, time, weekday } from './values.js';
import type { Country } from './pools.js';

const anyCountry = (c: Ctx): Country => pick(c.r, ['US', 'UK', 'DE', 'FR', 'ES', 'IT', 'NL', 'CA', 'AU', 'IN', 'IE', 'PL', 'BR', 'SE', 'TR', 'MX', 'PT', 'AT', 'CH'] as const);
/** A city named in prose that is not where anyone is: never labelled. */
const someCity = (c: Ctx): string => cityText(c, anyCountry(c), chance(c.r, 0.5) ? 'city' : 'world');
const countryName = (c: Ctx): string => pick(c.r, COUNTRY_NAMES[anyCountry(c)]);

const NAMED_THINGS = ['the New York Times', 'The Washington Post', 'the London Stock Exchange', 'the Berlin Wall', 'the Paris Agreement', 'the Tokyo Olympics', 'Chicago-style pizza', 'Brussels sprouts', 'the Boston Marathon', 'the Frankfurt Book Fair', 'the Geneva Convention', 'the Vienna Philharmonic', 'Manchester United', 'Real Madrid', 'the Chicago Bulls', 'the Toronto Raptors', 'Paris Saint-Germain', 'the Houston Rockets', 'the Amazon rainforest', 'the Sydney Opera House', 'Hamburg steak', 'Dijon mustard', 'Parmesan', 'Champagne', 'the Milan fashion week', 'the Venice Biennale', 'Edinburgh Fringe', 'the Oxford comma', 'Cambridge Analytica', 'the Stockholm syndrome', 'Delhi belly', 'the Denver Broncos', 'the Dallas Cowboys', 'Boston Consulting Group', 'the Madrid Open', 'the Monaco Grand Prix', 'Bank of England', 'the Hague tribunal', 'Hollywood', 'Silicon Valley', 'Wall Street', 'Broadway shows', 'the Golden Gate Bridge', 'the Eiffel Tower', 'the Colosseum', 'Big Ben', 'the Brandenburg Gate', 'the Sagrada Família'];
const ORGS_WITH_NAMES = ['Johns Hopkins University', 'the Nobel Prize', 'the Ford Foundation', 'Louis Vuitton', 'Calvin Klein', 'Hugo Boss', 'Ralph Lauren', 'Tommy Hilfiger', 'Ben & Jerry\'s', 'McDonald\'s', 'Dr. Pepper', 'Dr. Martens', 'Mr. Clean', 'Tim Hortons', 'Wendy\'s', 'Johnson & Johnson', 'Morgan Stanley', 'Goldman Sachs', 'Marks & Spencer', 'the Lincoln Memorial', 'the Jefferson Memorial', 'the Smithsonian', 'Carnegie Hall', 'the Guggenheim', 'the Rockefeller Center', 'the Tesla Model Y', 'the Ford Mustang', 'Ferrari', 'Porsche', 'Chanel No. 5', 'the Max Planck Institute', 'the Fraunhofer Society', 'the Bill & Melinda Gates Foundation', 'the Walt Disney Company', 'Victoria\'s Secret', 'the Victoria line', 'Victoria Station', 'King\'s College', 'St. Mary\'s Hospital', 'Saint Laurent', 'Hermès', 'Alexa', 'Siri', 'Cortana', 'the Mona Lisa', 'Hurricane Katrina', 'the Jordan 1 sneakers', 'Nike Air Max'];
const NAME_WORDS_START = ['Will you', 'Mark the', 'Grace period for', 'Hope you', 'Bill me for', 'Rob Roy cocktails use', 'Pat the dough', 'Sue the contractor if', 'Art classes for', 'Chase Bank charges', 'Rose gold or', 'Joy of cooking:', 'June is', 'May I ask', 'April showers', 'Summer reading list:', 'Frank feedback on', 'Faith-based charities', 'Violet and indigo', 'Iris recognition', 'Ruby gems', 'Amber alerts', 'Jack up the car', 'Crystal clear audio', 'Dawn dish soap', 'Holly and ivy'];

export const NEGATIVE: Template[] = [
  { id: 'neg-request', kind: 'neg', lang: 'en', weight: 10, make: (c) => t`${request(c.r)}${opt(c, 0.5, ` ${filler(c.r)}`)}` },
  {
    id: 'neg-tech', kind: 'neg', lang: 'en', weight: 5,
    make: (c) => t`${o(c, 'My', 'Our', 'The')} ${pick(c.r, TECH)} ${o(c, 'build', 'pipeline', 'job', 'cluster', 'service', 'container', 'notebook', 'test suite')} ${o(c, 'fails', 'crashes', 'hangs', 'is slow', 'throws an error')} ${o(c, 'after upgrading', 'when I add', 'since we switched to', 'together with')} ${pick(c.r, TECH)}${o(c, ` ${int(c.r, 1, 20)}.${int(c.r, 0, 30)}`, '', ` v${int(c.r, 1, 9)}.${int(c.r, 0, 20)}.${int(c.r, 0, 9)}`)}. ${o(c, 'How do I debug this?', 'Any idea why?', `Error: ${pick(c.r, ['ECONNREFUSED', 'OOMKilled', 'NullPointerException', 'ModuleNotFoundError', 'segmentation fault', 'TypeError: undefined is not a function'])}`, 'Should I use ' + pick(c.r, TECH) + ' instead?')}`,
  },
  {
    id: 'neg-city-facts', kind: 'neg', lang: 'en', weight: 5,
    make: (c) => {
      const a = someCity(c);
      return t`${o(c, `${a} is the capital of ${countryName(c)}, right?`, `What is the population of ${a}?`, `Tell me about the history of ${a}.`, `Why is ${a} famous?`, `How far is ${a} from ${someCity(c)}?`, `What's the weather like in ${a} in ${month(c)}?`, `Best restaurants in ${a}?`, `Compare the cost of living in ${a} and ${someCity(c)}.`, `When was ${a} founded?`, `Which river runs through ${a}?`, `What language do they speak in ${a}?`, `Flights from ${a} to ${someCity(c)} are so expensive this year.`, `${a} hosted the conference in ${int(c.r, 1990, 2024)}.`, `Is ${a} bigger than ${someCity(c)}?`, `What is ${a} known for?`, `Write a travel guide intro for ${a}.`, `What time zone is ${a} in?`, `The ${a} office of ${pick(c.r, COMPANIES)} reported strong growth.`)}${opt(c, 0.3, ` ${filler(c.r)}`)}`;
    },
  },
  {
    id: 'neg-named-things', kind: 'neg', lang: 'en', weight: 3,
    make: (c) => t`${o(c, 'I was reading', 'Did you see', 'What do you think of', 'Tell me about', 'Explain', 'Is', 'I love')} ${pick(c.r, NAMED_THINGS)}${o(c, '?', '.', ' - is it worth it?', ' and ' + pick(c.r, NAMED_THINGS) + '.')}`,
  },
  {
    id: 'neg-orgs-with-names', kind: 'neg', lang: 'en', weight: 3,
    make: (c) => t`${o(c, 'Is', 'I just bought', 'What do you think of', 'Write an ad for', 'Compare', 'My favourite is', 'How old is', 'Who owns')} ${pick(c.r, ORGS_WITH_NAMES)}${o(c, '?', '.', ` or ${pick(c.r, ORGS_WITH_NAMES)}?`, ' - good value?')}`,
  },
  {
    id: 'neg-company-news', kind: 'neg', lang: 'en', weight: 3,
    make: (c) => t`${pick(c.r, COMPANIES)} ${o(c, 'released', 'announced', 'discontinued', 'raised the price of', 'recalled')} ${o(c, 'the', 'its new', 'a cheaper')} ${pick(c.r, PRODUCTS)} ${o(c, `in ${month(c)}`, 'last week', `for ${money(c)}`, 'yesterday')}. ${o(c, 'Should I upgrade?', 'Is it worth it?', 'Summarize the reviews.', 'What changed?')}`,
  },
  {
    id: 'neg-dates', kind: 'neg', lang: 'en', weight: 3,
    make: (c) => t`${o(c, 'Can we move the meeting from', 'The deadline moved from', 'Office is closed from', 'Sprint runs from')} ${weekday(c)} to ${weekday(c)}${o(c, ` in ${month(c)}`, '', ` (${date(c)})`)}${o(c, '?', '.')} ${o(c, `Q${int(c.r, 1, 4)} planning starts in ${month(c)}.`, 'Please update the calendar.', `Room ${pick(c.r, ['B', '4.12', 'Everest', 'Atlas'])} is booked.`, '')}`,
  },
  {
    id: 'neg-orders', kind: 'neg', lang: 'en', weight: 3,
    make: (c) => t`${o(c, 'Order', 'My order', 'Invoice', 'Ticket', 'Case', 'RMA')} ${o(c, orderNo(c), ticketNo(c))} ${o(c, 'has not shipped', 'was charged twice', 'shows the wrong amount', 'is still pending', 'was refunded')}${o(c, '. ', ', ')}${o(c, `Version ${int(c.r, 1, 9)}.${int(c.r, 0, 20)}.${int(c.r, 0, 99)} of the app`, `Total was ${money(c)}`, `Tracking ${orderNo(c)}`, `Build ${digits(c.r, 5)}`)} ${o(c, 'is what I have.', 'for reference.', '')} ${filler(c.r)}`,
  },
  {
    id: 'neg-markdown', kind: 'neg', lang: 'en', weight: 2, noCase: true,
    make: (c) => t`${o(c, '## Installation', '# Getting Started', '### Usage', '## Release Notes', '# Overview')}\n\n${o(c, 'Run `npm install` and then `npm start`.', `Requires ${pick(c.r, TECH)} ${int(c.r, 1, 20)} or later.`, `- Fixed crash on startup\n- Improved ${pick(c.r, TECH)} support\n- Updated dependencies`, 'Clone the repository and copy `.env.example` to `.env`.')}\n\n${o(c, '## Configuration', '## License', '## Contributing', 'See CHANGELOG.md for details.')}`,
  },
  {
    id: 'neg-letter-noname', kind: 'neg', lang: 'en', weight: 2,
    make: (c) => t`${o(c, 'Dear Sir or Madam,', 'To whom it may concern,', 'Hi team,', 'Hello all,', 'Dear customer,', 'Dear Hiring Manager,', 'Hi everyone,')}\n\n${o(c, 'I am writing to request a refund for my recent purchase.', 'Please find the quarterly report attached.', 'Our office will be closed on Monday for the holiday.', 'We are excited to announce our new pricing plans.', 'Thank you for contacting support.')} ${filler(c.r)}\n\n${closingWord(c.r)}\n${o(c, 'The Support Team', 'Customer Service', 'HR', 'The Management', 'Billing Department', 'Your Account Team', pick(c.r, COMPANIES) + ' Support', 'IT Helpdesk')}`,
  },
  {
    id: 'neg-name-words', kind: 'neg', lang: 'en', weight: 3,
    make: (c) => t`${pick(c.r, NAME_WORDS_START)} ${o(c, 'the new project', 'this item', 'everyone', 'a week', 'the report', 'the invoice', 'all tasks', 'it')}${o(c, '?', '.', ' please.', ' - any thoughts?')} ${filler(c.r)}`,
  },
  {
    id: 'neg-code', kind: 'neg', lang: 'en', weight: 2, noCase: true,
    make: (c) => o(c,
      t`Why does this fail?\n\nfor i in range(${int(c.r, 2, 100)}):\n    print(items[i])\n\nIndexError: list index out of range`,
      t`const user = await db.users.findOne({ id: ${int(c.r, 1, 9999)} });\nif (!user) throw new Error("User not found");`,
      t`SELECT name, email FROM customers WHERE city = ? AND created_at > '${int(c.r, 2019, 2025)}-01-01';`,
      t`[${date(c)} ${time(c)}] ERROR ${pick(c.r, TECH)}: connection reset by peer (retry ${int(c.r, 1, 5)}/5)`,
      t`docker run -p ${int(c.r, 3000, 9000)}:80 -e NODE_ENV=production ${pick(c.r, ['nginx', 'redis', 'postgres', 'my-app'])}:${int(c.r, 1, 20)}.${int(c.r, 0, 9)}`,
      t`git commit -m "Fix ${pick(c.r, ['typo', 'race condition', 'memory leak', 'flaky test'])} in ${pick(c.r, ['parser', 'auth', 'billing', 'search'])}"`,
    ) as ReturnType<typeof t>,
  },
  {
    id: 'neg-streets-generic', kind: 'neg', lang: 'en', weight: 1,
    make: (c) => t`${o(c, 'Main Street', 'High Street', 'Broadway', 'Oxford Street', 'Fifth Avenue', 'Abbey Road', 'the Champs-Élysées', 'Sunset Boulevard')} ${o(c, 'is closed for the parade', 'is famous for its shops', 'appears in a lot of songs', 'is always busy on weekends')}. ${o(c, 'Why is that?', 'Tell me more.', '')}`,
  },
  {
    id: 'neg-smalltalk', kind: 'neg', lang: 'en', weight: 4,
    make: (c) => t`${o(c, 'thanks!', 'ok', 'that worked, thank you', 'can you make it shorter?', 'try again', 'no, the other one', 'perfect', 'hmm not quite', 'explain step 3 again', 'what about the second option?', 'make it more formal', 'translate that to German', 'again but funnier', 'why?', 'continue', 'give me 5 more', 'can you use a table?', 'that is wrong', 'good morning', 'hello', 'are you there?', 'nvm', 'lol thanks', 'great job', 'I am tired today')}${opt(c, 0.3, ` ${pick(c.r, FILLERS)}`)}`,
  },
  {
    id: 'neg-geography-quiz', kind: 'neg', lang: 'en', weight: 2,
    make: (c) => t`${o(c, 'Quiz:', 'Trivia:', 'Question:', '')} ${o(c, `which country is ${someCity(c)} in?`, `name three cities in ${countryName(c)}.`, `is ${countryName(c)} in the EU?`, `what currency does ${countryName(c)} use?`, `${someCity(c)} or ${someCity(c)}: which is further north?`)}`,
  },
  {
    id: 'neg-math', kind: 'neg', lang: 'en', weight: 2,
    make: (c) => t`${o(c, 'What is', 'Calculate', 'Solve', 'How much is')} ${int(c.r, 2, 999)} ${pick(c.r, ['*', '+', '-', '/', 'times', 'divided by'])} ${int(c.r, 2, 999)}${o(c, '?', '', ' step by step')}${opt(c, 0.4, ` Also convert ${int(c.r, 1, 500)} ${pick(c.r, ['km', 'miles', 'kg', 'lbs', 'F', 'C'])} please.`)}`,
  },
  {
    id: 'neg-products', kind: 'neg', lang: 'en', weight: 2,
    make: (c) => t`${o(c, 'Should I buy the', 'Is the', 'Compare the', 'My', 'How do I reset my')} ${pick(c.r, PRODUCTS)}${o(c, ` or the ${pick(c.r, PRODUCTS)}?`, '?', ' - it keeps freezing.', ' worth it in ' + String(int(c.r, 2023, 2026)) + '?')}`,
  },
  {
    id: 'neg-headings', kind: 'neg', lang: 'en', weight: 1, noCase: true,
    make: (c) => t`${o(c, 'Executive Summary', 'Introduction', 'Table of Contents', 'Key Findings', 'Background', 'Methodology', 'Next Steps', 'Risks and Mitigations')}\n${o(c, 'Revenue grew 12% year over year.', 'This document describes the proposed architecture.', 'We interviewed 40 customers.', 'The pilot ran for six weeks.')}\n\n${o(c, 'Appendix A', 'Conclusion', 'Open Questions', 'Budget')}`,
  },
  {
    id: 'neg-team-signoff', kind: 'neg', lang: 'en', weight: 1, heldout: true,
    make: (c) => t`${o(c, 'Thanks for reaching out!', 'We received your request.', 'Your ticket has been updated.')} ${o(c, `Reference: ${ticketNo(c)}.`, `Expected response: ${int(c.r, 1, 3)} business days.`)}\n\n${o(c, 'Cheers,', 'Best,', 'Regards,')}\n${o(c, 'The Billing Team', 'Support', 'Customer Care', 'Operations')} @ ${pick(c.r, COMPANIES)}`,
  },
  {
    id: 'neg-weather-forecast', kind: 'neg', lang: 'en', weight: 1, heldout: true,
    make: (c) => t`${o(c, 'Forecast for', 'Weather in', 'Air quality in')} ${someCity(c)}: ${o(c, 'sunny', 'rain', 'partly cloudy', 'snow showers')}, ${int(c.r, -5, 35)}°C${o(c, ', wind 12 km/h.', '.', ', humidity 60%.')} ${o(c, 'Is this normal for ' + month(c) + '?', 'Explain the UV index.', '')}`,
  },
  {
    id: 'neg-history', kind: 'neg', lang: 'en', weight: 1, heldout: true,
    make: (c) => t`${o(c, 'In', 'Around', 'By')} ${int(c.r, 1200, 1990)}, ${someCity(c)} ${o(c, 'became a major trading hub', 'was rebuilt after a fire', 'hosted a world fair', 'grew rapidly')}${o(c, '.', ', according to my textbook.')} ${o(c, 'Is that accurate?', 'Tell me more.', 'Write a paragraph on it.')}`,
  },
];
