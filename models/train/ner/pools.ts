/**
 * Value pools (first names, last names, street names, cities), each split by a stable hash into a
 * training side and a held-out side, so the held-out set names people and places the training and
 * validation sets never contain. Shared by every split: countries, states and regions, street
 * types, titles and postcode shapes (closed sets, not what the held-out set measures).
 */
import { allLocales } from '@faker-js/faker';
import { fnv1a } from './rng.js';

export type Side = 'train' | 'heldout';

/** Share of each pool that goes to the held-out side. */
const HELDOUT_PERCENT = 20;

/**
 * Very common values always on the training side: the shipped model should know "John", "Smith"
 * and "London"; the held-out set then measures rarer, unseen values (a conservative figure).
 */
const ALWAYS_TRAIN = new Set(
  [
    'John', 'James', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas', 'Charles', 'Mary', 'Patricia',
    'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Emma', 'Olivia', 'Sophia', 'Anna',
    'Maria', 'Daniel', 'Paul', 'Mark', 'Peter', 'Laura', 'Emily', 'Alex', 'Chris', 'Tom', 'Mike', 'Kate', 'Jane', 'Lisa',
    'Mohammed', 'Muhammad', 'Ali', 'Wei', 'Priya', 'Raj', 'Carlos', 'Juan', 'Jose', 'Luis', 'Ana', 'Pierre', 'Marie', 'Hans',
    'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Wilson',
    'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker',
    'Patel', 'Khan', 'Singh', 'Kumar', 'Nguyen', 'Kim', 'Chen', 'Wang', 'Li', 'Zhang', 'Müller', 'Schmidt', 'Schneider',
    'Dubois', 'Martin', 'Rossi', 'Fernández', 'González', 'López', 'de Jong', 'Jansen', 'Silva', 'Santos', 'Kowalski',
    'London', 'Paris', 'Berlin', 'Madrid', 'Rome', 'New York', 'Los Angeles', 'Chicago', 'Toronto', 'Sydney', 'Tokyo',
    'Mumbai', 'Amsterdam', 'Manchester', 'Leeds', 'Lyon', 'Munich', 'München', 'Hamburg', 'Barcelona', 'Milan', 'Milano',
    'Roma', 'Boston', 'Seattle', 'Austin', 'Dublin', 'Lisbon', 'Vienna', 'Warsaw', 'Istanbul', 'Delhi', 'New Delhi',
    'Bangalore', 'Bengaluru', 'San Francisco', 'Houston', 'Dallas', 'Birmingham', 'Glasgow', 'Edinburgh', 'Bristol',
    'Main', 'Oak', 'High', 'Church', 'Park', 'Station', 'Hauptstraße', 'Bahnhofstraße',
  ].map((v) => v.normalize('NFC').toLowerCase()),
);

export function sideOf(value: string): Side {
  const key = value.normalize('NFC').toLowerCase();
  if (ALWAYS_TRAIN.has(key)) return 'train';
  return fnv1a(`pool:${key}`) % 100 < HELDOUT_PERCENT ? 'heldout' : 'train';
}

/** A list cut into its two sides (deduplicated, order kept). */
export interface SplitPool {
  readonly train: readonly string[];
  readonly heldout: readonly string[];
}

export function splitPool(values: Iterable<string>): SplitPool {
  const seen = new Set<string>();
  const train: string[] = [];
  const heldout: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    (sideOf(value) === 'train' ? train : heldout).push(value);
  }
  return { train, heldout };
}

// ---------------------------------------------------------------------------------------------
// Reading faker's locale data (the locale's own entries, without the English fallback).

type LocaleKey = keyof typeof allLocales;

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap((v) => strings(v));
  return [];
}

function section(locale: LocaleKey, module: string, key: string): string[] {
  const def = allLocales[locale] as unknown as Record<string, Record<string, unknown> | undefined>;
  return strings(def[module]?.[key]);
}

function sexed(locale: LocaleKey, module: string, key: string, sex: 'female' | 'male'): string[] {
  const def = allLocales[locale] as unknown as Record<string, Record<string, unknown> | undefined>;
  const entry = def[module]?.[key];
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return strings(entry);
  const record = entry as Record<string, unknown>;
  return [...strings(record[sex]), ...strings(record['generic'])];
}

// ---------------------------------------------------------------------------------------------
// People.

/** Where a person's name comes from: a faker locale or one of the romanized lists below. */
export type NameOrigin =
  | 'en_US' | 'en_GB' | 'en_IN' | 'en_AU' | 'en_IE' | 'en_NG' | 'en_ZA' | 'en_CA'
  | 'de' | 'de_AT' | 'de_CH' | 'fr' | 'fr_CA' | 'es' | 'es_MX' | 'it' | 'nl' | 'pt_BR' | 'pt_PT' | 'pl' | 'sv' | 'tr'
  | 'da' | 'fi' | 'nb_NO' | 'cs_CZ' | 'ro' | 'hu' | 'hr' | 'vi' | 'id_ID'
  | 'ru' | 'uk' | 'el' | 'zh_CN' | 'ja' | 'ko' | 'ar' | 'he' | 'fa'
  | 'rom_zh' | 'rom_ja' | 'rom_ko' | 'rom_ar' | 'rom_ru' | 'rom_af';

export interface NamePools {
  readonly female: SplitPool;
  readonly male: SplitPool;
  readonly lastFemale: SplitPool;
  readonly lastMale: SplitPool;
}

