import type { CountryCode } from 'libphonenumber-js/max';
import { compileEngine, type CompileOptions, type PatternEngine } from './engine.js';
import type { Recognizer } from './recognizer.js';
import { addressFieldRecognizer } from './recognizers/address-fields.js';
import { creditCardRecognizer } from './recognizers/credit-card.js';
import { createDateOfBirthRecognizer } from './recognizers/date-of-birth.js';
import { emailRecognizer } from './recognizers/email.js';
import { fhirNationalIdRecognizer, fhirRecordNumberRecognizer } from './recognizers/fhir-identifiers.js';
import { healthCardRecognizer } from './recognizers/health-cards.js';
import {
  healthMessageAddressRecognizer,
  healthMessageBirthDateRecognizer,
  healthMessageNationalIdRecognizer,
  healthMessageRecognizer,
} from './recognizers/health-messages.js';
import { ibanRecognizer } from './recognizers/iban.js';
import { ipAddressRecognizer } from './recognizers/ip-address.js';
import { locationRecognizer } from './recognizers/location.js';
import { medicalIdRecognizer } from './recognizers/medical-id.js';
import { personRecognizer } from './recognizers/person.js';
import { createPhoneRecognizer, DEFAULT_PHONE_REGIONS } from './recognizers/phone.js';
import { ssnRecognizer } from './recognizers/ssn.js';

export interface PiiEngineOptions {
  /** Regions tried for phone numbers written without a country code. */
  readonly phoneRegions?: readonly CountryCode[];
  /** Tenant recognizers (custom patterns), compiled into the same pass. */
  readonly extra?: readonly Recognizer[];
}

/** The built-in recognizers for the 10 entity types. */
export function builtInRecognizers(options: PiiEngineOptions = {}): Recognizer[] {
  return [
    emailRecognizer,
    createPhoneRecognizer(options.phoneRegions ?? DEFAULT_PHONE_REGIONS),
    ssnRecognizer,
    creditCardRecognizer,
    ibanRecognizer,
    ipAddressRecognizer,
    createDateOfBirthRecognizer(),
    medicalIdRecognizer,
    healthMessageRecognizer,
    healthMessageNationalIdRecognizer,
    healthMessageBirthDateRecognizer,
    healthMessageAddressRecognizer,
    healthCardRecognizer,
    fhirNationalIdRecognizer,
    fhirRecordNumberRecognizer,
    locationRecognizer,
    addressFieldRecognizer,
    personRecognizer,
  ];
}

export function createPiiEngine(options: PiiEngineOptions & CompileOptions = {}): PatternEngine {
  return compileEngine([...builtInRecognizers(options), ...(options.extra ?? [])], options);
}
