/** One clear example per entity type, the value, and where it sits (code points). */
export const EXAMPLES: ReadonlyArray<[type: string, text: string, value: string]> = [
  ['PERSON', 'Hello, my name is Jane Doe and I need help', 'Jane Doe'],
  ['EMAIL', 'please write to jane.doe@example.com 😀', 'jane.doe@example.com'],
  ['PHONE', '😀 call me at +1 415-555-2671 tonight', '+1 415-555-2671'],
  ['SSN', 'my SSN is 536-22-8735', '536-22-8735'],
  ['CREDIT_CARD', 'charge 4111 1111 1111 1111 please', '4111 1111 1111 1111'],
  ['IBAN', 'IBAN: DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
  ['IP_ADDRESS', 'the server 203.0.113.42 refused me', '203.0.113.42'],
  ['LOCATION', 'I live at 742 Evergreen Terrace, Springfield, IL 62704.', '742 Evergreen Terrace, Springfield, IL 62704'],
  ['DATE_OF_BIRTH', 'I was born on 14 March 1985.', '14 March 1985'],
  ['MEDICAL_ID', 'patient MRN: 00123456 was admitted', '00123456'],
];

/** A detection as the API returns it (spec 2.4, decisions.md §4). */
export interface ApiDetection {
  entity_type: string;
  text: string;
  start: number;
  end: number;
  confidence: number;
  action: string;
  masked_text?: string;
  message_index?: number;
}
