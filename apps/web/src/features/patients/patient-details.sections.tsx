import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, Radio, Select, SimpleGrid, Text, Textarea } from '@mantine/core';
import { BLOOD_GROUPS, calendarDay } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { cleanDateText, FormSection, useGroupFocus } from '../../components/form-fields';
import { cleanDecimal, cleanDigits, cleanPhone } from '../../lib/input';
import { PATIENT_LIMITS } from './add-patient.schemas';
import { type PatientControl, PatientTextField, usePatientBinding } from './patient-fields';
import { GENDERS, genderLabel } from './patient-text';

/** Full years from a typed date of birth to today, or null while the date is not a whole, possible one. */
export function yearsSince(text: string, today = new Date()): number | null {
  const day = calendarDay(text);
  if (!day) return null;
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const month0 = today.getMonth() + 1;
  const birthdayPassed = month0 > month || (month0 === month && today.getDate() >= date);
  const years = today.getFullYear() - year - (birthdayPassed ? 0 : 1);
  return years >= 0 && years <= 130 ? years : null;
}

function GenderField({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  const gender = usePatientBinding<string>(control, 'gender');
  // When gender is the first problem, focus goes to its chosen option, or the first.
  const group = useGroupFocus(gender.ref, 'input:checked');

  return (
    <div ref={group}>
      <Radio.Group
        label={t('addPatient.gender', 'Gender')}
        value={gender.value}
        onChange={(value) => {
          gender.onChange(value);
          gender.onBlur();
        }}
        error={gender.error}
        withAsterisk
        size="md"
      >
        <Group gap="lg" mt={8}>
          {GENDERS.map((value) => (
            <Radio key={value} value={value} label={genderLabel(t, value)} />
          ))}
        </Group>
      </Radio.Group>
    </div>
  );
}

function BloodGroupField({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  const bloodGroup = usePatientBinding<string>(control, 'bloodGroup');
  return (
    <Select
      ref={bloodGroup.ref}
      label={t('addPatient.bloodGroup', 'Blood group')}
      placeholder={t('addPatient.bloodGroupPlaceholder', 'Select Blood Group')}
      data={[...BLOOD_GROUPS]}
      value={bloodGroup.value || null}
      onChange={(value) => bloodGroup.onChange(value ?? '')}
      onBlur={bloodGroup.onBlur}
      error={bloodGroup.error}
      clearable
      size="md"
    />
  );
}

/** Name, gender, the hospital's patient ID, blood group, date of birth or age, height and weight. */
export function PersonalSection({
  control,
  onAge,
}: {
  control: PatientControl;
  /** A complete date of birth gives the age, which the person may still change. */
  onAge: (years: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('addPatient.section.personal', 'Personal details')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PatientTextField
          control={control}
          name="firstName"
          required
          label={t('addPatient.firstName', 'First name')}
          maxLength={PATIENT_LIMITS.name}
          autoComplete="off"
        />
        <PatientTextField
          control={control}
          name="lastName"
          required
          label={t('addPatient.lastName', 'Last name')}
          maxLength={PATIENT_LIMITS.name}
          autoComplete="off"
        />
        <GenderField control={control} />
        <PatientTextField
          control={control}
          name="patientId"
          required
          label={t('addPatient.patientId', 'Patient ID')}
          description={t(
            'addPatient.patientIdHint',
            "The hospital's own number for the patient (MRN or UHID)",
          )}
          maxLength={PATIENT_LIMITS.patientId}
          autoComplete="off"
        />
        <BloodGroupField control={control} />
        <SimpleGrid cols={2} spacing="md">
          <PatientTextField
            control={control}
            name="dateOfBirth"
            label={t('addPatient.dateOfBirth', 'Date of birth')}
            description={t('addPatient.dateHint', 'DD/MM/YYYY')}
            inputMode="numeric"
            maxLength={10}
            clean={cleanDateText}
            onValue={(text) => {
              const years = yearsSince(text);
              if (years !== null) onAge(years);
            }}
            autoComplete="off"
          />
          <PatientTextField
            control={control}
            name="age"
            label={t('addPatient.age', 'Age (years)')}
            description={t('addPatient.ageHint', 'Filled in from the date of birth, or type it')}
            inputMode="numeric"
            maxLength={3}
            clean={(text) => cleanDigits(text, 3)}
            autoComplete="off"
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="md">
          <PatientTextField
            control={control}
            name="height"
            label={t('addPatient.height', 'Height (cm)')}
            inputMode="decimal"
            maxLength={6}
            clean={cleanDecimal}
            autoComplete="off"
          />
          <PatientTextField
            control={control}
            name="weight"
            label={t('addPatient.weight', 'Weight (kg)')}
            inputMode="decimal"
            maxLength={6}
            clean={cleanDecimal}
            autoComplete="off"
          />
        </SimpleGrid>
      </SimpleGrid>
    </FormSection>
  );
}

/** E-mail (required), mobile number with +91, and the Aadhaar number typed twice. */
export function ContactSection({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  const aadhaar = (text: string) => cleanDigits(text, 12);
  return (
    <FormSection title={t('addPatient.section.contact', 'Contact and identity')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PatientTextField
          control={control}
          name="email"
          required
          label={t('addPatient.email', 'E-mail')}
          type="email"
          inputMode="email"
          maxLength={PATIENT_LIMITS.email}
          autoComplete="off"
        />
        <PatientTextField
          control={control}
          name="mobileNumber"
          label={t('addPatient.mobileNumber', 'Mobile number')}
          description={t('addPatient.mobileHint', '10-digit mobile, or 11-digit landline with 0')}
          inputMode="numeric"
          leftSection={<Text size="sm">+91</Text>}
          leftSectionWidth={44}
          maxLength={PATIENT_LIMITS.digitsPasted}
          clean={cleanPhone}
          autoComplete="off"
        />
        <PatientTextField
          control={control}
          name="aadharNumber"
          label={t('addPatient.aadharNumber', 'Aadhaar number')}
          description={t('addPatient.aadhaarHint', '12 digits')}
          inputMode="numeric"
          maxLength={PATIENT_LIMITS.digitsPasted}
          clean={aadhaar}
          autoComplete="off"
        />
        <PatientTextField
          control={control}
          name="confirmAadhar"
          label={t('addPatient.confirmAadhar', 'Confirm Aadhaar number')}
          inputMode="numeric"
          maxLength={PATIENT_LIMITS.digitsPasted}
          clean={aadhaar}
          autoComplete="off"
        />
      </SimpleGrid>
    </FormSection>
  );
}

/** Who referred the patient, and notes for the desk. */
export function NotesSection({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  const notes = usePatientBinding<string>(control, 'notes');
  return (
    <FormSection title={t('addPatient.section.notes', 'Referral and notes')}>
      <PatientTextField
        control={control}
        name="refferedBy"
        label={t('addPatient.refferedBy', 'Referred by')}
        description={t('addPatient.refferedByHint', 'The doctor or hospital that referred the patient')}
        maxLength={PATIENT_LIMITS.name}
        autoComplete="off"
      />
      <Textarea
        ref={notes.ref}
        label={t('addPatient.notes', 'Notes')}
        value={notes.value}
        onChange={(event) => notes.onChange(event.currentTarget.value)}
        onBlur={notes.onBlur}
        error={notes.error}
        maxLength={PATIENT_LIMITS.notes}
        size="md"
        rows={4}
        resize="vertical"
      />
    </FormSection>
  );
}
