import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cellsUnder, columnsOf, type NamedCell, statementCells, TABLE_MARKER } from '../../src/detection/columns.js';
import { createNativeScanner } from '../../src/detection/native-scanner.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';

const engine = createPiiEngine();
const dates = (text: string): string[] => engine.analyze(text).filter((f) => f.entity_type === 'DATE_OF_BIRTH').map((f) => f.text);

test('SQL: a value takes its column name, quotes and all, across several tuples', () => {
  const sql = "INSERT INTO employees (id, full_name, dateOfBirth, hired_on) VALUES (1, 'Doe, Jane', '1948-09-28', '2018-06-29'), (2, 'Roe', '1950-11-09', '2019-01-02');";
  const columns = columnsOf(sql);
  const at = (value: string): string | undefined => columns.nameAt(sql.indexOf(value), sql.indexOf(value) + value.length);
  expect(at('Doe, Jane')).toBe('full name');
  expect(at('1948-09-28')).toBe('date of birth');
  expect(at('2019-01-02')).toBe('hired on');
  // The birth dates count; the hiring dates, in the same shape, do not.
  expect(dates(sql)).toEqual(['1948-09-28', '1950-11-09']);
});

test('SQL in lowercase, and a statement after other text: the first pass marks the keyword, the column still names the value', () => {
  const tuple = "people (birth_date, first_name, last_name, city_of_residence, country) values ('1961-07-04', 'Ann', 'Lee', 'Leeds', 'UK');";
  expect(dates(`-- fixture\ninsert into ${tuple}`)).toEqual(['1961-07-04']);
  // Without the keyword there is no statement: the column is too far away to be a context word.
  expect(dates(tuple)).toEqual([]);
});

test('camelCase keys carry their words ("dateOfBirth", "patientMrn")', () => {
  const json = '{"dateOfBirth": "1985-03-14", "patientMrn": "00123456", "createdAt": "2024-01-15"}';
  expect(engine.analyze(json).map((f) => [f.entity_type, f.text])).toEqual([
    ['DATE_OF_BIRTH', '1985-03-14'],
    ['MEDICAL_ID', '00123456'],
  ]);
});

test('CSV and TSV under a header: a field takes the header of its column', () => {
  const csv = 'id,name,dob,start_date\n7,Ann Lee,03/14/1985,01/02/2020\n8,Bo Kim,11/30/1979,05/06/2021\n';
  expect(dates(csv)).toEqual(['03/14/1985', '11/30/1979']);
  const tsv = 'Patient\tDate of Birth\tWard\nAnn Lee\t14.03.1985\t3\nBo Kim\t30.11.1979\t4';
  expect(dates(tsv)).toEqual(['14.03.1985', '30.11.1979']);
});

test('CSV quoting: a delimiter inside double quotes is part of the field, not a column break', () => {
  const csv = 'employee_id,full_name,dob,home_address,hired\nE1,Travis Whitfield,1986-03-14,"77 Maple Ave Apt 2, Montclair, NJ 07042",2020-01-06\nE2,Rosa Jimenez,1972-11-02,"1450 Ocean Blvd, Miami, FL 33139",2021-05-03';
  expect(dates(csv)).toEqual(['1986-03-14', '1972-11-02']);
  const semicolons = 'Name;Geburtsdatum;Adresse\n"Yilmaz; Emre";23.07.1990;"Kölner Str. 210; Düsseldorf"\n"Nowak, Agnieszka";17.09.1979;"Eschersheimer Landstr. 5"';
  expect(dates(semicolons)).toEqual(['23.07.1990', '17.09.1979']);
});

test('prose with commas is not a table', () => {
  const prose = 'Hi Ann, thanks for the dob, see you\nThe meeting is on 03/14/1985, sadly, I think\nAnd then, again, nothing\n';
  const at = prose.indexOf('03/14/1985');
  expect(columnsOf(prose).nameAt(at, at + 10)).toBeUndefined();
  expect(dates(prose)).toEqual([]);
});

