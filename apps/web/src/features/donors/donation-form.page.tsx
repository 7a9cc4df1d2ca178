import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AADHAAR_MESSAGE,
  BAG_TYPES,
  BP_MESSAGE,
  bmi,
  CONTROL_CHARACTERS_MESSAGE,
  DONATION_BLOOD_TYPES,
  DONATION_CONSENTS,
  DONATION_QUESTION_DEFAULTS,
  DONATION_QUESTIONS,
  type DonationConsent,
  type DonationForm,
  type DonationOutcome,
  type DonationQuestion,
  type DonorProfile,
  type DonorRow,
  displayUnitNumber,
  donationFormSchema,
  MESSAGES,
  REVIEW_MESSAGES,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Control, type FieldPath, useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BackLink } from '../../components/back-link';
import {
  DESCRIPTION_BELOW,
  FormSection,
  type FormTextOptions,
  formTextFields,
} from '../../components/form-fields';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { formatPhone } from '../../lib/format';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDecimal, cleanDigits, cleanPhone } from '../../lib/input';
import { useUnsavedChangesPrompt } from '../profile/unsaved-changes';
import {
  type RecordedDonation,
  useDonationDonor,
  useFindDonorById,
  useRecordDonation,
} from './donation-form.api';
import { DonorEligibility } from './donor-eligibility';

/*
 * The donation form, "Donation by Donor ID" (docs/spec/part-1-institution-side.md §2, §3 "Donation sample",
 * §4 "Donation form defaults", §5 "Donation form"): a blood centre records a donation at the desk in one go —
 * the donor's details, the measures, the bag and its sample tubes, the questions and the declarations. The
 * rules are the contract's (donationFormSchema); the form only turns every box into text, so an empty box is
 * "missing" rather than a number out of range.
 */

/** The contract's word for an empty field of the donation's forms; shown at the field as "Required". */
const REQUIRED = MESSAGES.donorDataFiledsRequired;
const CONSENT_MESSAGE = 'Tick every declaration before approving';
const TIME_MESSAGE = 'Enter the time as HH:mm';

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

const donationFormFields = z
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

type FormValues = z.input<typeof donationFormFields>;
type FormOutput = z.output<typeof donationFormFields>;
type FormControl = Control<FormValues, unknown, FormOutput>;
type FieldName = FieldPath<FormValues>;

/**
 * A fresh form for `donor`: the contract's defaults (Whole Blood, a single bag, the first and the eighth
 * question yes, every declaration ticked — §4) and the donor's own mobile number and e-mail.
 */
