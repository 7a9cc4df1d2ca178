import type { Component, DonorBlockReason, QuestionnaireItem } from '@raktsetu/contract';

/**
 * What a blood-bank or hospital clerk writes in the free-text fields, in the words Indian practice uses,
 * so the demo's profiles, histories and recipient lists read like real ones. Each entry keeps its fields
 * together (an issue with its own medication) so no row says something a doctor would not.
 */

export interface MedicalIssue {
  healthIssue: string;
  description: string;
  condition: string;
  medication: string;
  comments: readonly string[];
}

export const MEDICAL_ISSUES: readonly MedicalIssue[] = [
  {
    healthIssue: 'Hypertension',
    description: 'Stage 1 hypertension found at a routine check-up',
    condition: 'Controlled',
    medication: 'Amlodipine 5 mg once daily',
    comments: ['BP within limits at last visit; fit to donate', 'Check BP before each donation'],
  },
  {
    healthIssue: 'Hypothyroidism',
    description: 'Diagnosed three years ago; TSH normal on the last test',
    condition: 'Controlled',
    medication: 'Levothyroxine 50 mcg daily',
    comments: ['On stable dose; may donate', ''],
  },
  {
    healthIssue: 'Iron-deficiency anaemia',
    description: 'Hb 11.4 g/dL at screening; deferred and advised iron',
    condition: 'Recovering',
    medication: 'Ferrous sulphate 200 mg twice daily for 3 months',
    comments: ['Recheck Hb after 3 months', 'Advised iron-rich diet (green leafy vegetables, jaggery)'],
  },
  {
    healthIssue: 'Seasonal allergic rhinitis',
    description: 'Sneezing and blocked nose every monsoon',
    condition: 'Mild',
    medication: 'Cetirizine 10 mg when needed',
    comments: ['Not a reason to defer', ''],
  },
  {
    healthIssue: 'Dengue fever',
    description: 'Admitted for four days; platelet count recovered',
    condition: 'Recovered',
    medication: 'None',
    comments: ['Deferred for 6 months after recovery', 'May donate after the deferral period'],
  },
  {
    healthIssue: 'Typhoid fever',
    description: 'Treated as an outpatient; Widal positive',
    condition: 'Recovered',
    medication: 'Azithromycin 500 mg for 7 days (completed)',
    comments: ['Deferred for 12 months after recovery', ''],
  },
  {
    healthIssue: 'Type 2 diabetes mellitus',
    description: 'On oral drugs, HbA1c 6.6 %; no insulin',
    condition: 'Controlled',
    medication: 'Metformin 500 mg twice daily',
    comments: ['Acceptable on oral drugs; not on insulin', 'Check sugar before donation'],
  },
  {
    healthIssue: 'Malaria (P. vivax)',
    description: 'Fever with chills; smear positive, treated',
    condition: 'Recovered',
    medication: 'Chloroquine and primaquine (completed)',
    comments: ['Deferred for 3 months after full treatment', ''],
  },
  {
    healthIssue: 'Hepatitis A (jaundice)',
    description: 'Jaundice for six weeks, fully recovered',
    condition: 'Recovered',
    medication: 'None',
    comments: ['Deferred for 12 months after recovery', ''],
  },
  {
    healthIssue: 'Appendicectomy',
    description: 'Laparoscopic appendicectomy, uneventful recovery',
    condition: 'Recovered',
    medication: 'None',
    comments: ['Deferred for 12 months after surgery', ''],
  },
  {
    healthIssue: 'Bronchial asthma',
    description: 'Mild intermittent asthma since childhood',
    condition: 'Controlled',
    medication: 'Salbutamol inhaler when needed',
    comments: ['Free of symptoms on the day of donation; acceptable', ''],
  },
  {
    healthIssue: 'Migraine',
    description: 'Recurrent one-sided headaches, 2–3 a month',
    condition: 'Occasional',
    medication: 'Paracetamol 650 mg when needed',
    comments: ['', 'Not a reason to defer'],
  },
  {
    healthIssue: 'Dental extraction',
    description: 'Wisdom tooth removed',
    condition: 'Healed',
    medication: 'Amoxicillin 500 mg for 5 days (completed)',
    comments: ['Deferred for 72 hours after the extraction and the antibiotic course', ''],
  },
  {
    healthIssue: 'Renal calculus',
    description: 'Left ureteric stone, passed with medical treatment',
    condition: 'Recovered',
    medication: 'Tamsulosin 0.4 mg (completed)',
    comments: ['', 'Advised plenty of fluids'],
  },
];