/** Common real surnames faker's English lists lack (theirs are partly invented). */
const EN_EXTRA_LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Patel', 'Khan', 'Singh', 'Kim', 'Chen', 'Wang', 'Murphy', "O'Brien", "O'Connor", "O'Neill", "O'Sullivan", 'Kelly', 'Walsh',
  'McCarthy', 'MacDonald', 'McKenzie', 'McLaughlin', 'MacLeod', "D'Souza", "D'Angelo", 'Fitzgerald', 'Byrne', 'Ryan', 'Doyle',
  'Evans', 'Hughes', 'Edwards', 'Collins', 'Stewart', 'Morris', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey',
  'Bell', 'Gomez', 'Kelly', 'Howard', 'Ward', 'Cox', 'Diaz', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'James',
  'Reyes', 'Cruz', 'Hughes', 'Price', 'Myers', 'Long', 'Foster', 'Sanders', 'Ross', 'Morales', 'Powell', 'Sullivan', 'Russell',
  'Ortiz', 'Jenkins', 'Gutierrez', 'Perry', 'Butler', 'Barnes', 'Fisher', 'Henderson', 'Coleman', 'Simmons', 'Patterson',
  'Jordan', 'Reynolds', 'Hamilton', 'Graham', 'Wallace', 'Woods', 'Cole', 'West', 'Owens', 'Marshall', 'Ellis', 'Murray',
  'Ford', 'Hayes', 'Gibson', 'Bryant', 'Stone', 'Knight', 'Hunt', 'Black', 'Daniels', 'Palmer', 'Mills', 'Holmes', 'Rose',
  'Webb', 'Hunter', 'Shaw', 'Lloyd', 'Davies', 'Price', 'Phillips', 'Turner', 'Parker', 'Edwards', 'Harrison', 'Chapman',
  'Atkinson', 'Brennan', 'Gallagher', 'Kavanagh', 'Quinn', 'Nolan', 'Fox', 'Burke', 'Abernathy', 'Ramos', 'Vasquez', 'Chavez',
];
const EN_EXTRA_FIRST_F = ['Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Lisa', 'Nancy', 'Betty', 'Sandra', 'Ashley', 'Kimberly', 'Emily', 'Donna', 'Michelle', 'Carol', 'Amanda', 'Melissa', 'Deborah', 'Stephanie', 'Rebecca', 'Laura', 'Sharon', 'Cynthia', 'Kathleen', 'Amy', 'Angela', 'Helen', 'Anna', 'Brenda', 'Pamela', 'Emma', 'Nicole', 'Samantha', 'Katherine', 'Christine', 'Rachel', 'Carolyn', 'Janet', 'Catherine', 'Maria', 'Heather', 'Diane', 'Julie', 'Joyce', 'Victoria', 'Kelly', 'Christina', 'Lauren', 'Joan', 'Evelyn', 'Olivia', 'Judith', 'Megan', 'Cheryl', 'Martha', 'Andrea', 'Frances', 'Hannah', 'Jacqueline', 'Ann', 'Gloria', 'Jean', 'Kathryn', 'Alice', 'Teresa', 'Sara', 'Janice', 'Doris', 'Madison', 'Julia', 'Grace', 'Judy', 'Abigail', 'Marie', 'Denise', 'Beverly', 'Amber', 'Theresa', 'Marilyn', 'Danielle', 'Diana', 'Brittany', 'Natalie', 'Sophia', 'Rose', 'Isabella', 'Alexis', 'Kayla', 'Charlotte', 'Kate', 'Liz', 'Jen', 'Becky', 'Sue', 'Jane', 'Chloe', 'Zoe', 'Mia', 'Ava', 'Ella', 'Lily', 'Hope', 'Faith', 'Joy', 'June', 'April', 'May', 'Summer', 'Autumn', 'Dawn', 'Holly', 'Ivy', 'Ruby', 'Pearl', 'Iris', 'Daisy', 'Violet', 'Jasmine', 'Siobhan', 'Aoife', 'Niamh', 'Saoirse', 'Sinéad', 'Mairead'];
const EN_EXTRA_FIRST_M = ['James', 'Robert', 'John', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Christopher', 'Charles', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Andrew', 'Paul', 'Joshua', 'Kenneth', 'Kevin', 'Brian', 'George', 'Timothy', 'Ronald', 'Jason', 'Edward', 'Jeffrey', 'Ryan', 'Jacob', 'Gary', 'Nicholas', 'Eric', 'Jonathan', 'Stephen', 'Larry', 'Justin', 'Scott', 'Brandon', 'Benjamin', 'Samuel', 'Gregory', 'Alexander', 'Patrick', 'Frank', 'Raymond', 'Jack', 'Dennis', 'Jerry', 'Tyler', 'Aaron', 'Jose', 'Adam', 'Nathan', 'Henry', 'Zachary', 'Douglas', 'Peter', 'Kyle', 'Noah', 'Ethan', 'Jeremy', 'Walter', 'Christian', 'Keith', 'Roger', 'Terry', 'Austin', 'Sean', 'Gerald', 'Carl', 'Harold', 'Dylan', 'Arthur', 'Lawrence', 'Jordan', 'Jesse', 'Bryan', 'Billy', 'Bruce', 'Gabriel', 'Joe', 'Logan', 'Alan', 'Juan', 'Albert', 'Willie', 'Elijah', 'Wayne', 'Randy', 'Vincent', 'Mason', 'Roy', 'Ralph', 'Bobby', 'Russell', 'Bradley', 'Philip', 'Eugene', 'Mike', 'Tom', 'Dave', 'Steve', 'Jim', 'Bob', 'Bill', 'Will', 'Chris', 'Matt', 'Nick', 'Tony', 'Ben', 'Sam', 'Max', 'Jake', 'Luke', 'Leo', 'Oscar', 'Harry', 'Charlie', 'Freddie', 'Alfie', 'Archie', 'Seamus', 'Ciarán', 'Oisín', 'Darragh', 'Eoin', 'Cormac'];

