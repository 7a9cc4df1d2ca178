import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Button,
  Group,
  Radio,
  Select,
  type SelectProps,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  AADHAAR_MESSAGE,
  ageInYears,
  BLOOD_GROUPS,
  bloodGroupSchema,
  bmi,
  type CheckItem,
  COMPONENTS,
  CONTROL_CHARACTERS_MESSAGE,
  calendarDay,
  componentSchema,
  DONOR_CHECKLIST,
  DONOR_HEALTH_QUESTIONS,
  dayFieldSchema,
  donorsEndpoints,
  GENDERS,
  genderSchema,
  isAfterToday,
  lineText,
  MESSAGES,
  type NewDonor,
  newDonorSchema,
  PERSON_DECLARATIONS,
  parseInputDate,
  personCommonFields,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { type Control, type FieldErrors, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { BackLink } from '../../components/back-link';
import {
  cleanDateText,
  FormCheckGroup,
  FormSection,
  FormTextField,
  FormTickField,
} from '../../components/form-fields';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { listQueryKey } from '../../components/use-list-state';
import { ApiError, call } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDecimal, cleanDigits, cleanPhone } from '../../lib/input';
import { useUnsavedChangesPrompt } from '../profile/unsaved-changes';

const REQUIRED = MESSAGES.fillRequiredDetails;
/** The form's own rule: the contract takes any real calendar day, but nobody is born or donates tomorrow. */
const FUTURE_DATE_MESSAGE = 'The date cannot be after today';

const blank = (text: string) => (text.trim() === '' ? undefined : text);
/** A box the person may leave empty: empty is not sent at all; anything typed meets the contract's rule. */
const optional = <S extends z.ZodType>(rule: S) =>
  z
    .string()
    .transform(blank)
    // Every rule used here reads text; the cast only says so to the compiler.
    .pipe(rule.optional() as unknown as z.ZodType<z.output<S> | undefined, string | undefined>);

/** A typed `dd/MM/yyyy` day: empty says the spec's message, a day that does not exist says so. */
const dayText = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .pipe(dayFieldSchema(MESSAGES.invalidDate))
  .refine((day) => !isAfterToday(day), FUTURE_DATE_MESSAGE);

const shape = newDonorSchema.shape;

/**
 * The desk form shaped for people: every box is text (a number box cannot hold a half-typed "1.7"), the
 * last donation is required only of a donor who gave before, and the declarations are a list of their own
 * that must be complete. The rules and messages are the contract's (newDonorSchema); only the future-date
 * rule and the declarations rule are the form's.
 */
const addDonorFormSchema = z
  .object({
    firstName: shape.firstName,
    lastName: shape.lastName,
    gender: z.string().min(1, REQUIRED).pipe(genderSchema),
    bloodGroup: optional(bloodGroupSchema),
    dateOfBirth: dayText,
    height: optional(shape.height.unwrap()),
    weight: optional(shape.weight.unwrap()),
    aadharNumber: optional(shape.aadharNumber.unwrap()),
    confirmAadhar: optional(shape.confirmAadhar.unwrap()),
    mobileNumber: optional(shape.mobileNumber.unwrap()),
    email: personCommonFields.email.unwrap(),
    address: optional(lineText({ max: TEXT_LIMITS.line })),
    refferedBy: optional(personCommonFields.refferedBy.unwrap()),
    firstTimeDonor: z.boolean(),
    // Checked below, and only for a donor who gave before: hidden boxes must not block the form.
    lastDonationDate: z.string(),
    component: z.string(),
    notes: optional(personCommonFields.notes.unwrap()),
    isVerified: z.boolean(),
    checklist: z.array(z.string()),
    declarations: z
      .array(z.string())
      .refine(
        (ticked) => PERSON_DECLARATIONS.every((item) => ticked.includes(item.key)),
        MESSAGES.checkDeclaration,
      ),
  })
  .superRefine((donor, ctx) => {
    if (!donor.firstTimeDonor) {
      const last = dayText.safeParse(donor.lastDonationDate);
      if (!last.success)
        ctx.addIssue({
          code: 'custom',
          path: ['lastDonationDate'],
          message: last.error.issues[0]?.message ?? REQUIRED,
        });
      if (!componentSchema.safeParse(donor.component).success)
        ctx.addIssue({ code: 'custom', path: ['component'], message: REQUIRED });
    }
    if ((donor.aadharNumber ?? '') !== (donor.confirmAadhar ?? ''))
      ctx.addIssue({ code: 'custom', path: ['confirmAadhar'], message: MESSAGES.aadharMismatch });
  });