/** A doctor's remark on a donor: the event it was written at, with what is said at such an event. */
export const DONOR_REMARKS = {
  wholeBlood: {
    events: ['Whole blood donation', 'Voluntary blood donation', 'Replacement donation'],
    comments: [
      'Uneventful donation; good veins, donor comfortable throughout',
      'Mild vasovagal reaction after donation; recovered with rest and oral fluids',
      'Small haematoma at the venepuncture site; cold compress advised',
      'First-time donor, anxious before phlebotomy; counselled, donation completed',
      'Advised to avoid heavy exercise for 24 hours',
      'Donor asked for a donation certificate; issued',
    ],
  },
  apheresis: {
    events: ['Plateletpheresis', 'Single donor platelet collection', 'Plasmapheresis'],
    comments: [
      'Procedure completed in 70 minutes; citrate tingling relieved with calcium tablets',
      'Platelet yield adequate; donor comfortable throughout',
      'Good venous access in both arms; suitable for repeat apheresis',
    ],
  },
  camp: {
    events: ['Blood donation camp'],
    comments: [
      'Uneventful donation at the camp; refreshments given',
      'Felt giddy after donation; observed for 30 minutes and sent home well',
      'Regular donor, motivated; willing to be called for platelets',
    ],
  },
  screening: {
    events: ['Pre-donation screening'],
    comments: [
      'Hb at the lower limit; advised iron-rich diet before the next donation',
      'BP slightly raised on arrival; normal after ten minutes of rest',
      'Self-assessment reviewed with the donor; cleared to donate',
    ],
  },
  followUp: {
    events: ['Post-donation follow-up call'],
    comments: ['Donor reported feeling well the next day', 'Mild arm soreness; advised a warm compress'],
  },
};

export const CAMP_HOSTS = [
  'Ganeshotsav Mandal',
  'Rotary Club',
  'Lions Club',
  'Engineering College',
  'IT Park',
  'Housing Society',
  'Police Headquarters',
  'Railway Colony',
  'Degree College',
  'Gurudwara',
  'Jain Sthanak',
  'Youth Association',
  'Nursing College',
  'Bank Employees Union',
];

export const DONATION_COMMENTS = [
  '',
  '',
  '',
  'Voluntary donation',
  'Replacement donation for a relative admitted here',
  'Donated on birthday',
  'Called in for a patient in the ICU',
  'Donated with a group from work',
];

export const REFERRERS = [
  'Self',
  'Friend',
  'Family member',
  'Rotary Club',
  'College NSS unit',
  'Company HR drive',
  'Previous camp',
  'Social media appeal',
];

export const DONOR_NOTES = [
  'Prefers weekend appointments',
  'Call after 6 pm; works day shifts',
  'Willing to donate platelets when called',
  'Speaks Hindi and English',
  'Travels often for work; check availability before calling',
  'Wants an SMS reminder when eligible again',
];

/**
 * The self-assessment items a seeded donor answers "yes" to; the short windows (food, alcohol, aspirin)
 * are left out, as they pass before anyone reviews the answers.
 */
export const DEFERRING_ITEMS: readonly QuestionnaireItem[] = [
  'travel',
  'antibiotics',
  'jaundice',
  'tattoo',
  'transfusion',
  'weightLoss',
  'procedures',
  'cold',
  'fever',
  'cough',
  'pregnancy',
  'abortion',
  'childUnderOneYear',
];

/** A comment for each block reason, so the profile's block reads like a decision someone took. */
export const BLOCK_COMMENTS: Record<DonorBlockReason, readonly string[]> = {
  'Medically unfit donate': [
    'Abnormal blood count on the last donation; referred to a physician',
    'Hb repeatedly below 12.5 g/dL at screening',
  ],
  'Asked money for donation': [
    'Asked the patient’s family for payment',
    'Offered to donate for money at the gate',
  ],
  'Under Antibiotics/Prescribed Medication': [
    'On antibiotics for a chest infection',
    'Course of antibiotics',
  ],
  'Unruly behaviour': ['Argued with staff at the donation desk', 'Came intoxicated and abusive'],
  'Drug/Alcohol abuse': ['Smelled of alcohol at screening', 'Admitted to recent drug use'],
  'False Declaration': ['Had donated elsewhere three weeks earlier', 'Did not declare a recent tattoo'],
  'Others (please specify)': [
    'Unreachable on the given number; asked to update it',
    'Donor asked not to be called for six months',
  ],
};

