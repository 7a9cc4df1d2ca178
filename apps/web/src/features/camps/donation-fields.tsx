import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { Checkbox, Group, Radio } from '@mantine/core';
import {
  BAG_TYPES,
  type BagType,
  BP_MESSAGE,
  DONATION_CONSENTS,
  type DonationConsent,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type FieldMessage,
  type FormTextOptions,
  formTextFields,
  useGroupFocus,
} from '../../components/form-fields';
import { cleanDecimal } from '../../lib/input';

/*
 * The fields a donation is recorded with (docs/spec/part-1-institution-side.md §3 "Donation sample record",
 * "Approval details", "Donation sample"), shared by the desk's donation form (features/donors) and the camp's
 * Donor Data and approval popups: the measures, bag and sample boxes with one label and one way of cleaning
 * what is typed, the yes/no questions, the bag type and the declarations' tick boxes. Each form keeps its own
 * schema and its own way of saying what is wrong (`message`): the desk form words an empty field, the camp
 * popups only mark it and say "All fileds are Required" once.
 */

// ---- what is typed -------------------------------------------------------------------------------------------

/** Height, weight, Hb, volume, bag weight: digits and one point, never negative. */
export const cleanMeasure = (typed: string) => cleanDecimal(typed).replace(/^-/, '').slice(0, 6);

/** A storage temperature, which may be below zero. */
export const cleanTemperature = (typed: string) => cleanDecimal(typed).slice(0, 6);

/** Blood pressure as "120/80": digits and one slash, at most three digits either side of it. */
export function cleanPressure(typed: string): string {
  const [systolic = '', ...rest] = typed.replace(/[^\d/]/g, '').split('/');
  return (rest.length > 0 ? `${systolic.slice(0, 3)}/${rest.join('').slice(0, 3)}` : systolic).slice(0, 7);
}

