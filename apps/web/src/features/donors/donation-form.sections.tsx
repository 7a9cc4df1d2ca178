import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DONATION_BLOOD_TYPES, DONATION_CONSENTS, DONATION_QUESTIONS, TEXT_LIMITS } from '@raktsetu/contract';
import { useController, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_BELOW,
  FormSection,
  type FormTextOptions,
  formTextFields,
} from '../../components/form-fields';
import { cleanDigits, cleanPhone } from '../../lib/input';
import {
  BagTypeField,
  ChoiceField,
  type ChoiceOption,
  ConsentBox,
  consentLabel,
  useDonationBoxes,
  YesNoField,
} from '../camps/donation-fields';
import classes from './donation-form.module.css';
import type { FormControl, MessageText } from './donation-form.schema';

/*
 * The five parts of the donation form (docs/spec/part-1-institution-side.md §5 "Donation form"): the donor's
 * details, the measures, the bag and its sample tubes, the questions and the declarations. Every field is
 * required but the notes; each shows its message as the form's `message` words it.
 */

interface SectionProps {
  control: FormControl;
  message: MessageText;
}

/** An Aadhaar number's box: its 12 digits, however they are typed or pasted. */
const AADHAAR: FormTextOptions = { inputMode: 'numeric', clean: (text) => cleanDigits(text, 12) };

export function DetailsSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  const text = formTextFields(control, message, { required: true });
  const bloodTypes: ChoiceOption[] = [
    {
      value: 'wholeBlood',
      label: t('donationForm.bloodType.wholeBlood', 'Whole Blood'),
    },
    {
      value: 'platelets',
      label: t('donationForm.bloodType.platelets', 'Platelets'),
      description: t('donationForm.bloodType.plateletsComponent', DONATION_BLOOD_TYPES.platelets),
    },
    {
      value: 'plasma',
      label: t('donationForm.bloodType.plasma', 'Plasma'),
      description: t('donationForm.bloodType.plasmaComponent', DONATION_BLOOD_TYPES.plasma),
    },
  ];
  return (
    <FormSection title={t('donationForm.section.details', 'Details')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChoiceField
          control={control}
          name="bloodType"
          label={t('donationForm.bloodType.label', 'Blood type')}
          options={bloodTypes}
          message={message}
        />
        <YesNoField
          control={control}
          name="veinFit"
          label={t('donationForm.veinFit', 'Vein fit for donation')}
          message={message}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {text('mobileNo', t('donationForm.mobileNo', 'Mobile number'), {
          inputMode: 'numeric',
          clean: cleanPhone,
          description: t('donationForm.mobileHint', 'From the donor’s profile; correct it if it changed'),
        })}
        {text('emailId', t('donationForm.emailId', 'E-mail'), {
          inputMode: 'email',
          maxLength: TEXT_LIMITS.email,
        })}
        {text('doctor', t('donationForm.doctor', 'Doctor'), { maxLength: TEXT_LIMITS.name })}
        {text('aadharNo', t('donationForm.aadharNo', 'Aadhaar number'), {
          ...AADHAAR,
          description: t('donationForm.aadharHint', '12 digits'),
        })}
        {text('confirmAadharNo', t('donationForm.confirmAadharNo', 'Confirm Aadhaar number'), AADHAAR)}
        {text('phlebotomist', t('donationForm.phlebotomist', 'Phlebotomist'), {
          maxLength: TEXT_LIMITS.name,
        })}
      </SimpleGrid>
    </FormSection>
  );
}

/** The donor's measures before the needle, then the bleed's. */
export function MeasuresSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  const box = useDonationBoxes(control, message);
  return (
    <FormSection title={t('donationForm.section.measures', 'Measures')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {box('height')}
        {box('weight_1')}
        {box('hb')}
        <div className={classes.wideBox}>{box('bp')}</div>
        {box('startTime')}
        {box('endTime')}
        {box('volume')}
        {box('weight_2')}
        {box('temperature')}
      </SimpleGrid>
    </FormSection>
  );
}

export function BagSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  const box = useDonationBoxes(control, message);
  const text = formTextFields(control, message, { required: true, maxLength: TEXT_LIMITS.name });
  return (
    <FormSection title={t('donationForm.section.bag', 'Bag and samples')}>
      <BagTypeField control={control} name="bagType" message={message} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {text('unitId', t('donationForm.unitId', 'Unit ID / bag number'), {
          maxLength: 40,
          description: t('donationForm.unitIdHint', 'As printed on the bag; a scanner can type it'),
        })}
        {box('kitNumber')}
        {text('sampleToBeTested', t('donationForm.sampleToBeTested', 'Sample to be tested'))}
        {box('sampleId_1')}
        {box('sampleId_2')}
        {box('sampleId_3')}
        {text('bloodBagStoredAt', t('donationForm.bloodBagStoredAt', 'Blood bag stored at'))}
        {box('dataPostBy')}
      </SimpleGrid>
    </FormSection>
  );
}

export function QuestionsSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('donationForm.section.questions', 'Questions')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        {DONATION_QUESTIONS.map(([key, text]) => (
          <YesNoField
            key={key}
            control={control}
            name={`answers.${key}`}
            label={t(`donationForm.question.${key}`, text)}
            message={message}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}

export function DeclarationsSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name: 'consents' });
  const problem = DONATION_CONSENTS.map(([key]) => errors.consents?.[key]?.message).find(Boolean);
  const notes = useController({ control, name: 'notes' });
  return (
    <FormSection title={t('donationForm.section.declarations', 'Declarations')}>
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} size="sm" p={0} mb={4}>
          {t('donationForm.declarationsLegend', 'Tick each that holds; all are needed')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="xs">
          {DONATION_CONSENTS.map(([key]) => (
            <ConsentBox key={key} control={control} name={`consents.${key}`} label={consentLabel(t, key)} />
          ))}
        </SimpleGrid>
        {typeof problem === 'string' && (
          <Text size="sm" c="red">
            {message(problem)}
          </Text>
        )}
      </Stack>
      <Textarea
        ref={notes.field.ref}
        name={notes.field.name}
        label={t('donationForm.notes', 'Notes')}
        value={notes.field.value ?? ''}
        onChange={(event) => notes.field.onChange(event.currentTarget.value)}
        onBlur={notes.field.onBlur}
        error={message(notes.fieldState.error?.message)}
        inputWrapperOrder={DESCRIPTION_BELOW}
        maxLength={1000}
        rows={2}
        resize="vertical"
      />
    </FormSection>
  );
}