/**
 * A reason a patient came, what was found, and the blood it usually needs: the history rows and the
 * recipient list are drawn from one scenario, so a dengue patient receives platelets, not plasma.
 */
export interface PatientScenario {
  case: string;
  diagnosis: string;
  conditions: readonly string[];
  treatment: string;
  /** Components given, most common first; none when the case needs no blood. */
  components: readonly Component[];
  purpose: string;
  /** Repeated transfusions (every few weeks) rather than one episode. */
  regular?: boolean;
  /** Who has this case: any adult, women of child-bearing age, children, or the elderly. */
  who: 'adult' | 'woman' | 'child' | 'elderly';
  /** The doctor who refers such a patient. */
  speciality: string;
  weight: number;
}

export const PATIENT_SCENARIOS: readonly PatientScenario[] = [
  {
    case: 'Road traffic accident',
    diagnosis: 'Fracture shaft of femur with blood loss',
    conditions: ['Stable', 'Serious'],
    treatment: 'Open reduction and internal fixation; packed red cells',
    components: ['Red Cells Packed', 'Plasma Fresh Frozen'],
    purpose: 'Trauma with blood loss',
    who: 'adult',
    speciality: 'Orthopaedic Surgeon',
    weight: 8,
  },
  {
    case: 'Full-term pregnancy',
    diagnosis: 'Postpartum haemorrhage',
    conditions: ['Critical', 'Stable'],
    treatment: 'Uterotonics; red cells and fresh frozen plasma',
    components: ['Red Cells Packed', 'Plasma Fresh Frozen', 'Cryoprecipitate'],
    purpose: 'Postpartum haemorrhage',
    who: 'woman',
    speciality: 'Obstetrician',
    weight: 6,
  },
  {
    case: 'Caesarean section',
    diagnosis: 'Placenta praevia',
    conditions: ['Stable'],
    treatment: 'Lower segment caesarean section; red cells kept cross-matched',
    components: ['Red Cells Packed'],
    purpose: 'Obstetric surgery',
    who: 'woman',
    speciality: 'Obstetrician',
    weight: 4,
  },
  {
    case: 'Fever with bleeding gums',
    diagnosis: 'Dengue with thrombocytopenia',
    conditions: ['Serious', 'Improving'],
    treatment: 'IV fluids, platelet transfusion',
    components: ['Platelets Random Donor', 'Platelets Apheresis Single Donor'],
    purpose: 'Dengue with low platelets',
    who: 'adult',
    speciality: 'General Physician',
    weight: 9,
  },
  {
    case: 'Fatigue and breathlessness',
    diagnosis: 'Iron-deficiency anaemia (Hb 6.2 g/dL)',
    conditions: ['Stable'],
    treatment: 'One unit of packed red cells, oral iron',
    components: ['Red Cells Packed'],
    purpose: 'Severe anaemia',
    who: 'adult',
    speciality: 'General Physician',
    weight: 8,
  },
  {
    case: 'Thalassaemia follow-up',
    diagnosis: 'Beta thalassaemia major',
    conditions: ['Stable'],
    treatment: 'Monthly red cell transfusion, iron chelation with deferasirox',
    components: ['Red Cells Leukoreduced', 'Red Cells Packed'],
    purpose: 'Thalassaemia, regular transfusion',
    regular: true,
    who: 'child',
    speciality: 'Paediatric Haematologist',
    weight: 5,
  },
  {
    case: 'Elective cardiac surgery',
    diagnosis: 'Triple vessel coronary artery disease',
    conditions: ['Stable', 'Serious'],
    treatment: 'Coronary artery bypass grafting; red cells and platelets',
    components: ['Red Cells Packed', 'Platelets Random Donor', 'Plasma Fresh Frozen'],
    purpose: 'Cardiac surgery (CABG)',
    who: 'elderly',
    speciality: 'Cardiologist',
    weight: 4,
  },
  {
    case: 'Chronic kidney disease',
    diagnosis: 'CKD stage 5 with anaemia',
    conditions: ['Stable'],
    treatment: 'Haemodialysis, erythropoietin; red cells when Hb below 7',
    components: ['Red Cells Leukoreduced'],
    purpose: 'Anaemia of kidney disease',
    regular: true,
    who: 'elderly',
    speciality: 'Nephrologist',
    weight: 4,
  },
  {
    case: 'Black stools and giddiness',
    diagnosis: 'Upper GI bleed from duodenal ulcer',
    conditions: ['Serious', 'Improving'],
    treatment: 'Endoscopic haemostasis, pantoprazole infusion, red cells',
    components: ['Red Cells Packed'],
    purpose: 'Gastrointestinal bleeding',
    who: 'adult',
    speciality: 'Gastroenterologist',
    weight: 4,
  },
  {
    case: 'Chemotherapy, cycle 3',
    diagnosis: 'Acute myeloid leukaemia',
    conditions: ['Serious'],
    treatment: 'Induction chemotherapy; irradiated platelets and red cells',
    components: ['Platelets Irradiated', 'Red Cells Packed Irradiated', 'Platelets Apheresis Single Donor'],
    purpose: 'Chemotherapy support',
    regular: true,
    who: 'adult',
    speciality: 'Haemato-oncologist',
    weight: 3,
  },
  {
    case: 'Severe body pain',
    diagnosis: 'Sickle cell disease with vaso-occlusive crisis',
    conditions: ['Serious', 'Improving'],
    treatment: 'Hydration, analgesia, red cells',
    components: ['Red Cells Leukoreduced'],
    purpose: 'Sickle cell crisis',
    who: 'adult',
    speciality: 'General Physician',
    weight: 2,
  },
  {
    case: 'Knee replacement',
    diagnosis: 'Osteoarthritis of both knees',
    conditions: ['Stable'],
    treatment: 'Total knee replacement',
    components: ['Red Cells Packed'],
    purpose: 'Orthopaedic surgery',
    who: 'elderly',
    speciality: 'Orthopaedic Surgeon',
    weight: 3,
  },
  {
    case: 'Burns',
    diagnosis: 'Thermal burns, 30 % body surface area',
    conditions: ['Critical', 'Serious'],
    treatment: 'Fluid resuscitation, dressings; plasma and red cells',
    components: ['Plasma Fresh Frozen', 'Red Cells Packed'],
    purpose: 'Burns',
    who: 'adult',
    speciality: 'Plastic Surgeon',
    weight: 2,
  },
  {
    case: 'Abdominal distension',
    diagnosis: 'Alcoholic cirrhosis with coagulopathy',
    conditions: ['Serious'],
    treatment: 'Fresh frozen plasma before paracentesis',
    components: ['Plasma Fresh Frozen', 'Cryoprecipitate'],
    purpose: 'Coagulopathy of liver disease',
    who: 'adult',
    speciality: 'Gastroenterologist',
    weight: 2,
  },
  {
    case: 'Swollen knee after a fall',
    diagnosis: 'Haemophilia A with haemarthrosis',
    conditions: ['Stable'],
    treatment: 'Cryoprecipitate until factor VIII was available',
    components: ['Cryoprecipitate'],
    purpose: 'Haemophilia',
    who: 'child',
    speciality: 'Paediatrician',
    weight: 1,
  },
  {
    case: 'Fever for five days',
    diagnosis: 'Falciparum malaria with severe anaemia',
    conditions: ['Serious', 'Improving'],
    treatment: 'IV artesunate, one unit of red cells',
    components: ['Red Cells Packed', 'Whole Blood'],
    purpose: 'Severe malaria',
    who: 'adult',
    speciality: 'General Physician',
    weight: 2,
  },
  {
    case: 'Routine check-up',
    diagnosis: 'Type 2 diabetes mellitus',
    conditions: ['Stable'],
    treatment: 'Metformin, diet advice',
    components: [],
    purpose: '',
    who: 'elderly',
    speciality: 'Diabetologist',
    weight: 6,
  },
  {
    case: 'Cough and fever',
    diagnosis: 'Community-acquired pneumonia',
    conditions: ['Improving', 'Discharged'],
    treatment: 'IV antibiotics, oxygen',
    components: [],
    purpose: '',
    who: 'adult',
    speciality: 'Pulmonologist',
    weight: 5,
  },
  {
    case: 'Pain in the abdomen',
    diagnosis: 'Acute appendicitis',
    conditions: ['Stable', 'Discharged'],
    treatment: 'Laparoscopic appendicectomy',
    components: [],
    purpose: '',
    who: 'adult',
    speciality: 'General Surgeon',
    weight: 4,
  },
];

export const PATIENT_NOTES = {
  any: [
    'Allergic to penicillin',
    'Needs a Hindi-speaking counsellor',
    'Covered under Ayushman Bharat PM-JAY',
    'Irregular follow-up; call before the due date',
  ],
  transfused: [
    'Relative will arrange replacement donors',
    'Previous transfusion reaction (febrile); give leukoreduced units',
    'Irregular antibody screen negative; cross-match as usual',
  ],
};
