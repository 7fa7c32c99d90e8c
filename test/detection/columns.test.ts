import { expect, test } from 'vitest';
import { columnsOf } from '../../src/detection/columns.js';
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

test('camelCase keys carry their words ("dateOfBirth", "patientMrn")', () => {
  const json = '{"dateOfBirth": "1985-03-14", "patientMrn": "00123456", "createdAt": "2024-01-15"}';
  expect(engine.analyze(json).map((f) => [f.entity_type, f.text])).toEqual([
    ['DATE_OF_BIRTH', '1985-03-14'],
    ['MEDICAL_ID', '00123456'],
  ]);
});
