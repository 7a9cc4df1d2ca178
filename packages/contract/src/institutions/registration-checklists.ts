/**
 * The checklists of registration. The spec asks for "every infrastructure checkbox and every declaration"
 * without listing the infrastructure; the lists are docs/decisions/0021. Keys are stable: the registration
 * payload carries them, the reviewer sees them, and the web names its i18n keys after them. The English
 * text is the reference wording.
 */
export interface CheckItem {
  key: string;
  text: string;
}

/** What a licensed blood bank (blood centre) has, in the words of the Drugs and Cosmetics Rules' checklist. */
export const BLOOD_BANK_INFRASTRUCTURE: readonly CheckItem[] = [
  {
    key: 'licence',
    text: 'A valid blood centre licence from the State and Central drug licensing authorities',
  },
  {
    key: 'storage',
    text: 'Blood bank refrigerators keeping whole blood and red cells at 2–6 °C, round the clock',
  },
  { key: 'freezers', text: 'Deep freezers at −30 °C or colder for plasma and cryoprecipitate' },
  { key: 'platelets', text: 'A platelet agitator with incubator at 20–24 °C' },
  { key: 'staff', text: 'A trained medical officer and qualified blood bank technicians on duty' },
  { key: 'power', text: 'Power back-up (generator or UPS) for all storage equipment' },
  {
    key: 'lab',
    text: 'A laboratory for grouping, cross-matching and testing every unit for HIV, HBV, HCV, syphilis and malaria, with quality control',
  },
];

/** What a hospital that transfuses blood has. Storage-centre items only: it does not collect or process. */
export const HOSPITAL_INFRASTRUCTURE: readonly CheckItem[] = [
  {
    key: 'registration',
    text: 'Registration as a hospital or clinical establishment with the State authority',
  },
  {
    key: 'storageCentre',
    text: 'A licensed blood storage centre, or a written tie-up with a licensed blood bank',
  },
  { key: 'storage', text: 'A blood bank refrigerator keeping units at 2–6 °C, with a temperature record' },
  { key: 'officer', text: 'A medical officer responsible for transfusion and its reactions' },
  { key: 'records', text: 'Patient consent and transfusion records kept for every unit' },
  { key: 'power', text: 'Power back-up for the blood storage equipment' },
];

/** The declarations of docs/spec/part-1-institution-side.md §5, ticked by every institution and NGO. */
export const DECLARATIONS: readonly CheckItem[] = [
  { key: 'verified', text: 'The information given here is true and has been verified by us.' },
  { key: 'upToDate', text: 'We will keep this information up to date on RaktSetu.' },
  {
    key: 'voluntary',
    text: 'RaktSetu only connects us with voluntary donors; it does not guarantee that any donor is fit to donate, and we screen every donor ourselves.',
  },
  {
    key: 'lawful',
    text: 'We will not use professional (paid) donors, sell blood, or use RaktSetu for any unlawful purpose.',
  },
];

/** The infrastructure list an institution of this type ticks; facilitators have none. */
export function infrastructureFor(type: string): readonly CheckItem[] {
  if (type === 'BloodBank' || type === 'Both') return BLOOD_BANK_INFRASTRUCTURE;
  if (type === 'Hospital') return HOSPITAL_INFRASTRUCTURE;
  return [];
}

/** The facilitator types (docs/decisions/0020); the value is what `ngoType` carries. */
export const FACILITATOR_TYPES = [
  { value: 'ngo', label: 'NGO / charitable trust' },
  { value: 'campOrganiser', label: 'Blood donation camp organiser' },
  { value: 'corporate', label: 'Corporate (CSR)' },
  { value: 'educational', label: 'College or educational institution' },
  { value: 'community', label: 'Religious or community organisation' },
] as const;