/** Romanized names, for people whose names faker only writes in their own script. */
const ROMANIZED: Record<'rom_zh' | 'rom_ja' | 'rom_ko' | 'rom_ar' | 'rom_ru' | 'rom_af', { f: string[]; m: string[]; last: string[]; lastF?: string[] }> = {
  rom_zh: {
    f: ['Mei', 'Xiu Ying', 'Li Na', 'Yan', 'Jing', 'Xiaoling', 'Fang', 'Hui', 'Ling', 'Yun', 'Qing', 'Xinyi', 'Yuxuan', 'Zihan', 'Ting', 'Lan', 'Min', 'Xue', 'Hong', 'Jia'],
    m: ['Wei', 'Jun', 'Hao', 'Lei', 'Qiang', 'Ming', 'Jian', 'Yong', 'Tao', 'Bo', 'Zhiwei', 'Haoran', 'Yichen', 'Jie', 'Peng', 'Chao', 'Kai', 'Long', 'Feng', 'Xin'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Gao', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Deng', 'Feng', 'Cao', 'Peng', 'Zeng', 'Wong', 'Chan', 'Leung', 'Cheung', 'Ho', 'Tsang'],
  },
  rom_ja: {
    f: ['Yuki', 'Haruka', 'Sakura', 'Aiko', 'Yui', 'Hina', 'Misaki', 'Naomi', 'Keiko', 'Yoko', 'Emi', 'Rina', 'Mai', 'Aya', 'Nanami', 'Kaori', 'Tomoko', 'Akiko'],
    m: ['Hiroshi', 'Takeshi', 'Kenji', 'Yuto', 'Haruto', 'Sota', 'Ren', 'Daiki', 'Takumi', 'Kazuki', 'Satoshi', 'Kenta', 'Shota', 'Ryo', 'Akira', 'Daisuke', 'Naoki', 'Yusuke'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Mori', 'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Fujita', 'Okada'],
  },
  rom_ko: {
    f: ['Ji-woo', 'Seo-yeon', 'Min-ji', 'Ha-eun', 'Soo-ah', 'Ji-min', 'Yuna', 'Hye-jin', 'Eun-ji', 'Da-eun', 'Su-bin', 'Ye-jin', 'Jisoo', 'Minseo'],
    m: ['Min-jun', 'Seo-jun', 'Ji-ho', 'Do-hyun', 'Joon-young', 'Hyun-woo', 'Sung-min', 'Jae-won', 'Tae-yang', 'Dong-hyun', 'Jun-seo', 'Minho', 'Jihoon', 'Sungho'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang', 'Ahn', 'Song', 'Yoo', 'Hong', 'Jeon', 'Moon', 'Baek', 'Nam'],
  },
  rom_ar: {
    f: ['Fatima', 'Aisha', 'Mariam', 'Noor', 'Layla', 'Zainab', 'Huda', 'Amira', 'Yasmin', 'Rania', 'Salma', 'Hana', 'Leila', 'Samira', 'Nadia', 'Dina', 'Reem', 'Lina', 'Farah', 'Sara'],
    m: ['Mohammed', 'Muhammad', 'Ahmed', 'Ali', 'Omar', 'Hassan', 'Hussein', 'Khalid', 'Youssef', 'Ibrahim', 'Mustafa', 'Tariq', 'Karim', 'Samir', 'Rashid', 'Faisal', 'Hamza', 'Bilal', 'Nabil', 'Walid', 'Abdullah', 'Abdul Rahman'],
    last: ['Al-Farsi', 'Al-Sayed', 'Haddad', 'Khalil', 'Mansour', 'Nasser', 'Saleh', 'Hamdan', 'Aziz', 'Rahman', 'Qureshi', 'El-Amin', 'Abdullah', 'Hussain', 'Benali', 'Bouzid', 'El Idrissi', 'Al-Hashimi', 'Darwish', 'Farouk', 'Ghanem', 'Issa', 'Jaber', 'Kassem', 'Mahmoud', 'Najjar', 'Othman', 'Shaikh', 'Yousef', 'Zaki', 'bin Salem', 'Al Maktoum', 'Chaudhry', 'Malik', 'Siddiqui', 'Ansari'],
  },
  rom_ru: {
    f: ['Anastasia', 'Olga', 'Natalia', 'Ekaterina', 'Irina', 'Svetlana', 'Tatiana', 'Yulia', 'Daria', 'Ksenia', 'Elena', 'Marina', 'Polina', 'Oksana', 'Alina', 'Valeria'],
    m: ['Dmitry', 'Sergei', 'Alexei', 'Ivan', 'Nikolai', 'Andrei', 'Mikhail', 'Vladimir', 'Yuri', 'Oleg', 'Pavel', 'Artem', 'Maxim', 'Igor', 'Bogdan', 'Taras', 'Volodymyr', 'Oleksandr'],
    last: ['Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Volkov', 'Sokolov', 'Lebedev', 'Kozlov', 'Novikov', 'Morozov', 'Petrov', 'Pavlov', 'Orlov', 'Fedorov', 'Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Melnyk', 'Kravchenko'],
    lastF: ['Ivanova', 'Smirnova', 'Kuznetsova', 'Popova', 'Volkova', 'Sokolova', 'Lebedeva', 'Kozlova', 'Novikova', 'Morozova', 'Petrova', 'Pavlova', 'Orlova', 'Fedorova', 'Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Melnyk', 'Kravchenko'],
  },
  rom_af: {
    f: ['Amara', 'Ngozi', 'Chioma', 'Adaeze', 'Folake', 'Abena', 'Akosua', 'Ama', 'Wanjiru', 'Nyambura', 'Zanele', 'Thandiwe', 'Nomvula', 'Lerato', 'Aminata', 'Fatoumata', 'Mariama', 'Awa', 'Makena', 'Imani'],
    m: ['Chinedu', 'Emeka', 'Oluwaseun', 'Tunde', 'Kwame', 'Kofi', 'Kwabena', 'Yaw', 'Kamau', 'Otieno', 'Mwangi', 'Sipho', 'Thabo', 'Bongani', 'Mamadou', 'Moussa', 'Ibrahima', 'Ousmane', 'Tendai', 'Tafadzwa'],
    last: ['Okafor', 'Okonkwo', 'Adeyemi', 'Balogun', 'Mensah', 'Asante', 'Owusu', 'Boateng', 'Kamau', 'Otieno', 'Mwangi', 'Njoroge', 'Dlamini', 'Nkosi', 'Ndlovu', 'Mokoena', 'Diallo', 'Traoré', 'Keita', 'Diop', 'Ndiaye', 'Moyo', 'Banda', 'Phiri', 'Eze', 'Nwosu'],
  },
};

const FAKER_NAME_LOCALE: Partial<Record<NameOrigin, LocaleKey>> = {
  en_US: 'en_US', en_GB: 'en_GB', en_IN: 'en_IN', en_AU: 'en_AU', en_IE: 'en_IE', en_NG: 'en_NG', en_ZA: 'en_ZA', en_CA: 'en_CA',
  de: 'de', de_AT: 'de_AT', de_CH: 'de_CH', fr: 'fr', fr_CA: 'fr_CA', es: 'es', es_MX: 'es_MX', it: 'it', nl: 'nl', pt_BR: 'pt_BR',
  pt_PT: 'pt_PT', pl: 'pl', sv: 'sv', tr: 'tr', da: 'da', fi: 'fi', nb_NO: 'nb_NO', cs_CZ: 'cs_CZ', ro: 'ro', hu: 'hu', hr: 'hr',
  vi: 'vi', id_ID: 'id_ID', ru: 'ru', uk: 'uk', el: 'el', zh_CN: 'zh_CN', ja: 'ja', ko: 'ko', ar: 'ar', he: 'he', fa: 'fa',
};

/** English-speaking locales whose faker data falls back to `en`. */
const EN_FALLBACK: readonly NameOrigin[] = ['en_US', 'en_GB', 'en_AU', 'en_IE', 'en_CA'];

const namePoolCache = new Map<NameOrigin, NamePools>();

export function namePools(origin: NameOrigin): NamePools {
  const cached = namePoolCache.get(origin);
  if (cached !== undefined) return cached;
  let female: string[];
  let male: string[];
  let lastF: string[];
  let lastM: string[];
  if (origin.startsWith('rom_')) {
    const r = ROMANIZED[origin as keyof typeof ROMANIZED];
    female = r.f;
    male = r.m;
    lastM = r.last;
    lastF = r.lastF ?? r.last;
  } else {
    const loc = FAKER_NAME_LOCALE[origin] as LocaleKey;
    // Regional locales without their own lists use the language's ("fr_CA" → "fr", "en_GB" → "en").
    const base = (key: string): LocaleKey => (section(loc, 'person', key).length > 0 ? loc : (loc.split('_')[0] as LocaleKey));
    female = sexed(base('first_name'), 'person', 'first_name', 'female');
    male = sexed(base('first_name'), 'person', 'first_name', 'male');
    lastF = sexed(base('last_name'), 'person', 'last_name', 'female');
    lastM = sexed(base('last_name'), 'person', 'last_name', 'male');
    if (origin === 'pt_BR') {
      lastF = [...lastF, ...section('pt_PT', 'person', 'last_name')];
      lastM = [...lastM, ...section('pt_PT', 'person', 'last_name')];
    }
    if (EN_FALLBACK.includes(origin) || origin === 'en_NG' || origin === 'en_ZA') {
      lastF = [...lastF, ...EN_EXTRA_LAST];
      lastM = [...lastM, ...EN_EXTRA_LAST];
    }
    if (EN_FALLBACK.includes(origin)) {
      female = [...female, ...EN_EXTRA_FIRST_F];
      male = [...male, ...EN_EXTRA_FIRST_M];
    }
  }
  // Faker's Polish last names are masculine only: derive the feminine forms (-ski → -ska).
  if (origin === 'pl') lastF = lastF.map((n) => n.replace(/(sk|ck|dzk)i$/u, '$1a'));
  const pools: NamePools = { female: splitPool(female), male: splitPool(male), lastFemale: splitPool(lastF), lastMale: splitPool(lastM) };
  namePoolCache.set(origin, pools);
  return pools;
}

// ---------------------------------------------------------------------------------------------
// Places.

export interface CountryPlaces {
  /** Cities (and towns) of the country. */
  readonly cities: SplitPool;
  /** Street names complete with their type ("Abbey Road", "Ahornweg"), where the data has them. */
  readonly streets: SplitPool;
  /** Name parts a street is built from ("Oak" + "Street", "Via" + "Garibaldi"). */
  readonly streetNames: SplitPool;
}

const US_CITIES = ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Philadelphia', 'San Antonio', 'San Diego', 'Dallas', 'San Jose', 'Austin', 'Jacksonville', 'Fort Worth', 'Columbus', 'Charlotte', 'San Francisco', 'Indianapolis', 'Seattle', 'Denver', 'Washington', 'Boston', 'El Paso', 'Nashville', 'Detroit', 'Oklahoma City', 'Portland', 'Las Vegas', 'Memphis', 'Louisville', 'Baltimore', 'Milwaukee', 'Albuquerque', 'Tucson', 'Fresno', 'Sacramento', 'Kansas City', 'Atlanta', 'Miami', 'Raleigh', 'Omaha', 'Minneapolis', 'Tulsa', 'Cleveland', 'Wichita', 'New Orleans', 'Tampa', 'Honolulu', 'Pittsburgh', 'Cincinnati', 'St. Louis', 'Salt Lake City', 'Brooklyn', 'Queens', 'Spokane', 'Boise', 'Madison', 'Ann Arbor', 'Burlington', 'Savannah', 'Charleston', 'Santa Fe', 'Anchorage', 'Des Moines', 'Little Rock', 'Richmond', 'Providence', 'Hartford', 'Buffalo', 'Rochester', 'Syracuse', 'Scranton', 'Springfield', 'Fort Lauderdale', 'Palo Alto', 'Mountain View', 'Cambridge', 'Berkeley', 'Oakland', 'Long Beach', 'Bakersfield', 'Reno', 'Chattanooga', 'Knoxville', 'Lexington', 'Durham', 'Greenville', 'Birmingham', 'Montgomery', 'Jackson', 'Baton Rouge', 'Shreveport', 'Lubbock', 'Plano', 'Irvine', 'Scottsdale', 'Tempe', 'Eugene', 'Tacoma', 'Bellevue', 'Fargo', 'Sioux Falls', 'Billings', 'Cheyenne', 'Duluth', 'Green Bay', 'Toledo', 'Dayton', 'Akron', 'Erie', 'Allentown', 'Trenton', 'Newark', 'Jersey City', 'Yonkers', 'Stamford', 'New Haven', 'Worcester', 'Portland', 'Bangor', 'Manchester', 'Wilmington', 'Norfolk', 'Arlington', 'Alexandria', 'Silver Spring', 'Bethesda'];
const UK_TOWNS = ['London', 'Manchester', 'Birmingham', 'Leeds', 'Liverpool', 'Sheffield', 'Bristol', 'Newcastle upon Tyne', 'Nottingham', 'Leicester', 'Coventry', 'Bradford', 'Hull', 'Stoke-on-Trent', 'Wolverhampton', 'Plymouth', 'Southampton', 'Reading', 'Derby', 'Portsmouth', 'Brighton', 'Oxford', 'Cambridge', 'York', 'Bath', 'Exeter', 'Norwich', 'Ipswich', 'Colchester', 'Chelmsford', 'Milton Keynes', 'Northampton', 'Peterborough', 'Lincoln', 'Durham', 'Sunderland', 'Middlesbrough', 'Carlisle', 'Lancaster', 'Preston', 'Blackpool', 'Bolton', 'Wigan', 'Stockport', 'Salford', 'Huddersfield', 'Wakefield', 'Harrogate', 'Doncaster', 'Rotherham', 'Chester', 'Shrewsbury', 'Worcester', 'Gloucester', 'Cheltenham', 'Swindon', 'Salisbury', 'Bournemouth', 'Poole', 'Winchester', 'Guildford', 'Crawley', 'Canterbury', 'Maidstone', 'Dover', 'Hastings', 'Eastbourne', 'Luton', 'Watford', 'St Albans', 'Slough', 'Croydon', 'Bromley', 'Kingston upon Thames', 'Edinburgh', 'Glasgow', 'Aberdeen', 'Dundee', 'Inverness', 'Stirling', 'Perth', 'Paisley', 'Cardiff', 'Swansea', 'Newport', 'Wrexham', 'Bangor', 'Aberystwyth', 'Belfast', 'Derry', 'Lisburn', 'Newry', 'Truro', 'Penzance', 'Taunton', 'Hereford', 'Kendal', 'Whitby', 'Scarborough', 'Barnsley', 'Halifax', 'Oldham', 'Rochdale', 'Burnley', 'Warrington', 'Telford', 'Walsall', 'Dudley', 'Solihull'];
const NL_CITIES = ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven', 'Groningen', 'Tilburg', 'Almere', 'Breda', 'Nijmegen', 'Apeldoorn', 'Haarlem', 'Arnhem', 'Enschede', 'Amersfoort', 'Zaanstad', "'s-Hertogenbosch", 'Zwolle', 'Leiden', 'Maastricht', 'Dordrecht', 'Zoetermeer', 'Delft', 'Deventer', 'Alkmaar', 'Hilversum', 'Leeuwarden', 'Venlo', 'Gouda', 'Hoorn', 'Helmond', 'Emmen', 'Schiedam', 'Purmerend', 'Roosendaal', 'Assen', 'Middelburg', 'Vlissingen', 'Kampen', 'Wageningen', 'Heerlen', 'Sittard', 'Lelystad', 'Harderwijk', 'Ede', 'Oss', 'Veenendaal', 'Hengelo', 'Almelo', 'Bussum'];
const SV_CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Helsingborg', 'Jönköping', 'Norrköping', 'Lund', 'Umeå', 'Gävle', 'Borås', 'Södertälje', 'Eskilstuna', 'Halmstad', 'Växjö', 'Karlstad', 'Sundsvall', 'Östersund', 'Trollhättan', 'Luleå', 'Kalmar', 'Kristianstad', 'Falun', 'Skövde', 'Visby', 'Kiruna', 'Nyköping'];
const BR_CITIES = ['São Paulo', 'Rio de Janeiro', 'Brasília', 'Salvador', 'Fortaleza', 'Belo Horizonte', 'Manaus', 'Curitiba', 'Recife', 'Porto Alegre', 'Belém', 'Goiânia', 'Guarulhos', 'Campinas', 'São Luís', 'Maceió', 'Natal', 'Teresina', 'Campo Grande', 'João Pessoa', 'Florianópolis', 'Santos', 'Ribeirão Preto', 'Uberlândia', 'Sorocaba', 'Niterói', 'Joinville', 'Londrina', 'Vitória', 'Cuiabá', 'Aracaju', 'Juiz de Fora', 'Petrópolis', 'Blumenau', 'Caxias do Sul'];
const AU_CITIES = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Gold Coast', 'Canberra', 'Newcastle', 'Wollongong', 'Hobart', 'Geelong', 'Townsville', 'Cairns', 'Darwin', 'Toowoomba', 'Ballarat', 'Bendigo', 'Launceston', 'Mackay', 'Fremantle', 'Parramatta', 'Bondi', 'Fitzroy', 'St Kilda', 'Manly', 'Surry Hills', 'Newtown', 'Richmond', 'Glenelg', 'Subiaco'];
const IE_TOWNS = ['Dublin', 'Cork', 'Limerick', 'Galway', 'Waterford', 'Drogheda', 'Dundalk', 'Swords', 'Bray', 'Navan', 'Kilkenny', 'Ennis', 'Carlow', 'Tralee', 'Newbridge', 'Portlaoise', 'Balbriggan', 'Naas', 'Athlone', 'Mullingar', 'Letterkenny', 'Sligo', 'Wexford', 'Killarney', 'Clonmel', 'Tullamore', 'Castlebar', 'Westport', 'Dún Laoghaire', 'Malahide'];
const IT_MAJOR = ['Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Genova', 'Bologna', 'Firenze', 'Bari', 'Catania', 'Venezia', 'Verona', 'Messina', 'Padova', 'Trieste', 'Brescia', 'Parma', 'Taranto', 'Prato', 'Modena', 'Reggio Calabria', 'Reggio Emilia', 'Perugia', 'Livorno', 'Ravenna', 'Cagliari', 'Foggia', 'Rimini', 'Salerno', 'Ferrara', 'Sassari', 'Latina', 'Monza', 'Siracusa', 'Pescara', 'Bergamo', 'Trento', 'Vicenza', 'Bolzano', 'Novara', 'Piacenza', 'Ancona', 'Lecce', 'Udine', 'Pisa', 'Lucca', 'Siena', 'Como', 'Arezzo', 'La Spezia'];
const FR_MORE = ['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier', 'Bordeaux', 'Lille', 'Rennes', 'Reims', 'Le Havre', 'Saint-Étienne', 'Toulon', 'Grenoble', 'Dijon', 'Angers', 'Nîmes', 'Villeurbanne', 'Clermont-Ferrand', 'Le Mans', 'Aix-en-Provence', 'Brest', 'Tours', 'Limoges', 'Amiens', 'Perpignan', 'Metz', 'Besançon', 'Orléans', 'Rouen', 'Mulhouse', 'Caen', 'Nancy', 'Avignon', 'Poitiers', 'La Rochelle', 'Pau', 'Annecy', 'Bayonne', 'Biarritz', 'Chambéry', 'Colmar', 'Quimper', 'Vannes', 'Lorient', 'Troyes', 'Calais', 'Dunkerque'];
const ES_MORE = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Murcia', 'Palma', 'Las Palmas de Gran Canaria', 'Bilbao', 'Alicante', 'Córdoba', 'Valladolid', 'Vigo', 'Gijón', 'Granada', 'A Coruña', 'Vitoria-Gasteiz', 'Elche', 'Oviedo', 'Santa Cruz de Tenerife', 'Pamplona', 'Almería', 'San Sebastián', 'Burgos', 'Santander', 'Castellón de la Plana', 'Logroño', 'Badajoz', 'Salamanca', 'Huelva', 'Marbella', 'Lleida', 'Tarragona', 'León', 'Cádiz', 'Jaén', 'Ourense', 'Girona', 'Cáceres', 'Toledo', 'Segovia', 'Ávila', 'Cuenca'];
const DE_MORE = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Dortmund', 'Essen', 'Bremen', 'Dresden', 'Hannover', 'Nürnberg', 'Duisburg', 'Bochum', 'Wuppertal', 'Bielefeld', 'Bonn', 'Münster', 'Karlsruhe', 'Mannheim', 'Augsburg', 'Wiesbaden', 'Mönchengladbach', 'Gelsenkirchen', 'Aachen', 'Braunschweig', 'Kiel', 'Chemnitz', 'Halle', 'Magdeburg', 'Freiburg im Breisgau', 'Krefeld', 'Mainz', 'Lübeck', 'Erfurt', 'Oberhausen', 'Rostock', 'Kassel', 'Hagen', 'Potsdam', 'Saarbrücken', 'Hamm', 'Ludwigshafen am Rhein', 'Oldenburg', 'Osnabrück', 'Leverkusen', 'Heidelberg', 'Darmstadt', 'Regensburg', 'Würzburg', 'Ingolstadt', 'Ulm', 'Göttingen', 'Wolfsburg', 'Jena', 'Trier', 'Konstanz', 'Passau', 'Bamberg', 'Tübingen', 'Marburg', 'Gießen', 'Lüneburg', 'Flensburg', 'Schwerin', 'Weimar', 'Cottbus', 'Görlitz'];
const PL_MORE = ['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Szczecin', 'Bydgoszcz', 'Lublin', 'Białystok', 'Katowice', 'Gdynia', 'Częstochowa', 'Radom', 'Toruń', 'Sosnowiec', 'Kielce', 'Rzeszów', 'Gliwice', 'Zabrze', 'Olsztyn', 'Bielsko-Biała', 'Bytom', 'Zielona Góra', 'Rybnik', 'Opole', 'Tarnów', 'Sopot', 'Zakopane', 'Płock'];
const TR_MORE = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Konya', 'Adana', 'Gaziantep', 'Kayseri', 'Mersin', 'Eskişehir', 'Trabzon', 'Samsun', 'Denizli', 'Bodrum', 'Kadıköy', 'Beşiktaş', 'Üsküdar', 'Şişli', 'Çankaya', 'Karşıyaka', 'Bornova', 'Nilüfer', 'Muratpaşa', 'Bakırköy', 'Beyoğlu', 'Ataşehir', 'Maltepe', 'Fethiye', 'Alanya'];
const IN_MORE = ['Mumbai', 'Delhi', 'New Delhi', 'Bengaluru', 'Bangalore', 'Hyderabad', 'Ahmedabad', 'Chennai', 'Kolkata', 'Pune', 'Jaipur', 'Surat', 'Lucknow', 'Kanpur', 'Nagpur', 'Indore', 'Thane', 'Bhopal', 'Visakhapatnam', 'Patna', 'Vadodara', 'Ghaziabad', 'Ludhiana', 'Agra', 'Nashik', 'Noida', 'Gurgaon', 'Gurugram', 'Kochi', 'Coimbatore', 'Mysuru', 'Chandigarh', 'Thiruvananthapuram', 'Madurai', 'Guwahati', 'Bhubaneswar', 'Dehradun', 'Goa', 'Navi Mumbai', 'Secunderabad'];
const CA_MORE = ['Toronto', 'Montréal', 'Montreal', 'Vancouver', 'Calgary', 'Edmonton', 'Ottawa', 'Winnipeg', 'Québec', 'Quebec City', 'Hamilton', 'Kitchener', 'London', 'Victoria', 'Halifax', 'Oshawa', 'Windsor', 'Saskatoon', 'Regina', "St. John's", 'Kelowna', 'Barrie', 'Guelph', 'Kingston', 'Mississauga', 'Brampton', 'Surrey', 'Burnaby', 'Laval', 'Gatineau', 'Sherbrooke', 'Moncton', 'Fredericton', 'Charlottetown', 'Whitehorse', 'Yellowknife'];

/** Big cities people say they live in, anywhere. */
export const WORLD_CITIES = ['Tokyo', 'Osaka', 'Kyoto', 'Seoul', 'Busan', 'Singapore', 'Dubai', 'Abu Dhabi', 'Doha', 'Riyadh', 'Jeddah', 'Sydney', 'Melbourne', 'Auckland', 'Wellington', 'Toronto', 'Vancouver', 'Montreal', 'Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Karachi', 'Lahore', 'Islamabad', 'Dhaka', 'Colombo', 'Kathmandu', 'Lagos', 'Abuja', 'Accra', 'Nairobi', 'Kampala', 'Kigali', 'Addis Ababa', 'Dar es Salaam', 'Cairo', 'Alexandria', 'Casablanca', 'Marrakesh', 'Tunis', 'Algiers', 'Johannesburg', 'Cape Town', 'Durban', 'Mexico City', 'Guadalajara', 'Monterrey', 'Bogotá', 'Medellín', 'Lima', 'Quito', 'Santiago', 'Buenos Aires', 'Córdoba', 'Montevideo', 'São Paulo', 'Rio de Janeiro', 'Caracas', 'Havana', 'San Juan', 'Panama City', 'Bangkok', 'Chiang Mai', 'Hanoi', 'Ho Chi Minh City', 'Manila', 'Cebu', 'Jakarta', 'Bali', 'Kuala Lumpur', 'Penang', 'Hong Kong', 'Taipei', 'Shanghai', 'Beijing', 'Shenzhen', 'Guangzhou', 'Chengdu', 'Istanbul', 'Ankara', 'Tel Aviv', 'Jerusalem', 'Haifa', 'Amman', 'Beirut', 'Tehran', 'Baku', 'Tbilisi', 'Yerevan', 'Almaty', 'Tashkent', 'Moscow', 'Saint Petersburg', 'Kyiv', 'Kiev', 'Lviv', 'Odesa', 'Minsk', 'Vilnius', 'Riga', 'Tallinn', 'Helsinki', 'Oslo', 'Bergen', 'Stockholm', 'Copenhagen', 'Aarhus', 'Reykjavik', 'Warsaw', 'Kraków', 'Prague', 'Brno', 'Bratislava', 'Budapest', 'Vienna', 'Graz', 'Salzburg', 'Zurich', 'Zürich', 'Geneva', 'Basel', 'Bern', 'Lausanne', 'Brussels', 'Antwerp', 'Ghent', 'Bruges', 'Luxembourg', 'Bucharest', 'Cluj-Napoca', 'Sofia', 'Belgrade', 'Zagreb', 'Ljubljana', 'Sarajevo', 'Athens', 'Thessaloniki', 'Lisbon', 'Porto', 'Faro', 'Dublin', 'Cork', 'Galway', 'Edinburgh', 'Glasgow', 'Cardiff', 'Belfast', 'Honolulu', 'Anchorage', 'Miami', 'Denver', 'Portland', 'Seattle', 'Atlanta', 'Phoenix', 'Philadelphia', 'Detroit', 'Minneapolis', 'Nashville', 'New Orleans'];

/** Country of an address shape; which lists feed it. */
export type Country = 'US' | 'UK' | 'IE' | 'CA' | 'AU' | 'IN' | 'DE' | 'AT' | 'CH' | 'FR' | 'ES' | 'MX' | 'IT' | 'NL' | 'BR' | 'PT' | 'PL' | 'SE' | 'TR' | 'DK' | 'FI' | 'CZ' | 'RO' | 'ZA' | 'NG';

const US_STREET_WORDS = ['Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Washington', 'Lincoln', 'Park', 'Lake', 'Hill', 'Sunset', 'Highland', 'Jefferson', 'Madison', 'Church', 'Mill', 'River', 'Willow', 'Spring', 'Ridge', 'Forest', 'Meadow', 'Chestnut', 'Walnut', 'Cherry', 'Birch', 'Jackson', 'Franklin', 'Adams', 'Monroe', 'Center', 'Market', 'Broad', 'High', 'Union', 'Water', 'Bridge', 'Front', 'School', 'College', 'Academy', 'Prospect', 'Pleasant', 'Summit', 'Valley', 'Green', 'Liberty', 'Railroad', 'Dogwood', 'Magnolia', 'Hickory', 'Sycamore', 'Poplar', 'Laurel', 'Holly', 'Aspen', 'Juniper', 'Cypress', 'Redwood', 'Sequoia', 'Orchard', 'Harbor', 'Bay', 'Ocean', 'Beach', 'Shore', 'Sunrise', 'Canyon', 'Mesa', 'Vista', 'Sierra', 'Mountain', 'Valley View', 'Country Club', 'Old Mill', 'Fox Run', 'Deer Creek', 'Eagle', 'Hawk', 'Quail', 'Cardinal', 'Robin', 'Bluebird', 'Heritage', 'Independence', 'Patriot', 'Colonial', 'Kings', 'Queens', 'Windsor', 'Cambridge', 'Oxford', 'Greenwood', 'Woodland', 'Lakeview', 'Riverside', 'Fairview', 'Glenwood', 'Brookside', 'Hillcrest', 'Crestview', 'Westwood', 'Northgate', 'Southgate', 'Edgewood', 'Kensington', 'Martin Luther King Jr', 'Peachtree', 'Sunnyside', 'Bel Air', 'Wilshire', 'Mulholland', 'Lombard', 'Bourbon', 'Beacon', 'Commonwealth', 'Pennsylvania', 'Massachusetts', 'Connecticut', 'Wisconsin', 'Michigan', 'Ohio', 'Delaware', 'Virginia', 'Carolina', 'Florida', 'Texas', 'Dakota', 'Montana', 'Colorado', 'Nevada', 'Arizona'];
const UK_STREET_WORDS = ['Baker', 'Church', 'Station', 'Victoria', 'Mill', 'Park', 'Kings', 'Queens', 'Manor', 'Albert', 'Windsor', 'Elm', 'Grange', 'Chapel', 'High', 'London', 'Mount Pleasant', 'Springfield', 'Broad', 'Castle', 'Bridge', 'Market', 'North', 'South', 'West', 'East', 'New', 'Green', 'Orchard', 'Meadow', 'Beech', 'Oak', 'Ash', 'Willow', 'Cedar', 'Holly', 'Hawthorn', 'Rowan', 'Birch', 'Priory', 'Abbey', 'Vicarage', 'Rectory', 'School', 'Farm', 'Mill', 'Bath', 'Cromwell', 'Nelson', 'Wellington', 'Marlborough', 'Gladstone', 'Salisbury', 'Stanley', 'Clarence', 'Alexandra', 'Derby', 'Lancaster', 'York', 'Cavendish', 'Belgrave', 'Grosvenor', 'Portland', 'Kensington', 'Chelsea', 'Fulham', 'Camden', 'Islington', 'Hackney', 'Bow', 'Mile End', 'Downing', 'Whitehall', 'Fleet', 'Shaftesbury', 'Regent', 'Oxford', 'Bond', 'Coronation', 'Jubilee', 'Queensway', 'Tennyson', 'Wordsworth', 'Shakespeare', 'Milton', 'Byron', 'Dickens'];
const DE_STREET_WORDS = ['Haupt', 'Bahnhof', 'Schul', 'Garten', 'Dorf', 'Berg', 'Linden', 'Kirch', 'Goethe', 'Schiller', 'Friedrich', 'Mühlen', 'Wald', 'Ring', 'Rosen', 'Birken', 'Eichen', 'Buchen', 'Tannen', 'Wiesen', 'Feld', 'Sonnen', 'Blumen', 'Jahn', 'Post', 'Markt', 'Burg', 'Schloss', 'Kaiser', 'König', 'Mozart', 'Beethoven', 'Bismarck', 'Lessing', 'Uhland', 'Heine', 'Bach', 'Luisen', 'Wilhelm', 'Karl', 'Ludwig', 'Beethoven', 'Mittel', 'Ober', 'Unter', 'Neue', 'Alte', 'Sand', 'Stein', 'Brunnen', 'Mühl', 'Hafen', 'Fischer', 'Kloster', 'Schützen', 'Turm', 'Marien', 'Elisabeth', 'Kant', 'Humboldt', 'Einstein', 'Leibniz'];
const FR_STREET_NAMES = ['de la Paix', 'Victor Hugo', 'du Général de Gaulle', 'des Lilas', 'Jean Jaurès', 'de la République', 'Pasteur', 'du Moulin', 'de Rivoli', 'Saint-Honoré', 'des Écoles', 'de la Gare', 'du Château', 'des Roses', 'de l\'Église', 'Émile Zola', 'Gambetta', 'Foch', 'Jean Moulin', 'Voltaire', 'de Verdun', 'du Commerce', 'des Acacias', 'de la Liberté', 'Carnot', 'Clemenceau', 'Nationale', 'du Port', 'des Tilleuls', 'de la Fontaine', 'Molière', 'Racine', 'de Provence', 'Saint-Michel', 'Montmartre', 'de la Croix-Rousse', 'des Martyrs', 'Lafayette', 'Haussmann', 'de Belleville', 'du Faubourg Saint-Antoine', 'Mouffetard', 'Oberkampf', 'de Charonne'];
const ES_STREET_NAMES = ['Mayor', 'de Alcalá', 'Gran Vía', 'del Sol', 'de la Constitución', 'Real', 'de Colón', 'San Vicente', 'del Prado', 'de Gracia', 'Nueva', 'de la Paz', 'de Serrano', 'de Velázquez', 'de Goya', 'del Carmen', 'de San Juan', 'de la Iglesia', 'del Mar', 'de Andalucía', 'de Cervantes', 'de Lope de Vega', 'de la Castellana', 'de las Flores', 'del Río', 'Ancha', 'del Rosario', 'de Santa Ana', 'de Toledo', 'de Sagasta', 'de Valencia', 'de Aragón', 'Diagonal', 'de la Reina', 'del Pilar', 'de Blasco Ibáñez', 'de Juan Carlos I', 'de la Libertad'];
const IT_STREET_NAMES = ['Roma', 'Garibaldi', 'Giuseppe Verdi', 'dei Mille', 'XX Settembre', 'Vittorio Emanuele II', 'Dante', 'Cavour', 'della Repubblica', 'Mazzini', 'San Marco', 'Manzoni', 'Leopardi', 'Marconi', 'Matteotti', 'Gramsci', 'della Libertà', 'dei Fiori', 'del Corso', 'Nazionale', 'del Popolo', 'Venezia', 'Milano', 'Torino', 'Trieste', 'IV Novembre', 'Umberto I', 'Aldo Moro', 'Alessandro Volta', 'Galileo Galilei', 'Cristoforo Colombo', 'Michelangelo', 'Raffaello', 'Petrarca', 'Carducci', 'dei Tigli', 'delle Rose', 'del Mare', 'della Stazione', 'Santa Lucia'];
const NL_STREET_PARTS = ['Kerk', 'Dorps', 'School', 'Molen', 'Station', 'Heren', 'Keizers', 'Prinsen', 'Kalver', 'Noord', 'Zuid', 'Oost', 'West', 'Markt', 'Beuk', 'Eiken', 'Linden', 'Berken', 'Wilgen', 'Populier', 'Rozen', 'Tulp', 'Julianas', 'Beatrix', 'Wilhelmina', 'Oranje', 'Nassau', 'Emma', 'Hoofd', 'Spoor', 'Haven', 'Water', 'Sluis', 'Brug', 'Veld', 'Bos', 'Park', 'Zee', 'Duin', 'Rembrandt', 'Vermeer', 'Van Gogh', 'Spinoza', 'Erasmus', 'Thorbecke', 'Koning', 'Koningin', 'Burgemeester', 'Professor', 'Vondel', 'Bilderdijk'];
const SV_STREET_PARTS = ['Stor', 'Drottning', 'Kungs', 'Lilla', 'Norra', 'Södra', 'Östra', 'Västra', 'Skol', 'Kyrko', 'Järnvägs', 'Hamn', 'Strand', 'Park', 'Björk', 'Ek', 'Lind', 'Tall', 'Gran', 'Ros', 'Sjö', 'Berg', 'Vasa', 'Gustav Adolfs', 'Karl Johans', 'Svea', 'Birger Jarls', 'Linné', 'Tegnér', 'Strindbergs'];
const BR_STREET_NAMES = ['das Flores', 'Augusta', 'da Consolação', 'Paulista', 'Sete de Setembro', 'XV de Novembro', 'Tiradentes', 'Dom Pedro II', 'Getúlio Vargas', 'Santos Dumont', 'Rio Branco', 'da Liberdade', 'Oscar Freire', 'Brigadeiro Faria Lima', 'Atlântica', 'Nossa Senhora de Copacabana', 'Marechal Deodoro', 'Barão de Mauá', 'dos Andradas', 'da Praia', 'São João', 'Ipiranga', 'Bela Vista', 'das Palmeiras', 'Presidente Vargas', 'Visconde de Pirajá'];
const PL_STREET_NAMES = ['Marszałkowska', 'Piłsudskiego', 'Mickiewicza', 'Słowackiego', 'Kościuszki', 'Długa', 'Krótka', 'Polna', 'Leśna', 'Ogrodowa', 'Szkolna', 'Lipowa', 'Kwiatowa', 'Słoneczna', 'Sienkiewicza', 'Kopernika', 'Chopina', 'Jana Pawła II', 'Floriańska', 'Grodzka', 'Nowy Świat', 'Krakowskie Przedmieście', 'Piotrkowska', 'Świętokrzyska', 'Żeromskiego', 'Reymonta', 'Wojska Polskiego', 'Armii Krajowej', '3 Maja', 'Grunwaldzka'];
const TR_STREET_NAMES = ['Atatürk', 'İstiklal', 'Cumhuriyet', 'Bağdat', 'Barbaros', 'Gazi', 'Fevzi Çakmak', 'Mithatpaşa', 'Kızılay', 'Millet', 'Halaskargazi', 'Büyükdere', 'Nispetiye', 'Moda', 'Çiçek', 'Lale', 'Gül', 'Papatya', 'Menekşe', 'Yıldız', 'Hürriyet', 'Zafer', 'Kurtuluş', 'Mevlana', 'Yunus Emre', 'Namık Kemal', 'Ziya Gökalp', 'Mimar Sinan', 'Fatih', 'Sultan'];
const IN_STREET_NAMES = ['MG', 'Mahatma Gandhi', 'Nehru', 'Station', 'Brigade', 'Residency', 'Linking', 'Hill', 'Park', 'Temple', 'Church', 'Market', 'Main', 'Link', 'Ring', 'Lal Bahadur Shastri', 'Subhash Chandra Bose', 'Sardar Patel', 'Tilak', 'Gokhale', 'Ambedkar', 'Rajaji', 'Anna Salai', 'Cunningham', 'Infantry', 'Richmond', 'Old Airport', 'Sarjapur', 'Outer Ring', 'Hosur', 'Bannerghatta', 'Bandra', 'Juhu Tara', 'Marine', 'Carter', 'Hill', 'Nepean Sea', 'Linking', 'SV', 'Janpath', 'Rajpath', 'Lodhi', 'Aurobindo'];
const IN_SOCIETIES = ['Sai Residency', 'Green Park Apartments', 'Prestige Shantiniketan', 'Lodha Palava', 'Hiranandani Gardens', 'Sobha Dream Acres', 'DLF Phase 2', 'Brigade Gateway', 'Sunshine Towers', 'Shanti Niketan', 'Krishna Kunj', 'Ganga Heights', 'Royal Enclave', 'Silver Oak Society', 'Laxmi Nagar', 'Vasant Kunj', 'Indiranagar', 'Koramangala', 'Andheri West', 'Powai', 'Salt Lake Sector V', 'Banjara Hills', 'Jubilee Hills', 'Anna Nagar', 'T. Nagar', 'Whitefield', 'HSR Layout', 'Jayanagar 4th Block'];

const placeCache = new Map<Country, CountryPlaces>();

/** Faker's city names, without the disambiguation some carry ("Langenfeld (Rheinland)"). */
function fakerCities(...locales: LocaleKey[]): string[] {
  return locales.flatMap((l) => section(l, 'location', 'city_name')).map((c) => c.replace(/\s*\(.*?\)\s*/gu, ' ').trim());
}

export function places(country: Country): CountryPlaces {
  const cached = placeCache.get(country);
  if (cached !== undefined) return cached;
  let cities: string[] = [];
  let streets: string[] = [];
  let streetNames: string[] = [];
  const lastNames = (o: NameOrigin): string[] => [...namePools(o).lastMale.train, ...namePools(o).lastMale.heldout];
  switch (country) {
    case 'US':
      cities = [...US_CITIES, ...fakerCities('en')];
      streetNames = [...US_STREET_WORDS, ...lastNames('en_US')];
      break;
    case 'UK':
      cities = UK_TOWNS;
      streets = section('en_GB', 'location', 'street_name');
      streetNames = [...UK_STREET_WORDS, ...lastNames('en_GB')];
      break;
    case 'IE':
      cities = IE_TOWNS;
      streetNames = [...UK_STREET_WORDS.slice(0, 40), "O'Connell", 'Grafton', 'Dame', 'Parnell', 'Patrick', 'Eyre', 'Shop', 'Quay', 'Harcourt', 'Baggot', 'Leeson', 'Camden'];
      break;
    case 'CA':
      cities = [...CA_MORE, ...fakerCities('en_CA')];
      streetNames = [...US_STREET_WORDS.slice(0, 60), 'Yonge', 'Bloor', 'Queen', 'King', 'Dundas', 'Spadina', 'Granville', 'Robson', 'Sainte-Catherine', 'Saint-Denis', 'Sherbrooke', 'Jasper', 'Portage', 'Rideau', 'Bank', 'Elgin'];
      break;
    case 'AU':
      cities = AU_CITIES;
      streetNames = [...US_STREET_WORDS.slice(0, 50), 'George', 'Pitt', 'Collins', 'Bourke', 'Flinders', 'Swanston', 'Chapel', 'Oxford', 'Crown', 'Hay', 'Murray', 'Hunter', 'Macquarie', 'Elizabeth', 'Lygon', 'Brunswick'];
      break;
    case 'IN':
      cities = [...IN_MORE, ...fakerCities('en_IN')];
      streetNames = IN_STREET_NAMES;
      streets = IN_SOCIETIES;
      break;
    case 'DE':
      cities = [...DE_MORE, ...fakerCities('de')];
      streets = section('de', 'location', 'street_name');
      streetNames = DE_STREET_WORDS;
      break;
    case 'AT':
      cities = ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt', 'Villach', 'Wels', 'Sankt Pölten', 'Dornbirn', 'Steyr', 'Bregenz', ...fakerCities('de_AT')];
      streets = section('de_AT', 'location', 'street_name');
      streetNames = DE_STREET_WORDS;
      break;
    case 'CH':
      cities = ['Zürich', 'Genf', 'Basel', 'Bern', 'Lausanne', 'Winterthur', 'Luzern', 'St. Gallen', 'Lugano', 'Biel', ...fakerCities('de_CH')];
      streets = section('de_CH', 'location', 'street_name');
      streetNames = DE_STREET_WORDS;
      break;
    case 'FR':
      cities = [...FR_MORE, ...fakerCities('fr')];
      streetNames = [...FR_STREET_NAMES, ...section('fr', 'location', 'street_suffix')];
      break;
    case 'ES':
      cities = [...ES_MORE, ...fakerCities('es')];
      streetNames = [...ES_STREET_NAMES, ...lastNames('es').map((n) => `de ${n}`)];
      break;
    case 'MX':
      cities = fakerCities('es_MX');
      streetNames = [...ES_STREET_NAMES.slice(0, 20), 'Reforma', 'Insurgentes Sur', 'Juárez', 'Hidalgo', 'Morelos', 'Madero', '5 de Mayo', '16 de Septiembre', 'Revolución', 'Chapultepec'];
      break;
    case 'IT':
      cities = [...IT_MAJOR, ...fakerCities('it').slice(0, 400)];
      streetNames = [...IT_STREET_NAMES, ...lastNames('it')];
      break;
    case 'NL':
      cities = NL_CITIES;
      streetNames = NL_STREET_PARTS;
      break;
    case 'BR':
      cities = BR_CITIES;
      streetNames = [...BR_STREET_NAMES, ...lastNames('pt_BR')];
      break;
    case 'PT':
      cities = fakerCities('pt_PT');
      streetNames = [...BR_STREET_NAMES.slice(0, 12), 'da Liberdade', 'Augusta', 'do Carmo', 'de Santa Catarina', 'dos Clérigos', 'de Cedofeita', 'Almirante Reis', 'da República', 'Garrett', 'do Ouro'];
      break;
    case 'PL':
      cities = [...PL_MORE, ...fakerCities('pl').slice(0, 300)];
      streetNames = [...PL_STREET_NAMES, ...lastNames('pl')];
      break;
    case 'SE':
      cities = SV_CITIES;
      streetNames = SV_STREET_PARTS;
      break;
    case 'TR':
      cities = [...TR_MORE, ...fakerCities('tr')];
      streets = section('tr', 'location', 'street_name');
      streetNames = TR_STREET_NAMES;
      break;
    case 'DK':
      cities = ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Randers', 'Kolding', 'Horsens', 'Vejle', 'Roskilde', ...fakerCities('da')];
      streets = section('da', 'location', 'street_name');
      streetNames = ['Nørre', 'Vester', 'Øster', 'Sønder', 'Kongens', 'Strand', 'Skole', 'Kirke', 'Bygade', 'Møllevej'];
      break;
    case 'FI':
      cities = fakerCities('fi');
      streetNames = ['Mannerheimin', 'Aleksanterin', 'Hämeen', 'Kauppa', 'Koulu', 'Kirkko', 'Rauhan', 'Puisto', 'Ranta', 'Asema', 'Kallion', 'Tehtaan', 'Satama', 'Metsä', 'Koivu'];
      break;
    case 'CZ':
      cities = fakerCities('cs_CZ').slice(0, 300);
      streets = section('cs_CZ', 'location', 'street_name').slice(0, 600);
      streetNames = ['Národní', 'Vodičkova', 'Husova', 'Palackého', 'Masarykova', 'Nádražní', 'Školní', 'Zahradní'];
      break;
    case 'RO':
      cities = fakerCities('ro');
      streetNames = ['Victoriei', 'Unirii', 'Mihai Eminescu', 'Ștefan cel Mare', 'Libertății', 'Republicii', 'Independenței', 'Florilor', 'Mihai Viteazu', 'Avram Iancu'];
      break;
    case 'ZA':
      cities = [...fakerCities('en_ZA'), 'Soweto', 'Sandton', 'Randburg', 'Centurion', 'Midrand', 'Umhlanga', 'Paarl', 'George', 'Knysna'];
      streetNames = [...US_STREET_WORDS.slice(0, 30), 'Long', 'Loop', 'Bree', 'Jan Smuts', 'Nelson Mandela', 'Oxford', 'Rivonia', 'Vilakazi', 'Florida'];
      break;
    case 'NG':
      cities = ['Lagos', 'Abuja', 'Ibadan', 'Kano', 'Port Harcourt', 'Benin City', 'Enugu', 'Kaduna', 'Jos', 'Ilorin', 'Abeokuta', 'Owerri', 'Calabar', 'Uyo', 'Warri', 'Ikeja', 'Lekki', 'Victoria Island', 'Yaba', 'Surulere'];
      streetNames = ['Adeola Odeku', 'Awolowo', 'Broad', 'Marina', 'Allen', 'Admiralty', 'Bourdillon', 'Herbert Macaulay', 'Ahmadu Bello', 'Ozumba Mbadiwe', 'Akin Adesola', 'Opebi', 'Isaac John', 'Obafemi Awolowo', 'Adetokunbo Ademola'];
      break;
  }
  const result: CountryPlaces = { cities: splitPool(cities), streets: splitPool(streets), streetNames: splitPool(streetNames) };
  placeCache.set(country, result);
  return result;
}

/** World cities, split like the rest. */
export const worldCities: SplitPool = splitPool(WORLD_CITIES);
