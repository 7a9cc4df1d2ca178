import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BLOOD_GROUPS,
  type FinalResult,
  type LabReport,
  MESSAGES,
  type SampleRow,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  type Control,
  type Path,
  type UseFormReturn,
  useController,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAY_TEXT, type FormMessage, formTextFields } from '../../components/form-fields';
import { FormSelect } from '../../components/form-select';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { ApiError } from '../../lib/api';
import { useContractForm } from '../../lib/forms';
import { CriteriaGate } from './criteria-gate';
import { useAddLabResults, useCorrectLabResult } from './lab.api';
import { notifyResultsSaved } from './lab-notify';
import { FinalResultField, ObservationFields, ScreeningFields } from './lab-result-fields';
import {
  emptyLabForm,
  entryOf,
  type FormParameter,
  formPathOfServerField,
  isRequiredMessage,
  type LabFormValues,
  labFormFromReport,
  singleFormProblems,
  singleFormSchema,
} from './lab-result-form.schema';
import { SampleSection, WaitingSamplesGate } from './lab-result-sample';
import { labMessage } from './lab-text';
import { useOfferDisposal } from './unsafe-units';

/**
 * What the single result popup is for: a sample from the samples list (Enter Result), a sample to choose (Add
 * Result on the register), or a result to correct (from its details).
 */
export type LabResultTarget =
  | { kind: 'sample'; sample: SampleRow }
  | { kind: 'choose' }
  | { kind: 'correct'; report: LabReport };

type Mode = 'add' | 'correct';
type LabControl = Control<LabFormValues, unknown, LabFormValues>;

const PHONE = '(max-width: 36em)';

/**
 * The single lab result form (docs/spec/part-2-operations-and-admin.md §2 "Results", §3 "Lab result", §5 "Lab
 * result, single"): the sample read-only, the group found, the measures, one observation per criterion read
 * against its standard, the five mandatory screening tests, the final result. The first problem and the
 * server's refusal show under the form; on success a notification says what happened to the units.
 */
export function LabResultFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: LabResultTarget | null;
  onClose: () => void;
  /** After a save, before the popup closes (the samples list clears its selection). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE) ?? false;
  const shown = useKeptWhileClosing(target);
  const opened = target !== null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {shown?.kind === 'correct'
            ? t('labForm.correctTitle', 'Correct lab result {{reportNo}}', {
                reportNo: shown.report.labResults.reportNo,
              })
            : t('labForm.title', 'Enter lab result')}
        </Text>
      }
      size="60rem"
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
    >
      {opened && shown && (
        <WaitingSamplesGateIf choose={shown.kind === 'choose'} onClose={onClose}>
          <CriteriaGate
            onClose={onClose}
            recorded={shown.kind === 'correct' ? shown.report.labResults.results : []}
          >
            {(parameters) => (
              <LabResultForm target={shown} onClose={onClose} onSaved={onSaved} parameters={parameters} />
            )}
          </CriteriaGate>
        </WaitingSamplesGateIf>
      )}
    </Modal>
  );
}

/** Only Add Result (a sample to choose) waits for the samples awaiting a result. */
function WaitingSamplesGateIf({
  choose,
  onClose,
  children,
}: {
  choose: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return choose ? <WaitingSamplesGate onClose={onClose}>{children}</WaitingSamplesGate> : children;
}

interface FormProps {
  target: LabResultTarget;
  onClose: () => void;
  onSaved: (() => void) | undefined;
}

function LabResultForm({
  target,
  onClose,
  onSaved,
  parameters,
}: FormProps & { parameters: FormParameter[] }) {
  const { t } = useTranslation();
  const message = labMessage(t);
  const mode: Mode = target.kind === 'correct' ? 'correct' : 'add';
  const schema = useMemo(() => singleFormSchema(mode), [mode]);
  const form = useContractForm(schema, {
    defaultValues:
      target.kind === 'correct'
        ? labFormFromReport(target.report, parameters)
        : emptyLabForm(parameters, target.kind === 'sample' ? target.sample._id : ''),
  });
  const { control } = form;
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useAddLabResults();
  const correct = useCorrectLabResult();
  const offerDisposal = useOfferDisposal();
  const text = formTextFields(control, message, { maxLength: TEXT_LIMITS.name });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const entry = entryOf(values);
    let saved: Parameters<typeof offerDisposal>[0];
    try {
      if (target.kind === 'correct') {
        const answer = await correct.mutateAsync({
          id: target.report._id,
          reason: values.reason,
          bloodGroup: entry.bloodGroup,
          labResults: entry.labResults,
        });
        notifyResultsSaved(answer.message, [answer.content.data]);
        saved = [answer.content.data];
      } else {
        const answer = await add.mutateAsync({ form: 'single', labs: [entry] });
        notifyResultsSaved(answer.message, answer.content.data);
        saved = answer.content.data;
      }
      onSaved?.();
      onClose();
      await offerDisposal(saved, [entry]);
    } catch (failure) {
      setRefusal(placeRefusal(form, failure));
    }
  });

  const sections = useSectionIds();
  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="lg">
        {target.kind === 'correct' && (
          <BoundTextarea
            control={control}
            name="reason"
            label={t('labForm.reason', 'Reason for correction')}
            message={message}
            required
            data-autofocus
          />
        )}
        <SampleSection target={target} control={control} message={message} />

        <Stack gap="sm" component="section" aria-labelledby={sections.report}>
          <Title order={3} fz="md" id={sections.report}>
            {t('labForm.reportSection', 'Report')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <FormSelect
              control={control}
              name="bloodGroup"
              message={message}
              label={t('labForm.bloodGroup', 'Blood Group found')}
              description={t('labForm.bloodGroupHint', 'ABO and Rh as grouped by the lab')}
              placeholder={t('labForm.bloodGroupPlaceholder', 'Select Blood Group')}
              data={[...BLOOD_GROUPS]}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              required
            />
            {text('reportNo', t('labForm.reportNo', 'Report No'), { required: true, maxLength: 50 })}
            {text('laboratory', t('labForm.laboratory', 'Laboratory'))}
            {text('testedBy', t('labForm.testedBy', 'Tested By'), { required: true })}
            {text('addedAt', t('labForm.addedAt', 'Added At'), {
              ...DAY_TEXT,
              required: true,
              description: t('labForm.addedAtHint', 'Day tested, dd/mm/yyyy'),
            })}
            {text('weight', t('labForm.weight', 'Weight (kg)'), { inputMode: 'decimal', maxLength: 6 })}
            {text('bloodPressure', t('labForm.bloodPressure', 'Blood Pressure'), {
              placeholder: '120/80',
              maxLength: 9,
            })}
            {text('Hb', t('labForm.hb', 'Hb (g/dL)'), { inputMode: 'decimal', maxLength: 5 })}
          </SimpleGrid>
        </Stack>

        {parameters.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby={sections.parameters}>
            <Title order={3} fz="md" id={sections.parameters}>
              {t('labForm.parameters', 'Parameters')}
            </Title>
            <ObservationFields control={control} parameters={parameters} message={message} />
          </Stack>
        )}

        <Stack gap="sm" component="section" aria-labelledby={sections.screening}>
          <div>
            <Title order={3} fz="md" id={sections.screening}>
              {t('labForm.screening', 'Mandatory screening')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(
                'labForm.screeningHint',
                'Record each test as done. A Pass needs all five non-reactive; a reactive test is always a Fail.',
              )}
            </Text>
          </div>
          <ScreeningFields control={control} message={message} />
        </Stack>

        <Stack gap="sm">
          <FinalResultField control={control} results={FINAL_RESULTS_SHOWN} message={message} />
          <ConditionalReason control={control} message={message} />
          <BoundTextarea
            control={control}
            name="comments"
            label={t('labForm.comments', 'Comments')}
            message={message}
          />
        </Stack>

        <FormProblems control={control} mode={mode} refusal={refusal} />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {target.kind === 'correct'
            ? t('labForm.saveCorrection', 'Save correction')
            : t('labForm.save', 'Save result')}
        </Button>
      </ModalButtons>
    </form>
  );
}

