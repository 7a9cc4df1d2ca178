import {
  AADHAAR_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  DONATION_CONSENTS,
  DONATION_QUESTION_DEFAULTS,
  DONATION_QUESTIONS,
  type DonationConsent,
  type DonationForm,
  type DonationQuestion,
  type DonorProfile,
  donationFormSchema,
  MESSAGES,
} from '@raktsetu/contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { donationRuleTexts } from '../camps/donation-fields';

/*
 * The donation form's values as typed (docs/spec/part-1-institution-side.md §4 "Donation form defaults", §5):
 * the rules are the contract's (donationFormSchema); the form only turns every box into text, so an empty box
 * is "missing" rather than a number out of range. Here too: a fresh form for a donor, what is still empty, the
 * payload sent, and the contract's messages in the screen's language.
 */

/** The contract's word for an empty field of the donation's forms; shown at the field as "Required". */
const REQUIRED = MESSAGES.donorDataFiledsRequired;
const CONSENT_MESSAGE = 'Tick every declaration before approving';

const shape = donationFormSchema.shape;

/** A text box that must be filled: empty says so, anything typed meets the contract's own rule. */
const filled = <S extends z.ZodType>(rule: S) =>
  z
    .string()
    .trim()
    .min(1, REQUIRED)
    // Every rule used here reads text (or coerces it); the cast only says so to the compiler.
    .pipe(rule as unknown as z.ZodType<z.output<S>, string>);

/** A radio answer: '' until chosen. */
const chosen = <S extends z.ZodType>(rule: S) =>
  z.string().pipe(rule as unknown as z.ZodType<z.output<S>, string>);

const answersSchema = z.object(
  Object.fromEntries(DONATION_QUESTIONS.map(([key]) => [key, chosen(shape.veinFit)])) as Record<
    DonationQuestion,
    ReturnType<typeof chosen<typeof shape.veinFit>>
  >,
);
const consentsSchema = z.object(
  Object.fromEntries(
    DONATION_CONSENTS.map(([key]) => [key, z.boolean().pipe(z.literal(true, { error: CONSENT_MESSAGE }))]),
  ) as Record<DonationConsent, z.ZodPipe<z.ZodBoolean, z.ZodLiteral<true>>>,
);

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

export const donationFormFields = z
  .object({
    // Details
    bloodType: chosen(shape.bloodType),
    veinFit: chosen(shape.veinFit),
    mobileNo: filled(shape.mobileNo),
    emailId: filled(shape.emailId),
    aadharNo: filled(shape.aadharNo),
    confirmAadharNo: filled(shape.confirmAadharNo),
    doctor: filled(shape.doctor),
    phlebotomist: filled(shape.phlebotomist),
    // Measures
    height: filled(shape.height),
    weight_1: filled(shape.weight_1),
    hb: filled(shape.hb),
    bp: filled(shape.bp),
    startTime: filled(shape.startTime),
    endTime: filled(shape.endTime),
    volume: filled(shape.volume),
    weight_2: filled(shape.weight_2),
    temperature: filled(shape.temperature),
    // Bag and samples
    unitId: filled(shape.unitId),
    bagType: chosen(shape.bagType),
    kitNumber: filled(shape.kitNumber),
    sampleId_1: filled(shape.sampleId_1),
    sampleId_2: filled(shape.sampleId_2),
    sampleId_3: filled(shape.sampleId_3),
    sampleToBeTested: filled(shape.sampleToBeTested),
    bloodBagStoredAt: filled(shape.bloodBagStoredAt),
    dataPostBy: filled(shape.dataPostBy),
    // Questions and declarations
    answers: answersSchema,
    consents: consentsSchema,
    notes: shape.notes,
  })
  .refine(
    (form) => {
      const [typed, confirmed] = [digitsOf(form.aadharNo), digitsOf(form.confirmAadharNo)];
      return typed === '' || confirmed === '' || typed === confirmed;
    },
    {
      message: MESSAGES.aadharMismatch,
      path: ['confirmAadharNo'],
      // Said as soon as both boxes are filled, not only once every other field is right.
      when: () => true,
    },
  );

export type FormValues = z.input<typeof donationFormFields>;
type FormOutput = z.output<typeof donationFormFields>;
export type FormControl = Control<FormValues, unknown, FormOutput>;

/**
 * A fresh form for `donor`: the contract's defaults (Whole Blood, a single bag, the first and the eighth
 * question yes, every declaration ticked — §4) and the donor's own mobile number and e-mail.
 */
export function startingValues(donor: DonorProfile): FormValues {
  return {
    bloodType: 'wholeBlood',
    veinFit: '',
    mobileNo: donor.mobileNumber ?? '',
    emailId: donor.email ?? '',
    aadharNo: '',
    confirmAadharNo: '',
    doctor: '',
    phlebotomist: '',
    height: '',
    weight_1: '',
    hb: '',
    bp: '',
    startTime: '',
    endTime: '',
    volume: '',
    weight_2: '',
    temperature: '',
    unitId: '',
    bagType: 'single',
    kitNumber: '',
    sampleId_1: '',
    sampleId_2: '',
    sampleId_3: '',
    sampleToBeTested: '',
    bloodBagStoredAt: '',
    dataPostBy: '',
    answers: Object.fromEntries(
      DONATION_QUESTIONS.map(([key]) => [key, DONATION_QUESTION_DEFAULTS[key] ?? '']),
    ) as FormValues['answers'],
    consents: Object.fromEntries(DONATION_CONSENTS.map(([key]) => [key, true])) as FormValues['consents'],
    notes: '',
  };
}

/** What is still empty: a blank box, an unanswered radio, an unticked declaration. Notes may stay empty. */
export function missingFields(values: Partial<FormValues>): string[] {
  const missing: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (name === 'notes') continue;
    if (name === 'answers' || name === 'consents') {
      for (const [key, inner] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        if (inner === '' || inner === false || inner === undefined) missing.push(`${name}.${key}`);
      }
    } else if (typeof value !== 'string' || value.trim() === '') missing.push(name);
  }
  return missing;
}

/** What is sent: the form's values, the donor, and the request they came for when there is one. */
export function payloadOf(values: FormOutput, donorId: string, requestId: string | null): DonationForm {
  return {
    ...values,
    donorId,
    ...(requestId ? { requestId, donorType: 'scheduled' as const } : { donorType: 'walkIn' as const }),
  };
}

/** The contract's messages speak English; each known one is shown through a key of its own. */
export function useMessageText() {
  const { t } = useTranslation();
  const known = new Map<string, string>([
    [REQUIRED, t('donationForm.message.required', 'Required')],
    [MESSAGES.aadharMismatch, t('donationForm.message.aadharMismatch', MESSAGES.aadharMismatch)],
    [AADHAAR_MESSAGE, t('donationForm.message.aadhaar', AADHAAR_MESSAGE)],
    ...Object.entries(donationRuleTexts(t)),
    [CONSENT_MESSAGE, t('donationForm.message.consents', CONSENT_MESSAGE)],
    [CONTROL_CHARACTERS_MESSAGE, t('donationForm.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE)],
  ]);
  return (message: string | undefined) => (message ? (known.get(message) ?? message) : undefined);
}
export type MessageText = ReturnType<typeof useMessageText>;