function startingValues(donor: DonorProfile): FormValues {
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
function missingFields(values: Partial<FormValues>): string[] {
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
function payloadOf(values: FormOutput, donorId: string, requestId: string | null): DonationForm {
  return {
    ...values,
    donorId,
    ...(requestId ? { requestId, donorType: 'scheduled' as const } : { donorType: 'walkIn' as const }),
  };
}

/** The contract's messages speak English; each known one is shown through a key of its own. */
function useMessageText() {
  const { t } = useTranslation();
  const known = new Map<string, string>([
    [REQUIRED, t('donationForm.message.required', 'Required')],
    [MESSAGES.aadharMismatch, t('donationForm.message.aadharMismatch', MESSAGES.aadharMismatch)],
    [AADHAAR_MESSAGE, t('donationForm.message.aadhaar', AADHAAR_MESSAGE)],
    [BP_MESSAGE, t('donationForm.message.bp', BP_MESSAGE)],
    [TIME_MESSAGE, t('donationForm.message.time', TIME_MESSAGE)],
    [CONSENT_MESSAGE, t('donationForm.message.consents', CONSENT_MESSAGE)],
    [CONTROL_CHARACTERS_MESSAGE, t('donationForm.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE)],
  ]);
  return (message: string | undefined) => (message ? (known.get(message) ?? message) : undefined);
}
type MessageText = ReturnType<typeof useMessageText>;

/** Height, weight, volume and the like: digits and one point, never negative. */
const cleanMeasure = (text: string) => cleanDecimal(text).replace('-', '').slice(0, 6);
/** A storage temperature may be below zero. */
const cleanTemperature = (text: string) => cleanDecimal(text).slice(0, 6);
/** "120/80": digits and the slash. */
const cleanPressure = (text: string) => text.replace(/[^\d/]/g, '').slice(0, 7);
/** HH:mm: typed with its colon, or as four digits that get one (0930 becomes 09:30). */
function cleanClock(text: string): string {
  const kept = text.replace(/[^\d:]/g, '');
  if (kept.includes(':')) return kept.slice(0, 5);
  const digits = kept.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** /donation-form: a blood centre's screen (the router's RequireFullMenu sends other types home). */
export function DonationFormPage() {
  return <DonationFormScreen />;
}

const UUID = z.uuid();
const idParam = (value: string | null) => (value && UUID.safeParse(value).success ? value : null);

function DonationFormScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawDonorId = params.get('donorId');
  const donorId = idParam(rawDonorId);
  const requestId = idParam(params.get('requestId'));
  const donor = useDonationDonor(donorId);

  const findAnother = () => setParams({});

  let body: ReactNode;
  if (rawDonorId === null) {
    body = <DonorLookup onFound={(row) => setParams({ donorId: row._id })} />;
  } else if (donorId === null || (donor.isError && !donor.data)) {
    const notFound = donorId === null || donor.error?.status === 404;
    body = (
      <Stack gap="lg">
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {notFound ? t('donationForm.donorNotFound', 'Donor not found') : donor.error?.message}
            </Text>
            {!notFound && (
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => void donor.refetch()}
                loading={donor.isFetching}
              >
                {t('donationForm.retry', 'Try again')}
              </Button>
            )}
          </Stack>
        </Alert>
        <DonorLookup onFound={(row) => setParams({ donorId: row._id })} />
      </Stack>
    );
  } else if (!donor.data) {
    body = (
      <Group gap="xs" p="lg" justify="center">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('donationForm.loadingDonor', 'Loading the donor…')}</Text>
      </Group>
    );
  } else {
    body = (
      <Stack gap="lg">
        <DonorSummary donor={donor.data} scheduled={requestId !== null} onFindAnother={findAnother} />
        <DonationFormBody
          // Another donor starts on a fresh form, prefilled with their own details.
          key={donor.data._id}
          donor={donor.data}
          requestId={requestId}
          onDone={findAnother}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <BackLink to="/people" label={t('donationForm.back', 'People')} />
      <PageHeader
        title={t('donors.donationForm.title', 'Donation by Donor ID')}
        intro={t(
          'donationForm.intro',
          'Record a donation at the desk. Every field is needed except the notes; Approve is enabled once all are filled.',
        )}
      />
      {body}
    </Stack>
  );
}

/** A walk-in reads out their donor ID; the donor must be on this institution's list. */
function DonorLookup({ onFound }: { onFound: (row: DonorRow) => void }) {
  const { t } = useTranslation();
  const find = useFindDonorById();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotFound(null);
    if (typed.trim() === '') {
      setProblem(t('donationForm.lookup.empty', 'Enter the donor ID'));
      return;
    }
    setProblem(null);
    try {
      const row = await find.mutateAsync(typed);
      if (row) onFound(row);
      else setNotFound(typed.trim());
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  return (
    <FormSection
      title={t('donationForm.lookup.title', 'Find the donor')}
      description={t(
        'donationForm.lookup.description',
        'A walk-in donor: type the donor ID on their card or in the app.',
      )}
    >
      <form noValidate onSubmit={submit} aria-label={t('donationForm.lookup.title', 'Find the donor')}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('donationForm.lookup.donorId', 'Donor ID')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={problem}
            maxLength={40}
            autoComplete="off"
            w={{ base: '100%', sm: 280 }}
          />
          <Button type="submit" loading={find.isPending} mt={{ base: 0, sm: 25 }}>
            {t('donationForm.lookup.find', 'Find donor')}
          </Button>
        </Group>
      </form>
      {notFound && (
        <Alert color="orange" variant="light" role="alert">
          <Text size="sm">
            {t('donationForm.lookup.notFound', 'No donor with donor ID {{donorId}} is on your donor list.', {
              donorId: notFound,
            })}{' '}
            <Anchor component={Link} to="/add-donor" size="sm" fw={600}>
              {t('donationForm.lookup.addDonor', 'Add a donor')}
            </Anchor>
          </Text>
        </Alert>
      )}
    </FormSection>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </div>
  );
}

/** Whether the donor may give today: fit, and not blocked by this institution. */
const mayGiveToday = (donor: DonorProfile) =>
  donor.eligibility.eligibleToday && !donor.isBlocked && donor.status !== 'Blocked';

function useGenderText() {
  const { t } = useTranslation();
  return (gender: string) =>
    ({
      Male: t('donationForm.genders.male', 'Male'),
      Female: t('donationForm.genders.female', 'Female'),
      Other: t('donationForm.genders.other', 'Other'),
    })[gender] ?? gender;
}

/** Who is giving: the facts the clerk checks against the person in front of them, and their fitness today. */
function DonorSummary({
  donor,
  scheduled,
  onFindAnother,
}: {
  donor: DonorProfile;
  scheduled: boolean;
  onFindAnother: () => void;
}) {
  const { t } = useTranslation();
  const genderText = useGenderText();
  const name = `${donor.firstName} ${donor.lastName}`.trim();
  const index = donor.bmi ?? (donor.height && donor.weight ? bmi(donor.weight, donor.height) : null);
  const blockedWithoutReason = !mayGiveToday(donor) && donor.eligibility.reasons.length === 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {name}
            </Title>
            {scheduled && (
              <Text size="sm" c="dimmed">
                {t('donationForm.scheduled', 'Giving for a blood request')}
              </Text>
            )}
          </div>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onFindAnother}>
            {t('donationForm.findAnother', 'Find another donor')}
          </Anchor>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4, lg: 7 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact label={t('donationForm.fact.donorId', 'Donor ID')}>
            <Text span size="sm" ff="monospace">
              {donor.donorId}
            </Text>
          </Fact>
          <Fact label={t('donationForm.fact.bloodGroup', 'Blood group')}>{donor.bloodGroup}</Fact>
          <Fact label={t('donationForm.fact.gender', 'Gender')}>{genderText(donor.gender)}</Fact>
          <Fact label={t('donationForm.fact.age', 'Age')}>
            {donor.age === null ? null : t('donationForm.ageYears', '{{count}} years', { count: donor.age })}
          </Fact>
          <Fact label={t('donationForm.fact.bmi', 'BMI')}>{index === null ? null : index.toFixed(2)}</Fact>
          <Fact label={t('donationForm.fact.mobile', 'Mobile')}>
            {formatPhone(donor.mobileNumber, donor.countryCode)}
          </Fact>
          <Fact label={t('donationForm.fact.email', 'E-mail')}>{donor.email}</Fact>
        </SimpleGrid>
        <DonorEligibility eligibility={donor.eligibility} />
        {blockedWithoutReason && (
          <Text size="sm">
            {donor.block?.reason ?? t('donationForm.blocked', 'Blocked by this institution')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A group of radios or boxes bound to the form: when it is the first problem, focus goes to its first input. */
function useFocusTarget(register: (target: { focus: () => void }) => void) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    register({ focus: () => group.current?.querySelector<HTMLInputElement>('input')?.focus() });
  }, [register]);
  return group;
}

interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

/** One choice by radio (blood type, vein fit, bag type, each question). */
function ChoiceField({
  control,
  name,
  label,
  options,
  message,
}: {
  control: FormControl;
  name: FieldName;
  label: string;
  options: readonly ChoiceOption[];
  message: MessageText;
}) {
  const { field, fieldState } = useController({ control, name });
  const group = useFocusTarget(field.ref);
  return (
    <Radio.Group
      ref={group}
      label={label}
      withAsterisk
      value={(field.value as string) || null}
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
            error={Boolean(fieldState.error)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

function useYesNo(): ChoiceOption[] {
  const { t } = useTranslation();
  return [
    { value: 'yes', label: t('donationForm.yes', 'Yes') },
    { value: 'no', label: t('donationForm.no', 'No') },
  ];
}

interface SectionProps {
  control: FormControl;
  message: MessageText;
}

const MEASURE: FormTextOptions = { inputMode: 'decimal', clean: cleanMeasure };

function DetailsSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  const yesNo = useYesNo();
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
        <ChoiceField
          control={control}
          name="veinFit"
          label={t('donationForm.veinFit', 'Vein fit for donation')}
          options={yesNo}
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
          inputMode: 'numeric',
          clean: (value) => cleanDigits(value, 12),
          description: t('donationForm.aadharHint', '12 digits'),
        })}
        {text('confirmAadharNo', t('donationForm.confirmAadharNo', 'Confirm Aadhaar number'), {
          inputMode: 'numeric',
          clean: (value) => cleanDigits(value, 12),
        })}
        {text('phlebotomist', t('donationForm.phlebotomist', 'Phlebotomist'), {
          maxLength: TEXT_LIMITS.name,
        })}
      </SimpleGrid>
    </FormSection>
  );
}

function MeasuresSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  const text = formTextFields(control, message, { required: true });
  const clock: FormTextOptions = {
    inputMode: 'numeric',
    placeholder: 'HH:mm',
    maxLength: 5,
    clean: cleanClock,
    description: t('donationForm.clockHint', '24-hour clock, e.g. 09:30'),
  };
  return (
    <FormSection title={t('donationForm.section.measures', 'Measures')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {text('height', t('donationForm.height', 'Height (cm)'), MEASURE)}
        {text('weight_1', t('donationForm.weight_1', 'Weight (kg)'), MEASURE)}
        {text('hb', t('donationForm.hb', 'Hb (g/dL)'), MEASURE)}
        {text('bp', t('donationForm.bp', 'Blood pressure (mmHg)'), {
          inputMode: 'numeric',
          placeholder: '120/80',
          clean: cleanPressure,
          description: t('donationForm.bpHint', 'Systolic/diastolic'),
        })}
        {text('temperature', t('donationForm.temperature', 'Temperature (°C)'), {
          inputMode: 'decimal',
          clean: cleanTemperature,
          description: t('donationForm.temperatureHint', 'Of the stored bag'),
        })}
        {text('startTime', t('donationForm.startTime', 'Start time'), clock)}
        {text('endTime', t('donationForm.endTime', 'End time'), clock)}
        {text('volume', t('donationForm.volume', 'Volume (ml)'), MEASURE)}
        {text('weight_2', t('donationForm.weight_2', 'Bag weight (g)'), MEASURE)}
      </SimpleGrid>
    </FormSection>
  );
}

function BagSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  const text = formTextFields(control, message, { required: true, maxLength: 40 });
  const bagTypes: ChoiceOption[] = BAG_TYPES.map((value) => ({
    value,
    label: {
      single: t('donationForm.bagType.single', 'Single'),
      double: t('donationForm.bagType.double', 'Double'),
      SAGM: t('donationForm.bagType.sagm', 'SAGM'),
      quardruple: t('donationForm.bagType.quardruple', 'Quadruple'),
    }[value],
  }));
  return (
    <FormSection title={t('donationForm.section.bag', 'Bag and samples')}>
      <ChoiceField
        control={control}
        name="bagType"
        label={t('donationForm.bagType.label', 'Bag type')}
        options={bagTypes}
        message={message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {text('unitId', t('donationForm.unitId', 'Unit ID / bag number'), {
          description: t('donationForm.unitIdHint', 'As printed on the bag; a scanner can type it'),
        })}
        {text('kitNumber', t('donationForm.kitNumber', 'Kit number'))}
        {text('sampleToBeTested', t('donationForm.sampleToBeTested', 'Sample to be tested'), {
          maxLength: TEXT_LIMITS.name,
        })}
        {text('sampleId_1', t('donationForm.sampleId_1', 'Sample ID 1'))}
        {text('sampleId_2', t('donationForm.sampleId_2', 'Sample ID 2'))}
        {text('sampleId_3', t('donationForm.sampleId_3', 'Sample ID 3'))}
        {text('bloodBagStoredAt', t('donationForm.bloodBagStoredAt', 'Blood bag stored at'), {
          maxLength: TEXT_LIMITS.name,
        })}
        {text('dataPostBy', t('donationForm.dataPostBy', 'Data posted by'), { maxLength: TEXT_LIMITS.name })}
      </SimpleGrid>
    </FormSection>
  );
}

function QuestionsSection({ control, message }: SectionProps) {
  const { t } = useTranslation();
  const yesNo = useYesNo();
  return (
    <FormSection title={t('donationForm.section.questions', 'Questions')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        {DONATION_QUESTIONS.map(([key, text]) => (
          <ChoiceField
            key={key}
            control={control}
            name={`answers.${key}`}
            label={t(`donationForm.question.${key}`, text)}
            options={yesNo}
            message={message}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}

function ConsentBox({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: DonationConsent;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name: `consents.${name}` });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      label={label}
      checked={field.value as boolean}
      onChange={(event) => {
        field.onChange(event.currentTarget.checked);
        field.onBlur();
      }}
      error={Boolean(fieldState.error)}
    />
  );
}

function DeclarationsSection({ control, message }: SectionProps) {
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
          {DONATION_CONSENTS.map(([key, text]) => (
            <ConsentBox
              key={key}
              control={control}
              name={key}
              label={t(`donationForm.consent.${key}`, text)}
            />
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

/**
 * Under the form: Approve, disabled until every field is filled and while the donor may not give today, and
 * what stands in the way. Fields left empty or wrong turn red as they are left, and the spec's line says
 * where to look (§5): "Please fill on the Details and Questions". It watches the whole form itself, so typing
 * re-renders this bar and the field, not every section.
 */
function SubmitBar({
  control,
  mayGive,
  pending,
  onShowMissing,
  onCancel,
}: {
  control: FormControl;
  mayGive: boolean;
  pending: boolean;
  onShowMissing: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as Partial<FormValues>;
  const { errors } = useFormState({ control });
  const missing = missingFields(values);
  const mismatch = errors.confirmAadharNo?.message === MESSAGES.aadharMismatch;
  const otherProblems = Object.keys(errors).some((name) => name !== 'confirmAadharNo' || !mismatch);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      shadow="sm"
      style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
      aria-label={t('donationForm.approveBar', 'Approve the donation')}
      component="section"
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          {!mayGive && (
            <Text size="sm" c="red" fw={600}>
              {t('donationForm.notEligible', REVIEW_MESSAGES.notEligible)}
            </Text>
          )}
          {otherProblems && (
            <Text size="sm" c="red" fw={600} role="alert">
              {t('donationForm.fillDetails', MESSAGES.fillDetailsAndQuestions)}
            </Text>
          )}
          {mismatch && (
            <Text size="sm" c="red" fw={600} role="alert">
              {t('donationForm.message.aadharMismatch', MESSAGES.aadharMismatch)}
            </Text>
          )}
          {mayGive && missing.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('donationForm.stillEmpty', 'Still to fill: {{number}}.', { number: missing.length })}{' '}
              <Anchor component="button" type="button" size="sm" onClick={onShowMissing}>
                {t('donationForm.showMissing', 'Show them')}
              </Anchor>
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" disabled={!mayGive || missing.length > 0} loading={pending} miw={120}>
            {t('donationForm.approve', 'Approve')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Enter in a text box sends the form even while Approve is disabled, so the clerk learns at every field what
 * is missing (a disabled button blocks the browser's own Enter submission). Enter in the notes is a new line.
 */
function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.tagName !== 'INPUT' || target.closest('form') !== event.currentTarget) return;
    event.preventDefault();
    submit();
  };
}

function DonationFormBody({
  donor,
  requestId,
  onDone,
}: {
  donor: DonorProfile;
  requestId: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const message = useMessageText();
  const record = useRecordDonation();
  const [recorded, setRecorded] = useState<RecordedDonation | null>(null);
  const form = useContractForm(donationFormFields, { defaultValues: startingValues(donor) });
  const { control, formState } = form;
  const mayGive = mayGiveToday(donor);

  useUnsavedChangesPrompt(
    formState.isDirty && recorded === null,
    t('donationForm.unsaved', 'The donation is not recorded yet.'),
  );

  const submit = form.handleSubmit(async (values) => {
    // Enter in a field sends the form again while the first one is under way or already recorded; an unfit
    // donor is refused (the server refuses too).
    if (record.isPending || recorded !== null || !mayGive) return;
    try {
      setRecorded(await record.mutateAsync(payloadOf(values, donor._id, requestId)));
    } catch (failure) {
      const general = showServerErrors(form, failure);
      if (general) await popups.failure({ title: general });
    }
  });

  const cancel = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/people');
  };

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        onKeyDown={submitOnEnter(() => void submit())}
        aria-label={t('donationForm.formLabel', 'Donation of {{name}}', {
          name: `${donor.firstName} ${donor.lastName}`.trim(),
        })}
      >
        <Stack gap="lg">
          <DetailsSection control={control} message={message} />
          <MeasuresSection control={control} message={message} />
          <BagSection control={control} message={message} />
          <QuestionsSection control={control} message={message} />
          <DeclarationsSection control={control} message={message} />
          <SubmitBar
            control={control}
            mayGive={mayGive}
            pending={record.isPending}
            onShowMissing={() => void submit()}
            onCancel={cancel}
          />
        </Stack>
      </form>
      <OutcomeModal recorded={recorded} onClose={onDone} />
    </>
  );
}

/**
 * What the donation came to: a unit made (its number, and the way to it and to the samples for the lab), or
 * the donor deferred at screening with the reasons, nothing bled. Closing it starts on the next donor.
 */
function OutcomeModal({ recorded, onClose }: { recorded: RecordedDonation | null; onClose: () => void }) {
  const { t } = useTranslation();
  const outcome: DonationOutcome | undefined = recorded?.outcome;
  const deferred = outcome?.outcome === 'deferred';
  const unit = outcome?.unit ?? null;
  return (
    <Modal
      opened={recorded !== null}
      onClose={onClose}
      centered
      radius="md"
      title={
        <Text component="span" fw={700} fz="lg">
          {deferred
            ? t('donationForm.deferred', 'Donor deferred')
            : t('donationForm.donated', MESSAGES.donorDonated)}
        </Text>
      }
    >
      {outcome && (
        <Stack gap="md">
          {deferred ? (
            <>
              <Text size="sm">{t('donationForm.deferredText', 'Nothing was collected. The reasons:')}</Text>
              <List size="sm" spacing={4}>
                {outcome.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            </>
          ) : (
            unit && (
              <Stack gap={4}>
                <Text size="sm">
                  {t('donationForm.unitNumber', 'Unit number')}:{' '}
                  <Text span fw={700} ff="monospace">
                    {displayUnitNumber(unit.unitNumber)}
                  </Text>
                </Text>
                <Text size="sm">
                  {t('donationForm.bagId', 'Bag')}:{' '}
                  <Text span ff="monospace">
                    {unit.bagId}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  {t(
                    'donationForm.quarantined',
                    'The unit waits in quarantine until its samples pass in the lab.',
                  )}
                </Text>
              </Stack>
            )
          )}
          <Group justify="flex-end" gap="sm">
            {!deferred && unit && (
              <>
                <Button
                  component={Link}
                  to={`/inventory/unit/${encodeURIComponent(unit._id)}`}
                  variant="light"
                >
                  {t('donationForm.openUnit', 'Open unit')}
                </Button>
                <Button component={Link} to="/labresult-samples" variant="light">
                  {t('donationForm.samples', 'Samples')}
                </Button>
              </>
            )}
            <Button onClick={onClose} data-autofocus>
              {t('donationForm.nextDonor', 'Next donor')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
