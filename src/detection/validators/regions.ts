/**
 * The first-level divisions that address records name in a "state" or "province" field: the US
 * states, districts and territories (USPS codes), Canada's provinces and territories (Canada Post
 * codes), Australia's states and territories, India's states and union territories, Germany's
 * Länder, Mexico's states. Codes count as written (capitals); names in any case. A value that is
 * none of these ("state": "active", "province": "n/a") is no place.
 */
const CODES = new Set([
  // US (USPS), with DC and the territories.
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI',
  'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT',
  'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP',
  // Canada.
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT',
  // Australia.
  'ACT', 'NSW', 'QLD', 'SA', 'TAS', 'VIC', 'WA',
]);

/**
 * Two-letter codes that are also words or statuses ("state": "OK", "province": "ON", "state": "IN"):
 * a place only beside another address field.
 */
const WORD_CODES = new Set(['OK', 'IN', 'ME', 'OR', 'HI', 'ON', 'ID', 'DE', 'CO', 'LA', 'AS', 'MA', 'PA', 'SA', 'NE', 'AL', 'GA', 'MO', 'NT']);

const NAMES = new Set(
  [
    // US.
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia', 'Hawaii',
    'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan',
    'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
    'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota',
    'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia',
    'Puerto Rico', 'Guam', 'U.S. Virgin Islands', 'American Samoa', 'Northern Mariana Islands',
    // Canada.
    'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Northwest Territories',
    'Nunavut', 'Ontario', 'Prince Edward Island', 'Quebec', 'Québec', 'Saskatchewan', 'Yukon',
    // Australia.
    'Australian Capital Territory', 'New South Wales', 'Northern Territory', 'Queensland', 'South Australia', 'Tasmania', 'Victoria',
    'Western Australia',
    // India.
    'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
    'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
    'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal', 'Delhi',
    'Jammu and Kashmir', 'Ladakh', 'Puducherry', 'Chandigarh',
    // Germany.
    'Baden-Württemberg', 'Bayern', 'Bavaria', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen', 'Hesse', 'Mecklenburg-Vorpommern',
    'Niedersachsen', 'Lower Saxony', 'Nordrhein-Westfalen', 'North Rhine-Westphalia', 'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Saxony',
    'Sachsen-Anhalt', 'Schleswig-Holstein', 'Thüringen', 'Thuringia',
    // Mexico.
    'Aguascalientes', 'Baja California', 'Baja California Sur', 'Campeche', 'Chiapas', 'Chihuahua', 'Ciudad de México', 'CDMX', 'Coahuila',
    'Colima', 'Durango', 'Estado de México', 'Guanajuato', 'Guerrero', 'Hidalgo', 'Jalisco', 'Michoacán', 'Morelos', 'Nayarit',
    'Nuevo León', 'Oaxaca', 'Puebla', 'Querétaro', 'Quintana Roo', 'San Luis Potosí', 'Sinaloa', 'Sonora', 'Tabasco', 'Tamaulipas',
    'Tlaxcala', 'Veracruz', 'Yucatán', 'Zacatecas',
  ].map((name) => name.toLowerCase()),
);

/**
 * `value` names a first-level division: a code as written, or a name in any case. `isBesideAddress`
 * says whether another address field stands near it, which a code that is also a word needs.
 */
export function isRegion(value: string, isBesideAddress: boolean): boolean {
  if (CODES.has(value)) return !WORD_CODES.has(value) || isBesideAddress;
  return NAMES.has(value.toLowerCase());
}
