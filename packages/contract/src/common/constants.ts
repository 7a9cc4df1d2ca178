/** docs/spec/part-1-institution-side.md §9, docs/spec/part-2-operations-and-admin.md §9: the product is Indian; phones are shown and sent with this country code. */
export const COUNTRY_CODE = '91';
export const PHONE_PREFIX = '+91';
/** docs/spec/part-1-institution-side.md §9: Escape (key code 27) closes popups. */
export const ESCAPE_KEY_CODE = 27;
/** docs/spec/part-2-operations-and-admin.md §9: the donors list reloads 700 ms after approval; docs/spec/part-1-institution-side.md §4: camp donors 400 ms after recording. */
export const DONORS_RELOAD_DELAY_MS = 700;
export const CAMP_DONORS_RELOAD_DELAY_MS = 400;
/** Units of the measures the forms record (docs/spec/part-1-institution-side.md §9). */
export const MEASURE_UNITS = {
  height: 'cm',
  weight: 'kg',
  hb: 'g/dL',
  bloodPressure: 'mmHg',
  volume: 'ml',
  bagWeight: 'g',
  temperature: '°C',
} as const;

/** docs/spec/part-2-operations-and-admin.md §2: what the institution detail page shows when nothing is recorded. */
export const DEFAULT_OPEN_TIME = '09:00-13:00 , 14:00-18:00';
export const DEFAULT_SUBSCRIPTION_TEXT = '108/1000 Remaining';
/** docs/spec/part-1-institution-side.md §9: the placeholder of every blood-group filter. */
export const BLOOD_GROUP_FILTER_PLACEHOLDER = 'Select Blood Group';
/** docs/spec/part-1-institution-side.md §1: the static figures of the marketing panel on the login pages. */
export const MARKETING_FIGURES = {
  bloodBanks: 3023,
  donors: 57_298,
  hospitals: 12_978,
  patientsServed: 78_635,
} as const;