test('a long table is read once: every row finds its header', () => {
  const rows = Array.from({ length: 3000 }, (_, i) => `${i},Name ${i},0${1 + (i % 9)}/1${i % 9}/19${50 + (i % 40)}`);
  const csv = `id,name,birth_date\n${rows.join('\n')}`;
  const found = dates(csv);
  expect(found).toHaveLength(3000);
});

test('a header with one row under it is a table (an export of one record); a line alone is not', () => {
  const one = 'id,name,dob\n7,Ann Lee,03/14/1985\nThanks, see you soon';
  const at = one.indexOf('03/14/1985');
  expect(columnsOf(one).nameAt(at, at + 10)).toBe('dob');
  const two = 'id,name,dob\n7,Ann Lee,03/14/1985\n8,Bo Kim,11/30/1979';
  const first = two.indexOf('03/14/1985');
  expect(columnsOf(two).nameAt(first, first + 10)).toBe('dob');
  const alone = 'Thanks, Ann, for 03/14/1985, noted';
  expect(columnsOf(alone).nameAt(alone.indexOf('03/14/1985'), alone.indexOf('03/14/1985') + 10)).toBeUndefined();
});

test('Markdown tables: the outer pipes open no column, the rule under the header is no row', () => {
  const md = '| MRN | Patient | DOB | Ward |\n|-----|---------|-----|------|\n| 5521907 | Harold Pembroke | 12.03.1950 | 4B |\n| 5521913 | Margarethe Kühn | 01.09.1938 | 2A |';
  const at = (value: string): string | undefined => columnsOf(md).nameAt(md.indexOf(value), md.indexOf(value) + value.length);
  expect(at('5521907')).toBe('mrn');
  expect(at('01.09.1938')).toBe('dob');
  expect(at('2A')).toBe('ward');
  expect(dates(md)).toEqual(['12.03.1950', '01.09.1938']);
  // Pipes without the outer ones: fields count from the first.
  const plain = 'mrn|dob|ward\n5521907|12.03.1950|4B';
  expect(columnsOf(plain).nameAt(plain.indexOf('12.03.1950'), plain.indexOf('12.03.1950') + 10)).toBe('dob');
});

test('snake_case keys carry their words as cues ("patient_id", "member_id")', () => {
  const json = '{"patient_id": "88120", "member_id": "XGH448120937", "order_id": "99120"}';
  expect(engine.analyze(json).map((f) => [f.entity_type, f.text])).toEqual([
    ['MEDICAL_ID', '88120'],
    ['MEDICAL_ID', 'XGH448120937'],
  ]);
});

test('two columns are a table too: the header names the value', () => {
  expect(dates('name,dob\nAnn Lee,03/14/1985\nBo Kim,11/30/1979')).toEqual(['03/14/1985', '11/30/1979']);
  // Two prose lines with a comma each: the first line is no header of names.
  expect(dates('We met on the pier, as always.\nAnn Lee, born 03/14/1985')).toEqual(['03/14/1985']);
  expect(dates('Thanks for the call, see you soon\nAnn Lee, 03/14/1985')).toEqual([]);
});

