import type { PatternEngine } from './engine.js';

/**
 * A text with every entity type in its common shapes, in running prose of several languages. A
 * new engine scans it a few times before its first request: RE2 builds its DFA states on demand
 * and V8 compiles hot code after use, so without this the first requests after a start or a
 * policy change ran 10–100× slower than the steady state (docs/performance.md).
 */
const SAMPLE = [
  'Hi team, quick question about the invoice INV-2024-00123 and order #123456789 from last week. Version 1.2.3 shipped on 2024-01-15 at 10:30:45.',
  'Hello, my name is John Smith. Dr. Emily Carter will see you. Best regards,\nMaria Garcia\n12 Baker Street, London NW1 6XE',
  'Please email john.doe@example.com or call (415) 555-2671, +44 20 7946 0958, 030 12345678, 06 12 34 56 78 or +1-202-555-0143 x12.',
  'SSN: 536-22-8735, social security number 536 22 8735. Card 4111 1111 1111 1111 exp 12/26, Amex 3782 822463 10005.',
  'IBAN DE89 3704 0044 0532 0130 00, GB82WEST12345698765432. Server 192.168.1.10:8080, ssh admin@10.0.0.5, 2001:db8::8a2e:370:7334.',
  'I was born on March 14, 1985 (DOB: 03/14/1985, Geburtsdatum 14.03.1985). MRN: 00123456, patient ID 4432-8890, NHS number 943 476 5919.',
  'Ship to 742 Evergreen Terrace, Springfield, OR 97403, or Hauptstraße 5, 10115 Berlin, or 12 rue de la Paix, 75002 Paris, Calle Mayor 5, Madrid.',
  'Könnten Sie mir bitte helfen? Je voudrais réserver une table pour deux. ¿Dónde está la estación? Grazie mille per l’aiuto! 谢谢 👋🏽',
  'The function returns std::vector<int>; see RFC 2616 section 14.9, ISBN 978-3-16-148410-0, tracking 1Z999AA10123456784, pi is 3.14159.',
].join('\n\n');

export function warmUp(engine: PatternEngine, rounds = 3): void {
  for (let i = 0; i < rounds; i++) engine.analyze(SAMPLE);
}

/**
 * The same for viableFrom, on the thread that guards streamed replies: its patterns compile on
 * first use, and their DFA states build on the first texts (≈ 200 ms and ≈ 50 ms here), which
 * would otherwise stall the first streamed reply after a start or a policy change.
 */
export function warmUpTail(engine: PatternEngine): void {
  for (const cut of [0.25, 0.5, 0.75, 1]) engine.viableFrom(SAMPLE.slice(0, Math.floor(SAMPLE.length * cut)));
}