type FormValues = z.input<typeof addDonorFormSchema>;
type FormOutput = z.output<typeof addDonorFormSchema>;
type FormControl = Control<FormValues, unknown, FormOutput>;
type FieldName = keyof FormValues;

const EMPTY: FormValues = {
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  bloodGroup: '',
  height: '',
  weight: '',
  aadharNumber: '',
  confirmAadhar: '',
  mobileNumber: '',
  email: '',
  address: '',
  refferedBy: '',
  firstTimeDonor: false,
  lastDonationDate: '',
  component: '',
  notes: '',
  isVerified: false,
  checklist: [],
  declarations: [],
};

/** The order of the form, for the one line by the buttons that names the first problem. */
const FIELD_ORDER = Object.keys(EMPTY) as FieldName[];

/** What is sent: empty boxes left out, the checklist and the declarations as one list of keys. */
function payloadOf(values: FormOutput): NewDonor {
  const { declarations, lastDonationDate, component, checklist, ...rest } = values;
  const measured =
    rest.height !== undefined && rest.weight !== undefined ? bmi(rest.weight, rest.height) : null;
  const donor = {
    ...rest,
    ...(values.firstTimeDonor
      ? {}
      : { lastDonationDate: calendarDay(lastDonationDate) ?? lastDonationDate, component }),
    ...(measured !== null && { bmi: measured }),
    checklist: [...checklist, ...declarations],
  };
  return Object.fromEntries(Object.entries(donor).filter(([, value]) => value !== undefined)) as NewDonor;
}

/** The server names fields of the upload (`donors.0.email`, `donors.0.address.description`); here they are the form's. */
function formErrorsOf(failure: unknown): unknown {
  if (!(failure instanceof ApiError)) return failure;
  return new ApiError(
    failure.message,
    failure.status,
    failure.errors.map((problem) => ({
      ...problem,
      field: problem.field.replace(/^donors\.0\./, '').split('.')[0] ?? problem.field,
    })),
  );
}