test('the answer does not depend on which value is asked about first: a header line asked first still names the rows', () => {
  const csv = 'name,dob\nAnn Lee,03/14/1985\nBo Kim,11/30/1979';
  const columns = columnsOf(csv);
  const at = (value: string): string | undefined => columns.nameAt(csv.indexOf(value), csv.indexOf(value) + value.length);
  expect(at('dob')).toBeUndefined();
  expect(at('03/14/1985')).toBe('dob');
  expect(at('Bo Kim')).toBe('name');
  // Asked about after its rows, the header line is still no row of its own table.
  columnsOf('');
  const rowsFirst = columnsOf(csv);
  expect(rowsFirst.nameAt(csv.indexOf('Bo Kim'), csv.indexOf('Bo Kim') + 6)).toBe('name');
  expect(rowsFirst.nameAt(csv.indexOf('dob'), csv.indexOf('dob') + 3)).toBeUndefined();
  // A row with a stray comma ("NovaBio, Inc" unquoted) splits the table; the rows under it keep the
  // header, asked about from the bottom up or from the top down.
  const stray = 'first_name,email,company,city\nOlivia,o@brightpath.co,Brightpath,SF\nChen,c@novabio.com,NovaBio, Inc,Boston\nRachel,r@greenway.ie,Greenway,Dublin';
  const values = ['r@greenway.ie', 'c@novabio.com', 'o@brightpath.co'];
  const ask = (order: readonly string[]): Array<string | undefined> => {
    columnsOf('');
    const fresh = columnsOf(stray);
    return order.map((v) => fresh.nameAt(stray.indexOf(v), stray.indexOf(v) + v.length));
  };
  expect(ask(values)).toEqual(['email', 'email', 'email']);
  expect(ask([...values].reverse())).toEqual(['email', 'email', 'email']);
});

/** Whether the engine's first pass would mark `text` as holding a table (TABLE_MARKER). */
const marker = createNativeScanner([String.raw`\A(?s:.)`], [String.raw`\A(?s:.)`], [null], [0], [0], [null], [0], [TABLE_MARKER]);
const isMarked = (text: string): boolean => ((marker.scan(text, 0)?.at(-1) ?? 0) & 2) !== 0;