/** `HH:mm`: as typed with its colon, or four digits given one after the hours (0930 becomes 09:30). */
export function cleanClock(typed: string): string {
  if (/^\d{1,2}:\d{0,2}$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** The contract's word for a time that is not `HH:mm` (it does not export it). */
export const CLOCK_MESSAGE = 'Enter the time as HH:mm';

/** The contract's rules of the shared boxes, each through a key of its own; its ranges show as they come. */
export function donationRuleTexts(t: TFunction): Record<string, string> {
  return {
    [BP_MESSAGE]: t('donationFields.rule.bp', BP_MESSAGE),
    [CLOCK_MESSAGE]: t('donationFields.rule.clock', CLOCK_MESSAGE),
  };
}

// ---- the boxes -------------------------------------------------------------------------------------------------

/** The boxes the desk form and the camp popups share, by their fields' names in the contract. */
export type DonationBoxName =
  | 'height'
  | 'weight_1'
  | 'hb'
  | 'bp'
  | 'kitNumber'
  | 'sampleId_1'
  | 'sampleId_2'
  | 'sampleId_3'
  | 'startTime'
  | 'endTime'
  | 'volume'
  | 'weight_2'
  | 'temperature'
  | 'dataPostBy';

export type DonationBox = FormTextOptions & { label: string };

/** Each shared box's label and what it takes: the same in every form, and in the approval's read-only facts. */
export function donationBoxes(t: TFunction): Record<DonationBoxName, DonationBox> {
  const measure: FormTextOptions = { inputMode: 'decimal', clean: cleanMeasure, maxLength: 6 };
  const clock: FormTextOptions = {
    inputMode: 'numeric',
    clean: cleanClock,
    maxLength: 5,
    placeholder: 'HH:mm',
    description: t('donationFields.clockHint', '24-hour clock, e.g. 09:30'),
  };
  // The contract's length for kit and sample codes.
  const code: FormTextOptions = { maxLength: 40 };
  return {
    height: { label: t('donationFields.height', 'Height (cm)'), ...measure },
    weight_1: { label: t('donationFields.weight_1', 'Weight (kg)'), ...measure },
    hb: { label: t('donationFields.hb', 'Hb (g/dL)'), ...measure },
    bp: {
      label: t('donationFields.bp', 'Blood pressure (mmHg)'),
      inputMode: 'numeric',
      clean: cleanPressure,
      maxLength: 7,
      placeholder: '120/80',
      description: t('donationFields.bpHint', 'Systolic/diastolic'),
    },
    kitNumber: { label: t('donationFields.kitNumber', 'Kit number'), ...code },
    sampleId_1: { label: t('donationFields.sampleId_1', 'Sample ID 1'), ...code },
    sampleId_2: { label: t('donationFields.sampleId_2', 'Sample ID 2'), ...code },
    sampleId_3: { label: t('donationFields.sampleId_3', 'Sample ID 3'), ...code },
    startTime: { label: t('donationFields.startTime', 'Start time'), ...clock },
    endTime: { label: t('donationFields.endTime', 'End time'), ...clock },
    volume: { label: t('donationFields.volume', 'Volume (ml)'), ...measure },
    weight_2: { label: t('donationFields.weight_2', 'Bag weight (g)'), ...measure },
    temperature: {
      label: t('donationFields.temperature', 'Temperature (°C)'),
      inputMode: 'decimal',
      clean: cleanTemperature,
      maxLength: 6,
      description: t('donationFields.temperatureHint', 'Of the stored bag'),
    },
    dataPostBy: { label: t('donationFields.dataPostBy', 'Data posted by'), maxLength: TEXT_LIMITS.name },
  };
}

/**
 * The shared boxes of one form, bound to its control and its messages and marked required: `box('height')`,
 * or `box('startTime', { label })` where a form words one otherwise.
 */
export function useDonationBoxes<T extends FieldValues, O>(
  control: Control<T, unknown, O>,
  message: FieldMessage,
) {
  const { t } = useTranslation();
  const boxes = donationBoxes(t);
  const text = formTextFields(control, message, { required: true });
  return (name: DonationBoxName & Path<T>, changes: Partial<DonationBox> = {}) => {
    const { label, ...options } = { ...boxes[name], ...changes };
    return text(name, label, options);
  };
}

// ---- choices and declarations ---------------------------------------------------------------------------------

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

interface ChoiceFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  message: FieldMessage;
}

/** One answer by radio, required; when it is the form's first problem, focus goes to its chosen option. */
export function ChoiceField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  message,
}: ChoiceFieldProps<T, O> & { options: readonly ChoiceOption[] }) {
  const { field, fieldState } = useController({ control, name });
  const group = useGroupFocus(field.ref, 'input:checked');
  const invalid = fieldState.error ? true : undefined;
  return (
    <Radio.Group
      ref={group}
      label={label}
      withAsterisk
      value={(field.value as string | undefined) || null}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      error={message(fieldState.error?.message)}
    >
      <Group gap="lg" mt={6} align="flex-start">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description}
            onBlur={field.onBlur}
            error={invalid}
            aria-invalid={invalid}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A question answered Yes or No. */
export function YesNoField<T extends FieldValues, O>(props: ChoiceFieldProps<T, O>) {
  const { t } = useTranslation();
  const options = [
    { value: 'yes', label: t('common.yes', 'Yes') },
    { value: 'no', label: t('common.no', 'No') },
  ];
  return <ChoiceField {...props} options={options} />;
}

/** A bag type as a person reads it (the contract's values keep the spec's spelling, "quardruple"). */
export function bagTypeLabel(t: TFunction, bagType: BagType): string {
  const labels: Record<BagType, string> = {
    single: t('donationFields.bagTypes.single', 'Single'),
    double: t('donationFields.bagTypes.double', 'Double'),
    SAGM: t('donationFields.bagTypes.SAGM', 'SAGM'),
    quardruple: t('donationFields.bagTypes.quardruple', 'Quadruple'),
  };
  return labels[bagType];
}

export const bagTypeTitle = (t: TFunction) => t('donationFields.bagType', 'Bag type');

/** The bag's type, one of the contract's. */
export function BagTypeField<T extends FieldValues, O>(props: Omit<ChoiceFieldProps<T, O>, 'label'>) {
  const { t } = useTranslation();
  const options = BAG_TYPES.map((value) => ({ value, label: bagTypeLabel(t, value) }));
  return <ChoiceField {...props} label={bagTypeTitle(t)} options={options} />;
}

const CONSENT_TEXT = Object.fromEntries(DONATION_CONSENTS) as Record<DonationConsent, string>;

/** A declaration in the contract's words, through a key of its own. */
export const consentLabel = (t: TFunction, consent: DonationConsent) =>
  t(`donationFields.consent.${consent}`, CONSENT_TEXT[consent]);

/** A declaration's tick box: its value is whether it is ticked; red while the form's rule wants it ticked. */
export function ConsentBox<T extends FieldValues, O>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      label={label}
      checked={Boolean(field.value)}
      onChange={(event) => {
        field.onChange(event.currentTarget.checked);
        field.onBlur();
      }}
      error={Boolean(fieldState.error)}
    />
  );
}