/** The contract's messages speak English; each known one is shown through a key of its own. */
function useMessageText() {
  const { t } = useTranslation();
  const known = new Map<string, string>([
    [REQUIRED, t('addDonor.message.required', REQUIRED)],
    [MESSAGES.invalidEmail, t('addDonor.message.invalidEmail', MESSAGES.invalidEmail)],
    [MESSAGES.aadharMismatch, t('addDonor.message.aadharMismatch', MESSAGES.aadharMismatch)],
    [MESSAGES.invalidDate, t('addDonor.message.invalidDate', MESSAGES.invalidDate)],
    [MESSAGES.invalidPhone, t('addDonor.message.invalidPhone', MESSAGES.invalidPhone)],
    [MESSAGES.checkDeclaration, t('addDonor.message.checkDeclaration', MESSAGES.checkDeclaration)],
    [AADHAAR_MESSAGE, t('addDonor.message.aadhaar', AADHAAR_MESSAGE)],
    [FUTURE_DATE_MESSAGE, t('addDonor.message.futureDate', FUTURE_DATE_MESSAGE)],
    [CONTROL_CHARACTERS_MESSAGE, t('addDonor.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE)],
  ]);
  return (message: string | undefined) => (message ? (known.get(message) ?? message) : undefined);
}

function firstProblem(errors: FieldErrors<FormValues>): string | null {
  for (const name of FIELD_ORDER) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return null;
}

/** Height and weight: digits and one point, never negative. */
const cleanMeasure = (text: string) => cleanDecimal(text).replace('-', '').slice(0, 6);

function todayAge(dateOfBirth: string): number | null {
  const born = parseInputDate(dateOfBirth);
  if (!born || isAfterToday(born)) return null;
  return ageInYears(born);
}

/**
 * /add-donor (docs/spec/part-1-institution-side.md §2, §3, §5): the desk adds one donor. A person already
 * on RaktSetu (same mobile number, e-mail or Aadhaar) is linked to this institution, not copied
 * (docs/decisions/0041); either way the People list opens on the donor.
 */
export function AddDonorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const messageText = useMessageText();
  const [formProblem, setFormProblem] = useState<string | null>(null);
  // Set once the donor is saved: the move to the list waits a render, so the unsaved-changes guard has let go.
  const [addedId, setAddedId] = useState<string | null>(null);
  const form = useContractForm(addDonorFormSchema, { defaultValues: EMPTY });
  const { control, formState } = form;

  const add = useMutation({
    mutationFn: (donor: NewDonor) => call(donorsEndpoints.add, { donors: [donor] }),
  });

  useUnsavedChangesPrompt(
    formState.isDirty && addedId === null,
    t('addDonor.unsaved', 'The donor’s details are not saved yet.'),
  );

  useEffect(() => {
    if (addedId !== null) navigate(addedId ? `/people?search=${encodeURIComponent(addedId)}` : '/people');
  }, [addedId, navigate]);

  const submit = form.handleSubmit(
    async (values) => {
      // Enter in a field sends the form again while the first save is still under way.
      if (add.isPending) return;
      setFormProblem(null);
      try {
        const answer = await add.mutateAsync(payloadOf(values));
        const [added] = answer.content.data;
        void queryClient.invalidateQueries({ queryKey: listQueryKey(donorsEndpoints.list) });
        setAddedId(added?.donorId ?? '');
        void popups.success({
          title: answer.message || t('addDonor.added', MESSAGES.donorAdded),
          ...(added?.linkedExisting && {
            text: t(
              'addDonor.linkedExisting',
              'This person was already on RaktSetu and is now on your donor list.',
            ),
          }),
        });
      } catch (failure) {
        const general = showServerErrors(form, formErrorsOf(failure));
        if (general) await popups.failure({ title: general });
      }
    },
    (errors) => setFormProblem(firstProblem(errors)),
  );

  const cancel = () => {
    // Opened from a link inside the app: go back there. Opened directly: the People list.
    if (location.key !== 'default') navigate(-1);
    else navigate('/people');
  };

  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <Stack gap="lg">
      <BackLink to="/people" label={t('addDonor.back', 'People')} />
      <PageHeader
        title={t('donors.add.title', 'Add a Donor')}
        intro={t(
          'addDonor.intro',
          'Fields marked * are required. Someone already on RaktSetu with the same mobile number, e-mail or Aadhaar is added to your donors as they are.',
        )}
      />
      <form noValidate onSubmit={submit} aria-label={t('donors.add.title', 'Add a Donor')}>
        <Stack gap="lg">
          <PersonalSection control={control} messageText={messageText} />
          <ContactSection control={control} messageText={messageText} />
          <HistorySection control={control} messageText={messageText} />
          <ChecklistSection control={control} messageText={messageText} />
          <FormSection title={t('addDonor.section.declarations', 'Declarations')}>
            <FormCheckGroup
              control={control}
              name="declarations"
              label={t('addDonor.declarationsLabel', 'We declare that')}
              itemText={(item) => checkText(t, 'addDonor.declaration', item)}
              items={PERSON_DECLARATIONS}
              required
              message={messageText}
            />
          </FormSection>

          {formProblem && hasErrors && (
            <Alert color="red" variant="light" role="alert" py="xs">
              {messageText(formProblem)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} miw={120}>
              {t('addDonor.save', 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

type MessageText = ReturnType<typeof useMessageText>;
interface SectionProps {
  control: FormControl;
  messageText: MessageText;
}

/** A group of radios bound to the form: when it is the first problem, focus goes to its first radio. */
function useFocusTarget(register: (target: { focus: () => void }) => void) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    register({ focus: () => group.current?.querySelector<HTMLInputElement>('input')?.focus() });
  }, [register]);
  return group;
}

/** The gender radios; a field component of its own, so the form meets its fields in the order of the screen. */
function GenderField({ control, messageText }: SectionProps) {
  const { t } = useTranslation();
  const gender = useController({ control, name: 'gender' });
  const group = useFocusTarget(gender.field.ref);
  const labels: Record<(typeof GENDERS)[number], string> = {
    Male: t('addDonor.genders.male', 'Male'),
    Female: t('addDonor.genders.female', 'Female'),
    Other: t('addDonor.genders.other', 'Other'),
  };
  return (
    <Radio.Group
      ref={group}
      label={t('addDonor.gender', 'Gender')}
      withAsterisk
      value={gender.field.value}
      onChange={(value) => {
        gender.field.onChange(value);
        gender.field.onBlur();
      }}
      error={messageText(gender.fieldState.error?.message)}
    >
      <Group gap="lg" mt={8}>
        {GENDERS.map((value) => (
          <Radio key={value} value={value} label={labels[value]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A choice from a list, bound to the form; empty is kept as ''. */
function ChoiceField({
  control,
  name,
  message,
  data,
  required = false,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'data' | 'required'> & {
  control: FormControl;
  name: 'bloodGroup' | 'component';
  message: MessageText;
  data: readonly string[];
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      ref={field.ref}
      data={[...data]}
      value={field.value || null}
      onChange={(value) => {
        field.onChange(value ?? '');
        field.onBlur();
      }}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      withAsterisk={required}
      aria-required={required || undefined}
    />
  );
}

/** A tick box bound to a yes/no field of the form. */
function NotesField({ control, messageText }: SectionProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'notes' });
  return (
    <Textarea
      ref={field.ref}
      name={field.name}
      label={t('addDonor.notes', 'Notes')}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={messageText(fieldState.error?.message)}
      maxLength={personCommonFields.notes.unwrap().maxLength ?? undefined}
      rows={2}
      resize="vertical"
    />
  );
}

function PersonalSection({ control, messageText }: SectionProps) {
  const { t } = useTranslation();
  const [dateOfBirth, height, weight] = useWatch({ control, name: ['dateOfBirth', 'height', 'weight'] });
  const age = todayAge(dateOfBirth);
  const index = bmi(Number(weight), Number(height));

  return (
    <FormSection title={t('addDonor.section.personal', 'Personal details')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <FormTextField
          control={control}
          name="firstName"
          label={t('addDonor.firstName', 'First name')}
          required
          maxLength={TEXT_LIMITS.name}
          autoComplete="off"
          message={messageText}
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('addDonor.lastName', 'Last name')}
          required
          maxLength={TEXT_LIMITS.name}
          autoComplete="off"
          message={messageText}
        />
        <GenderField control={control} messageText={messageText} />
        <FormTextField
          control={control}
          name="dateOfBirth"
          label={t('addDonor.dateOfBirth', 'Date of birth')}
          required
          placeholder="DD/MM/YYYY"
          description={t('addDonor.dateHint', 'Day/month/year, e.g. 14/08/1992')}
          inputMode="numeric"
          autoComplete="off"
          clean={cleanDateText}
          message={messageText}
        />
        <TextInput
          label={t('addDonor.age', 'Age')}
          value={age === null ? '' : t('addDonor.ageYears', '{{count}} years', { count: age })}
          description={t('addDonor.ageHint', 'From the date of birth')}
          readOnly
          variant="filled"
        />
        <ChoiceField
          control={control}
          name="bloodGroup"
          label={t('addDonor.bloodGroup', 'Blood group')}
          placeholder={t('addDonor.bloodGroupPlaceholder', 'Not known yet')}
          data={BLOOD_GROUPS}
          clearable
          message={messageText}
        />
        <FormTextField
          control={control}
          name="height"
          label={t('addDonor.height', 'Height (cm)')}
          inputMode="decimal"
          autoComplete="off"
          clean={cleanMeasure}
          message={messageText}
        />
        <FormTextField
          control={control}
          name="weight"
          label={t('addDonor.weight', 'Weight (kg)')}
          inputMode="decimal"
          autoComplete="off"
          clean={cleanMeasure}
          message={messageText}
        />
        <TextInput
          label={t('addDonor.bmi', 'BMI')}
          value={index === null ? '' : index.toFixed(2)}
          description={t('addDonor.bmiHint', 'Worked out from height and weight')}
          readOnly
          variant="filled"
        />
        <FormTextField
          control={control}
          name="aadharNumber"
          label={t('addDonor.aadharNumber', 'Aadhaar number')}
          description={t('addDonor.aadharHint', '12 digits; only the last four are ever shown')}
          inputMode="numeric"
          autoComplete="off"
          clean={(text) => cleanDigits(text, 12)}
          message={messageText}
        />
        <FormTextField
          control={control}
          name="confirmAadhar"
          label={t('addDonor.confirmAadhar', 'Confirm Aadhaar number')}
          inputMode="numeric"
          autoComplete="off"
          clean={(text) => cleanDigits(text, 12)}
          message={messageText}
        />
      </SimpleGrid>
    </FormSection>
  );
}

function ContactSection({ control, messageText }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('addDonor.section.contact', 'Contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormTextField
          control={control}
          name="mobileNumber"
          label={t('addDonor.mobileNumber', 'Mobile number')}
          description={t('addDonor.mobileHint', '10-digit mobile, or 11-digit landline with 0')}
          inputMode="numeric"
          autoComplete="off"
          leftSection={<Text size="sm">+91</Text>}
          leftSectionWidth={44}
          clean={cleanPhone}
          message={messageText}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('addDonor.email', 'E-mail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={TEXT_LIMITS.email}
          message={messageText}
        />
        <FormTextField
          control={control}
          name="address"
          label={t('addDonor.address', 'Address')}
          description={t('addDonor.addressHint', 'House, street, area and city')}
          maxLength={TEXT_LIMITS.line}
          autoComplete="off"
          message={messageText}
        />
        <FormTextField
          control={control}
          name="refferedBy"
          label={t('addDonor.refferedBy', 'Referred by')}
          maxLength={TEXT_LIMITS.name}
          autoComplete="off"
          message={messageText}
        />
      </SimpleGrid>
    </FormSection>
  );
}

function HistorySection({ control, messageText }: SectionProps) {
  const { t } = useTranslation();
  const firstTime = useWatch({ control, name: 'firstTimeDonor' });
  return (
    <FormSection title={t('addDonor.section.history', 'Donation history')}>
      <FormTickField
        control={control}
        name="firstTimeDonor"
        label={t('addDonor.firstTimeDonor', 'First-time donor')}
        description={t('addDonor.firstTimeHint', 'Has never given blood: no last donation to record')}
      />
      {!firstTime && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextField
            control={control}
            name="lastDonationDate"
            label={t('addDonor.lastDonationDate', 'Last donation date')}
            required
            placeholder="DD/MM/YYYY"
            description={t('addDonor.dateHint', 'Day/month/year, e.g. 14/08/1992')}
            inputMode="numeric"
            autoComplete="off"
            clean={cleanDateText}
            message={messageText}
          />
          <ChoiceField
            control={control}
            name="component"
            label={t('addDonor.component', 'Last donated component')}
            placeholder={t('addDonor.componentPlaceholder', 'Choose one')}
            data={COMPONENTS}
            searchable
            required
            message={messageText}
          />
        </SimpleGrid>
      )}
      <NotesField control={control} messageText={messageText} />
    </FormSection>
  );
}

function checkText(t: TFunction, prefix: string, item: CheckItem): string {
  return t(`${prefix}.${item.key}`, item.text);
}

type Answer = 'yes' | 'no';

function ChecklistSection({ control, messageText }: SectionProps) {
  const { t } = useTranslation();
  // The health answers guide the conversation at the desk and are deliberately not sent (§3: "unsaved").
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  return (
    <FormSection title={t('addDonor.section.checklist', 'Checklist')}>
      <FormCheckGroup
        control={control}
        name="checklist"
        label={t('addDonor.checklistLabel', 'Confirmed with the donor')}
        itemText={(item) => checkText(t, 'addDonor.checklist', item)}
        items={DONOR_CHECKLIST}
        message={messageText}
      />
      <FormTickField
        control={control}
        name="isVerified"
        label={t('addDonor.isVerified', 'Protocol explained')}
        description={t(
          'addDonor.isVerifiedHint',
          'The donation protocol and its precautions were explained to the donor',
        )}
      />
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} size="sm" p={0}>
          {t('addDonor.healthTitle', 'Health questions')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('addDonor.healthNotSaved', 'Ask these to guide the conversation. The answers are not saved.')}
        </Text>
        {DONOR_HEALTH_QUESTIONS.map((question) => (
          <Radio.Group
            key={question.key}
            label={checkText(t, 'addDonor.health', question)}
            value={answers[question.key] ?? null}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.key]: value as Answer }))}
          >
            <Group gap="lg" mt={4}>
              <Radio value="yes" label={t('addDonor.yes', 'Yes')} />
              <Radio value="no" label={t('addDonor.no', 'No')} />
            </Group>
          </Radio.Group>
        ))}
      </Stack>
    </FormSection>
  );
}
