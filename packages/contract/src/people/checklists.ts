import type { CheckItem } from '../institutions/registration-checklists.js';

/**
 * The donor checklist of the add-donor form (docs/spec/part-1-institution-side.md §5): what the desk confirmed
 * with the donor. The keys are the donation sample's field names (§3), so a later donation form can
 * prefill from them; the ticked keys are saved in the donor's `checklist`.
 */
export const DONOR_CHECKLIST: readonly CheckItem[] = [
  { key: 'willDonateFree', text: 'The donor is willing to donate blood free of charge' },
  { key: 'donatedBefore', text: 'The donor has donated blood before' },
  { key: 'haveVerifiedIdentityAndContactInformation', text: 'Identity and contact details verified' },
  { key: 'participateBloodDonationCamps', text: 'The donor is willing to take part in donation camps' },
  { key: 'ableToReadWriteCommunicate', text: 'The donor can read, write and communicate' },
  { key: 'sendReceiveMessagesOnMobile', text: 'The donor can send and receive messages on a mobile phone' },
];

/** The patient checklist of the add-patient form; staff may add items of their own beside these. */
export const PATIENT_CHECKLIST: readonly CheckItem[] = [
  { key: 'consentTaken', text: 'Consent for transfusion taken from the patient or guardian' },
  { key: 'identityVerified', text: 'Identity and contact details verified' },
  { key: 'prescriptionSeen', text: "Doctor's prescription for blood seen" },
  { key: 'sampleSent', text: 'Blood sample sent for grouping and cross-matching' },
  { key: 'previousTransfusion', text: 'The patient has had a transfusion before' },
];

/**
 * The declarations a desk ticks before adding a donor or a patient (docs/spec/part-1-institution-side.md §5):
 * every one must be ticked, and their keys are saved with the checklist.
 */
export const PERSON_DECLARATIONS: readonly CheckItem[] = [
  { key: 'dataVerified', text: 'The details above have been checked with the person and are true.' },
  { key: 'keptUpToDate', text: 'We will keep these details up to date on RaktSetu.' },
  {
    key: 'voluntaryOnly',
    text: 'RaktSetu only connects voluntary donors and does not guarantee that anyone is fit to donate.',
  },
  {
    key: 'noProfessionalDonors',
    text: 'No professional (paid) donor is involved and the details will not be used unlawfully.',
  },
];

/**
 * The health questions asked at the desk before a donor is added (docs/spec/part-1-institution-side.md §3:
 * "an unsaved health checklist and Yes/No questions"). They guide the conversation and are not saved:
 * the donor's own self-assessment and the donation screening are the records of their health.
 */
export const DONOR_HEALTH_QUESTIONS: readonly CheckItem[] = [
  { key: 'feelingWell', text: 'Is the donor feeling well today?' },
  { key: 'ateRecently', text: 'Has the donor eaten in the last 4 hours?' },
  { key: 'sleptWell', text: 'Did the donor sleep well last night?' },
  { key: 'onMedication', text: 'Is the donor taking any medicine now?' },
  { key: 'recentIllness', text: 'Has the donor had a cold, fever or cough in the last week?' },
];