/** Every column name the full lookup gives to a field of `text` (each field between delimiters, trimmed). */
function namedFields(text: string): string[] {
  const columns = columnsOf(text);
  const names: string[] = [];
  for (const m of text.matchAll(/[^,;|\t\n\r"]+/g)) {
    const value = m[0].trim();
    if (value === '') continue;
    const start = m.index + m[0].indexOf(value);
    const name = columns.nameAt(start, start + value.length);
    if (name !== undefined) names.push(name);
  }
  return names;
}

test('the first pass marks every text in which a value can take a delimited column name (no table is missed)', () => {
  const shapes = [
    'mrn|dob\n5521907|12.03.1950',
    '| MRN |\n|-----|\n| 5521907 |',
    'name,dob\r\nAnn Lee,03/14/1985\r\n',
    '\u00a0Patient\u00a0;\u00a0Date of Birth\n"Ann; Lee";14.03.1985',
    '"id","full_name","dob"\n7,"Lee, Ann",03/14/1985',
    '患者ID\t生年月日\n5521907\t1950-03-12',
    '𝒩ame,Geburtsdatum\nAnn,14.03.1985',
    'Patient’s ID\u2003|\u2003Date of Birth\n5521907\u2003|\u200314.03.1985',
    "N° INSEE,Nr. (intern),Patient's ID\n1 85 03 75 116 238 91,77,5521907",
    'Please check this export (mrn, dob, ward):\n\n5521907,12.03.1950,4B\n5521913,01.09.1938,2A',
    '以下是导出（门诊号、身份证号、科室）\n5521907,110101195003120011,内科\n5521913,110101193809010022,外科',
    'prose, with commas, no header\nAnd then, again, nothing\n5521907,12.03.1950',
  ];
  const corpus = readFileSync(new URL('../fixtures/pii-corpus.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  let named = 0;
  for (const text of [...shapes, ...corpus]) {
    if (/insert\s/i.test(text)) continue; // SQL columns are found apart from the marker
    if (namedFields(text).length === 0) continue;
    named++;
    expect(isMarked(text), text).toBe(true);
  }
  expect(named).toBeGreaterThan(40);
  // And the marker is rare where no table is: prose with commas, logs, a single record.
  expect(isMarked('Hi Ann, thanks for the dob, see you\nThe meeting is on 03/14/1985, sadly')).toBe(false);
  expect(isMarked('Memory sits at 14748 MB of 8 GB, CPU 80%, queue depth 3379, commit bb10bbf.')).toBe(false);
});

test('a text the first pass left unmarked takes no delimited column name, and a marked one still does', () => {
  const md = '| MRN |\n|-----|\n| 5521907 |\n| 5521913 |';
  expect(engine.analyze(md).map((f) => [f.entity_type, f.text])).toEqual([
    ['MEDICAL_ID', '5521907'],
    ['MEDICAL_ID', '5521913'],
  ]);
});

describe('fixed-width tables', () => {
  // The SIN column left-aligned, the amounts right-aligned, as reports print numbers.
  const report = [
    'Payroll exception report',
    'EmpID  Name                 SIN                Net pay  Hired',
    '-----  -------------------  -----------  -------------  ----------',
    '10422  Gurpreet Sandhu      428 905 467       3,204.17  2019-04-01',
    '10431  Nathan Oduya         181414772           917.50  2021-11-15',
    '',
    'Signed off  by  HR',
  ].join('\n');
  const at = (value: string): string | undefined => columnsOf(report).nameAt(report.indexOf(value), report.indexOf(value) + value.length);

  test('a value takes the name of the header field it starts under, or ends under (right-aligned numbers)', () => {
    expect(at('428 905 467')).toBe('sin');
    expect(at('181414772')).toBe('sin');
    expect(at('917.50')).toBe('net pay');
    expect(at('2019-04-01')).toBe('hired');
    expect(at('Gurpreet Sandhu')).toBe('name');
  });

  test('a value that lines up with no field, or stands past a blank line, has no name', () => {
    expect(at('Sandhu')).toBeUndefined();
    expect(at('HR')).toBeUndefined();
    expect(columnsOf('Name  SIN  Issue\nSee SIN 428 905 467 please').nameAt(13, 24)).toBeUndefined();
  });

  test('the first pass marks a fixed-width header, and not prose with two spaces after a full stop', () => {
    expect(isMarked(report)).toBe(true);
    expect(isMarked('Thanks for the help.  See you tomorrow at the clinic.  Bye for now')).toBe(false);
    expect(isMarked('Name  SIN\nAnn  428 905 467')).toBe(false); // two names are no header: prose does that too
  });

  test('the SIN column names the numbers under it, each under its check', () => {
    expect(engine.analyze(report).filter((f) => f.entity_type === 'SSN').map((f) => f.text)).toEqual(['428 905 467', '181414772']);
    const bad = report.replace('428 905 467', '428 905 469');
    expect(engine.analyze(bad).filter((f) => f.entity_type === 'SSN').map((f) => f.text)).toEqual(['181414772']);
  });
});

describe('cells under a header', () => {
  const csv = 'id,name,city\n1,"Lee, Ann",Leeds\n2,Bo,"York"\nnot,a,row,of it\n3,Cy,Bath';
  const slice = (cells: readonly NamedCell[] | undefined): Array<[string, string]> => (cells ?? []).map((c) => [c.name, csv.slice(c.start, c.end)]);

  test('reads the rows below the header to the first line of another shape, quotes and blanks trimmed', () => {
    expect(slice(cellsUnder(csv, 0, csv.indexOf('\n')))).toEqual([
      ['id', '1'], ['name', 'Lee, Ann'], ['city', 'Leeds'],
      ['id', '2'], ['name', 'Bo'], ['city', 'York'],
    ]);
  });

  test('a line that is no header, or a row under a header of its shape, has no cells', () => {
    expect(cellsUnder(csv, csv.indexOf('1,'), csv.indexOf('\n', csv.indexOf('1,')))).toBeUndefined();
    const rows = 'name,city\nAnn Lee,Leeds\nBo,York';
    expect(cellsUnder(rows, rows.indexOf('Ann'), rows.indexOf('\nBo'))).toBeUndefined();
  });

  test("a SQL statement's tuples", () => {
    const sql = "INSERT INTO t (id, city) VALUES (1, 'Leeds'), (2, 'York');";
    expect(statementCells(sql, 0).map((c) => [c.name, sql.slice(c.start, c.end)])).toEqual([['id', '1'], ['city', 'Leeds'], ['id', '2'], ['city', 'York']]);
    expect(statementCells(sql, 1)).toEqual([]);
  });
});