/** Pass, Fail and, with a reason, Conditional Release (docs/spec §3: the single form's own third choice). */
const FINAL_RESULTS_SHOWN = ['Pass', 'Fail', 'Conditional Release'] as const satisfies readonly FinalResult[];

function useSectionIds() {
  const report = useId();
  const parameters = useId();
  const screening = useId();
  return { report, parameters, screening };
}

function BoundTextarea({
  control,
  name,
  label,
  message,
  required = false,
  ...rest
}: {
  control: LabControl;
  name: Path<LabFormValues>;
  label: string;
  message: FormMessage;
  required?: boolean;
  'data-autofocus'?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      ref={field.ref}
      name={field.name}
      label={label}
      value={field.value as string}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      withAsterisk={required}
      aria-required={required || undefined}
      rows={2}
      maxLength={1000}
      {...rest}
    />
  );
}

/** The reason, asked only for a conditional release. */
function ConditionalReason({ control, message }: { control: LabControl; message: FormMessage }) {
  const { t } = useTranslation();
  const result = useWatch({ control, name: 'finalResult' });
  if (result !== 'Conditional Release') return null;
  return (
    <BoundTextarea
      control={control}
      name="conditionalReason"
      label={t('labForm.conditionalReason', 'Reason for conditional release')}
      message={message}
      required
    />
  );
}

/**
 * Under the form (docs/spec §5, §8): once sent, the first problem in the form's order — headed "All Fileds Is
 * Required" while a required field is empty — or the server's refusal. The only part that watches every field.
 */
function FormProblems({
  control,
  mode,
  refusal,
}: {
  control: LabControl;
  mode: Mode;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const message = labMessage(t);
  const values = useWatch({ control }) as LabFormValues;
  const { isSubmitted } = useFormState({ control });
  const problems = isSubmitted ? singleFormProblems(values, mode) : [];
  const [first] = problems;
  let content: ReactNode = null;
  if (first) {
    const missing = problems.some(
      (problem) => problem.path.length === 1 && isRequiredMessage(problem.message),
    );
    content = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={missing ? message(MESSAGES.allFiledsRequired) : undefined}
      >
        {message(first.message)}
      </Alert>
    );
  } else if (refusal) {
    content = (
      <Alert color="red" variant="light" role="alert">
        {message(refusal)}
      </Alert>
    );
  }
  return <div>{content}</div>;
}

/** The server's refusal: on its field when the form has one, and always in words under the form. */
function placeRefusal(form: UseFormReturn<LabFormValues, unknown, LabFormValues>, failure: unknown): string {
  if (!(failure instanceof ApiError)) return MESSAGES.somethingWentWrong;
  const fields = new Set(Object.keys(form.getValues()));
  for (const problem of failure.errors) {
    const { path } = formPathOfServerField(problem.field);
    if (fields.has(path.split('.')[0] ?? '')) {
      form.setError(path as Path<LabFormValues>, { type: 'server', message: problem.message });
    }
  }
  return failure.message;
}
