import { describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/detection.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { addressFieldRecognizer } from '../../src/detection/recognizers/address-fields.js';

const engine = createPiiEngine();
/** Findings the default policy would report (confidence ≥ floor 0.5), as [type, text]. */
const found = (text: string): Array<[string, string]> =>
  engine
    .analyze(text)
    .filter((f: Finding) => f.confidence >= 0.5)
    .map((f) => [f.entity_type, f.text]);
const ofType = (type: string, text: string): string[] => found(text).filter(([t]) => t === type).map(([, v]) => v);

type Case = readonly [text: string, expected: readonly string[]];
const table = (type: string, positives: readonly Case[], negatives: readonly string[]): void => {
  describe(type, () => {
    test.each(positives)('finds in %j', (text, expected) => expect(ofType(type, text)).toEqual(expected));
    test.each(negatives)('finds nothing in %j', (text) => expect(ofType(type, text)).toEqual([]));
  });
};

table(
  'EMAIL',
  [
    ['write to john.doe@example.com today', ['john.doe@example.com']],
    ['<a href="mailto:ops+alerts@mail.example.co.uk">', ['ops+alerts@mail.example.co.uk']],
    ['Ünïcode: jürgen@müller.de', ['jürgen@müller.de']],
    ['two: a@b.io, c.d@e.org', ['a@b.io', 'c.d@e.org']],
    // Percent-encoded, as in URLs and logs.
    ['GET /unsubscribe?email=jane.doe%40example.com&list=7', ['jane.doe%40example.com']],
    // Quoted in SQL and code: the quotes are not part of the address; an inner one is.
    ["VALUES (10482, 'fz.benali@gmail.com', '+33 7 81 24 63 90')", ['fz.benali@gmail.com']],
    ["$to = 'o'brien@example.ie';", ["o'brien@example.ie"]],
  ],
  ['logo@2x.png and icon@3x.webp', '@decorator def f(): pass', 'user@localhost is not routable', 'foo..bar@example.com', 'save 50%40 on items', 'icon%402x.png', 'git clone git@github.com:org/repo.git', 'scp deploy@host.example.com:/var/www .'],
);

table(
  'PHONE',
  [
    ['call me at +1 415-555-2671', ['+1 415-555-2671']],
    ['UK office: +44 20 7946 0958', ['+44 20 7946 0958']],
    ['my cell is (415) 555-2671', ['(415) 555-2671']],
    ['Tel. 030 12345678 (Berlin)', ['030 12345678']],
    ['whatsapp 0044 7911 123456', ['0044 7911 123456']],
    // Extensions, glued on or apart, belong to the number.
    ['call me at +1-212-555-0199x1234 tomorrow', ['+1-212-555-0199']],
    ['reach me on 001-212-555-0199x123', ['001-212-555-0199']],
    ['desk 212-555-0199 ext. 42', ['212-555-0199']],
    // The national trunk 0 shown in brackets after the country code, also in a range no plan
    // validates (01632 960 is the UK's range for fiction).
    ['call +44 (0)20 7946 0958', ['+44 (0)20 7946 0958']],
    ['phone: +44(0)1632 960 123', ['+44(0)1632 960 123']],
    // Pairs of digits without a trunk 0 are Danish or Norwegian numbers when a cue says so.
    ['Ring til mig på 12 34 56 78', ['12 34 56 78']],
    ['Tlf: 32 14 55 90', ['32 14 55 90']],
    ['Appelez-moi au 01 23 45 67 89', ['01 23 45 67 89']],
    // Brazil: a two-digit area code, then 4-4 or 5-4.
    ['Celular: (11) 98765-4321', ['(11) 98765-4321']],
    ['Tel. 11 3456-7890', ['11 3456-7890']],
    // After a word that ends in a digit: no run of numbers.
    ['word129 +44 20 7946 0958 word131', ['+44 20 7946 0958']],
    ['room B12 020 7946 0958 desk', ['020 7946 0958']],
  ],
  ['Order #4839-2291-0042 shipped', 'ISBN 978-3-16-148410-0', 'build 10.0.19045.2965', 'on 2023-10-12 at 12:30:45', 'the total is 1234567', 'version 1.2.3', 'hash 415-555-2671xyz', 'CEP 01310-200, São Paulo',
    // Runs of numbers: lists, table rows, amounts with their thousands apart.
    'Sorted list: 10 20 30 40 50 60', 'Scores: 21 14 35 28', 'Table 3: 12 34 56 78 90', 'Lottery numbers 05 12 23 34 41 48', 'Total 1 234 567 89 NOK',
    // Labelled as something else, or part of an identifier.
    'Invoice no. 0412 345 678', 'Order number: 0412 345 678', 'Serial: SN-0171-1234567-A', 'in 12 34567-8901 cases'],
);

table(
  'SSN',
  [
    ['SSN 123-45-6789', ['123-45-6789']],
    ['my social security number is 536 22 8735', ['536 22 8735']],
    ['ssn: 536228735', ['536228735']],
    ['ref 536-22-8735 on file', ['536-22-8735']],
    // Dotted, or bare after "my social": with a cue only.
    ['TIN/SSN: 536.22.8741', ['536.22.8741']],
    ['SSN-536-22-8741 on file', ['536-22-8741']],
    ['my social is 412679021', ['412679021']],
    // European social security numbers beside their names, each checked by its issuer's rules.
    ['National Insurance number: JH 48 29 17 B', ['JH 48 29 17 B']],
    // A UK National Insurance number in its printed pairs needs no name.
    ['Aaron Pryce — NW 36 75 00 C — started 06/01/2022', ['NW 36 75 00 C']],
    ['sécurité sociale : 2 91 11 69 123 045 10', ['2 91 11 69 123 045 10']],
    ['Sozialversicherungsnummer: 65 170839 J 003', ['65 170839 J 003']],
    ['Seguridad Social: 28/12345678/40', ['28/12345678/40']],
    ['NSS-28/12345678/40', ['28/12345678/40']],
    ['BSN: 274519380', ['274519380']],
  ],
  ['SSN 000-12-3456', 'SSN 666-12-3456', 'SSN 912-34-5678', 'ssn 123-00-4567', 'invoice 536228735', 'zip 90210-1234', 'Part no. 536-22-8741-B', 'code X-536-22-8741', 'version 536.22.8741 released',
    // The shapes without their names, or failing their checks.
    'Part no. AB 12 34 56 C', 'AB123456C is the code', 'sécurité sociale : 2 91 11 69 123 045 11', 'SV-Nummer 65 170839 J 004', 'Seguridad Social: 28/12345678/41'],
);

table(
  'CREDIT_CARD',
  [
    ['card 4111 1111 1111 1111 exp 12/26', ['4111 1111 1111 1111']],
    ['mc 5500-0055-5555-5559', ['5500-0055-5555-5559']],
    ['amex 3782 822463 10005', ['3782 822463 10005']],
    ['pay with 6011111111111117', ['6011111111111117']],
    // Dotted groups; Dankort (Denmark).
    ['card 6011.0009.9013.9424', ['6011.0009.9013.9424']],
    ['Dankort: 5019 7170 1010 3742', ['5019 7170 1010 3742']],
  ],
  ['order 4111 1111 1111 1112', 'id 1234 5678 1234 5678', 'tracking 9400 1000 0000 0000 0000 00', '4111-1111 1111-1111', '0000 0000 0000 0000', 'version 1234.5678.9012.3456', '4111.1111 1111.1111'],
);

table(
  'IBAN',
  [
    ['IBAN DE89 3704 0044 0532 0130 00 BIC COBADEFF', ['DE89 3704 0044 0532 0130 00']],
    ['pay to GB29NWBK60161331926819 please', ['GB29NWBK60161331926819']],
    ['FR14 2004 1010 0505 0001 3M02 606', ['FR14 2004 1010 0505 0001 3M02 606']],
    // Typed in lowercase, electronic or in groups of four.
    ['my iban is de89370400440532013000', ['de89370400440532013000']],
    ['iban fr14 2004 1010 0505 0001 3m02 606 thanks', ['fr14 2004 1010 0505 0001 3m02 606']],
  ],
  [
    'DE89 3704 0044 0532 0130 01',
    'GB29NWBK6016133192681X',
    'AB12 CDEF GHIJ KLMN OP',
    // Lowercase prose after a country-like prefix: the BBAN format and mod-97 refuse it.
    'at12 noon we meet at the park gate',
    'de89 3704 0044 0532 0130 01',
  ],
);

table(
  'IP_ADDRESS',
  [
    ['server at 192.168.1.10 is down', ['192.168.1.10']],
    ['block 10.0.0.1/8', ['10.0.0.1']],
    ['v6 2001:0db8:85a3:0000:0000:8a2e:0370:7334 ok', ['2001:0db8:85a3:0000:0000:8a2e:0370:7334']],
    ['compressed 2001:db8::1 and fe80::1%eth0', ['2001:db8::1', 'fe80::1%eth0']],
    ['mapped ::ffff:192.0.2.1 here', ['::ffff:192.0.2.1']],
    ['loopback ::1', ['::1']],
  ],
  ['version 1.2.3.4.5', 'Windows 10.0.19045.2965', 'released v2.10.1.3', 'std::vector<int>', 'at 12:30:45', 'MAC 00:1A:2B:3C:4D:5E', 'ratio 3:4', '256.1.1.1', 'date 12.10.2023',
    // The standard's own blocks name no one's network.
    'block 10.0.0.0/8', 'RFC 1918: 172.16.0.0/12 and 192.168.0.0/16', 'ULA fc00::/7, link-local fe80::/10, default ::/0 and 0.0.0.0/0',
    // A firmware's version, its words up to 32 characters before.
    'Versione firmware del dispositivo: 2.4.17.3. Per',
    // A short number after a URL's scheme is no address; a version with a bracketed dot; four single digits alone.
    'http://12345678/x', 'see v1.2[.]3 notes', 'upgrade to 3.2.1.4 tonight'],
);

table(
  'DATE_OF_BIRTH',
  [
    ['DOB: 03/14/1985', ['03/14/1985']],
    ['I was born on March 14, 1985 in Ohio', ['March 14, 1985']],
    ['date of birth 14.03.1985', ['14.03.1985']],
    ['birthday: 14 March 1985', ['14 March 1985']],
    ['Geburtsdatum 1985-03-14', ['1985-03-14']],
    ['d.o.b. 14-Mar-1985', ['14-Mar-1985']],
    ['born 14-Mar-85', ['14-Mar-85']],
    // Month names in the languages of the cue words.
    ['Geburtsdatum: 14. März 1985', ['14. März 1985']],
    ['née le 1er mars 1985 à Lyon', ['1er mars 1985']],
    ['fecha de nacimiento: 14 de marzo de 1985', ['14 de marzo de 1985']],
    ['nato il 14 marzo 1985 a Roma', ['14 marzo 1985']],
    ['geboren op 14 maart 1985', ['14 maart 1985']],
    ['data de nascimento: 14 de março de 1985', ['14 de março de 1985']],
    // A serialised date-time: the date is the finding.
    ['{"date_of_birth": "1985-03-14T00:00:00Z"}', ['1985-03-14']],
    // Nordic, Polish and Finnish cues and month names; eight digits either way round; "(b. …)".
    ['Fødselsdato: 14.03.1985', ['14.03.1985']],
    ['Födelsedatum: 1985-03-14', ['1985-03-14']],
    ['Data urodzenia: 14.03.1985 r.', ['14.03.1985']],
    ['Syntymäaika 14.3.1985', ['14.3.1985']],
    ['Født 14. marts 1985', ['14. marts 1985']],
    ['urodzona 5 maja 1990', ['5 maja 1990']],
    ['DOB:14031985', ['14031985']],
    ['birthdate 19850314', ['19850314']],
    ['Jan Kowalski (b. 14/03/1985)', ['14/03/1985']],
  ],
  [
    'the meeting is on 03/14/2025',
    'invoice dated 1985-03-14',
    'born on 02/30/1985',
    'DOB: 13/13/1985',
    'DOB 20251399',
    'born 12345678',
    'released March 14, 1985',
    // A month name, but no birth cue; a birth cue, but no such day.
    'rendez-vous le 14 mars 1985',
    'geboren am 31. Februar 1985',
    'the NATO summit of 14 March 1985',
  ],
);

table(
  'MEDICAL_ID',
  [
    ['MRN: 00123456', ['00123456']],
    ['medical record number MRN-0012345', ['MRN-0012345']],
    ['Patient ID 4455-12345', ['4455-12345']],
    ['NHS number 943 476 5919', ['943 476 5919']],
    // In a date's shape, but no calendar has day 55 or month 13.
    ['medical record no. 55-12-993', ['55-12-993']],
    ['MRN 40-13-2020', ['40-13-2020']],
    // "#" after the cue labels the number; a prefix written with groups is one identifier.
    ['MRN#00482913', ['00482913']],
    ['Patient ID: PT-2024-008812', ['PT-2024-008812']],
    ['Medicare number 2123 45670 1', ['2123 45670 1']],
    ['Health card no. 1234-567-890-AB', ['1234-567-890-AB']],
  ],
  ['order 00123456', 'room 4455-12345', 'MRN: 1111111', 'the patient is doing well', 'MRN updated 14-03-1985', 'MRN 1985-03-14', 'patient ID 03 14 85'],
);

table(
  'LOCATION',
  [
    ['I live at 742 Evergreen Terrace Apt 4B, Springfield, IL 62704.', ['742 Evergreen Terrace Apt 4B, Springfield, IL 62704']],
    ['ship to 1600 Pennsylvania Avenue NW, Washington, DC 20500', ['1600 Pennsylvania Avenue NW, Washington, DC 20500']],
    ['10 Downing Street, London SW1A 2AA', ['10 Downing Street, London SW1A 2AA']],
    // In lowercase, with a Canadian postcode after its province, spaced or not (the prefilter
    // asks for the province, so that hex ids are no candidates).
    ['ship to 12 maple st, ottawa, on k1a 0b1', ['12 maple st, ottawa, on k1a 0b1']],
    ['ship to 12 maple st, ottawa on k1a0b1 thanks', ['12 maple st, ottawa on k1a0b1']],
    ['Hauptstraße 5, 10115 Berlin', ['Hauptstraße 5, 10115 Berlin']],
    ['12 rue de la Paix, 75002 Paris', ['12 rue de la Paix, 75002 Paris']],
    ['Calle Mayor 5, 28013 Madrid', ['Calle Mayor 5, 28013 Madrid']],
    ['Via Roma 10, 00184 Roma', ['Via Roma 10, 00184 Roma']],
    ['Kalverstraat 12, 1012 PX Amsterdam', ['Kalverstraat 12, 1012 PX Amsterdam']],
    ['meet at 221B Baker Street', ['221B Baker Street']],
    // Localities written without a comma, with a county, with a dash, and in Canada.
    ['at 123 Main St., Apt 4, Springfield IL 62704', ['123 Main St., Apt 4, Springfield IL 62704']],
    ['Flat 3, 22 Acacia Avenue, Reading, Berkshire RG1 1AA', ['Flat 3, 22 Acacia Avenue, Reading, Berkshire RG1 1AA']],
    ['45 bd Haussmann 75009 Paris', ['45 bd Haussmann 75009 Paris']],
    ['Via Roma, 12 - 20121 Milano', ['Via Roma, 12 - 20121 Milano']],
    ['we moved to 88 Queen St W, Toronto, ON M5H 2N2', ['88 Queen St W, Toronto, ON M5H 2N2']],
    // Australia, whose "WA" is also a US state: four digits are its postcode, five a ZIP code.
    ['send it to 12 Smith St, Sydney NSW 2000 please', ['12 Smith St, Sydney NSW 2000']],
    ['office: 1 Hay St, Perth, WA 6000.', ['1 Hay St, Perth, WA 6000']],
    ['1200 5th Ave, Seattle, WA 98101', ['1200 5th Ave, Seattle, WA 98101']],
    // Polish and Portuguese postcodes (00-590, 1100-048), Polish street types.
    ['ul. Marszałkowska 10, 00-590 Warszawa', ['ul. Marszałkowska 10, 00-590 Warszawa']],
    ['Rua Augusta 100, 1100-048 Lisboa', ['Rua Augusta 100, 1100-048 Lisboa']],
    // Generated European shapes (Faker's es, it, pt_PT, pl, cs_CZ, nl): cities starting with an
    // accented letter or of several words with particles, "s/n", flats after a slash, Czech
    // postcodes, Dutch floors, Italian suffixes in lowercase.
    ['Conjunto Sancho Ocasio Gastélum 32, 44136 Ávila', ['Conjunto Sancho Ocasio Gastélum 32, 44136 Ávila']],
    ['Ronda Leonor s/n., 84962 Santa Coloma de Gramanet', ['Ronda Leonor s/n., 84962 Santa Coloma de Gramanet']],
    ['ship to droga Rybak 50a, 49-871 Wąbrzeźno thanks', ['droga Rybak 50a, 49-871 Wąbrzeźno']],
    ['rynek Kozieł 7/6, 59-932 Suwałki dank je', ['rynek Kozieł 7/6, 59-932 Suwałki']],
    ['Ve Lhotce 1, 610 06 Ivanovice na Hané', ['Ve Lhotce 1, 610 06 Ivanovice na Hané']],
    ['Hiddeplantsoen 235 II, 7175 CS Hommerts', ['Hiddeplantsoen 235 II, 7175 CS Hommerts']],
    ['Via Agata 989, 74935 Damiana del friuli, grazie', ['Via Agata 989, 74935 Damiana del friuli']],
    ['Azinhaga Julieta Lourinho 5987, 1881-601 Fundão', ['Azinhaga Julieta Lourinho 5987, 1881-601 Fundão']],
    // Four-digit postcodes after a street of a known type (Denmark, Norway, Belgium, Hungary, Latvia).
    ['Østergade 71B, 8816 Augustenborg', ['Østergade 71B, 8816 Augustenborg']],
    ['bor på Alexanders Gate 8, 0659 Oslo nu', ['Alexanders Gate 8, 0659 Oslo']],
    ['Allée Isabel 14 bis, 9871 Somme', ['Allée Isabel 14 bis, 9871 Somme']],
    ['Laura sor 50, 4987 Boldva', ['Laura sor 50, 4987 Boldva']],
    ['Dandāles iela 744, LV-4987 Baldone', ['Dandāles iela 744, LV-4987 Baldone']],
    // US military mail.
    ['Ship to USNS Hernandez\nFPO AE 12345', ['USNS Hernandez\nFPO AE 12345']],
    ['PSC 1234, Box 5678\nAPO AA 12345', ['PSC 1234, Box 5678\nAPO AA 12345']],
    // Post office boxes, with or without a locality.
    ['Mail: PO Box 1234, Springfield, IL 62704', ['PO Box 1234, Springfield, IL 62704']],
    ['write to p.o. box 4567 for info', ['p.o. box 4567']],
    ['Postfach 10 12 34, 10115 Berlin', ['Postfach 10 12 34, 10115 Berlin']],
    // Without a comma a number after an English street is no postcode.
    ['room 12 Park Lane 20000 Euros prize', ['12 Park Lane']],
    // The article after a German preposition is the sentence's; a street's own article stays.
    ['Wir wohnen in der Hauptstraße 5, 10115 Berlin', ['Hauptstraße 5, 10115 Berlin']],
    ['Lindenring 12', ['Lindenring 12']],
    ['Berliner Ring 5', ['Berliner Ring 5']],
    ['Am Ring 5', ['Am Ring 5']],
    ['Kaiserring 4, 68161 Mannheim', ['Kaiserring 4, 68161 Mannheim']],
    ['Mühlental 5', ['Mühlental 5']],
    // Localities with a postcode of digits only after the city (New Zealand, South Africa, India,
    // Kenya), an Eircode after a county, a Québec province in brackets.
    ['Address: 12 Queen Street, Auckland 1010', ['12 Queen Street, Auckland 1010']],
    ['Our shop is at 45 Long Street, Cape Town, 8001', ['45 Long Street, Cape Town, 8001']],
    ['27 Marine Drive, Mumbai 400020', ['27 Marine Drive, Mumbai 400020']],
    ['Address: 12 Main Street, Ballina, Co. Mayo, F26 X2Y3', ['12 Main Street, Ballina, Co. Mayo, F26 X2Y3']],
    ['Adresse : 4567 rue Saint-Denis, Montréal (Québec) H2J 2L1', ['4567 rue Saint-Denis, Montréal (Québec) H2J 2L1']],
    // Numbered roads; a flat before the number; stair and door numbers; staircases and flats after it.
    ['we live at 1234 County Road 56, Cullman, AL 35055', ['1234 County Road 56, Cullman, AL 35055']],
    ['Address: 1234 Highway 61 N, Tunica, MS 38676', ['1234 Highway 61 N, Tunica, MS 38676']],
    ['Unit 5/23 Smith St, Fitzroy VIC 3065', ['Unit 5/23 Smith St, Fitzroy VIC 3065']],
    ['Meine Adresse: Mariahilfer Straße 45/3/12, 1060 Wien', ['Mariahilfer Straße 45/3/12, 1060 Wien']],
    ['Anschrift: Landstraßer Hauptstraße 71/2/5, 1030 Wien', ['Landstraßer Hauptstraße 71/2/5, 1030 Wien']],
    ['Osoite: Mannerheimintie 12 B 5, 00100 Helsinki', ['Mannerheimintie 12 B 5, 00100 Helsinki']],
    ['Adress: Storgatan 5 lgh 1102, 753 20 Uppsala', ['Storgatan 5 lgh 1102, 753 20 Uppsala']],
    // Boxes: Norwegian, a US rural route's, a Kenyan one with its postcode.
    ['Postboks 123, 0102 Oslo', ['Postboks 123, 0102 Oslo']],
    ['Mail: RR 2 Box 152, Ames, IA 50010', ['RR 2 Box 152, Ames, IA 50010']],
    ['P.O. Box 4567-00100, Nairobi', ['P.O. Box 4567-00100, Nairobi']],
    // Brazil: flat, neighbourhood, city - state, CEP.
    ['Endereço: Rua das Flores, 123, apto 45, São Paulo - SP, 01234-567', ['Rua das Flores, 123, apto 45, São Paulo - SP, 01234-567']],
    ['Endereço: Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200', ['Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200']],
    ['Rua Augusta, 500 - Consolação, São Paulo/SP - CEP 01304-000', ['Rua Augusta, 500 - Consolação, São Paulo/SP - CEP 01304-000']],
    ['Die Adresse ist Platz der Republik 1, 11011 Berlin', ['Platz der Republik 1, 11011 Berlin']],
  ],
  ['Main Street is busy today', 'I have 3 Park tickets', 'chapter 12 of the book', 'In 2019 Apple Park opened', 'the repo box 12 is full', 'a PO box is cheaper', 'the APO AE 12345 code', 'Jones et al. Nature 2019', 'in March 12, 2019 Apple released it', 'Chapter 3, 4000 Years of History', 'Table 2, 100 20 Units', 'Figure 3, 12345 Samples were taken', 'Brigade 5, 2000 Soldiers', 'Windows 11, 1500 Machines',
    // English words that end like a German or Dutch street type.
    'Use String 4 here', 'the Spring 2 release', 'our Digital 5 plan', 'Capital 3 fund', 'Offering 3 options', 'Monitoring 2 nodes', 'Portal 2 is a game', 'Total 12', 'Iceberg 3 ahead', 'open Notepad 2 now', 'Other Spring 2 things'],
);

table(
  'PERSON',
  [
    ['Hi, my name is Jane Doe.', ['Jane Doe']],
    ['Dr. Gregory House will see you', ['Gregory House']],
    ['Best regards,\nJohn Smith\n', ['John Smith']],
    ['cc: Maria García (maria.garcia@example.es)', ['Maria García']],
    ['Dear Ms. Okafor,', ['Okafor']],
    // Two titles; a surname's particles after a title.
    ['Prof. Dr. Hans-Peter Schmidt will attend', ['Hans-Peter Schmidt']],
    ['Ms. de la Cruz called', ['de la Cruz']],
    // Sign-offs and introductions in more languages; a sign-off ending in "!".
    ['Pozdrawiam,\nKatarzyna Wiśniewska', ['Katarzyna Wiśniewska']],
    ['Med vänliga hälsningar\nLars Öberg', ['Lars Öberg']],
    ['Thanks!\nAkira Tanaka', ['Akira Tanaka']],
    ['Ich heiße Dominik Šťastný', ['Dominik Šťastný']],
    ["Je m'appelle Élodie Marchand", ['Élodie Marchand']],
    ['Attn: Rahul Verma', ['Rahul Verma']],
    // "Good morning" greets; a one-line closing ends with the name.
    ['Good morning Raj, the build failed', ['Raj']],
    ['Thanks, Kevin', ['Kevin']],
    ['Cheers, Ana Ruiz!\n', ['Ana Ruiz']],
    // Keys and sign-offs at a word's start, which the prefilters now ask for: a glued key's own
    // last word ("cardholder"), a JSON key ending in "Name", a sign-off opening with a non-ASCII
    // letter (no \b before it).
    ['Cardholder: Peter Novak', ['Peter Novak']],
    ['{"customerName": "Ines Duarte"}', ['Ines Duarte']],
    ['Üdvözlettel\nKovács Anna\n', ['Kovács Anna']],
  ],
  [
    // A sign-off glued to the end of another word is none.
    'The committee disregards\nMaria Lopez\n',
    'Dear Sir or Madam,', 'my name is not important', 'Best regards,\nThe Support Team\n', 'Mr. Right never came',
    // Brands named with a title; an organisation signing.
    'Dr. Pepper is tasty', 'I love Mr. Clean', 'Dr. Martens boots', 'Kind regards,\nACME Corp', 'Mit freundlichen Grüßen\nIhr Kundenservice', 'Good morning Team,', 'Thanks, I will check'],
);

// A third battery of text in the wild (logs, exports, code, forms in many languages): what it
// found missing or wrong.
table(
  'SSN',
  [
    ['Carte Vitale — N° SS : 1 78 01 33 063 041 15 — Bénéficiaire', ['1 78 01 33 063 041 15']],
    ['employee_id;nom;prenom;nir\nE-0042;Moreau;Julien;185037511402365', ['185037511402365']],
    ['klantnummer,naam,bsn\nK-1182,Sanne de Vries,238719467', ['238719467']],
  ],
  [],
);
table(
  'MEDICAL_ID',
  [
    ['Medicare MBI: 4TQ8-RN2-WY61 — Allergies: NKDA', ['4TQ8-RN2-WY61']],
    ['Patientin: Ursula Brandt, Versichertennummer M418209535, Station 3B', ['M418209535']],
    ['N.º de utente SNS: 284619573 · Análises', ['284619573']],
    ['{"insurance":{"payer":"Aetna","member_id":"XGH448120937"}}', ['XGH448120937']],
    ['patient_id,first_name,insurance_member_no\n88120,Emeka,W2849157730', ['88120', 'W2849157730']],
    ['| MRN | Patient | Ward |\n|-----|---------|------|\n| 5521907 | Harold Pembroke | 4B |', ['5521907']],
  ],
  ['Order 1EG4-TE5-MK73 shipped', 'member_since,visits\n2019,88120'],
);
table(
  'DATE_OF_BIRTH',
  [
    ['Oi! Meu nome é Juliana Pereira, nasci em 21/09/1975 e meu celular é…', ['21/09/1975']],
    ['soy Pablo Castro Gil y nací el 5 de junio de 1981.', ['5 de junio de 1981']],
    ['氏名：森 恵子　生年月日：1985年4月12日', ['1985年4月12日']],
    ["INSERT INTO afiliados (nombre, fecha_nacimiento) VALUES ('Javier Morales', '1983-05-21');", ['1983-05-21']],
    ['| MRN | DOB | Ward |\n|-----|-----|------|\n| 5521907 | 12.03.1950 | 4B |', ['12.03.1950']],
    // A date another label names is not the birth date beside it.
    ['Member ID: ZQH901447215 | DOB: 11-30-1962 | DOS: 05/02/2024 | CPT 99214', ['11-30-1962']],
  ],
  [],
);
table(
  'PHONE',
  [['Mit kontonummer er DK70 3000 3487 6120 00. I kan ringe på 33 14 22 87 efter kl. 16.', ['33 14 22 87']]],
  ['EXPOSE 22 80 443 8443', 'Artikelnummer 11-2024-771, EAN folgt', 'nodePort range 30000-32767', 'NAF: 08/30471926/24 — Fecha'],
);
table(
  'LOCATION',
  [
    ['"14 Castle Street, Cork T12 X8R2",retail', ['14 Castle Street, Cork T12 X8R2']],
    ['"3 Fitzwilliam Square, Dublin 2, D02 XK84",premium', ['3 Fitzwilliam Square, Dublin 2, D02 XK84']],
    ['y vivo en Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México.', ['Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México']],
    ['SHIP TO:\nCARLOS MENDOZA\n3350 W OLIVE AVE APT 214\nBURBANK CA 91505-4621\nUSA', ['3350 W OLIVE AVE APT 214\nBURBANK CA 91505-4621']],
    ["VALUES ('Erik Lindström', 'Drottninggatan 53, 111 21 Stockholm');", ['Drottninggatan 53, 111 21 Stockholm']],
    ["VALUES ('Tomasz', 'ul. Marszałkowska 84/92 m. 15, 00-514 Warszawa');", ['ul. Marszałkowska 84/92 m. 15, 00-514 Warszawa']],
    ['kunden vill byta adress till Storgatan 7, 582 23 Linköping från och med juni.', ['Storgatan 7, 582 23 Linköping']],
    // Two spaces after the city are a register's column edge, not part of its name.
    ['19380606-1937  Vasagatan 10, 111 20 Stockholm  J3864958\n19810329-7761  Kyrkogatan 24, 903 26 Umeå\tJ9663838', ['Vasagatan 10, 111 20 Stockholm', 'Kyrkogatan 24, 903 26 Umeå']],
  ],
  [],
);
table(
  'PERSON',
  [
    ['{"subject":{"name":"Marcus T. Whitfield","dob":"04/17/1972"}}', ['Marcus T. Whitfield']],
    ['Full name: Kevin J. Matsumoto\nDate of birth: July 9, 1988', ['Kevin J. Matsumoto']],
    // Only the last word glued to an identifier: the words before it are the name.
    ['contact Dr. Jane Roe Jane_Roe@example.org', ['Jane Roe']],
  ],
  [
    // Identifiers and calls: a name glued to "_", a digit or "(".
    'env:\n  - name: BILLING_CONTACT\n    value: "x"', 'Workstation Name: WS-ACC-017', '// TODO(ravi.shankar@infosys.com): remove', "$mail->addAddress('h.mueller@gmx.at');",
    // A system's name, not a person's.
    'OS Name: Microsoft Windows 11 Pro',
  ],
);

// A fourth blind battery (chat messages and assistant replies): what it found missing or wrong.
table(
  'SSN',
  [
    // Nine digits in threes after a cue, vouched for by a checksum: a Canadian SIN, a Dutch BSN.
    ['SIN: 046 454 286', ['046 454 286']],
    ['BSN: 913 801 434', ['913 801 434']],
  ],
  ['SIN: 046 454 288', 'call 046 454 286'],
);
table(
  'CREDIT_CARD',
  [['card 4111 1111 1111 1111 12/27 123', ['4111 1111 1111 1111']]],
  // The groups of an IBAN.
  ['IBAN ES60 2393 0053 3466 2400 9239', 'CZ30 4236 9724 7544 2065 0286'],
);
table(
  'IP_ADDRESS',
  [
    // A network counts as its address: it says whose network a rule lets in.
    ['allow 185.73.44.0/24 and 10.0.0.1/32', ['185.73.44.0', '10.0.0.1']],
    ['route 2001:db8::/32 via', ['2001:db8::']],
    ['announce 2a05::/16 upstream', ['2a05::']],
    ['subnet: 172.28.0.0/16', ['172.28.0.0']],
    ['ipv6_cidr_blocks = ["2604:2d80:c88f:b400::/56"]', ['2604:2d80:c88f:b400::']],
    // Defanged as threat reports share them; a URL's host as one number (decimal, hexadecimal, octal).
    ['shared defanged as 5.188.62[.]140 and 103(.)152(.)220(.)44.', ['5.188.62[.]140', '103(.)152(.)220(.)44']],
    ['SSRF via http://2130706433/admin, http://0x7f000001/admin and http://0177.0.0.1/admin', ['2130706433', '0x7f000001', '0177.0.0.1']],
    // Four single digits beside another address on a log's line.
    ['1718094129.004187\tCk2LbW8p\t192.168.40.113\t61022\t8.8.8.8\t53\tudp', ['192.168.40.113', '8.8.8.8']],
    // A load balancer's log: the port after all eight groups, without brackets.
    ['app/prod-alb/50dc6c495c0c9188 2001:8003:1c2a:7e00:d4c9:98ff:fe11:2a3b:61233 172.31.44.18:8080', ['2001:8003:1c2a:7e00:d4c9:98ff:fe11:2a3b', '172.31.44.18']],
    ['route 2001:db8::1/32 via fe80::1%eth0', ['2001:db8::1', 'fe80::1%eth0']],
  ],
  [],
);
table(
  'DATE_OF_BIRTH',
  [
    ['07/22/1985 is my birthday', ['07/22/1985']],
    ['datum narození 21. 8. 1990', ['21. 8. 1990']],
    ['doğum tarihim 11.11.1994', ['11.11.1994']],
  ],
  ['Meeting on 21. 8. 1990 was fine'],
);
table(
  'MEDICAL_ID',
  [
    ['Patienten-Nr. 4471208', ['4471208']],
    ['IPP 80041729', ['80041729']],
    ['NHC 00583921', ['00583921']],
    ['n.º de processo clínico 7729310', ['7729310']],
    ['ID pacjenta 30418872', ['30418872']],
  ],
  [],
);
table(
  'PERSON',
  [
    // Keys that name the person a form or record is about, in several languages; a bold key.
    ['- **Full name:** Marcus J. Delgado\n- **DOB:**', ['Marcus J. Delgado']],
    ['Booking ref: QX7K2M\nPassenger: Daniel Oyelaran-Smith\nFlight', ['Daniel Oyelaran-Smith']],
    ['Patient : Jean-Baptiste Morel, né le', ['Jean-Baptiste Morel']],
    ['Paciente: Andrés Molina Ruiz, fecha', ['Andrés Molina Ruiz']],
    ['ES60 2393 0053 3466 2400 9239. Titular: Lucía Herrera Gómez.', ['Lucía Herrera Gómez']],
    ['Navn: Ingrid Solberg', ['Ingrid Solberg']],
    ['(name on account: Ruben Hoekstra)', ['Ruben Hoekstra']],
    ['Contact person: Ingrid Halvorsen', ['Ingrid Halvorsen']],
  ],
  ['Customer: Yes', 'Patient: stable, afebrile', 'Member: Premium', 'Reply-To: support'],
);
table(
  'LOCATION',
  [
    ['5 Mount Eden Road, Donnybrook, Dublin 4, D04 X2P7', ['5 Mount Eden Road, Donnybrook, Dublin 4, D04 X2P7']],
    ['Post to:\n12 Larkspur Close\nHarrogate\nNorth Yorkshire\nHG2 7QE', ['12 Larkspur Close\nHarrogate\nNorth Yorkshire\nHG2 7QE']],
    ['Carrer de Mallorca 401, 4t 2a, 08013 Barcelona', ['Carrer de Mallorca 401, 4t 2a, 08013 Barcelona']],
    ['Rua Augusta 120, 2.º Esq., 1100-053 Lisboa', ['Rua Augusta 120, 2.º Esq., 1100-053 Lisboa']],
    ['Rua Oscar Freire 379, apto 52, Jardins, São Paulo - SP, 01426-001', ['Rua Oscar Freire 379, apto 52, Jardins, São Paulo - SP, 01426-001']],
    ['min adress är Drottninggatan 53, 111 21 Stockholm', ['Drottninggatan 53, 111 21 Stockholm']],
    ['Nørrebrogade 45, 2. th., 2200 København N', ['Nørrebrogade 45, 2. th., 2200 København N']],
    ['Adresim: Bağdat Caddesi No: 215 D: 7, 34728 Kadıköy/İstanbul', ['Bağdat Caddesi No: 215 D: 7, 34728 Kadıköy/İstanbul']],
  ],
  ['Cadde No 5'],
);

// A fifth blind battery (operations traffic, business documents, messaging).
table(
  'SSN',
  [
    ['Please update my SIN on file to 649 499 845 — the old one', ['649 499 845']],
    ['Formulaire (Québec)\nNAS : 518 573 266\nDate', ['518 573 266']],
    ['Ihre SV-Nummer ein. Laut unseren Unterlagen lautet sie 65030771K022 — bitte', ['65030771K022']],
  ],
  [],
);
table(
  'MEDICAL_ID',
  [
    ['Insurance: Aetna, Member # W281447390', ['W281447390']],
    ['{"patientId":"P-0082741","dateOfBirth":"1985-04-12"}', ['P-0082741']],
    ['Nº da carteirinha (plano de saúde): 884720193', ['884720193']],
    ['Pacjent: Krzysztof Nowicki, nr karty pacjenta 004417/2023, oddział', ['004417/2023']],
    ['Patient: Mette Kjærgaard, journalnr. 2024-11873, henvist', ['2024-11873']],
    ['Hasta doğum tarihi: 21.06.1990, hasta dosya no: 2024-88213', ['2024-88213']],
  ],
  // A day and month, or a month and year, with a slash: no record number.
  ['MRN pending; admitted 03/02, follow-up 02/2024'],
);
table(
  'DATE_OF_BIRTH',
  [
    ['会員登録情報\n生年月日: 1979/10/08\n携帯', ['1979/10/08']],
    ['员工信息表\n出生日期：1992-08-15\n部门', ['1992-08-15']],
  ],
  ['更新日：2024-01-15'],
);
table(
  'PHONE',
  [['Hi Leute, bin ab sofort unter 0151 2384 7729 erreichbar', ['0151 2384 7729']]],
  ["Caller: yeah it's 134 76 6846.", 'FedEx 0321 8245 6371 is delayed', 'application #0154-7079-5557', 'Gelieve te betalen op NL03 RABO 0394 4695 13 o.v.v.', 'Compte : BE14 0631 2345 6783 — merci'],
);
table(
  'LOCATION',
  [
    ['3B, 61 Lordship Lane, London SE22 8HA', ['3B, 61 Lordship Lane, London SE22 8HA']],
    ['3rd Floor, 88 Wood Street, London EC2V 7RS', ['3rd Floor, 88 Wood Street, London EC2V 7RS']],
    ['Av. Insurgentes Sur 1602, Piso 4, Col. Del Valle, 03940 Ciudad de México', ['Av. Insurgentes Sur 1602, Piso 4, Col. Del Valle, 03940 Ciudad de México']],
    ['2150 Rue Sherbrooke Ouest, App. 604\nMontréal (Québec) H3H 1G7', ['2150 Rue Sherbrooke Ouest, App. 604\nMontréal (Québec) H3H 1G7']],
    ['Via Giuseppe Verdi 12, 20121 Milano (MI)', ['Via Giuseppe Verdi 12, 20121 Milano (MI)']],
    ['Rue Neuve 118 bte 3, 1000 Bruxelles', ['Rue Neuve 118 bte 3, 1000 Bruxelles']],
  ],
  ['szállítási díj 1 490 Ft.', 'Date\tMerchant\n03/04\tHilton Garden Inn\t$418.22'],
);

// A sixth blind battery.
table(
  'SSN',
  [["For your T4 slip I still need your SIN. Can you confirm it's 527-381-040?", ['527-381-040']]],
  [],
);
table(
  'MEDICAL_ID',
  [
    ['KVNR M104948228 – Überweisung zur Kardiologie', ['M104948228']],
    ['Data di nascita: 21/04/1969 — codice paziente 003318745 — reparto', ['003318745']],
    ['Número da carteirinha do plano de saúde: 0032145789901, validade 12/2026.', ['0032145789901']],
  ],
  ['NHS England budget 12000000 this year'],
);
// Addresses in Japan (romanized) and India, found in three batteries each.
table(
  'LOCATION',
  [
    ['Check-in: Hotel Gracery Shinjuku, 1-19-1 Kabukicho, Shinjuku-ku, Tokyo 160-8466', ['1-19-1 Kabukicho, Shinjuku-ku, Tokyo 160-8466']],
    ['ship to Keiko Mori, 2-11-3 Meguro, Meguro-ku, Tokyo 153-0063, Japan', ['2-11-3 Meguro, Meguro-ku, Tokyo 153-0063']],
    ['Current address: 14/2, 3rd Cross, Indiranagar, Bengaluru 560038', ['14/2, 3rd Cross, Indiranagar, Bengaluru 560038']],
    ['Ship to: Flat 302, Sai Krupa Apartments, 14th Cross Road, Indiranagar, Bengaluru, Karnataka 560038. Mobile', ['Flat 302, Sai Krupa Apartments, 14th Cross Road, Indiranagar, Bengaluru, Karnataka 560038']],
  ],
  ['Item 12, Quantity 5, Total 100000', 'Shinjuku-ku is busy today'],
);
table('PERSON', [], ['Ship to: Flat 302, Sai Krupa Apartments']);

// Session 28, from blind battery X: a member's number counts as a health plan's only where the
// text speaks of health; a row's field separator ends a cue's reach as a sentence's end does; a
// label after the number is no Ontario version code.
table(
  'MEDICAL_ID',
  [
    ['Plan: Aetna PPO\nMember ID: W283746501', ['W283746501']],
    ['member_no,name,plan\nAF-10921,Lachlan Price,Bupa Gold Hospital', ['AF-10921']],
    ['Health number: 3924-070-745 VC: KT', ['3924-070-745']],
    ['KV-Nummer E718535142', ['E718535142']],
    ['HARRIS, Mitchell | DOB 27/01/1976 | Medicare 3985 66005 2 | 0414 466 875', ['3985 66005 2']],
  ],
  ['member_no,name,dob,suburb\nAF-10921,Lachlan Price,1995-02-11,Newtown', '{"member_id": "GX-88120", "tier": "gold", "points": 1200}'],
);

// Address pieces in a table's columns: the cells under a column named as an address field.
table(
  'LOCATION',
  [
    ['customer_id,name,city,state,zip\nC-1,Ann Lee,Philadelphia,PA,19106\nC-2,Bo Park,Kansas City,MO,64105', ['Philadelphia', 'PA', '19106', 'Kansas City', 'MO', '64105']],
    ['Name;Geburtsdatum;PLZ;Ort\nMeier, Horst;12.04.1948;93047;Regensburg', ['93047', 'Regensburg']],
    [' id | name           | prov | postal_code\n----+----------------+------+------------\n 101 | Sophie Bouchard | QC   | G1R 4P5\n(1 row)', ['QC', 'G1R 4P5']],
    ['| Name | Home City |\n|---|---|\n| Ann | Leeds |', ['Leeds']],
    ["INSERT INTO kunden (kdnr, strasse, plz, ort) VALUES\n(50211, 'Am Markt 5', '01067', 'Dresden'),\n(50212, 'Rheinallee 120', '55120', 'Mainz');", ['Am Markt 5', '01067', 'Dresden', 'Rheinallee 120', '55120', 'Mainz']],
    // A code that is also a word counts beside another address column.
    ['branch,province,postal code\nToronto East,ON,M4E 1A1', ['ON', 'M4E 1A1']],
    // A row that reads like a header ("Sales Team,Kansas City") is still a row: the line above is the header.
    ['team,city\nSales Team,Kansas City\nOps,Unknown\nOps Lead,Wichita Falls', ['Kansas City', 'Wichita Falls']],
  ],
  [
    // No address column; a status column named "state"; a code that is also a word with no other address column.
    'order,total,city_tax\n1001,12.50,0.4',
    'ticket,state,owner\nT-1,open,ann\nT-2,closed,bo',
    'service,state\napi,OK\ndb,OK',
  ],
);

// Address pieces in fields of their own, named by the field (session 28, docs/decisions.md).
table(
  'LOCATION',
  [
    [
      '{"residence": {"line1": "512 Chestnut St", "line2": "Unit 4B", "city": "Philadelphia", "state": "PA", "zip": "19106"}}',
      ['512 Chestnut St', 'Unit 4B', 'Philadelphia', 'PA', '19106'],
    ],
    ["{'email': 'x@y.com', 'billing_zip': '60614'}", ['60614']],
    ['{"billingPostalCode":"K1P 5J2","shippingCity":"Ottawa"}', ['K1P 5J2', 'Ottawa']],
    ['address_line1: 2F1, 19 Marchmont Crescent\ncity: Edinburgh\npostcode: EH9 1HN', ['2F1, 19 Marchmont Crescent', 'Edinburgh', 'EH9 1HN']],
    ['<addr><city>Beaverton</city><state>OR</state><postalCode>97006</postalCode></addr>', ['Beaverton', 'OR', '97006']],
    ['WARN PaymentService - AVS mismatch postal=K1P 5J2', ['K1P 5J2']],
    ["$row = ['ville' => 'Paris', 'codePostal' => '75011'];", ['Paris', '75011']],
    ['Name: Ann Lee   City: Austin   State: Texas   ZIP 78702   Tel (202) 542-0435', ['Austin', 'Texas', '78702']],
    ['"county": "Co. Cork", "cidade": "São Paulo", "cep": "01310-100"', ['Co. Cork', 'São Paulo', '01310-100']],
    // A street line named so runs to its line's end, less a country and what no address holds.
    ['Address: 12 Ikorodu Road, Fadeyi, Lagos', ['12 Ikorodu Road, Fadeyi, Lagos']],
    ['Beneficiary address: Lindenstraße 14, 50674 Köln, Germany', ['Lindenstraße 14, 50674 Köln']],
    ['Meine Adresse: Schulstraße 34, 76960 Leverkusen, Tel. 0160 7122530.', ['Schulstraße 34, 76960 Leverkusen']],
    ['Address: 12 Main St, Springfield, IL 62704. Please ship it soon.', ['12 Main St, Springfield, IL 62704']],
    ['{"street": "Kloof Street", "suburb": "Gardens"}', ['Kloof Street', 'Gardens']],
  ],
  [
    // The field's name is part of another word, or names no place.
    'velocity: 12, capacity: 40, report: Monthly',
    '{"email address": "Sales Team", "ip_address": "Server 4", "wallet address": "0x71C7656EC7ab88b098defB751B7401B5f6d8976F"}',
    // The value is no place of the field's kind.
    '{"state": "active", "city": "unknown", "zip": "n/a", "province": "pending", "postcode": "TBD"}',
    '"state": "OK", "status": "green"',
    'cap: 100, cp: 12, zip: file.tar',
    'Line 1: Hello world\nLine 2: goodbye',
    'Address: same as above',
    // A field name in prose, with no mark.
    'The city Hall opens at nine; the state Fair runs all week.',
  ],
);

// Health identifiers and social security cues of more countries, named beside their values.
table(
  'MEDICAL_ID',
  [
    ['NHI: ZZZ0016', ['ZZZ0016']],
    // A hospital stay's number is not the patient's (session 29).
    ['Fallnummer 20240017734, Station 4', []],
    ['OHIP 1234-567-890-AB', ['1234-567-890-AB']],
    ['Número do prontuário: 0048812', ['0048812']],
  ],
  [],
);
table(
  'SSN',
  [
    ['soc sec 536-22-8741', ['536-22-8741']],
    ['Numéro INSEE : 2 91 11 69 123 045 10', ['2 91 11 69 123 045 10']],
  ],
  [],
);

describe('offsets', () => {
  test('count code points, not UTF-16 units', () => {
    const text = '😀😀 mail bob@example.org';
    const [email] = engine.analyze(text);
    expect(email).toMatchObject({ entity_type: 'EMAIL', text: 'bob@example.org', start: 8, end: 23 });
    expect([...text].slice(8, 23).join('')).toBe('bob@example.org');
  });
});

// Values as generators of test data write them (Faker): unassigned area codes, national
// checksums nobody computed, street types beyond USPS's, titles before names.
describe('values in the shapes of generated data', () => {
  test.each([
    ['call (634) 920-9124 today', '(634) 920-9124', 0.7],
    ['phone: +12386226840', '+12386226840', 0.7],
    ['ring 847-955-0246 x830 after six', '847-955-0246', 0.8],
    ['office 463.574.9174 ext. 46540', '463.574.9174', 0.8],
  ])('a North American number in %j counts even in an unassigned area code', (text, value, minimum) => {
    const phone = engine.analyze(text).find((f) => f.entity_type === 'PHONE');
    expect(phone?.text).toBe(value);
    expect(phone?.confidence).toBeGreaterThanOrEqual(minimum);
  });

  test('digits after a calling code and a trunk 0 are not a phone number', () => {
    expect(ofType('PHONE', 'ref 0044 0000 0000 00 attached')).toEqual([]);
    expect(ofType('PHONE', 'dial +49801904069436')).toEqual(['+49801904069436']);
  });

  test('an IBAN whose only fault is its national check digits still counts', () => {
    const iban = engine.analyze('IBAN ES89 2630 2009 1635 7242 1344').find((f) => f.entity_type === 'IBAN');
    expect(iban).toMatchObject({ text: 'ES89 2630 2009 1635 7242 1344' });
    expect(iban?.confidence).toBeGreaterThanOrEqual(0.9);
    // A wrong mod-97 check digit is still refused.
    expect(ofType('IBAN', 'IBAN ES88 2630 2009 1635 7242 1344')).toEqual([]);
  });

  test.each([
    ['Please ship it to 147 Kuhlman Copse today', '147 Kuhlman Copse'],
    ['My address is 4361 Remington Circles Suite 133, Nayelifort.', '4361 Remington Circles Suite 133, Nayelifort'],
    ['Adresse: Boberstr. 574 Zimmer 149, 26121 Oldenburg', 'Boberstr. 574 Zimmer 149, 26121 Oldenburg'],
    ['My address is 1474 Boulevard de la Paix Apt. 987, Avignon.', '1474 Boulevard de la Paix Apt. 987, Avignon'],
  ])('an address in %j', (text, value) => {
    expect(ofType('LOCATION', text)).toContain(value);
  });

  test.each([
    ['Stuur het pakket alstublieft naar Zijlstraplantsoen 115, 1498 XA Leiden. Dank je!', 'Zijlstraplantsoen 115, 1498 XA Leiden'],
    ['por favor, envíe el paquete a camino del sol, 131, 18541 granada. gracias', 'camino del sol, 131, 18541 granada'],
    ['mi dirección es calle castellanos montañez, 165, 29150 málaga y mi teléfono…', 'calle castellanos montañez, 165, 29150 málaga'],
    ['envoyez-le au 138 IMPASSE DE NESLE, 33041 BORDEAUX svp', '138 IMPASSE DE NESLE, 33041 BORDEAUX'],
    ['my old address was 211 windsor crescent, oxford ox19 1re.', '211 windsor crescent, oxford ox19 1re'],
  ])('an address held together by its postcode and city, in any case: %j', (text, value) => {
    expect(ofType('LOCATION', text)).toEqual([value]);
  });

  test('a title after "my name is" is not the name', () => {
    expect(ofType('PERSON', 'Hello, my name is Mrs. Elizabeth Ullrich.')).toEqual(['Elizabeth Ullrich']);
  });
});

// Addresses in Chinese, Japanese and Korean script, and the parts around addresses that a
// letterhead or a French or Antipodean address adds.
table(
  'LOCATION',
  [
    // The postal mark belongs to the address block (session 25, blind batteries S and T).
    ['お届け先：〒150-0001 東京都渋谷区神宮前2-14-6 青山ビル3F\n電話：03-5412-7788', ['〒150-0001 東京都渋谷区神宮前2-14-6 青山ビル3F']],
    ['住所は千代田区丸の内1丁目9番2号です', ['千代田区丸の内1丁目9番2号']],
    ['收货地址：上海市浦东新区世纪大道100号45楼。联系电话', ['上海市浦东新区世纪大道100号45楼']],
    ['我住在北京市朝阳区建国路88号', ['北京市朝阳区建国路88号']],
    ['台北市信義區信義路五段7號', ['台北市信義區信義路五段7號']],
    ['배송지: 서울특별시 강남구 테헤란로 152, 강남파이낸스센터 12층', ['서울특별시 강남구 테헤란로 152, 강남파이낸스센터 12층']],
    ['저는 성남시 분당구 판교역로 235에 살아요', ['성남시 분당구 판교역로 235']],
    ['Adres: Meir 78, 2000 Antwerpen', ['Meir 78, 2000 Antwerpen']],
    ['Address: Strøget 12, 1160 København K', ['Strøget 12, 1160 København K']],
    ['Spedition Nordlicht GmbH · Am Hafen 7 · 28197 Bremen', ['Am Hafen 7 · 28197 Bremen']],
    ['Deliver to 7 Merrion Square North, Dublin 2, D02 FK58 — reception closes at 5.', ['7 Merrion Square North, Dublin 2, D02 FK58']],
    ['Level 3, 120 Albert Street, Auckland 1010', ['Level 3, 120 Albert Street, Auckland 1010']],
    ['adresse de livraison : 27 rue des Lilas, Bât. C, 69003 Lyon.', ['27 rue des Lilas, Bât. C, 69003 Lyon']],
  ],
  [
    '2024年3月5日に会議があります。価格は3-5万円です',
    '会议在2024年3月5日举行，第3-5章',
    '2024년 3월 5일 회의, 3-5번 문항',
    // Four digits and a capitalised word after a name and a number, with no address word near.
    'Meir 78, 2000 Antwerpen',
    'Upgrade to Windows 11, 2024 Edition is out',
    'Version 2.3 — café 12, année 2023',
  ],
);
table(
  'SSN',
  [
    ['BSN: 1234.56.782', ['1234.56.782']],
    ['Burgerservicenummer 2458.10.377', ['2458.10.377']],
  ],
  ['BSN: 1234.56.781', 'version 1234.56.782 released'],
);
table(
  'PHONE',
  [
    ['Tel.: 0711 4589 2231', ['0711 4589 2231']],
    ['Tel. Nr.: 0711 4589 2231', ['0711 4589 2231']],
    ['Telefon 0221 3345 678', ['0221 3345 678']],
  ],
  ['Order 0711 4589 2231', 'Hotel 0711 4589 2231', 'Paket 0711 4589 2231 zugestellt'],
);

// National person numbers beside their names, each under its issuer's check (validators/national-ids.ts).
table(
  'SSN',
  [
    ['PESEL: 92112803723', ['92112803723']],
    ['Personnummer: 850709-9383', ['850709-9383']],
    ['Mit CPR-nr.: 110584-1902 til lønsedlen', ['110584-1902']],
    ['Codice fiscale: RCCLSN90M15A944I', ['RCCLSN90M15A944I']],
    ['Meus dados: CPF 861.203.945-24, e-mail', ['861.203.945-24']],
    ['Aadhaar No: 4918 3752 0669', ['4918 3752 0669']],
    ['주민등록번호: 900101-1234568', ['900101-1234568']],
    ['身份证号：11010519491231002X', ['11010519491231002X']],
    ['DNI 12345678Z', ['12345678Z']],
    ['AHV-Nr. 756.1234.5678.97', ['756.1234.5678.97']],
    ['TC Kimlik No: 10000000146', ['10000000146']],
    // A column named for the number.
    ['name,pesel,city\nJan Kowalski,92112803723,Kraków', ['92112803723']],
  ],
  [
    // A check that fails, a value without its name, and a name before another kind of number.
    'PESEL: 92112803724',
    'Order 92112803723 shipped',
    'CPF: 861.203.945-25',
    'Rechnung Nr. 92112803723, Kundennummer 850709-9383',
  ],
);
table(
  'MEDICAL_ID',
  [
    ['Referral letter for Ms. Hannah Whitfield (NHS 401 023 2137), seen in clinic 14/01.', ['401 023 2137']],
    ["Objet : remboursement — Numéro d'adhérent mutuelle : 0458 2211 97", ['0458 2211 97']],
  ],
  // ("Numéro d'adhérent" alone counts since session 22: the batteries' adhérents were a mutuelle's.)
  ['NHS England budget 12000000 this year', 'NHS 401 023 2138 (a failed check)'],
);

// Found by blind batteries R and S (sessions 23 and 24): national numbers of India, Taiwan, Viet Nam,
// Indonesia, Egypt, Iran and Argentina beside their names, each under its check or its structure; a
// number its label calls a national ID; numbers grouped as only their issuers print them.
table(
  'SSN',
  [
    ['PAN: BNZPM2501F', ['BNZPM2501F']],
    ['身分證字號：K231158202', ['K231158202']],
    ['Số CCCD: 079203004512 (cấp ngày 12/08/2021)', ['079203004512']],
    ['NIK: 3174095512850003', ['3174095512850003']],
    ['الرقم القومي: 29001011234567', ['29001011234567']],
    ['national ID no: 29001011234567', ['29001011234567']],
    ['شماره ملی: 4720158935', ['4720158935']],
    ['DNI: 31.456.789   CUIL: 20-31456789-3', ['31.456.789']],
    ['เลขบัตรประชาชน 3-1005-20417-03-1', ['3-1005-20417-03-1']],
    ['Kundendaten: VSNR: 1237010180', ['1237010180']],
    ['"nationalId": {"type": "VN_CCCD", "value": "079203004512"}', ['079203004512']],
    // Of a kind no check here knows: the label decides.
    ['national ID no: B424525', ['B424525']],
    ['National Identification Number: 18679941264', ['18679941264']],
    // Grouped as only their issuers print them: no name needed.
    ['Dependentes:\n  - Ana Clara (19 de fevereiro de 2009), 529.982.247-25', ['529.982.247-25']],
    ['บุตร:\n  - พิมพ์ชนก (22 สิงหาคม 2565), 3-1005-20417-03-1', ['3-1005-20417-03-1']],
    ['{"system": "urn:oid:2.16.756.5.32", "value": "756.9217.0769.85"}', ['756.9217.0769.85']],
    // HL7's type code NI, a national unique individual identifier, on a value written in groups.
    ['PID|1||3792127655^^^EPI^MR~119 404 422^^^SSA^NI||Nguyen^Cooper^R||19960704|M', ['119 404 422']],
  ],
  [
    // A person's PAN only (the fourth letter A: an association), a failed check, a province or a
    // date that does not exist, a name away from the number.
    'PAN: BNZAM2501F',
    '身分證字號：K231158200',
    'Số CCCD: 099203004512',
    'NIK: 3174093512850003',
    'الرقم القومي: 29002301234567',
    'شماره ملی: 4720158936',
    'Total: 31.456.789 pesos',
    // Argentina's DNI has no check: its own name only, not "national ID", and no longer dotted number.
    '{"national_id":"000544849","source_ip":"77.164.158.12"}',
    'DNI: 31.456.789.2',
    'เลขบัตรประชาชน 3-1005-20417-03-2',
    'Dependentes: 529.982.247-26',
    'Order 529.982.247-25',
    'Please bring your national ID. Ticket AB12345 is still open.',
    'National ID: 1111111',
    'the pan was hot: ABCDE1234F',
  ],
);

// Found by a blind battery weighted to national numbers, health identifiers and addresses (session 15).
// The IPv6 prefilter asks a "::" for a digit in its run (the address, its zone or its prefix
// length), as refineV6 does: addresses whose only digit is in the zone or the prefix length still
// count; code's "::" makes no candidate.
table(
  'IP_ADDRESS',
  [
    ['link-local abcd::ef%en0 up', ['abcd::ef%en0']],
    ['host cafe::beef/64 is ours', ['cafe::beef']],
    ['loopback ::1 and fe80::1', ['::1', 'fe80::1']],
  ],
  ['Self::Err and std::vector<u8> and u32::MAX', 'impl Foo { fn a() -> Self::Output { b::c::d() } }'],
);
table('IP_ADDRESS', [['route 10.0.0.0 255.0.0.0 via 10.1.2.3', ['10.0.0.0', '10.1.2.3']]], ['subnet mask 255.255.255.0', 'ip route 0.0.0.0 0.0.0.0 dhcp', 'permit tcp any 0.0.255.255 eq 443', 'Firmware for the edge appliance updated to 3.10.2.45']);
table(
  'PHONE',
  [
    ['hívj a 06 20 381 4472-es számon.', ['06 20 381 4472']],
    ['연락은 010-9182-4470으로 주세요.', ['010-9182-4470']],
    ['持卡人刘建国，手机+86 139 1721 8846。', ['+86 139 1721 8846']],
  ],
  ["3. PATIENT'S BIRTH DATE: 11 30 1962   SEX: M", 'ABN: 54 613 024 877   ACN: 613 024 877', 'SIN: 713-506-822', 'Status 04-11-2024 13:05 resolved', 'SN-0171-1234567-A'],
);
table(
  'DATE_OF_BIRTH',
  [
    ["3. PATIENT'S BIRTH DATE: 11 30 1962   SEX: M", ['11 30 1962']],
    ['my accountant needs 04/02/1991 is my date of birth', ['04/02/1991']],
    ['sono nato a torino il 22/12/1978.', ['22/12/1978']],
    ['Data nașterii pacientei: 22.11.1992', ['22.11.1992']],
    ['Születési idő: 1983.06.17.', ['1983.06.17']],
    ['生年月日：昭和52年8月3日', ['昭和52年8月3日']],
  ],
  ["The project shipped v1.0 on 2020-02-29; the mascot's birthday party is in April."],
);
table('PERSON', [], ['Sehr geehrte Frau Kollegin,', 'Dear Colleague,']);
table(
  'SSN',
  [
    ['CUIL: 20-31458927-1', ['20-31458927-1']],
    ['CURP: HEGJ910322HJCRRN03', ['HEGJ910322HJCRRN03']],
    ['NISS 11748203966', ['11748203966']],
    ['個人番号（マイナンバー）：5628 3914 0272', ['5628 3914 0272']],
    ['Adóazonosító jel: 8425354013', ['8425354013']],
    ['Νίκος Αντωνίου, ΑΦΜ 044197232, IBAN', ['044197232']],
    ['Lucie Horáková, r. č. 925710/3317, číslo účtu', ['925710/3317']],
    ['Elif Demir, TC 58720364162, IBAN', ['58720364162']],
    ["mon numéro de sécu c'est 185057505612388 et", ['185057505612388']],
  ],
  ['NISS 11748203967', 'Order TC 58720364163', 'CURP: HEGJ910322HJCRRN04'],
);
table(
  'MEDICAL_ID',
  [
    ['UHID: SLH-2024-0081735', ['SLH-2024-0081735']],
    ['Medical aid no.: 810392745', ['810392745']],
    ['PHN: 9731 205 848', ['9731 205 848']],
    ['Fall-Nr.: 2024-118834   KVNR', []],
    ['Krankenkasse: CSS, Versicherten-Nr. 1208.4417.9', ['1208.4417.9']],
    ["No d'assurance maladie (RAMQ) : GAGM 8553 1412", ['GAGM 8553 1412']],
    ['Cartão SUS (CNS): 704 0028 4731 9252', ['704 0028 4731 9252']],
    ['住院号：ZY20241103388', ['ZY20241103388']],
    ['등록번호: 00418823', ['00418823']],
    // A decimal after the number is a measurement.
    ['MRN 123456, BMI 24.51 today', ['123456']],
  ],
  ['MSH|^~\\&|LABSYS|MERCY_LAB|EHR|MERCY|20241105083012||ORU', 'MRN: 12.03.1985'],
);
// Cues in scripts without spaces touch what follows them; Korean still parts words with spaces.
table(
  'SSN',
  [
    ['您好，我叫严建华，身份证号110101198206158131，出生日期1982-06-15。', ['110101198206158131']],
    ['안녕하세요, 주민번호는 830606-1239410이고 생년월일은', ['830606-1239410']],
    ['employee_id,name,national_id,department\nE-9591,Anthony Jacobson,276 538 923,Finance', ['276 538 923']],
    ['Meine RV-Nr. lautet 45 271254 G 892.', ['45 271254 G 892']],
    ['Er fødselsnummeret 18126616224 gyldig?', ['18126616224']],
    ['Hei, olen Maria Jokinen, henkilötunnukseni on 080891-201K.', ['080891-201K']],
  ],
  [],
);
table('MEDICAL_ID', [['患者名：村上 健太\nカルテ番号：8256222', ['8256222']]], ['주민등록번호: 920830-2081137']);

// Found by a blind battery of 36 languages weighted to national numbers, health identifiers and addresses (session 16).
table(
  'SSN',
  [
    ['Onboarding — Priya Raman, SIN 492 334 271, home address', ['492 334 271']],
    ['Tenant: Tan Wei Ling (NRIC S7180391J). Unit: Blk 123', ['S7180391J']],
    ['Claimant: Sipho Mokoena, ID no. 8603148007084, residential', ['8603148007084']],
    ['Paciente: Camila Rojas, RUT 16.927.188-7, ficha clínica', ['16.927.188-7']],
    ['Data di nascita: 17/09/1979 – C.F.: GLLPLA79P57L219I – N. cartella', ['GLLPLA79P57L219I']],
    ['Paziente Luca Verdi (CF VRDLCU90L23G273Z), ricoverato', ['VRDLCU90L23G273Z']],
    ['Пациент: Мария Иванова Георгиева, ЕГН 7909171490, адрес', ['7909171490']],
    ['OIB: 71647729584\nIme i prezime: Ivan', ['71647729584']],
    ['Pacientka: Nina Kovač, EMŠO 1709979509289, naslov', ['1709979509289']],
    ['Journalanteckning. Pat: Karin Nyström, pnr 19790917-2285.', ['19790917-2285']],
    ['Isikukood 48603142092, nimi Kadri Tamm', ['48603142092']],
    ['Asmens kodas 37909176822, Jonas Kazlauskas', ['37909176822']],
    ['Personas kods 200386-18761, vārds', ['200386-18761']],
    ['Kennitala: 140386-1899 – Guðrún', ['140386-1899']],
    ['Сотрудник: Попова Анна\nСНИЛС: 298-221-481 00\nИНН: 781412706580\n', ['298-221-481 00', '781412706580']],
    ['РНОКПП 3503382102, номер', ['3503382102']],
    ['رقم الهوية الإماراتية 784-1968-8743624-2، العنوان', ['784-1968-8743624-2']],
    ['رقم الهوية الوطنية 1086198262، رقم الملف', ['1086198262']],
    ['שלום, שמי נועה כהן, ת.ז. 034099549, כתובת', ['034099549']],
    ['मेरा आधार नंबर 2789 1088 3388 है', ['2789 1088 3388']],
    ['เลขประจำตัวประชาชน 1-1037-56916-56-9 ที่อยู่', ['1-1037-56916-56-9']],
    ['Paciente: José Luis Hernández, NSS IMSS 43199212341, fecha', ['43199212341']],
  ],
  // A failed check, and words that are also names of numbers.
  ['RUT 16.927.188-8', 'NRIC S7180391K', 'СНИЛС: 298-221-481 01', 'SIN 492 334 272 (a failed check)', 'Quiero el envío sin 536228735 cargos', 'Tu pedido sin IVA: 123456789'],
);
// Phone numbers no plan knows, labelled as phone numbers right before them (session 17): what
// the writer calls their number is masked. Unlabelled, such digits are not phone numbers.
table(
  'PHONE',
  [
    ['Phone: +02 924 90692591', ['+02 924 90692591']],
    ['Call me at +76 4243 4387352 tomorrow.', ['+76 4243 4387352']],
    ['My number is 979-218-914.', ['979-218-914']],
    ['Phone: 935.243.634', ['935.243.634']],
    ['My number is 0706925915.', ['0706925915']],
  ],
  ['UTC+02:00 at 10:00', 'offset +0200 and +0530', 'Total 935.243.634 EUR', 'ref +76 4243 4387352'],
);
// From a third blind battery (session 17): a card after a statement's date, IP cues in plural and
// in SPF records, and no "v" as a version word.
table('CREDIT_CARD', [['Statement:\n10/02 4348 6328 2546 4251 STAPLES 48.21', ['4348 6328 2546 4251']]], ['acct 1234 4348 6328 2546 4251']);
table(
  'IP_ADDRESS',
  [
    ["SPF is 'v=spf1 ip4:203.68.233.108 include:_spf.google.com ~all'.", ['203.68.233.108']],
    ['      nameservers:\n        addresses: [1.1.1.1, 9.9.9.9]', ['1.1.1.1', '9.9.9.9']],
  ],
  ['v 1.2.3.4 released'],
);
table(
  'SSN',
  [
    ['EmployeeNo,LastName,FirstName,SIN,BirthDate,Province\nC-1001,Lefebvre,Julien,770705143,1987-03-09,QC', ['770705143']],
    ['with SINs cut off. For reference the ones affected are:\nÉmilie Roy – 318 785 854\nJordan McNeil – 588 442 178', ['318 785 854', '588 442 178']],
    ['Téléphone 514 555-0137. NAS 165 008 053. Aide-moi', ['165 008 053']],
  ],
  ['NAS storage has 123 456 789 files'],
);
table('DATE_OF_BIRTH', [['Nome: Thiago\nNascimento: 14/02/1993\nEndereço', ['14/02/1993']], ['| CPF 710.271.816-00 | nasc. 03/03/1997 |', ['03/03/1997']]], []);
table(
  'MEDICAL_ID',
  [
    ['Patient Kwame Asante (Medicaid ID NY98213477T) needs', ['NY98213477T']],
    ['Hosp# MR00624417', ['MR00624417']],
    ['geb. 14.05.1958, Vers.-Nr. I065496730', ['I065496730']],
    ['Subscriber ID 912445880-01', ['912445880-01']],
  ],
  // "NAM" (Québec's health number) is also a country's name: not a cue.
  ['Viet Nam trip on 12345 feet'],
);
// A unit word is no unit when a letter runs on: the city it opens is the locality (session 17).
table(
  'LOCATION',
  [
    ['I live at 14 Saddle Rock Rd, Flagstaff, AZ 86001.', ['14 Saddle Rock Rd, Flagstaff, AZ 86001']],
    ['the school office at 23 Kerk Street, Stellenbosch, 7600 before Friday', ['23 Kerk Street, Stellenbosch, 7600']],
    ['500 Main St, Appleton, WI 54911', ['500 Main St, Appleton, WI 54911']],
    ['12 Oak Ave, Ste. 200, Boston, MA 02118', ['12 Oak Ave, Ste. 200, Boston, MA 02118']],
    ['1 Elm Rd Apt4, Bath BA1 1AA', ['1 Elm Rd Apt4, Bath BA1 1AA']],
    ['12 main st, stevens point, wi 54481', ['12 main st, stevens point, wi 54481']],
    // Test-data generators' shapes (Faker): Italian qualifiers, the Dutch "IJ", dashes and "aux" in
    // Canadian towns, Cologne's street names, "(Allgäu)", British streets of no type and "AB12 34C".
    ['Please ship it to Contrada Vanni 532, 06502 Fontanella lido by Friday.', ['Contrada Vanni 532, 06502 Fontanella lido']],
    ['Please ship it to Carretera Hernán 82, 68552 El Puerto de Santa María by Friday.', ['Carretera Hernán 82, 68552 El Puerto de Santa María']],
    ['My address is Jimiweg 73, 5458 PO IJpelo.', ['Jimiweg 73, 5458 PO IJpelo']],
    ['109 Alisha Hollow, Happy Valley–Goose Bay, NS R5E 8G8', ['109 Alisha Hollow, Happy Valley–Goose Bay, NS R5E 8G8']],
    ['668 Shayne Wall, Channel-Port aux Basques, QC K9K 4N5', ['668 Shayne Wall, Channel-Port aux Basques, QC K9K 4N5']],
    ['Address: Alt Steinbücheler Weg 52b, 91938 Habelburg', ['Alt Steinbücheler Weg 52b, 91938 Habelburg']],
    ['Address: Karl-König-Str. 72a, 07588 Kempten (Allgäu)', ['Karl-König-Str. 72a, 07588 Kempten (Allgäu)']],
    ['Zwischen Helga Neumann, Parkallee 15, 28209 Bremen (Vermieterin)\nund', ['Parkallee 15, 28209 Bremen']],
    ['abito in Corso Vittorio Emanuele II 45, scala B, int. 7, 10125 Torino e voglio', ['Corso Vittorio Emanuele II 45, scala B, int. 7, 10125 Torino']],
    ['nueva dirección Calle Colón 44, pta. 7, 46004 Valencia. ¿Qué', ['Calle Colón 44, pta. 7, 46004 Valencia']],
    ['logement situé 19 rue Gambetta, 2e étage gauche, 37000 Tours. Bailleur', ['19 rue Gambetta, 2e étage gauche, 37000 Tours']],
    ['Domicilio: Calle Reforma 118, Col. San Miguel, 52140 Metepec, Méx.\nTeléfono', ['Calle Reforma 118, Col. San Miguel, 52140 Metepec, Méx.']],
    ['in zijn woning aan de Molenweg 31, 8701 KH Bolsward. Zijn', ['Molenweg 31, 8701 KH Bolsward']],
    ['maar zij woont op Van Speijkstraat 12-III, 1057 GV Amsterdam. Ze', ['Van Speijkstraat 12-III, 1057 GV Amsterdam']],
    ['de Ruiterlaan 435 III, 1170 KY Formerum', ['de Ruiterlaan 435 III, 1170 KY Formerum']],
    ['Ship to: Kelsey Armstrong\n1609 Elm Creek Dr\nApt 12\nRound Rock, TX 78664\nItems: 2', ['1609 Elm Creek Dr\nApt 12\nRound Rock, TX 78664']],
    ['07700 900163\tUnit 12, Foss Islands Road, York YO31 7UJ\t✘', ['Unit 12, Foss Islands Road, York YO31 7UJ']],
    ['at our offices at Second Floor, Atlas House, 12 Queen Street, Exeter EX4 3SR. The', ['Second Floor, Atlas House, 12 Queen Street, Exeter EX4 3SR']],
    ['His address on file 915 W Main St, Lot 22, Lexington, KY 40508 matches', ['915 W Main St, Lot 22, Lexington, KY 40508']],
    ['from 1450 Grand Concourse, Apt 9C, Bronx, NY 10457 to the', ['1450 Grand Concourse, Apt 9C, Bronx, NY 10457']],
    ['Lieferadresse: Schillerstr. 42, 3. OG, 70173 Stuttgart | Kredit', ['Schillerstr. 42, 3. OG, 70173 Stuttgart']],
    // Chinese, Japanese and Korean buildings, blocks and rooms after the number.
    ['住在北京市海淀区学院路38号院5号楼302，', ['北京市海淀区学院路38号院5号楼302']],
    ['正确地址为天津市和平区南京路189号津汇广场2座3106，电话', ['天津市和平区南京路189号津汇广场2座3106']],
    ['現住所：東京都世田谷区三軒茶屋2-11-22 サンハイツ305 |', ['東京都世田谷区三軒茶屋2-11-22 サンハイツ305']],
    ['주소: 서울특별시 송파구 올림픽로 43길 88, 101동 1203호', ['서울특별시 송파구 올림픽로 43길 88, 101동 1203호']],
    ['주소 경기도 성남시 분당구 판교역로 235, 에이치스퀘어 N동 7층. 보증금', ['경기도 성남시 분당구 판교역로 235, 에이치스퀘어 N동 7층']],
    ['My address is 68 The Beeches, Upper Brown HS22 20A.', ['68 The Beeches, Upper Brown HS22 20A']],
    ['My address is 9 Mount Pleasant, Kreiger-upon-Orn CV5 4AA.', ['9 Mount Pleasant, Kreiger-upon-Orn CV5 4AA']],
    ['3021 Howell Junctions, Kessler-O\'Haraton, NC 89925', ['3021 Howell Junctions, Kessler-O\'Haraton, NC 89925']],
  ],
  ['Page 68, The Times, 12 Mar', 'room 12, Building 5, 2nd floor'],
);
// Found by two blind batteries of chat prompts and business records (session 17): lists under
// the name of their kind, table columns, snake_case keys, plural acronyms, "NI" and "IRD".
table(
  'SSN',
  [
    ['Sprawdź, które numery PESEL w tym pliku są poprawne:\n93012505933\n03221486846', ['93012505933', '03221486846']],
    ['Quais destes CPFs são válidos?\n\n322.346.493-07\n70620721502', ['322.346.493-07', '70620721502']],
    ['Puoi controllare questi codici fiscali?\n1) BNCLCU85P03F205H\n2) rmngli90s62h501s', ['BNCLCU85P03F205H', 'rmngli90s62h501s']],
    ['stimmt das Format dieser AHV-Nummern? 756.6092.8103.52 und', ['756.6092.8103.52']],
    ['Personalnr;Steuer-ID;Eintritt\n1001;23 401 758 267;01.02.2021', ['23 401 758 267']],
    ['emp_no|ssn|home_address|plan\nE-2031|662079026|118 Wexford Ct, Cary, NC 27511|PPO-500', ['662079026']],
    ['| DNI/NIE | NSS | Domicilio |\n|---|---|---|\n| 21163572F | 48/16466852/43 | Calle Gran Vía 28 |', ['21163572F', '48/16466852/43']],
    ['dipendente:\n  codice_fiscale: FRRLCU90S05A944Y\n', ['FRRLCU90S05A944Y']],
    ['ansatt:\n  fodselsnummer: "28129312043"\n', ['28129312043']],
    ['henkilotunnus,osoite\n290260-8131,Kauppakatu 5 C 22', ['290260-8131']],
    ['My IRD number is 25-298-810 and I have been put on the wrong tax code', ['25-298-810']],
    ['1) NI HY 37 02 91 D — 9 Kelvin Grove\n2) NI: OM096592D — Flat C', ['HY 37 02 91 D', 'OM096592D']],
    ['Staff (name, National Insurance number, start):\nAaron Pryce — NW 36 75 00 C — started', ['NW 36 75 00 C']],
    ['Employee 2: SIN 129167672, BC PHN', ['129167672']],
    ['{"applicant": {"name": "Chloé Gagnon", "sin": "515-383-891", "address": "3820 rue"', ['515-383-891']],
    ["c'è SPSCHR92D57F839H ma quello giusto è SPSCHR92D57F839T. Abito", ['SPSCHR92D57F839T']],
    ['mitarbeiter:\n  steuer_id: "49 340 562 872"\n  sv_nummer: "44 031176 K 41 9"\n', ['49 340 562 872', '44 031176 K 41 9']],
    ['bsn,relatienummer_zorgverzekeraar,adres\n269199639,REL-23642403,"Grote Markt 17, 9711 LV Groningen"', ['269199639']],
    ['身份证号,医保卡号,户籍地址\n330106196205010665,YB8367322415,浙江省杭州市西湖区文三路259号', ['330106196205010665']],
    ['주민등록번호,건강보험증번호,주소\n550717-1616998,06543510106,대구광역시 중구 국채보상로 586', ['550717-1616998']],
    ['| 個人番号 | 被保険者整理番号 | 住所 |\n|---|---|---|\n| 2081 3143 3395 | 76048518 | 東京都港区六本木6-10-1 |', ['2081 3143 3395']],
  ],
  // Unlabelled, a compact NINO is a product code; a value deep in a line is no list item.
  ['Part AB123456C in stock', 'Our SSNs are below:\nThe warehouse order number 524739120 shipped', 'SPSCHR92D57F839H is a typo', 'order,total\n330106196205010665,12'],
);
// A table's header is no list heading: its columns say what each value is.
table('MEDICAL_ID', [], ['emp_no|ssn|plan|member_id\nE-2031|662079026|PPO-500|\nE-2034|132-49-8728|HDHP|']);
table(
  'MEDICAL_ID',
  [
    ['Please quote your CHI number 0411647229 (date of birth', ['0411647229']],
    ['Patient: Herr Jürgen Maier\nPat.-Nr.: 10044718   Fall-Nr.', ['10044718']],
    ['Versichertenkarte Nr. 80756000080012345678 (Grundversicherung)', ['80756000080012345678']],
    ["CR d'hospitalisation – N° de séjour : 2403118842. Mme", []],
    ['Cartão Nacional de Saúde (CNS) 750 2854 1502 2286, prontuário', ['750 2854 1502 2286']],
    ['nr historii choroby 118844/2024. Adres', ['118844/2024']],
    ['Dossier médical n° 3301-4478 – Mme', ['3301-4478']],
    ['Expediente clínico: 2024-08831. Paciente', ['2024-08831']],
    ['номер медичної картки 2024-3318, адреса', ['2024-3318']],
    ['номер медицинской карты 48213/24. Диагноз', ['48213/24']],
    ['מטופל: יוסי לוי, מספר תיק רפואי 7731204, תאריך', ['7731204']],
    ['病历号：ZY2024031588，医保卡号', ['ZY2024031588']],
  ],
  // "Chi" is Italian for "who"; a CNS that fails its check.
  ['Chi 0411647228 ha chiamato?', 'CNS 750 2854 1502 2287'],
);
table(
  'LOCATION',
  [
    ['Send it to 455 Wellington St W, Unit 807, Toronto ON M5V 1E7 please', ['455 Wellington St W, Unit 807, Toronto ON M5V 1E7']],
    ['1280 Rue Sherbrooke O, App. 5\nMontréal QC  H3G 1H2', ['1280 Rue Sherbrooke O, App. 5\nMontréal QC  H3G 1H2']],
    ['Via della Libertà 88, 90143 Palermo PA', ['Via della Libertà 88, 90143 Palermo PA']],
    ['Seestrasse 91\n8703 Erlenbach ZH', ['Seestrasse 91\n8703 Erlenbach ZH']],
    ['Asun osoite Mannerheimintie 12 B 7, 00100 Helsinki', ['Mannerheimintie 12 B 7, 00100 Helsinki']],
    ['Adresa: Str. Lipscani nr. 45, bl. A, sc. 2, ap. 14, sector 3, 030031 București', ['Str. Lipscani nr. 45, bl. A, sc. 2, ap. 14, sector 3, 030031 București']],
    ['Bd. Eroilor 21, ap. 7, 400129 Cluj-Napoca', ['Bd. Eroilor 21, ap. 7, 400129 Cluj-Napoca']],
    ['Slovenska cesta 56, 1000 Ljubljana', ['Slovenska cesta 56, 1000 Ljubljana']],
    ['Narva mnt 7-15, 10117 Tallinn', ['Narva mnt 7-15, 10117 Tallinn']],
  ],
  [],
);
table(
  'IP_ADDRESS',
  [
    ['blocked this week: 2a03:2880:f12d:83:face:b00c:0:25de. Please add them', ['2a03:2880:f12d:83:face:b00c:0:25de']],
    ['Gegenstelle 2a02:8108:1f40:2c00::1a. Zertifikat', ['2a02:8108:1f40:2c00::1a']],
    ['Received: from [IPv6:2001:db8:85a3::8a2e:370:7334] by mail-out.example.net', ['2001:db8:85a3::8a2e:370:7334']],
  ],
  ['Version 1.2.3. ok', 'at 12:30:45. ok', 'HTTPv6:2001 is no address'],
);
table(
  'DATE_OF_BIRTH',
  [
    ['Пациент: Кузнецов Игорь Петрович, дата рождения 17.09.1979, СНИЛС', ['17.09.1979']],
    ['تاريخ الميلاد 1995/12/01، العنوان', ['1995/12/01']],
    ['מטופל: יוסי לוי, תאריך לידה 14/03/1986. אבחנה', ['14/03/1986']],
    ['रोगी: सुनीता देवी, जन्म तिथि 06/06/1958, UHID', ['06/06/1958']],
    ['pacjent Jan Wójcik, ur. 09.05.2001, PESEL', ['09.05.2001']],
  ],
  ['Встреча 17.09.2024 в офисе', 'لقاء 2024/09/17'],
);
table(
  'LOCATION',
  [
    ['hey can u send it to 1190 n state st apt 1405 chicago il 60610 thx', ['1190 n state st apt 1405 chicago il 60610']],
    ['ship to 77 sunset blvd #4 los angeles ca 90046 pls', ['77 sunset blvd #4 los angeles ca 90046']],
    // The whole address wins over the part of it another pattern found.
    ['my address is 22 baker street, flat 3, london nw1 6xe', ['22 baker street, flat 3, london nw1 6xe']],
  ],
  ['i walked 3 miles down the road in 20000 steps', 'we have 2 offices on main street in chicago and 12 in texas'],
);
table(
  'PERSON',
  [
    ['Name: Mag. Sabine Huber\nAdresse: Mariahilfer Straße 1', ['Sabine Huber']],
    ['Sra. Dña. Carmen Navarro Gil\nAvda. de la Constitución 12', ['Carmen Navarro Gil']],
    // The practice's name on the next line is no person.
    ['Dr. Samuel Whitaker, MD\nLakeside Family Medicine\n2100 W Lake St', ['Samuel Whitaker']],
  ],
  ['Dear Patient,\n\nYour appointment is on Monday.', 'Dear Valued Customer,'],
);
table(
  'LOCATION',
  [
    ['Διεύθυνση: Ερμού 54, 105 63 Αθήνα.', ['Ερμού 54, 105 63 Αθήνα']],
    ['адрес: ул. „Граф Игнатиев“ 15, ет. 3, 1000 София. Амбулаторен лист', ['ул. „Граф Игнатиев“ 15, ет. 3, 1000 София']],
  ],
  ['Встреча в 15, 2024 году'],
);

// Found by a blind battery of business documents, mostly English (session 16, battery J).
table(
  'MEDICAL_ID',
  [
    ['NHS No: 497 321 2628   Hospital no: RR8-1190347\nAdmitted', ['497 321 2628', 'RR8-1190347']],
    ['N° de dossier : LBS-24-118893\nFerritine', ['LBS-24-118893']],
    ['{"fecha_nacimiento":"1990-09-17","historia_clinica":"HC-0048812"}', ['HC-0048812']],
    ['Patient-ID i labbsystemet: LAB-SE-7720194\nB-Hb', ['LAB-SE-7720194']],
    ['Insurance: BCBS TX, ID on file. Insurance ID ZGX728153019, Group', ['ZGX728153019']],
    ['Processo: HSJ-0771842\nInternamento', ['HSJ-0771842']],
  ],
  ['Processo de compra 2024-118833 aprovado', 'National Insurance number: JH 48 29 17 B'],
);
table(
  'SSN',
  [
    ["Aaron, client's SIN is 129 648 465 and DOB 1982-11-02", ['129 648 465']],
    ['{"steuerid":"67530774920","adresse":{}}', ['67530774920']],
    ['SA ID for KYC: 890906 4629 086 — no wait', ['890906 4629 086']],
  ],
  [],
);
table(
  'LOCATION',
  [
    ['Discharged 04/02/2025 to Flat 7, Moorland Court, 41 Street Lane, Leeds LS8 1BW.', ['Flat 7, Moorland Court, 41 Street Lane, Leeds LS8 1BW']],
    ['Address: FLAT 5, 61 CHAPEL STREET, SALFORD M3 7NH\nEmployee', ['FLAT 5, 61 CHAPEL STREET, SALFORD M3 7NH']],
    ['Current address: B-204, Lodha Paradise, Majiwada, Thane West, Maharashtra 400601\nMobile', ['B-204, Lodha Paradise, Majiwada, Thane West, Maharashtra 400601']],
    ['property: 58 birchwood drive, mississauga, on l5a 2k7\nadjuster', ['58 birchwood drive, mississauga, on l5a 2k7']],
    ['at 3 Ivy Cottages, Mill Lane, Shepton Mallet BA4 5DE. Frail', ['3 Ivy Cottages, Mill Lane, Shepton Mallet BA4 5DE']],
    ['ready at 2020 Boul. Saint-Martin O, Laval, QC H7S 1M9. Health', ['2020 Boul. Saint-Martin O, Laval, QC H7S 1M9']],
    ['Adresse du logement : Rue Neuve 117, boîte 4, 1000 Bruxelles. GSM', ['Rue Neuve 117, boîte 4, 1000 Bruxelles']],
    ['Domicilio: C/ San Vicente Mártir 85, 4º 2ª, 46007 Valencia\nIBAN', ['C/ San Vicente Mártir 85, 4º 2ª, 46007 Valencia']],
    ['Oficina central: Avinguda Diagonal 211, planta 9, 08018 Barcelona.', ['Avinguda Diagonal 211, planta 9, 08018 Barcelona']],
  ],
  [],
);

// A fourth blind battery (N, session 18): keys typed without their accents, and table headers in
// other scripts.
table(
  'MEDICAL_ID',
  [
    // "prontuário" and "cartão sus" as ASCII keys write them.
    ['prontuario,cartao_sus,cpf\n5856449,127 4236 9699 0005,160.064.882-72', ['5856449', '127 4236 9699 0005']],
    // A header of Japanese, Greek or Chinese column names reaches the prefilter.
    ['カルテ番号,被保険者番号,住所\n7947069,77207769,東京都新宿区', ['7947069', '77207769']],
    ['Αρ. μητρώου ασθενούς;ΑΜΚΑ;Διεύθυνση\n241720;22095090779;Τσιμισκή 43', ['241720']],
    ['住院号,病历号,医保卡号,家庭住址\nZY46130729,452881525,179645986P9,浙江省', ['ZY46130729', '452881525']],
  ],
  // A run of such characters before a comma is no cue by itself.
  ['ありがとう、注文番号,数量\n7947069,3', 'Ελληνικά κείμενα; 241720 μονάδες'],
);
table(
  'SSN',
  [
    ['numero_de_securite_sociale: 2 84 05 75 112 035 47', ['2 84 05 75 112 035 47']],
    // A Greek column name ("ΑΜΚΑ", not the Latin "AMKA").
    ['Αρ. μητρώου ασθενούς;ΑΜΚΑ;Διεύθυνση\n241720;22095090779;Τσιμισκή 43', ['22095090779']],
  ],
  [],
);
table(
  'LOCATION',
  [
    // A Spanish floor's side in full ("izquierda" was cut to "izqui"), a Swedish flat after a comma,
    // a French "appartement" between the street and the postcode.
    ['Domicilio: Calle del Pez 18, 4º izquierda, 28004 Madrid\nTeléfono', ['Calle del Pez 18, 4º izquierda, 28004 Madrid']],
    ['Hon bor numera på Vasagatan 18, lgh 1204, 722 15 Västerås. Ring', ['Vasagatan 18, lgh 1204, 722 15 Västerås']],
    ['un colis adressé au 12 rue des Acacias, appartement 3, 59000 Lille. Numéro', ['12 rue des Acacias, appartement 3, 59000 Lille']],
  ],
  [],
);
table(
  'PHONE',
  [
    // A German area code set off by a spaced slash or brackets, the rest paired from the right.
    ['Absage bitte mind. 24 h vorher unter 030 / 8 82 41 17.', ['030 / 8 82 41 17']],
    ['Telefon: (030) 8 82 41 17', ['(030) 8 82 41 17']],
  ],
  [
    'Seite 0 / 1 von 3',
    'Version 0 / 12 34',
    // Without its trunk 0, no British, German or French number: an NHS number in a list.
    '1. Ivy Chapman, 03/04/1938, 578 026 4147, 5 Orchard Close, Ledbury HR8 1DG',
  ],
);
table(
  'LOCATION',
  [
    // A CSV row's ZIP code in its own field after the state; an Eircode on the line under the city.
    ['Derek,Halvorsen,612-555-0143,1979-08-22,4417 Bryant Ave S,Minneapolis,MN,55419\nTamika', ['4417 Bryant Ave S,Minneapolis,MN,55419']],
    ['Ms Aoife Kavanagh\n17 Sundays Well Road\nCork\nT23 X2E6\n\nYour PPS Number', ['17 Sundays Well Road\nCork\nT23 X2E6']],
    // Singapore: an HDB block or a street, the unit, a building, "Singapore" and the postcode.
    ['Address: Blk 315 Ang Mo Kio Ave 3, #08-1142, Singapore 560315\nMobile', ['Blk 315 Ang Mo Kio Ave 3, #08-1142, Singapore 560315']],
    ['Our office: 1 Raffles Place, #20-61, One Raffles Place Tower 2, Singapore 048616.', ['1 Raffles Place, #20-61, One Raffles Place Tower 2, Singapore 048616']],
    // A Korean floor and room after a comma; a Dutch house number's "bis".
    ['주소: 서울특별시 강남구 테헤란로 152, 12층 1203호\n연락처', ['서울특별시 강남구 테헤란로 152, 12층 1203호']],
    ['en ik woon op de Oudegracht 142bis, 3511 AZ Utrecht, mijn rekeningnummer', ['Oudegracht 142bis, 3511 AZ Utrecht']],
  ],
  ['Singapore 560315 is a postcode', 'version 4.17.3, Singapore build'],
);
table(
  'IP_ADDRESS',
  [
    // The address's own label ("SRC=") outweighs a negative word further back (the syslog tag "kernel").
    ['Jun 03 10:22:41 fw01 kernel: DROP IN=eth0 SRC=106.98.241.236 DST=10.51.240.126 PROTO=TCP', ['106.98.241.236', '10.51.240.126']],
    ['fw01 kernel: DROP IN=eth0 SRC=2a02:f213:40f7:4982:dc67:5883:fb76:6921 PROTO=UDP', ['2a02:f213:40f7:4982:dc67:5883:fb76:6921']],
  ],
  // Without a label of its own, a negative word still marks a dotted quad down.
  ['kernel updated to 4.19.20.1 last night', 'firmware 10.2.3.4 installed'],
);
table(
  'SSN',
  [
    // National numbers whose structure vouches for them, with no name beside them.
    ['Journalanteckning\nPatient: 19460102-4898\nBesöksdatum: 2024-02-06', ['19460102-4898']],
    ['본인: 900817-2581026\n배우자: 8606141734859', ['900817-2581026']],
    ['Potilas: 050849-748E\nPotilasnumero: 87264656', ['050849-748E']],
    ['导出（门诊号、身份证号、科室）：\n\nMZ63343148\t320102197903012286\t内科', ['320102197903012286']],
    ['Lessee Sipho Mahlangu, ID 9006308345089, currently residing at', ['9006308345089']],
    // Spain's DNI dotted; Singapore's FIN after its label; a NI number typed in lowercase after its
    // label.
    ['Carmen: y el DNI? Diego: 50.808.986-P', ['50.808.986-P']],
    ['Name: Rahul Menon\nFIN: G7157113R\nResidential address', ['G7157113R']],
    ['Quick q — is my NI number jm191419b or do I need to write it in capitals', ['jm191419b']],
    // A Czech birth number under "rc", its name without the háček; France's NIR written whole.
    ['rc;jmeno;telefon;poznamka\n955903/9743;Tereza Kučerová;+420 777 902 311;\n580120/4046;Jan Malý;;', ['955903/9743', '580120/4046']],
    ['IPP | N° séjour | NIR | Chambre\n695277531 | 24398282 | 197101645159110 | 312', ['197101645159110']],
    ['"numeroSecu": "170064741058816",', ['170064741058816']],
    ['Hänen henkilötunnuksensa on 260962-1861 ja potilasnumero', ['260962-1861']],
    // An answer to the line above, which asked for the number by name.
    ["Agent: Thanks. For KYC re-verification I need your Aadhaar number.\nCustomer: It's 6968 0455 6634.\nAgent: And", ['6968 0455 6634']],
    // A Swedish payroll's personnummer without its separator, under its column.
    ['anst_nr;personnummer;avdelning\n103;195211296073;Ekonomi\n104;8211151868;Kundtjänst', ['195211296073', '8211151868']],
  ],
  [
    // The same shapes with a failing check, a build timestamp, and Finland's shape ending in a digit.
    'Patient: 19460102-4897', 'build 20240311-0830 deployed', 'ref 320102197903012287 closed', 'lot 050849-7481 shipped', '본인: 900817-2581027',
    // South Africa's shape with a failing Luhn digit, and an order's number that passes.
    'ID 9006308345088', 'order 9006308345089 shipped',
    'DNI 50.808.986-Q', 'my ni is ab123456e', 'jm191419b',
    'order 197101645159110', 'NIR 197101645159111',
    // The line above gives a number of its own: it asks for nothing.
    "Hello.\nAgent: Your Aadhaar number ends in 0124, right?\nCustomer: 6968 0455 6634 is my PAN",
  ],
);
table(
  'MEDICAL_ID',
  [
    // A hospital stay's or visit's number, and more clinics' labels.
    ['mrn,encounter_id,cpt\n96618724,ENC78380761,80053', ['96618724']],
    ['Pasient-ID (DIPS): 4209850\nInnleggelsesnr.: 732641017', ['4209850']],
    ['NHC: 8808972\nNº episodio: 151120413\nFecha', ['8808972', '151120413']],
    // Columns a sentence names in parentheses above the rows.
    ['입원 환자만 골라 주세요. (환자번호, 생년월일, 진료과)\n\n93703941,1953-10-25,정형외과\n55360540,1983-03-09,내과', ['93703941', '55360540']],
  ],
  ['Episode 12345 of the podcast', 'Visit us at booth 40417'],
);
table(
  'DATE_OF_BIRTH',
  [
    ['입원 환자만 골라 주세요. (환자번호, 생년월일, 진료과)\n\n93703941,1953-10-25,정형외과\n55360540,1983-03-09,내과', ['1953-10-25', '1983-03-09']],
    ['id_paziente;data_nascita;reparto\nPZ251973;25/08/1939;Nefrologia', ['25/08/1939']],
    ['Urodziłam się 02.01.1996. Czy to przez to', ['02.01.1996']],
  ],
  // A sentence's parentheses that name other columns.
  ['주문 목록 (주문번호, 주문일, 수량)\n\n93703941,1953-10-25,3'],
);
table(
  'LOCATION',
  [
    // After a CJK address's number: a building, block, entrance, floor and room, spaced or not.
    ['账单地址 上海市徐汇区漕溪北路88号圣爱大厦12楼1203室。请帮我', ['上海市徐汇区漕溪北路88号圣爱大厦12楼1203室']],
    ['收件：前台，010-67144069，北京市朝阳区建国路93号院 万达广场 C座 1506\n3.', ['北京市朝阳区建国路93号院 万达广场 C座 1506']],
    ['0755-80314912，四川省成都市武侯区人民南路四段12号 3栋2单元 1801\n', ['四川省成都市武侯区人民南路四段12号 3栋2单元 1801']],
    ['住所：東京都世田谷区三軒茶屋2-14-8 グランフォート三茶 503号室\n電話', ['東京都世田谷区三軒茶屋2-14-8 グランフォート三茶 503号室']],
    ['주소: 서울특별시 마포구 월드컵북로 396, 누리꿈스퀘어 연구개발타워 1203호\n', ['서울특별시 마포구 월드컵북로 396, 누리꿈스퀘어 연구개발타워 1203호']],
  ],
  [],
);
table('SSN', [['BSN: 619185727\nGeboortedatum', ['619185727']]], ['Opgegeven BSN 136834366 wordt geweigerd door het systeem (elfproef)']);
table(
  'MEDICAL_ID',
  [
    // HL7 v2 and FHIR label their identifiers by type code, not by a word.
    ['PID|1||23655966^^^SBRH^MR~238053377^^^SBRH^AN||DOE^JANE||19630725|F', ['23655966', '238053377']],
    ['PV1|1|I|4W^412^B^SBRH||||12345^ATTENDING^DOC|||MED||||ADM|||||V375819426', ['V375819426']],
    ['{"type": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v2-0203", "code": "MR"}]}, "system": "urn:oid:2.16.840.1.113883.3.1234.5", "value": "6651104"}', ['6651104']],
  ],
  // Other type codes (a driver's licence), and a caret-separated name.
  ['PID|1||D1234567^^^TX^DL||DOE^JANE', 'OBX|1|NM|2345-7^Glucose^LN||95|mg/dL'],
);
// The PID segment's national number (a CX typed NN or SS, or PID-19), birth date (PID-7) and address (PID-11).
const PID = 'PID|1||E58486207^^^MERCY^MR~868038313^^^NLMINBIZA^NNNLD||KOWALSKI^ANNA^M||19740925|F|||1822 W Oak St^^Fort Collins^CO^80521^US^H||(970)555-0198|||M||ACCT7734102|492531907';
table('SSN', [[PID, ['868038313', '492531907']]], ['PID|1||E58486207^^^MERCY^MR~000000000^^^SSA^SS||KOWALSKI^ANNA']);
table('DATE_OF_BIRTH', [[PID, ['19740925']]], ['PID|1||E58486207^^^MERCY^MR||KOWALSKI^ANNA||19741325|F']);
table('LOCATION', [[PID, ['1822 W Oak St^^Fort Collins^CO^80521']]], ['PID|1||E58486207^^^MERCY^MR||KOWALSKI^ANNA||19740925|F|||^^^^^US']);
// An X12 eligibility request's member identification number (NM1, qualifier MI) and birth date (DMG).
const X12 = 'ST*270*0001*005010X279A1~\nNM1*IL*1*GUTIERREZ*ROSA****MI*ZGP823410577~\nDMG*D8*19710408*F~\nDTP*291*D8*20240312~';
table('MEDICAL_ID', [[X12, ['ZGP823410577']]], ['NM1*85*2*MERCY CLINIC*****XX*1457389021~']);
table('DATE_OF_BIRTH', [[X12, ['19710408']], ['Pacient: Karel Procházka, nar. 02.04.1950, RČ', ['02.04.1950']]], ['DTP*291*D8*20240312~']);
table(
  'MEDICAL_ID',
  [['Titular: Marcos Antônio Ribeiro – carteirinha 0 054 321098765432 1 – CPF', ['0 054 321098765432 1']]],
  // A timestamp's date and hour beside a record's cue; a number its own label calls a BSN.
  ['EHR audit log — chart access\n2024-03-12 08:02:14  user=jbarker', 'Uw nieuwe zorgpas voor 2024.\nBSN: 619185727\nGeboortedatum: 22-12-1956'],
);
table(
  'MEDICAL_ID',
  [
    // A health card's ISO/IEC 7812 number needs no word; Spain's health card code after "TSI".
    ['- CF RNLNGL58E54F205B, TS 80380723241536855047, Viale Monza 140, 20127 Milano', ['80380723241536855047']],
    ['Karte: 80276001234567890127 (gültig bis 2027)', ['80276001234567890127']],
    ['Ficha 1: DNI 22867176R, NSS 304174002759, TSI BCLP 850308 648022, domicilio C/ Colón 22', ['BCLP 850308 648022']],
    ['su tarjeta sanitaria es DSVS 432836 867608 y el número', ['DSVS 432836 867608']],
    // A cue that ends in "#" touching the number; a patient account; the German "Pat.-ID".
    ['Immunization record — Leo Fitzpatrick (Patient #940005), born 04/22/2019', ['940005']],
    ['treated at IU Health urgent care, patient acct UC19895342', ['UC19895342']],
    ['Patient: Max Lehmann (Pat.-ID ZP-20771)', ['ZP-20771']],
    ['new version code. Health card: 4526 678 232 XS. His DOB 2012-09-03.', ['4526 678 232 XS']],
    ['- BSN 107966037, Lindelaan 3, 7411 HM Deventer, zorgpas 576838312', ['576838312']],
  ],
  // A wrong check digit, an order's number, a column that names the number something else.
  ['TS 80380723241536855048', 'order 80380723241536855047 shipped', 'tracking,carrier\n80380723241536855047,DHL'],
);
table(
  'MEDICAL_ID',
  [
    // An issuer's capitals before groups of digits; a label's capitals are not part of the number.
    ['Member ID: UHC 9184 5521 07\nPlan: Choice Plus', ['UHC 9184 5521 07']],
    ['Mutuelle : Harmonie Mutuelle, n° HM 4471 0928 33', ['HM 4471 0928 33']],
    ['verzekerde Lotte Hendriks, verzekerdennummer VGZ 1928 3374 1, adres Molenstraat 12', ['VGZ 1928 3374 1']],
    ['MRN 00482913 on file', ['00482913']],
    ['O seu número de utente do SNS 979497510 está associado à morada', ['979497510']],
    // Capitals and dashes after a cue in another script; a card's type before its number.
    ['患者张秀英，女，68岁，病历号SH-RJ-2024-01183，因', ['SH-RJ-2024-01183']],
    ['患者：佐藤 健一 様（カルテ番号 K-20240518-0031）', ['K-20240518-0031']],
    ['건강보험증 번호: 6-7768898618\n주소: 부산광역시', ['6-7768898618']],
    // Insurers' member words.
    ['1) BSN 151364217 — Menzis, polis 527085041 — Oosterstraat 31, 9711 NR Groningen', ['527085041']],
    ['Doente: Manuel Fernandes, processo n.º HSA-1188273, n.º utente 181470619', ['HSA-1188273', '181470619']],
    ['private health cover yes (Bupa, membership 79014482).', ['79014482']],
  ],
  // An Italian program's user; a member's year.
  ["l'utente 20431877 ha effettuato l'accesso", 'member since 2019'],
);
table(
  'SSN',
  // Sweden's personnummer without its century, in Scandinavian text.
  [['Gör en tabell för hemtjänsten (inga namn):\n341201-2126 | Drottninggatan 8, 903 25 Umeå', ['341201-2126']]],
  // The same digits elsewhere: an order's date and serial.
  ['Order 341201-2126 shipped on Monday'],
);
// A house number is not the tail of a longer identifier ("ZP604432B, 9 Brudenell Mount").
table('LOCATION', [['SAR-0147 | R. Patel | NI ZP604432B, 9 Brudenell Mount, Leeds LS6 1HD', ['9 Brudenell Mount, Leeds LS6 1HD']]], []);
table(
  'MEDICAL_ID',
  // A printed NHS number that passes its check, in a British text.
  [['1. Ivy Chapman, 03/04/1938, 578 026 4147, 5 Orchard Close, Ledbury HR8 1DG', ['578 026 4147']]],
  // The same after a phone's label, or in a text with no UK postcode; a failed check.
  ['1. Ivy Chapman, call 578 026 4147, 5 Orchard Close, Ledbury HR8 1DG', '1. Ivy Chapman, 578 026 4147, 5 Orchard St, Austin, TX 78701', '1. Ivy Chapman, 578 026 4148, 5 Orchard Close, Ledbury HR8 1DG'],
);
table(
  'MEDICAL_ID',
  [
    // A full-width colon after a label in another script; a phone's label after a patient number.
    ['診察券番号：0012-3345\n被保険者証 記号・番号：12-345 6789', ['0012-3345', '12-345 6789']],
    ['환자: 정하은, 환자등록번호 1122-3344, 보호자 정민수 연락처 010-5566-7788, 카드 결제', ['1122-3344']],
    // An issuer's letters and digits before groups; a year before a ward's letters.
    ['Patient: Harold Baines          Hospital No: RX4 8820193\nNHS Number: 250 201 3976', ['RX4 8820193', '250 201 3976']],
    ['Her name is Evelyn Marsh, Aetna member ID W210 487 339.', ['W210 487 339']],
    ['N. cartella clinica: 2024/CC/004471\nReparto: Ortopedia', ['2024/CC/004471']],
    // Labels of more scripts and forms.
    ['מספר חבר בקופה: 770-4418-22\nכתובת: רחוב דיזנגוף 120', ['770-4418-22']],
    ['| Date | Patient | Record # | Nurse |\n|---|---|---|---|\n| 06/03 | Walter Green | HH-20931 | K. Diaz |', ['HH-20931']],
  ],
  [],
);
table(
  'LOCATION',
  [
    // Scripts the Latin patterns cannot read: Russian, Arabic, Hebrew, Hindi; Korea's lot numbers.
    ['Адрес: ул. Тверская, д. 12, кв. 45, Москва, 125009\nТелефон: +7 916 123-45-67', ['ул. Тверская, д. 12, кв. 45, Москва, 125009']],
    ['Адрес офиса: Невский проспект, д. 28, Санкт-Петербург, 191186', ['Невский проспект, д. 28, Санкт-Петербург, 191186']],
    ['العنوان: شارع الملك فهد، حي العليا، الرياض 12214\nالجوال', ['شارع الملك فهد، حي العليا، الرياض 12214']],
    ['أنا أحمد سمير، أسكن في 15 شارع التحرير، الدقي، الجيزة، رقم هاتفي +20 10 1234 5678', ['15 شارع التحرير، الدقي، الجيزة']],
    ['כתובת: רחוב דיזנגוף 120, דירה 4, תל אביב-יפו 6433222\nטלפון', ['רחוב דיזנגוף 120, דירה 4, תל אביב-יפו 6433222']],
    ['पता: मकान नं. 45, सेक्टर 15, नोएडा, उत्तर प्रदेश 201301\nमोबाइल', ['मकान नं. 45, सेक्टर 15, नोएडा, उत्तर प्रदेश 201301']],
    ['주소: 부산광역시 해운대구 우동 1408-5', ['부산광역시 해운대구 우동 1408-5']],
    ['我叫陈小明，住在广州市天河区天河路385号太古汇公寓18楼B座，手机', ['广州市天河区天河路385号太古汇公寓18楼B座']],
    // A flat and its building on a line above the street; a flat after the house number, the
    // postcode on the next line; a city's district number.
    ['Address: Flat 6, Marlowe Court\n71 Kings Avenue\nClapham\nLondon\nSW4 8EJ\nAdmitted', ['Flat 6, Marlowe Court\n71 Kings Avenue\nClapham\nLondon\nSW4 8EJ']],
    ['Adres zamieszkania:\nul. Długa 17/3\n80-827 Gdańsk', ['ul. Długa 17/3\n80-827 Gdańsk']],
    ['Adresa: Vinohradská 1511/230, 100 00 Praha 10\nTelefon', ['Vinohradská 1511/230, 100 00 Praha 10']],
  ],
  // A street named without a number; a Russian "etc." before a number; a Hindi sentence that ends in six digits.
  ['ذهبت إلى شارع التحرير، ثم عدت إلى البيت', 'Мы говорили об этом и т. д. 5 раз', 'मैंने तीन किताबें पढ़ीं, फिर दो और, कुल मिलाकर 123456'],
);
table(
  'DATE_OF_BIRTH',
  [
    // A column's name with "N°" beside the birth dates' column; more forms' cues.
    ['Nom;Prénom;Date de naissance;N° INSEE\nMoreau;Léa;02/04/1991;176093134925834\nGirard;Hugo;15/12/1984;2810931191418', ['02/04/1991', '15/12/1984']],
    ['RUT: 24.350.119-9\nFecha nac.: 22/11/1979\nIsapre: Colmena', ['22/11/1979']],
    ['Ayşe Kaya — TCKN 11873994754 — doğum 03/02/1990 — 0533 412 88 90', ['03/02/1990']],
  ],
  [],
);
table('PHONE', [['联系电话：138 0013 8000\n住址', ['138 0013 8000']], ['Morada: Av. da República 50\nContacto: 21 780 5000', ['21 780 5000']]], []);
table(
  'SSN',
  [
    // Ireland's PPSN with a space before its letter; Japan's My Number before a particle.
    ['Name: Bríd Ní Mhurchú\nPPSN: 0163494 Q\nMedical card: 867711011', ['0163494 Q']],
    ['「マイナンバーは480646972550です。住所は', ['480646972550']],
    // Sweden's personnummer whole, and short in a text that names it (no "å" in either).
    ['Barnens personnummer till barnförsäkringen: 20160919-4079 och 201902278710. Mitt eget är 821108-3863.', ['20160919-4079', '201902278710', '821108-3863']],
    // A column named "ssn" beside a Medicaid number's column.
    ['COL|medicaid_id|ssn|birth_date\nDTL|1244775937|327185356|19840219\nDTL|5188020057|207439887|20110806', ['327185356', '207439887']],
  ],
  // Twelve digits of the same shape in a text that says nothing of Sweden.
  ['Order 201902278710 shipped'],
);
// A national number whose structure vouches for it is not a record number beside an insurer's line
// (the membership number is one, with its check letter, since session 27).
table('MEDICAL_ID', [['Scheme: Discovery Health | Membership no. 384823426X | Dependant code 00\nID: 6910039739184', ['384823426X']]], []);

// Session 23.
table(
  'IP_ADDRESS',
  [
    // tcpdump writes the port after the address's last dot.
    ['10:22:14.118273 IP 192.168.6.66.51544 > 146.26.149.238.443: Flags [S], seq 3311234471', ['192.168.6.66', '146.26.149.238']],
  ],
  // A version of five parts, an arrow or not; a C++ aspect ratio and a scope.
  ['version 1.2.3.4.5000 > 2', 'bumped 10.2.3.4.300 to 10.2.3.4.301', 'auto ratio = 16::9; // aspect', 'x = a 12::34 b'],
);
table(
  'LOCATION',
  [
    // A street and its number, and the number with the flat, postcode and city: one address.
    ['Dirección: Calle Larios, 79, bajo A\n28009 Madrid\nMóvil: +34 649 53 73 99', ['Calle Larios, 79, bajo A\n28009 Madrid']],
    ['vivienda sita en Paseo de la Castellana 233, bajo A, 46002 Valencia, referencia catastral', ['Paseo de la Castellana 233, bajo A, 46002 Valencia']],
    ['Domicilio familiar: Carrer de Sants 186, 1.º 2.ª, 50001 Zaragoza\nTarjeta', ['Carrer de Sants 186, 1.º 2.ª, 50001 Zaragoza']],
    ['studio Matteo Marino, Viale dei Mille 8, 50122 Firenze (FI), tel. 02 1364 0911', ['Viale dei Mille 8, 50122 Firenze (FI)']],
    // A floor, a flat or a house's name before the street, on its line or the line above.
    ['Home address: 2nd Floor Flat, 45 Mill Lane, Norwich NR2 3PQ\nContact: 0161 805 3599', ['2nd Floor Flat, 45 Mill Lane, Norwich NR2 3PQ']],
    ['Old address: Rose Cottage, 31 Ashdown Road, Cardiff CF24 3DG', ['Rose Cottage, 31 Ashdown Road, Cardiff CF24 3DG']],
    ['Derzeitige Anschrift: 3. OG links\nHauptstraße 46\n60311 Frankfurt am Main\nVermieter', ['3. OG links\nHauptstraße 46\n60311 Frankfurt am Main']],
    // Australia's suburb in capitals on the next line.
    ['Residential address: Level 2, 174 Glenferrie Road\nPADDINGTON NSW 2021\nPhone: +61 490 119 757', ['Level 2, 174 Glenferrie Road\nPADDINGTON NSW 2021']],
    // Scandinavian streets: a house's letter apart, Norway's flat number, the postcode on the next line, Swedish flats and floors.
    ['Adresse: Storgata 81 H0203, 9008 Tromsø\nTlf.: 951 94 566', ['Storgata 81 H0203, 9008 Tromsø']],
    ['Adresse: Markveien 35 B\n0554 Oslo\nTelefon: +47 485 33 502', ['Markveien 35 B\n0554 Oslo']],
    ['Nuværende adresse: Strandvejen 210\n2900 Hellerup\nMobil: +45 32895653', ['Strandvejen 210\n2900 Hellerup']],
    ['Lägenhet: Storgatan 12 B, lgh 1102, 114 51 Stockholm, 2 rok', ['Storgatan 12 B, lgh 1102, 114 51 Stockholm']],
    ['Gammal adress:\nVasagatan 7, 3 tr\n411 24 Göteborg\nNy adress:', ['Vasagatan 7, 3 tr\n411 24 Göteborg']],
    // Vienna's staircase and door.
    ['Ordination Dr. Bauer, Favoritenstraße 130/Stiege 2/Top 9\n1100 Wien, Tel. +43 1 2658089', ['Favoritenstraße 130/Stiege 2/Top 9\n1100 Wien']],
    // Turkish side streets and localities, Vietnam's wards and districts, Indonesia's "Jl.".
    ['Adres: Moda Cad. Şair Nefi Sok. No: 18 Daire 3, Kadıköy, İstanbul\nTelefon: 0532 348 19 20', ['Moda Cad. Şair Nefi Sok. No: 18 Daire 3, Kadıköy, İstanbul']],
    ['İkametgah: Caferağa Mah. Mühürdar Cad. No: 44 D: 6\n34710 Kadıköy / İSTANBUL\nCep: +90 555 474 13 19', ['Caferağa Mah. Mühürdar Cad. No: 44 D: 6\n34710 Kadıköy / İSTANBUL']],
    ['Địa chỉ: 123 Nguyễn Thị Minh Khai, Phường 6, Quận 3, TP. Hồ Chí Minh\nĐiện thoại: 091 249 9295', ['123 Nguyễn Thị Minh Khai, Phường 6, Quận 3, TP. Hồ Chí Minh']],
    ['Alamat: Jl. Kemang Raya No. 12, RT 05/RW 02, Bangka, Mampang Prapatan, Jakarta Selatan 12730\nTelepon: 0851-5244-7562', ['Jl. Kemang Raya No. 12, RT 05/RW 02, Bangka, Mampang Prapatan, Jakarta Selatan 12730']],
    ['Alamat: Jl. Gatot Subroto Kav. 52\nKuningan Barat, Mampang Prapatan\nJakarta Selatan 12710\nNo. HP/WA: +62 817 4668 9356', ['Jl. Gatot Subroto Kav. 52\nKuningan Barat, Mampang Prapatan\nJakarta Selatan 12710']],
    // The form's next line is no part of a street that no postcode ends.
    ['Alamat: Jl. Dago No. 88\nTelepon Rumah: 022 250 1234', ['Jl. Dago No. 88']],
    // Parts that share more than a house number are not joined: a phone's last group is no part of the address.
    ['CPF 571.391.715-05, +55 21 99812-4470, Av. Atlântica, 2200, apto 1001, Copacabana, Rio de Janeiro - RJ, 22041-001. Pedido', ['Av. Atlântica, 2200, apto 1001, Copacabana, Rio de Janeiro - RJ, 22041-001']],
  ],
  [],
);
table(
  'MEDICAL_ID',
  [
    // Session 23: a Belgian insurer's member, Indonesia's BPJS card, Vietnam's health card and patient code, a ward's "MR#", a hospital's unit number.
    ['Ziekenfonds CM, lidnummer 08222436447\nOpname 02/02/2024', ['08222436447']],
    ['No. Kartu BPJS Kesehatan: 0006894079694\nAlamat: Jl. Kemang Raya', ['0006894079694']],
    ['Mã thẻ BHYT: HT5798577950379\nMã người bệnh: 3364807215\nĐịa chỉ', ['HT5798577950379', '3364807215']],
    ['pt in 4W rm 412 (MR# 6619226) still NPO', ['6619226']],
    ['CHI: 3101136415   Unit No: L930381B\nDOB: 31.01.2013', ['3101136415', 'L930381B']],
  ],
  // A claim's number is no record number; nor is a phone after a patient's number in a row.
  ['Claim ICN 2024161000123 denied CO-197', '09:00 | Elena Castro | Nº paciente 21061 | 692 866 050 | extracción'],
);
table(
  'CREDIT_CARD',
  // Session 23: thirteen digits run together need a card word.
  [['Visa card 4222222222222 exp 12/26', ['4222222222222']]],
  ['Tenant: Chantelle van der Merwe (ID 4506163762083)', '2    7711-391      4013884713610    Bit-Set 32-tlg.', '商品コード（JAN）：4957586565316　電動歯ブラシ'],
);
// Session 23: a Saudi ID after "رقم الهوية" (also the Emirates ID's label), a Mexican NSS after "NSS".
table('SSN', [['الاسم الكامل: محمد المطيري\nرقم الهوية: 1310945959\nتاريخ الميلاد: 13/01/1969', ['1310945959']], ['Nombre: Daniela Rodríguez\nNSS: 75046808798   UMF: 28', ['75046808798']]], []);
// Session 24, from blind batteries R and S: addresses, in one table.
table(
  'LOCATION',
  [
    // A postcode after a Chinese, Taiwanese or Korean address and a
    // Japanese postcode without its mark; a Russian or Ukrainian city before the street or after the
    // flat; Saudi Arabia's additional number; French, Danish, Italian and Greek floors and doors; an
    // Italian province's code; Indonesia's abbreviated villages and districts.
    ['.address("上海市徐汇区漕溪北路88号5栋2单元1102室，200030")', ['上海市徐汇区漕溪北路88号5栋2单元1102室，200030']],
    ['簽名檔：\n台北市中正區重慶南路一段122號3樓（100）\n手機 0912-345-678', ['台北市中正區重慶南路一段122號3樓（100）']],
    ['最近150-0041 東京都渋谷区神南1－19－11に引っ越しました。', ['150-0041 東京都渋谷区神南1－19－11']],
    ['- 배송지: 서울특별시 마포구 월드컵북로 396 (상암동) 03925\n- 다음 회의', ['서울특별시 마포구 월드컵북로 396 (상암동) 03925']],
    ['домашний адрес: г. Казань, ул. Баумана, д. 58, кв. 12, 420111\nтелефон', ['г. Казань, ул. Баумана, д. 58, кв. 12, 420111']],
    ['Адреса: вул. Городоцька, 45, кв. 8, м. Львів, 79007\nТел.', ['вул. Городоцька, 45, кв. 8, м. Львів, 79007']],
    ['العنوان: 2715 شارع الأمير سلطان، حي الروضة، جدة 23435 - 6521.', ['2715 شارع الأمير سلطان، حي الروضة، جدة 23435 - 6521']],
    ['4512;Léa Martin;"Bât. C, 2e étage, 18 rue Nationale, 37000 Tours";2023-02-01', ['Bât. C, 2e étage, 18 rue Nationale, 37000 Tours']],
    ['Adresse: Esc. 3, porte droite, 5 allée des Acacias, 31000 Toulouse', ['Esc. 3, porte droite, 5 allée des Acacias, 31000 Toulouse']],
    ['Min nye adresse er Vesterbrogade 58, 2. th., 1620 København V', ['Vesterbrogade 58, 2. th., 1620 København V']],
    ['<AdrLine>Corso Vittorio Emanuele 41, piano 3, 10125 Torino (TO)</AdrLine>', ['Corso Vittorio Emanuele 41, piano 3, 10125 Torino (TO)']],
    ['η διεύθυνσή μου είναι Ερμού 23, 2ος όροφος, 105 63 Αθήνα', ['Ερμού 23, 2ος όροφος, 105 63 Αθήνα']],
    ['Alamat: Jl. K.H. Wahid Hasyim No. 45, Kel. Gondangdia, Kec. Menteng, Jakarta Pusat 10350', ['Jl. K.H. Wahid Hasyim No. 45, Kel. Gondangdia, Kec. Menteng, Jakarta Pusat 10350']],
    // Bulgarian addresses with the city first, Persian, Thai and
    // Hungarian ones, a Hindi PIN after a dash, and Indian, Kenyan and Nigerian ones that open with the flat
    // or house (a road among their parts).
    ["'гр. Русе 7000, ж.к. „Дружба“ 3, бл. 12, вх. А, ет. 5, ап. 14'),", ['гр. Русе 7000, ж.к. „Дружба“ 3, бл. 12, вх. А, ет. 5, ап. 14']],
    ['Bill to: رضا کریمی, اصفهان، خیابان چهارباغ، کوچه لاله، پلاک ۱۲، واحد ۳، کد پستی ۸۱۳۳۶۵۴۲۱۱\n\nHosting', ['اصفهان، خیابان چهارباغ، کوچه لاله، پلاک ۱۲، واحد ۳، کد پستی ۸۱۳۳۶۵۴۲۱۱']],
    ['- ที่อยู่: 12/7 ซอยสุขุมวิท 31 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110\n- มือถือ', ['12/7 ซอยสุขุมวิท 31 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110']],
    ['"6720 Szeged, Kárász utca 11. 2. em. 4.";2024-02-01', ['6720 Szeged, Kárász utca 11. 2. em. 4.']],
    ['पता: मकान नं. 14, गली नं. 3, राजेंद्र नगर, पटना - 800016\nमोबाइल', ['मकान नं. 14, गली नं. 3, राजेंद्र नगर, पटना - 800016']],
    ['Home address: Flat No. 207, Silver Oak Residency, 4th Cross Road, Indiranagar, Bengaluru, Karnataka 560038\nPhone', ['Flat No. 207, Silver Oak Residency, 4th Cross Road, Indiranagar, Bengaluru, Karnataka 560038']],
    ['SHIP TO:\nPriya Nair\nFlat No. 905, Palm Towers\nLink Road, Malad West\nMumbai - 400064\nMaharashtra\n+91 98200 11223', ['Flat No. 905, Palm Towers\nLink Road, Malad West\nMumbai - 400064\nMaharashtra']],
    ['- Anwani: House 14, Kenyatta Avenue, Milimani, Nakuru 20100', ['House 14, Kenyatta Avenue, Milimani, Nakuru 20100']],
    // A unit-first address ending in an Eircode or South
    // Africa's four digits, a street with its suburb, city and postcode on lines of their own,
    // Argentina's CPA, and a list of addresses one per line stays a list.
    ['Address: Apartment 3, The Granary, Mill Street, Dublin 8, D08 K2F6\nMobile: 087 123 4567', ['Apartment 3, The Granary, Mill Street, Dublin 8, D08 K2F6']],
    ['Account holder: Aoife Byrne, Apt 4, Block B\nSpencer Dock Quay\nDublin 1\nD01 T9C2\nContact', ['Apt 4, Block B\nSpencer Dock Quay\nDublin 1\nD01 T9C2']],
    ['Property: Flat 2, Rosebank Court\n14 Jan Smuts Avenue\nRosebank, Johannesburg\n2196\nMonthly rental', ['Flat 2, Rosebank Court\n14 Jan Smuts Avenue\nRosebank, Johannesburg\n2196']],
    ['Chinedu Okeke\n14 Adeola Odeku Street\nVictoria Island\nLagos 101241\n+234 802 555 0199', ['14 Adeola Odeku Street\nVictoria Island\nLagos 101241']],
    ['Domicilio: Av. Santa Fe 2450 3° B, C1425BGN CABA\nTel.: +54 11 4820-1234', ['Av. Santa Fe 2450 3° B, C1425BGN CABA']],
    [
      'Sort these by postcode please:\nFlat 3, 12 Marine Parade, Napier South, Napier 4110\n15 Queen Street, Auckland Central, Auckland 1010',
      ['Flat 3, 12 Marine Parade, Napier South, Napier 4110', '15 Queen Street, Auckland Central, Auckland 1010'],
    ],
    // A phone's groups after the postcode are no part of the address.
    ['SHIP TO:\nUnit 12, Harbour View, 20 Main Road\nSandton\nJohannesburg\n2196\n011 555 0123', ['Unit 12, Harbour View, 20 Main Road\nSandton\nJohannesburg\n2196']],

    // India's block and house ("C-404", "No. 18"), its parts over lines that end in commas, a Hindi "ए-17".
    ['Permanent address: D-12, Hiranandani Gardens,\nCentral Avenue,\nPowai, Mumbai, Maharashtra - 400076\nAccount type: Savings', ['D-12, Hiranandani Gardens,\nCentral Avenue,\nPowai, Mumbai, Maharashtra - 400076']],
    ['my details:\nArjun Rao\nNo. 22, 5th Cross, Off Sarjapur Road, Bengaluru, Karnataka 560035\nlandmark: near the temple', ['No. 22, 5th Cross, Off Sarjapur Road, Bengaluru, Karnataka 560035']],
    ['पता: बी-42, राजौरी गार्डन, नई दिल्ली 110027\nमोबाइल', ['बी-42, राजौरी गार्डन, नई दिल्ली 110027']],
  ],
  [
    // A phone's groups before a Japanese address are no postcode.
    '電話 090-983-8431 までご連絡ください',
    // Parts without a road are a list of things, not an address.
    'Unit 4, Sales Q3, Revenue Forecast, Total 12345',
    'House 2, Gryffindor, Hogwarts, Points 12000',
  ],
);
// Session 24, from blind battery S: birth dates after Indonesian, Vietnamese, Swahili, Filipino,
// Ukrainian and Arabic labels, "was born" in Portuguese, Turkish, Polish and Hindi, and the answer to
// a chat's question for it, its time before the speaker.
table(
  'DATE_OF_BIRTH',
  [
    ['Pasien: Rina Sari   Tanggal lahir: 14-02-1987\nNomor rekam medis: 5512087', ['14-02-1987']],
    ['Ngày sinh: 09/10/1958, CCCD: 079203004512', ['09/10/1958']],
    ['Jina: Otieno Wanjiru\nTarehe ya kuzaliwa: 19/04/2016', ['19/04/2016']],
    ['Patient name: Liza Reyes  |  Petsa ng kapanganakan: 07/11/1982  |  MRN: 4471002', ['07/11/1982']],
    ['Пацієнт: Олег Мельник\nД.н.: 17.09.1969\n№ медичної карти: K44120957', ['17.09.1969']],
    ['بطاقة تهنئة لجدتي، مواليد 1942/05/13، وانتقلت مؤخراً', ['1942/05/13']],
    ['a minha avó, que nasceu a 21/06/1948 e mudou-se', ['21/06/1948']],
    ['Applicant: Elif Kaya, 12.07.1981 tarihinde doğdu', ['12.07.1981']],
    ['życzenia dla babci Ewy, urodzonej 09.12.1940, która', ['09.12.1940']],
    ['Applicant: प्रिया शर्मा, 11-05-1986 को जन्मी', ['11-05-1986']],
    ['[09:14] Agent: Thanks. Can you confirm your date of birth and the email on the account?\n[09:15] Visitor: 02/03/1971 and p.lee@example.com', ['02/03/1971']],
    // The visits under a line that names the birth date are other dates.
    ['Immunization record, born 04/22/2019\nDTaP: 06/20/2019, 08/22/2019\nMMR: 04/28/2020', ['04/22/2019']],
  ],
  [
    // A list under a line that names a birth date holds other dates: a log's columns, a record's visits.
    'Medical records request log\n\nreq_no   date        patient MRN    DOB\nRR-4410  2024-01-08  00171940     03/11/1970',
    // The question asks for something else, or the line above gives a value itself.
    '[09:14] Agent: Can you confirm the date of your last visit?\n[09:15] Visitor: 02/03/2024',
    // Thai "เกิดขึ้น" (it happened) is no birth cue.
    'เหตุการณ์เกิดขึ้นเมื่อ 12/03/2024 ที่สาขาสีลม',
  ],
);

// Session 25: month names of more languages (Czech, Hungarian, Romanian, Turkish, Swahili, Greek,
// Russian, Ukrainian, Hebrew, Arabic, Thai with its Buddhist-era year), Hungarian dates written year
// first, and Taiwan's Republic era.
table(
  'DATE_OF_BIRTH',
  [
    ['Datum narození: 7. května 1988, rodné číslo', ['7. května 1988']],
    ['Születési dátum: 1991. október 3.\nCím: Szeged', ['1991. október 3.']],
    ['Szül.: 1964. 05. 19. Anyja neve: Tóth Mária', ['1964. 05. 19.']],
    ['Data nașterii: 14 noiembrie 1979', ['14 noiembrie 1979']],
    ['Doğum tarihi: 2 Ağustos 1993', ['2 Ağustos 1993']],
    ['Tarehe ya kuzaliwa: 9 Septemba 2011', ['9 Septemba 2011']],
    ['Ημερομηνία γέννησης: 21 Μαρτίου 1972', ['21 Μαρτίου 1972']],
    ['Дата рождения: 30 октября 1958 г.', ['30 октября 1958']],
    ['Дата народження: 4 лютого 2001', ['4 лютого 2001']],
    ['תאריך לידה: 16 באוקטובר 1986', ['16 באוקטובר 1986']],
    ['تاريخ الميلاد: 3 ديسمبر 1969', ['3 ديسمبر 1969']],
    ['تاريخ الميلاد: 11 تشرين الثاني 1975', ['11 تشرين الثاني 1975']],
    ['วันเกิด 5 กรกฎาคม 2530 ที่อยู่', ['5 กรกฎาคม 2530']],
    ['出生日期：民國85年6月12日', ['民國85年6月12日']],
  ],
  [
    // Dates in those languages that no birth cue names, and a Thai year that is no one's birth year.
    'Η συνάντηση είναι στις 21 Μαρτίου 2025 στο γραφείο',
    'Срок оплаты: 30 октября 2025 г.',
    'วันเกิด 5 กรกฎาคม 2590 ที่อยู่',
    'Számla kelte: 2024. október 3.',
  ],
);

// Session 25: US forms. A birth date written as six digits right after its label, or as eight in
// the US order; an ITIN (a personal tax number, so SSN); a rural or highway contract route's box;
// insurers' names before "ID".
table(
  'DATE_OF_BIRTH',
  [
    ['DOB 072291 MRN 5512087', ['072291']],
    ['D.O.B.: 11301962', ['11301962']],
  ],
  [
    // Six digits near the label but not after it are a record number as often.
    'DOB on file, MRN 031290',
    'DOB: 139921',
  ],
);
table(
  'SSN',
  [
    ['ITIN: 912-78-4410 (no SSN yet)', ['912-78-4410']],
    ['Individual Taxpayer Identification Number 955904432', ['955904432']],
  ],
  // Its fourth and fifth digits are outside the ranges the IRS issues.
  ['ITIN: 912-45-4410', 'ticket 912-78-4410'],
);
table(
  'LOCATION',
  [
    ['Send it to RR 4, Box 212, Cedar Bluff, VA 24609 please', ['RR 4, Box 212, Cedar Bluff, VA 24609']],
    ['HC 61 Box 19B, Tonopah, NV 89049', ['HC 61 Box 19B, Tonopah, NV 89049']],
  ],
  ['The RR 4 box score was 212 to 198'],
);
table(
  'MEDICAL_ID',
  [
    ['Humana ID H40277315 on the card', ['H40277315']],
    ['Ins ID: K8812009941', ['K8812009941']],
  ],
  ['Order ID: K8812009941'],
);

// Session 25, from blind battery T: a US or Australian town in capitals after a mixed-case street
// (as post writes it), a Canadian province in parentheses, a district's line before the town's, an
// Australian lot, an Indian state after the PIN.
table(
  'LOCATION',
  [
    ['We moved to 88 Juniper Ln, Apt 12, RENO NV 89502-1144 last spring.', ['88 Juniper Ln, Apt 12, RENO NV 89502-1144']],
    ['Mail: PO Box 3310, ORANGE NSW 2800', ['PO Box 3310, ORANGE NSW 2800']],
    ['Clinic address 455 Kent Ave, Kelowna (BC) V1Y 4K2 — parking at rear', ['455 Kent Ave, Kelowna (BC) V1Y 4K2']],
    ['Flat 9\nHolly Court\n41 Mill Road\nChorlton\nManchester M21 0QT\n\nThanks', ['Flat 9\nHolly Court\n41 Mill Road\nChorlton\nManchester M21 0QT']],
    ['Site: Lot 7 Wattle Gully Rd, Bright VIC 3741', ['Lot 7 Wattle Gully Rd, Bright VIC 3741']],
    ['Ship to: Flat 12, Lotus Heights, 5th Cross Road, Jayanagar, Bengaluru - 560041, Karnataka\nPhone', ['Flat 12, Lotus Heights, 5th Cross Road, Jayanagar, Bengaluru - 560041, Karnataka']],
  ],
  [
    // A version's first part after a word that ends like a Dutch street ("park").
    'ETL on Spark 3.5.1 and Airflow',
    'The score was DENVER 24, BOSTON 17 at half time',
  ],
);

// Session 25, from blind battery T: FHIR identifiers named by their system (its words or a
// registered OID), PID-19 holding another country's national number, IN1-36 (the policy number),
// a "national_id" key or column, and what a claim form prints beside a member's number.
table(
  'SSN',
  [
    ['{"identifier": [{"system": "http://hl7.org/fhir/sid/us-ssn", "value": "219-09-9999"}]}', ['219-09-9999']],
    ['"identifier": [\n  {\n    "system": "urn:oid:2.16.840.1.113883.2.4.6.3",\n    "value": "123456782"\n  }\n]', ['123456782']],
    ['{"value": "8807123455", "system": "urn:national-id:ke"}', ['8807123455']],
    ['PID|1||4471^^^HOSP^MR||TAN^WEI||19880213|M|||1 Main St^^Singapore^^049315^SGP||||||||S8812345Z\nPV1|1|O', ['S8812345Z']],
    ['{"applicant": {"national_id": "482913377", "dob": "1950-01-02"}}', ['482913377']],
    ['id\tname\tnational_id\n1\tAna Souza\t771204883', ['771204883']],
  ],
  [
    '{"system": "https://acme.example/orders", "value": "219099999"}',
    '{"system": "phone", "value": "219 099 9999"}',
  ],
);
table(
  'MEDICAL_ID',
  [
    ['{"system": "https://fhir.nhs.uk/Id/nhs-number", "value": "9434765919"}', ['9434765919']],
    ['{"system": "urn:health-number", "value": "7731-408-115"}', ['7731-408-115']],
    ['IN1|1|PPO01|35349|ALLSAFE HEALTH|1 Main St^^Austin^TX^78701||5125550100|G8421||||20240101||||DOE^JANE|01|19800101|1 Main St^^Austin^TX^78701|||||||||||||||||W77812094-01\nPV1|1|O', ['W77812094-01']],
    ['Subscriber: Jane Doe   Member ID: XKD88123901\nGroup: GRP-332908\nClaim #: 503717756752', ['XKD88123901']],
    ['Plan member ID: 88213377   BIN 610014  PCN MEDDPRIME', ['88213377']],
  ],
  ['{"system": "https://acme.example/orders", "value": "9434765919"}'],
);

// Session 25, from blind battery T: a user agent's product versions, a changelog's versions and a
// certificate's object identifiers are no addresses; a host's name before a slash does not make one.
table(
  'IP_ADDRESS',
  [['Node:  ip-10-8-1-20.ec2.internal/10.8.1.20\nStatus: Running', ['10.8.1.20']]],
  [
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36',
    'Crash introduced in 3.11.0.2, fixed in 3.11.0.4',
    'certificate extension 2.5.29.19 (basic constraints)',
  ],
);

// Session 25: a Korean postcode with its mark before the address, a Chinese postcode with its label after it.
table(
  'LOCATION',
  [
    ['주소: (우) 48058 부산광역시 해운대구 센텀중앙로 79, 101동 1203호\n연락처', ['(우) 48058 부산광역시 해운대구 센텀중앙로 79, 101동 1203호']],
    ['地址：广东省广州市天河区体育西路191号3栋1602室，邮编：510620\n电话', ['广东省广州市天河区体育西路191号3栋1602室，邮编：510620']],
  ],
  [],
);

// Session 25: British and Irish houses known by their names, held together by the postcode or Eircode.
table(
  'LOCATION',
  [
    ['Address: Holly Cottage\nStation Road\nGreat Ayton\nMiddlesbrough TS9 6HA\n\nDOB', ['Holly Cottage\nStation Road\nGreat Ayton\nMiddlesbrough TS9 6HA']],
    ['Send it to The Old Rectory, Church Street, Louth, LN11 9AA please', ['The Old Rectory, Church Street, Louth, LN11 9AA']],
    ['Apt 4, Block C, The Maltings, Naas Road, Clondalkin, Dublin 22, D22 YD82', ['Apt 4, Block C, The Maltings, Naas Road, Clondalkin, Dublin 22, D22 YD82']],
  ],
  ['The Farm Shop, open daily, Leeds', 'Court hearing moved to Court 4, Room B'],
);

// Session 25: Spanish, Portuguese, Brazilian, Italian, Mexican and Argentine floors, doors and
// postcodes: "6.º izq.", "7-1", "r/c", "bloco C, apto 333", "153/A", "CP 64438", "28097 - Madrid",
// "piso 5 dpto B, C1043AAZ".
table(
  'LOCATION',
  [
    ['Domicilio: Calle de Toledo, 88, 3.º dcha., 28005 - Madrid\nTel', ['Calle de Toledo, 88, 3.º dcha., 28005 - Madrid']],
    ['is it C/ Alfonso I, 12, 4-2, 50003 Zaragoza?', ['C/ Alfonso I, 12, 4-2, 50003 Zaragoza']],
    ['Morada: Rua do Almada 120, r/c, 4050-031 Porto', ['Rua do Almada 120, r/c, 4050-031 Porto']],
    ['Endereço: Rua Augusta, 515, bloco B, apto 41, Centro, Curitiba - PR, CEP: 80010-000\nTel', ['Rua Augusta, 515, bloco B, apto 41, Centro, Curitiba - PR, CEP: 80010-000']],
    ['Residenza: Via Garibaldi 27/B, 10122 Torino', ['Via Garibaldi 27/B, 10122 Torino']],
    ['Domicilio: Av. Juárez 1450, Int. 3, Col. Centro, CP 44100 Guadalajara', ['Av. Juárez 1450, Int. 3, Col. Centro, CP 44100 Guadalajara']],
    ['vivo en Av. Santa Fe 2450, piso 3 dpto C, C1123AAP CABA. Gracias', ['Av. Santa Fe 2450, piso 3 dpto C, C1123AAP CABA']],
  ],
  [],
);

// Session 25: Nordic and Finnish streets whose type is glued on or a word after the name, alone (a
// form's street field) or with a flat, floor, postcode and a city in capitals.
table(
  'LOCATION',
  [
    ['{"street": "Dronningens gate 14B", "zip": "7011"}', ['Dronningens gate 14B', '7011']],
    ['kunde;Pekka Virtanen;Mannerheimintie 112 A 7;00250;Helsinki', ['Mannerheimintie 112 A 7']],
    ['Adresse: Sandviksveien 41, 5035 BERGEN\nTlf', ['Sandviksveien 41, 5035 BERGEN']],
    ['Osoite: Kauppakatu 9 as. 12, 40100 JYVÄSKYLÄ\nPuh', ['Kauppakatu 9 as. 12, 40100 JYVÄSKYLÄ']],
  ],
  ['The brigade 5 marched on', 'Delegate 12 voted'],
);

// Session 25: the insured's birth date in IN1-18, Italian forms' "nato/a il", and a JSON field's
// value is not named by the next field's key.
table(
  'DATE_OF_BIRTH',
  [
    ['IN1|1|PPO01|35349|ALLSAFE HEALTH|1 Main St^^Austin^TX^78701||5125550100|G8421||||20240101||||DOE^JANE|01|19800115|1 Main St^^Austin^TX^78701|', ['19800115']],
    ['Nome: Aurora Gallo\nNato/a il: 03.11.1961\nCodice fiscale', ['03.11.1961']],
  ],
  ['{"v": "10.12.26", "changes": {"birthDate": "unknown"}}'],
);

// Session 24: capitals and a number of one to three digits ("CPU 80", "HR 92", "BP 138") are no
// record-number candidates: a record number is four digits or more, or grouped ("UHC 9184 5521 07").
// In logs with a record cue they were a third of the candidates, each with a context search.
test('a vital sign or a metric after capitals is no record-number candidate', () => {
  const cue = 'Patient ID 04201667\n';
  const metrics = 'CPU 80%, queue depth 3379\nHR 92, BP 138/86\n';
  expect(engine.candidates(cue + metrics)).toBe(engine.candidates(cue + 'queue depth 3379\n/86\n'));
  expect(ofType('MEDICAL_ID', `${cue}Member: UHC 9184 5521 07\nTrust: RX4 8820193`)).toEqual(['04201667', 'UHC 9184 5521 07', 'RX4 8820193']);
});

// Session 26, from blind battery T: a personal tax number under the one label forms print over all
// of them ("ID / tax no.", "taxId=") is checked as every national number with a check, never taken
// by its form alone, and only when the label stands before it; "UID", the Aadhaar's issuer's name;
// a Dutch BSN printed in fours, twos and threes is a national number's shape; a label or column
// naming the SSN and the tax number together ("Tax/SSN", "SSN/TIN") is a tax label.
table(
  'SSN',
  [
    ['Applicant details\nID / tax no.: 476905864\nNationality: IL', ['476905864']],
    ['Name: Lucas Souza\nTax no.: 02343749183\nCity: Recife', ['02343749183']],
    ['customer {name=Linnea Berg, taxId=800111-3417, country=SE}', ['800111-3417']],
    ['Enrolment form\nUID: 9852 4063 4910\nState: Kerala', ['9852 4063 4910']],
    // A Dutch BSN as printed, in a national ID column.
    ['mrn,national_id,ward\n66120431,1234.56.782,4N', ['1234.56.782']],
    // A payroll's column named for the SSN and the tax number together, over other countries' numbers.
    ['Emp\tName\tSSN/TIN\tGross\n7781\tKoch, Jana\t54718191179\t4120.00\n7782\tLim, Wei\tS1234567D\t3980.50', ['54718191179', 'S1234567D']],
    ['Emp\tName\tTax/SSN\tGross\n7781\tKoch, Jana\t54 718 191 179\t4120.00', ['54 718 191 179']],
  ],
  [
    'Tax number: 476905865 (please verify)',
    'ID / tax no.: 02343749184',
    'Billing NPI 1992773308, Tax ID 47-1829930',
    'Vendor Tax ID: 47-1829930',
    'uid=1000 gid=1000 groups=1000',
    'mrn,build,ward\n66120431,1234.56.782,4N',
    'Emp\tName\tSSN/TIN\tGross\n7781\tKoch, Jana\t54718191178\t4120.00',
    'Upgraded the driver to 1234.56.782 last night',
  ],
);

// Session 26: the record number after a word of another script is not looked for after prose's
// dashes and quotes: the other shapes read the value there, and it was scanned and checked twice.
test('a record number after a dash or a quote is one candidate, found by the Latin shapes', () => {
  const dashed = 'Patient: Grace Heaney — MRN-1695047, ward 4';
  expect(engine.candidates(dashed)).toBe(engine.candidates(dashed.replace('—', '-')));
  expect(ofType('MEDICAL_ID', dashed)).toEqual(['MRN-1695047']);
  expect(ofType('MEDICAL_ID', 'Patient ID ’04201667’')).toEqual(['04201667']);
  expect(ofType('MEDICAL_ID', '住院号：ZY20241103388')).toEqual(['ZY20241103388']);
});

// Session 27, from blind batteries U and V: shortened member and insurer labels, Ontario's "HCN",
// a record number with a check letter; not a timestamp's head under a record number, not an NHS
// number that fails its check, not a value a later sentence holds.
table(
  'MEDICAL_ID',
  [
    ['Rx 4471203-02   Mbr ID ZGP654193264   BIN 004336 PCN ADV', ['ZGP654193264']],
    ['HCN 2381 964 754 MP  | CBC, ferritin', ['2381 964 754 MP']],
    ['Clinic number: 2-657-514\nQuestions: call us', ['2-657-514']],
    ['Baby Ada  NHIS no: 99599077\nDOB 14/02/2023', ['99599077']],
    ['NRIC: S3293008E    MRN: 9779860E    Ward: 57', ['9779860E']],
    ['Paziente cod. 2992241   Data prelievo 12/06/2024', ['2992241']],
    ['hetu ; potilasnro ; yksikkö\n020987-054R ; 1590415 ; päivystys', ['1590415']],
    ['cnp,cod_asigurat,casa\n6010220017729,CAS-171440,CASMB', ['CAS-171440']],
    ['action=VIEW patient_mrn=89171311\n2024-05-28T22:24:24Z user=tmorales', ['89171311']],
    ['診察券番号：168404。変更は045-147-5097までご連絡ください。', ['168404']],
    ['MRN: 12345678. Please call 555-201-3344 to reschedule.', ['12345678']],
  ],
  ['Sample: 24/06/2024 09:10   Lab no: B24.0618833\nFerritin 12', 'NB pt read out NHS no. as 412 474 0170 from an old letter'],
);

// Session 27, from blind batteries U and V: birth-date keys and columns written as one word or
// with "_", CDA's birthTime, an airline's run-together date; not a date of death or a printout's date.
table(
  'DATE_OF_BIRTH',
  [
    ['{"nom":"Girard","dateNaissance":"1977-12-03"}', ['1977-12-03']],
    ['nom;date_naissance;ville\nMARTIN Lucie;11/04/1995;Nantes', ['11/04/1995']],
    ['NAME;GEBDAT;KASSE\nMeier;22.07.1948;TK', ['22.07.1948']],
    ['<patient><birthTime value="19541004"/></patient>', ['19541004']],
    ['Passenger 1: WILLIAMS/ANTHONY MR   DOB 12MAR1975   Known Traveler', ['12MAR1975']],
    ['DOB: 01/02/1930  DOD: 03/04/2020', ['01/02/1930']],
    ['Born 3 May 1960, died 4 June 2020.', ['3 May 1960']],
    ['Date of Birth: 01-Apr-2001       Print date: 05/21/2024', ['01-Apr-2001']],
  ],
  [],
);

// Session 27, from blind battery U: a SQL client's table, its rule line between header and rows,
// and a lowercase "sin" column.
table(
  'SSN',
  [
    [' id  | full_name          | sin         | province\n-----+--------------------+-------------+----------\n 101 | Sophie Bouchard    | 189 255 383 | QC', ['189 255 383']],
    ['id,name,sin\n1,Sophie,189 255 383', ['189 255 383']],
  ],
  ['envío sin 536228735 cargos'],
);
table(
  'MEDICAL_ID',
  [['+----------+---------------------+\n| mrn      | insurance_member_id |\n+----------+---------------------+\n| 87680909 | XEH903381224        |\n+----------+---------------------+', ['87680909', 'XEH903381224']]],
  [],
);

// Session 27, from blind batteries U and V: units before the house (a shop, a bungalow, Glasgow's
// and Edinburgh's flats), Vienna's Gürtel, Flemish adjectives before the street, a Polish "lok.",
// Mexican boroughs before the postcode and the city after it, Singapore forms in capitals, a UK
// street without a number, Israel's streets in Latin letters, a city before a closing quote; not a
// time with its zone, a date and a place, or a date's day.
table(
  'LOCATION',
  [
    ['Provider: Bondi Physio Co, Shop 3, 180 Campbell Parade, Bondi Beach NSW 2026\nItem', ['Shop 3, 180 Campbell Parade, Bondi Beach NSW 2026']],
    ['She has moved to Bungalow 2, St Anne\'s Court, Blackpool FY8 1PX and the letters', ['Bungalow 2, St Anne\'s Court, Blackpool FY8 1PX']],
    ['To: Mr R. Tennant\nFlat 2/1, 58 Byres Road\nGlasgow\nG12 8TD\nTel', ['Flat 2/1, 58 Byres Road\nGlasgow\nG12 8TD']],
    ['Wohnhaft: Währinger Gürtel 18/3/12, 1090 Wien\nAnamnese', ['Währinger Gürtel 18/3/12, 1090 Wien']],
    ['Woonachtig: Lange Koepoortstraat 7 bus 2, 2000 Antwerpen\nTel', ['Lange Koepoortstraat 7 bus 2, 2000 Antwerpen']],
    ['zam. ul. Puławska 233 lok. 5, 02-715 Warszawa\nPozwany', ['ul. Puławska 233 lok. 5, 02-715 Warszawa']],
    ['Domicilio fiscal: Av. Vallarta 3233, Vallarta Poniente, 44110 Guadalajara, Jal.\nSaldo', ['Av. Vallarta 3233, Vallarta Poniente, 44110 Guadalajara, Jal.']],
    ['Domicilio: Calle Gabriel Mancera 222, Col. Del Valle, Benito Juárez, 03100 CDMX\nNota', ['Calle Gabriel Mancera 222, Col. Del Valle, Benito Juárez, 03100 CDMX']],
    ['regadd: BLK 611 JURONG WEST STREET 65 #08-312 SINGAPORE 640611\nmob', ['BLK 611 JURONG WEST STREET 65 #08-312 SINGAPORE 640611']],
    ['Address: Blk 208 Toa Payoh North #11-1432 Singapore 310208\nDx', ['Blk 208 Toa Payoh North #11-1432 Singapore 310208']],
    ['GP: Dr A. Whitlock, Milman Road Health Centre, Milman Road, Reading RG2 0AR\n\nDiagnosis', ['Milman Road, Reading RG2 0AR']],
    ['Address: Derech Menachem Begin 132, Tel Aviv\nMobile', ['Derech Menachem Begin 132, Tel Aviv']],
    ['causale "caparra appartamento via dei Serragli 12, Firenze".', ['via dei Serragli 12, Firenze']],
  ],
  [
    'will call you at 702-873-7152 today between 2 and 4 PM CT. If that number is wrong',
    'scheduled for Thursday, July 18, 2024 at 2:30 PM PT. Please log in',
    'The parties were married on June 9, 2012 in Naperville, Illinois.',
    '2024-05-02  ESCITALOPRAM 10MG TAB   30   Dr K. Sandhu   Pharmacy 07412',
    'Shoppers, the app, 3 Kingston stores',
  ],
);

// Session 27, from blind batteries U and V: labelled numbers of countries beyond the configured
// regions, "Kontakt" and "ligue" as phone words, a count after the number, a loan's number.
table(
  'PHONE',
  [
    ['The tech will call 0462 359 500 30 min before arriving.', ['0462 359 500']],
    ['手机号187 6101 2414，邮箱wang@163.com', ['187 6101 2414']],
    ['Kontakt: 68 485 82 50, k.wisniewska@wp.pl', ['68 485 82 50']],
    ['Se não puder comparecer ligue 249 337 199.', ['249 337 199']],
  ],
  ['> Mortgagee: Guaranteed Rate, loan #0048812273'],
);
table('IP_ADDRESS', [], ['INFO  [cadastro] versão 3.12.0.7 build 88213', 'anyone know if the 3.10.0.2 patch fixed the PDF export', 'Rollback: deploy 4.12.2.9 from artifact repo']);
table(
  'EMAIL',
  [['Message-ID: <CAK7=abc@mail.gmail.com>\nFrom: Ann <ann.lee@example.com>', ['ann.lee@example.com']]],
  ['reset email queued msg_id=<20240612164411.88213@mailer.local>'],
);
table(
  'SSN',
  [
    ['RFC: LOMJ8703071S3\nCURP: LOMJ870307HJCPRN09', ['LOMJ8703071S3', 'LOMJ870307HJCPRN09']],
    ['uinfin: T2593974Z\nname: NUR AISYAH', ['T2593974Z']],
    ['पैन: BUFPS1101D\nमोबाइल', ['BUFPS1101D']],
  ],
  // A company's RFC (twelve characters) and a person's with a wrong check character.
  ['RFC: ABC8703071S3', 'RFC: LOMJ8703071S4'],
);

// Session 27, from blind battery U: Ontario's health card with its version code, alone (the Luhn
// check holds); an Eircode its label names; an Indian city of two words before the PIN.
table(
  'MEDICAL_ID',
  [
    ['they said the version code doesnt match. number is 7105-227-545-KZ. I got a new card', ['7105-227-545-KZ']],
    ['Noor: ya ya. 1237 056 906 EW i have it memorized anyway', ['1237 056 906 EW']],
  ],
  ['ref 1237 056 907 EW', 'order 1237 056 906 EW'],
);
table(
  'LOCATION',
  [
    ['My DOB is 22/05/1984 and eircode D06 F6P2. Phone 085 677 5600.', ['D06 F6P2']],
    ['Address H.No. 14/2, Gali No. 5, Zakir Nagar, New Delhi 110025.', ['H.No. 14/2, Gali No. 5, Zakir Nagar, New Delhi 110025']],
  ],
  [],
);

// A table with an address column keeps its last row pending while a reply is streamed: its last cell may still grow.
describe('address columns while a table is being written', () => {
  const tail = (): { from(text: string): number } => {
    const pending = addressFieldRecognizer.pendingTail?.();
    if (pending === undefined) throw new Error('address fields keep a pending tail');
    return { from: (text: string) => pending.from(text, 0) };
  };
  const table = 'Here you go:\nteam,office city\nsales,Boston\nlegal,Den';

  test('the last row of such a table is pending, from its start', () => {
    expect(tail().from(table)).toBe(table.lastIndexOf('\n') + 1);
  });

  test('nothing is pending before its header line ends, nor after a line that ends the table, nor in a table without an address column', () => {
    expect(tail().from('Here you go:\nteam,office ci')).toBe('Here you go:\nteam,office ci'.length);
    const after = `${table}ver\n\nThat is all for`;
    expect(tail().from(after)).toBe(after.length);
    expect(tail().from('team,lead\nsales,Ann\nlegal,B')).toBe('team,lead\nsales,Ann\nlegal,B'.length);
  });

  test('kept across calls on a growing text, each line read once', () => {
    const growing = tail();
    let text = '';
    for (const delta of ['Here you go:\nteam,off', 'ice city\nsa', 'les,Boston\nlegal,De']) {
      text += delta;
      growing.from(text);
    }
    expect(growing.from(text)).toBe(text.lastIndexOf('\n') + 1);
  });
});

// Session 29: health cards printed in their own layout, in a text that names their plan, however
// far the name stands (a column's heading, a sentence before); a database's row key beside a
// record number.
table(
  'MEDICAL_ID',
  [
    ["Nan's medicare number for the chemist, it's 3304 68877 1 right?", ['3304 68877 1']],
    ['Patient            DOB          Medicare           Mobile\nChen, Wei          04/05/1983   6821 61260 3       0427 457 444', ['6821 61260 3']],
    ['her medicare card fell apart, the number on it is 9TJ7-TK1-GG34. how do i order a new one', ['9TJ7-TK1-GG34']],
    ['Which OHIP version codes are missing?\nAhmed, Sara · DOB 1998-07-30 · HC 2254-499-565 · 204-548-3649', ['2254-499-565']],
    // "Mob" labels a phone, not the record number that the cue before it names.
    ['1) Ramesh Yadav, M, DOB 05/06/1969, ABHA 91-5986-6624-6227, Mob 9717169298', ['91-5986-6624-6227']],
    // The row key counts where it is the table's only patient identifier.
    ['rx_number,patient_name,dob,patient_id,drug\nRX2909465,"Hollis, Bernard",04/17/1947,875723716,atorvastatin 40mg', ['875723716']],
  ],
  [
    // A wrong check digit, an issue number of 0 (the word of Medicare beyond a cue's reach); no word of Medicare.
    'Medicare rebates went up again this year, said the newsletter. Thanks all for the notes on 3304 68878 1 and 3304 68877 0.', 'Ref 3304 68877 1 for the parcel',
    // The MBI's shape without a word of Medicare; an Ontario number without OHIP or a health card; an Australian mobile.
    'licence key 9TJ7-TK1-GG34', 'ticket 2254-499-565', 'OHIP office: mob 0427 457 444',
    // A row key beside the record number of its table, in a CSV and a SQL client's output.
    'patient_id,nhs_number,patient_name,dob\nP000981,,"Whitaker, Eleanor",1939-05-12',
    '| patient_id | mrn      | full_name     |\n+------------+----------+---------------+\n|      33012 |          | Garcia, Elena |',
  ],
);

// Session 29, from blind battery Y: health identifiers by their own form and check (an ABHA
// address, a Japanese card's symbol and number, Germany's KVNR, Québec's NAM, New Zealand's NHI
// under its check); national numbers typed so in HL7; a pension fund's member number; a column
// that names the value something else.
table(
  'MEDICAL_ID',
  [
    ['ABHA No: 91-5947-4494-7757   ABHA address: vsubbarao62@abdm\nMobile: +91 81474 55942', ['91-5947-4494-7757', 'vsubbarao62@abdm']],
    ['保険者番号：06132013　被保険者証 記号・番号：3012・335\n住所：〒150-0001', ['3012・335']],
    ['Ich bin bei der Barmer versichert, Nummer auf der Karte ist K482610529. Ich heiße Jana', ['K482610529']],
    ['Kasse: TK   VersNr. Y576135827\nEinsender: Praxis', ['Y576135827']],
    ['Usager : Mathieu Bouchard   NAM : BOUM 8212 0912 exp. 2027-04', ['BOUM 8212 0912']],
    ['Félix Ouellet (enfant), né le 19 mai 2015, NAM OUEF15051925\nOstéopathe', ['OUEF15051925']],
    ['NHI: BMG0523, Ferritin 22', ['BMG0523']],
    ['Medicare: 5007 07300 6/2   DVA: nil', ['5007 07300 6/2']],
    ['Provincial health #: 4751 807 837\nService: orthodontic adjustment', ['4751 807 837']],
    ['Nr historii choroby: HCH/2262/24\nRozpoznanie', ['HCH/2262/24']],
    // A line of three fields over another is no table when its "names" hold a value.
    ['Pt Sipho Mthembu, ID no. 7910124251086, folder X\nMedical aid: Discovery Health, member no. 232428454, dependant code 00', ['232428454']],
    ['PID|1||E3320981^^^MRN^MR~128-07-6670^^^SSA^SS||NGUYEN^THANH^V', ['E3320981']],
    // A column of the doctor's NPI, though a cue stands in the row.
    ['mrn,insurance,member_id,pcp_npi\n100239562,Medicaid,91008274C,2327962249', ['100239562', '91008274C']],
  ],
  [
    // A near miss of the NHI's check; an e-mail address on the ABHA domain; a number that fails the KVNR check.
    'Note: previous NHI CRT8910 entered on form did not match', 'mail someone@abdm.gov.in today', 'Barmer versichert, Karte K482610528',
    // Letters and digits without a Québec health word; a date that no NAM holds.
    'SKU ABCD 1234 5678', 'Livré au Québec hier. Lot ABCD 9913 0912 en stock.',
    // A phone's label written against the words before it.
    '住院号是ZY9094，我的手机13795355442。',
    // A pension fund's member number where nothing speaks of health.
    'Super fund: AustralianSuper, USI STA0100AU, member no. 1029384756\nBank: BSB 084-004',
  ],
);

// Session 29, from blind battery Y: addresses cut at a form's field gap and at a UK postcode that
// ends its line; two units after the street; a French door; Mexico's postcode before a comma and a
// street's side; a Canadian suite and dash; Korea's short province names; a Chinese "change it to";
// a Brazilian city with its state; a neighbourhood's field; an X12 claim's N4 segment.
table(
  'LOCATION',
  [
    ['Adresse: Thereses gate 31, 0354 Oslo   Tlf: 40 66 04 73', ['Thereses gate 31, 0354 Oslo']],
    // A letter's indented lines are no field gap.
    ['Mr John Smith\n    12 High Street\n    London SW1A 2AA', ['12 High Street\n    London SW1A 2AA']],
    ['Mr John Smith\n\t12 High Street\n\tLondon SW1A 2AA', ['12 High Street\n\tLondon SW1A 2AA']],
    ['Supply address: Flat 4, 112 Coldharbour Lane, London SE5 9PZ\nAccount A-4F91C2E8 · MPAN 1900091722813', ['Flat 4, 112 Coldharbour Lane, London SE5 9PZ']],
    ['at 3301 Hillcrest Rd, Building B, 2nd floor, Raleigh, NC 27607. Please', ['3301 Hillcrest Rd, Building B, 2nd floor, Raleigh, NC 27607']],
    ['Appelant : 42 boulevard Voltaire, 3e étage, porte gauche, 75011 Paris, code 4B71', ['42 boulevard Voltaire, 3e étage, porte gauche, 75011 Paris']],
    ['Domicilio: Calle Morelos 418, Col. Centro, C.P. 44100, Guadalajara, Jal.\nTel', ['Calle Morelos 418, Col. Centro, C.P. 44100, Guadalajara, Jal.']],
    ['Domicilio: Av. Constitución 2050 Pte., Col. Obispado, 64060 Monterrey, N.L.\nCelular', ['Av. Constitución 2050 Pte., Col. Obispado, 64060 Monterrey, N.L.']],
    ['born Sept 3, 1952\n#304 – 1122 Haro Street, Vancouver, BC V6E 1C9 · (514) 836-4930', ['#304 – 1122 Haro Street, Vancouver, BC V6E 1C9']],
    ['모임 장소 서울 마포구 와우산로 94 맞지?', ['서울 마포구 와우산로 94']],
    ['快递地址写错了，请改为上海市徐汇区漕溪北路398号汇智大厦12楼1203室，收件人陈晓峰。', ['上海市徐汇区漕溪北路398号汇智大厦12楼1203室']],
    ['Endereço: Av. Afonso Pena, 1500, ap 804   Bairro: Centro   Cidade: Belo Horizonte/MG\nAceito', ['Av. Afonso Pena, 1500, ap 804', 'Centro', 'Belo Horizonte/MG']],
    ['NM1*IL*1*SAGANA****MI*110293847512~\nN3*1287 PARSONS AVE~\nN4*COLUMBUS*OH*43206~\nDMG*D8*19880419*F~', ['1287 PARSONS AVE', 'COLUMBUS*OH*43206']],
  ],
  // An X12 segment that is no N4; a city field's value that is no place.
  ['N1*PR*AETNA*PI*60054~\nREF*EA*N4*OH*43206~', '"city": "n/a", "bairro": "null"'],
);

// Session 29, from blind battery Y: a birth date with spaced slashes, under a French register's
// abbreviated column, and after a line that requests it with a full stop.
table(
  'DATE_OF_BIRTH',
  [
    ['Date of birth: 28 / 09 / 1988\nAddress: Apt 14', ['28 / 09 / 1988']],
    ['Nom;Prénom;Date naiss.;NIR\nDUBOIS;Gérard;12/05/1948;148053333901981', ['12/05/1948']],
    ['support bot: Thanks. Please confirm the date of birth.\nme: 3rd feb 2001', ['3rd feb 2001']],
  ],
  // A date with spaced slashes and no cue; a request that asks for something else.
  ['total 12 / 10 / 2024 items', 'Please confirm the delivery date.\nme: 3rd feb 2001'],
);

// Session 29: a Luhn-valid number its own label calls an order's is that, unless a card word
// stands before it too.
table(
  'CREDIT_CARD',
  [['my card for the order: 4111 1111 1111 1111', ['4111 1111 1111 1111']]],
  ['收件人陈晓峰。\n订单号 6022 8841 1930 5520，运单号 SF1418820093341。', 'Order #4111 1111 1111 1111 shipped', 'Bestellnummer 6022 8841 1930 5520'],
);

// Session 29, from blind battery Z: France's numéro fiscal and Germany's pension insurance number
// under their checks; Belgium's "NN" and "rijksregisternr."; South Africa's ID in its printed
// groups and Czechia's birth number with its slash, named or not.
table(
  'SSN',
  [
    ["Mon vrai numéro fiscal c'est 36 97 023 492 323 je crois.", ['36 97 023 492 323']],
    ['3. Rentenbescheid vom 01.07.2024, Renten-Nr. 65301251B212', ['65301251B212']],
    ['Kind: Lien Claes, geboren op 18/02/2021, rijksregisternr. 21.02.18-557.66', ['21.02.18-557.66']],
    ['Membership no: 218443097   Dependant code: 01\nID: 911013 2906 080\nProcedure: MRI', ['911013 2906 080']],
    ['pojištěnec Jiří Novotný, číslo pojištěnce 580321/9103, bydliště Masarykova', ['580321/9103']],
    ["NAS de la mère (pour l'allocation) : 482 414 273", ['482 414 273']],
  ],
  // A wrong check digit in each shape; a slashed number that is no birth number.
  ['numéro fiscal 36 97 023 492 324', 'Renten-Nr. 65301251B213', 'ID: 911013 2906 081', 'invoice 123456/7890 paid'],
);
table(
  'MEDICAL_ID',
  [],
  // The groups of a national number are no record numbers of their own.
  ['Membership no: 218443097   Dependant code: 01\nID: 911013 2906 080\nProcedure: MRI', 'pojištěnec Jiří Novotný, číslo pojištěnce 580321/9103, bydliště'],
);

// Session 30, from battery Z: Brazil's PIS/PASEP under its check; a Hebrew or Arabic name with a
// one-letter word written against it ('ות"ז', "and ID no."); Egypt's fourteen digits after its
// Arabic name with no colon.
table(
  'SSN',
  [
    ['CPF: 398.423.845-27\nNIS/PIS: 120.99607.52-6\nData de nascimento', ['398.423.845-27', '120.99607.52-6']],
    ['meu PIS é 12099607526', ['12099607526']],
    ['הכנסתי את מספר הכרטיס ות"ז 015390446 😩', ['015390446']],
    ['الاسم: أحمد، والرقم القومي 29001011234567', ['29001011234567']],
  ],
  // A wrong check digit; a Hebrew word that only ends in the name's letters.
  ['NIS/PIS: 120.99607.52-7', 'ות"ז 015390447', 'אבות"ז 015390446'],
);

// Session 30, from battery Z: record numbers with a dashed check letter and an accented site
// code; PhilHealth, a Medicaid recipient's and a medical assistance ID; not the tail of a slashed
// number, a billing account's number, or a recipient's ID where nothing speaks of health.
table(
  'MEDICAL_ID',
  [
    ['HOSPITAL DAS CLÍNICAS\nProntuário: 1764229-J\nPaciente: R. Souza', ['1764229-J']],
    ['Protokol No: 2024-979122   Hasta dosya no: AŞH-0099182\nDoğum tarihi: 05/05/1958', ['AŞH-0099182']],
    ['PhilHealth ID No.: 12-057560827-3', ['12-057560827-3']],
    ['Insurance: IL Medicaid (Meridian), Recipient ID 409882214', ['409882214']],
    ['MRN: 00482917     Acct#: 7730019946', ['00482917']],
    ['Patient Acct: 7730019946', ['7730019946']],
  ],
  ['NHC Episodio: 24/242230', 'Bank transfer to Recipient ID 409882214', 'MRN follows. Acct#: 7730019946'],
);

// Session 30, from battery Z: a country code in parentheses; a mobile number typed as one run with
// its trunk 0; eight digits or two fours after a phone label; a label that names the phone before
// a negative word; the UK taxpayer reference, a claim's and a French account's number are none.
table(
  'PHONE',
  [
    ['Parent/Guardian 1: Chidi Nwosu   Cell: (+1) 601 260 8729   Email: c@x.org', ['(+1) 601 260 8729']],
    ['got a text, is this a scam?? the number it came from was 07400129268', ['07400129268']],
    ['Adım Burak Şahin, beni 05012344620 numarasından arayabilirsiniz.', ['05012344620']],
    ['Ring meg på 40840113. Mvh Kari Berg', ['40840113']],
    ['Owner: Tan Wei Ming\nContact: 8127 3135', ['8127 3135']],
    ['Phone on account: (225) 814-0660', ['(225) 814-0660']],
  ],
  [
    'Order 0741234567 shipped',
    'UTR: 84422 19037',
    'Auto claim # 0571-88213-04 — statement of Trevor Banks',
    'No de compte : 012 448 6111',
    'Card 4111 1111, call me',
    'call me, ref 40840113',
  ],
);

// Session 30, from blind battery AA: Colombia's cédula after "C.C."; Hong Kong's identity card with
// its check character; Thailand's ID spaced as its card prints it; an answer in another speaker's
// turn under the question that names the number; a number named a SIN only that fails the SIN's
// check is none, though the Dutch BSN's elfproef holds.
table(
  'SSN',
  [
    ['Huésped principal: Daniela Restrepo Uribe   C.C. 1.036.625.884\nAcompañante: Santiago Mejía', ['1.036.625.884']],
    ['業主 Landlord：陳大文 CHAN Tai Man（香港身份證 K549207(6)）\n租客 Tenant：WONG Ka Yan（香港身份證 C565337(A)）', ['K549207(6)', 'C565337(A)']],
    ['HKID: K549207(6)', ['K549207(6)']],
    ['เลขประจำตัวประชาชน: 4 9462 28153 62 0\nวันเกิด: 3 มีนาคม 2526', ['4 9462 28153 62 0']],
    ['Клієнт: добрий день\nОператор Олена: Назвіть, будь ласка, ваш РНОКПП (ІПН).\nКлієнт: 3164705793\nОператор Олена: Дякую', ['3164705793']],
    ['BSN 046 454 287', ['046 454 287']],
  ],
  [
    'The validator keeps rejecting the test SIN 046 454 287 — is that expected?',
    'HKID: K549207(5)',
    'ping 10.100.200.250 for the cedula service',
    'Клієнт: добрий день\nКлієнт: 3164705793',
  ],
);
table(
  'IP_ADDRESS',
  [
    ['Résolution DNS : cdn-update[.]top → 192[.]0[.]2[.]219\nAnalyste : Romain Petit', ['192[.]0[.]2[.]219']],
    ['query: update.anydesk.com IN AAAA + (10.48.112.187)', ['10.48.112.187']],
  ],
  ['Not related: 10.4.2.1 is the build number of the sample', 'firmware update 10.2.0.1 now'],
);
table('EMAIL', [['שלחתי את החשבונית שוב ל-avi.levi77@walla.co.il. משהו נוסף?', ['avi.levi77@walla.co.il']]], []);
table('CREDIT_CARD', [], ['买家投诉：商品与描述不符\n订单编号：3847719203318825\n买家：陈思雨']);

// Session 30, from blind battery AA: phones after a label in another script, a payment app's or
// the Polish "SMS to"; a local number of three and four digits after a phone label; a signature's
// number under a letter that speaks of record numbers is a phone, not a record number; a log
// key's value and a loyalty number are no phones.
table(
  'PHONE',
  [
    ['买家：陈思雨\n联系方式：15826556285\n问题：收到的耳机是二手的', ['15826556285']],
    ['月租 HK$16,500，租期兩年。\n聯絡電話：5178 8333', ['5178 8333']],
    ['Monthly rent S$3,300 payable on the 1st via PayNow to 8171 8950. Security deposit S$3,300.', ['8171 8950']],
    ['Kod recepty proszę wysłać SMS-em na 502 119 618. Dziękuję!', ['502 119 618']],
    ['Aadress: Narva mnt 25-14, 10120 Tallinn\nTelefon: 651 8746\nE-post: k@x.ee', ['651 8746']],
    ['Adres: Bağdat Cad. No: 214 D: 9, 34728 Kadıköy/İstanbul\nCep: 0502 146 45 08\nTeşekkürler', ['0502 146 45 08']],
    [
      'Hi, here are the NHS numbers you asked for:\nOscar Lowry — 499 320 8650\nOscar\'s patient no. at your practice is SS/004418.\nThanks, Becky\n07911 202181',
      ['499 320 8650', '07911 202181'],
    ],
  ],
  ['date=2025-04-17 devname="fw-hq-01" logid="0101039426" type="event"', 'hi my name is Terrence Hall, honors # 882 104 471, stayed at the hilton'],
);
table(
  'MEDICAL_ID',
  [['My file no. with you is CDC-04418 and my medical card number is 1083472M in case ye need it for the claim.\nThanks a mill\nSiobhán\n085 039 1957', ['1083472M']]],
  ['Hi, here are the NHS numbers you asked for:\nOscar Lowry, in Year 4\nThanks, Becky\n07911 202181'],
);

// Session 30, from blind battery AA: a Thai hospital's "HN"; an insurer's name before "ID" and a
// dependant's suffix after the member ID; a patient's number in Arabic, a health fund's member
// number in Hebrew; not Japan's insurer number, nor a date after a record number.
table(
  'MEDICAL_ID',
  [
    ['วันเกิด: 3 มีนาคม 2526\nHN: 65-0448172\nที่อยู่: 99/123', ['65-0448172']],
    ['Phuket 83000. Patient HN 2250044178. Guest: Emily Carter.', ['2250044178']],
    ['Insurance: Cigna ID U44817290 01\nPhone: (646) 365-1907', ['U44817290 01']],
    ['رقم المريض: BRG-1180447\nالطبيب المعالج: د. هالة فؤاد', ['BRG-1180447']],
    ["תאריך לידה: 10.10.1978\nמס' חבר בקופה: 0448172-3\nכתובת: רחוב הרצל 45", ['0448172-3']],
    ['MRN A1234567 05/12/2020', ['A1234567']],
    ['被保険者証 記号・番号：4117・2093　保険者番号：06139012', ['4117・2093']],
  ],
  ['MRN list:\nPhone: (646) 365-1907'],
);

// Session 30, from blind battery AA: Latin American neighbourhoods with a particle ("Col. del
// Valle"), the city after a postcode before a question mark or "CDMX", Argentina's "piso 6 dto. B",
// Spain's "5º-9ª", Italy's "n. 31", Jutland's "Viby J", a lowercase shop before its number; not a
// date's month after "via".
table(
  'LOCATION',
  [
    ['Jorge\nCalle Río Nazas 221, Col. del Valle, 66220 San Pedro Garza García, N.L.\nPagaste con Mastercard', ['Calle Río Nazas 221, Col. del Valle, 66220 San Pedro Garza García, N.L.']],
    ['Me lo pueden mandar a Calle Ocampo 418, Centro, 58000 Morelia, Mich.? gracias', ['Calle Ocampo 418, Centro, 58000 Morelia, Mich.']],
    ['Domicilio: Av. Insurgentes Sur 1602, Int. 4, Col. Crédito Constructor, Benito Juárez, 03940 Ciudad de México, CDMX\nCelular', ['Av. Insurgentes Sur 1602, Int. 4, Col. Crédito Constructor, Benito Juárez, 03940 Ciudad de México, CDMX']],
    ['Domicilio: Av. Corrientes 3247, piso 6 dto. B, C1193AAE CABA\nCBU para el sueldo', ['Av. Corrientes 3247, piso 6 dto. B, C1193AAE CABA']],
    ['con domicilio en Avda. del Puerto 188, 5º-9ª, 46023 Valencia (ARRENDADOR).', ['Avda. del Puerto 188, 5º-9ª, 46023 Valencia']],
    ['in Milano, Via Manzoni n. 31, innanzi a me', ['Via Manzoni n. 31']],
    ['Venlig hilsen, Lars\nIndustrivej 22, 8260 Viby J', ['Industrivej 22, 8260 Viby J']],
    ['Pharmacy: Priceline shop 12, 300 Sydney Rd, Brunswick VIC 3056', ['shop 12, 300 Sydney Rd, Brunswick VIC 3056']],
  ],
  ['REFILL REQUEST — received via IVR 10/14/2024 08:12'],
);
table('DATE_OF_BIRTH', [["Testator's date of birth: 10/02/1948   Executed: 04/22/2025", ['10/02/1948']]], []);
