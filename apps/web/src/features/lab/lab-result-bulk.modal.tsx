import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Modal, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BLOOD_GROUPS,
  FORM_FINAL_RESULTS,
  MESSAGES,
  type SampleRow,
  SCREENING_TESTS,
} from '@raktsetu/contract';
import { type ReactNode, useState } from 'react';
import {
  type Control,
  type Path,
  type UseFormReturn,
  useController,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanDateText, type FormMessage } from '../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { ApiError } from '../../lib/api';
import { useContractForm } from '../../lib/forms';
import { CriteriaGate } from './criteria-gate';
import { useAddLabResults } from './lab.api';
import { notifyResultsSaved } from './lab-notify';
import { finalResultChoices, ObservationInput, parameterLabel } from './lab-result-fields';
import {
  type BulkFormValues,
  bulkEntryOf,
  bulkFormProblems,
  bulkFormSchema,
  emptyBulkRow,
  type FormParameter,
  formPathOfServerField,
} from './lab-result-form.schema';
import { labMessage, screeningOutcomeLabel, screeningTestLabel } from './lab-text';
import { useOfferDisposal } from './unsafe-units';

type BulkControl = Control<BulkFormValues, unknown, BulkFormValues>;
type RowPath = Path<BulkFormValues>;

const PHONE = '(max-width: 36em)';

/**
 * The bulk result popup (docs/spec/part-2-operations-and-admin.md §2 "Samples", §3 "Lab result", §5 "Lab result,
 * list"): a row per selected sample awaiting its result, with the group found, the measures, every criterion
 * (PT and APTT too), the five screening tests and Pass or Fail. Only the first row is checked for required
 * fields, in the spec's order, its message under the form; every row is checked against the release rules, and
 * the server checks them all again.
 */
export function LabResultBulkModal({
  samples,
  skipped = 0,
  onClose,
  onSaved,
}: {
  /** The selected samples awaiting their result; open while there are some. */
  samples: readonly SampleRow[] | null;
  /** Selected samples left out because they are not accepted yet. */
  skipped?: number;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE) ?? false;
  const opened = samples !== null && samples.length > 0;
  const shown = useKeptWhileClosing(samples, (list) => list !== null && list.length > 0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {t('labBulk.title', 'Enter lab results')}
        </Text>
      }
      size="90rem"
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
    >
      {opened && shown && (
        <CriteriaGate onClose={onClose}>
          {(parameters) => (
            <BulkForm
              samples={shown}
              skipped={skipped}
              parameters={parameters}
              onClose={onClose}
              onSaved={onSaved}
            />
          )}
        </CriteriaGate>
      )}
    </Modal>
  );
}

function BulkForm({
  samples,
  skipped,
  parameters,
  onClose,
  onSaved,
}: {
  samples: readonly SampleRow[];
  skipped: number;
  parameters: FormParameter[];
  onClose: () => void;
  onSaved: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const message = labMessage(t);
  const form = useContractForm(bulkFormSchema, {
    defaultValues: { rows: samples.map((sample) => emptyBulkRow(sample._id, parameters)) },
  });
  const { control } = form;
  const add = useAddLabResults();
  const offerDisposal = useOfferDisposal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const codeOf = (sampleId: string) =>
    samples.find((sample) => sample._id === sampleId)?.sample.sampleId_1 ?? sampleId;
  const codes = samples.map((sample) => sample.sample.sampleId_1);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const labs = values.rows.map(bulkEntryOf);
      const answer = await add.mutateAsync({ form: 'bulk', labs });
      notifyResultsSaved(answer.message, answer.content.data, codeOf);
      onSaved?.();
      onClose();
      await offerDisposal(answer.content.data, labs);
    } catch (failure) {
      setRefusal(placeRefusal(form, failure, codes, message));
    }
  });

  const header = columnHeaders(t, parameters);
  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        {skipped > 0 && (
          <Alert color="yellow" variant="light" role="status">
            {t(
              'labBulk.skipped',
              '{{count}} selected samples are not accepted yet and are left out: accept them first.',
              { count: skipped },
            )}
          </Alert>
        )}
        <Text size="sm">
          {t(
            'labBulk.intro',
            'One row per sample. Blood Group, Hb, Report No, Weight, Blood Pressure, Tested By and Added At are needed; every screening test must be recorded non-reactive for a Pass.',
          )}
        </Text>
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={1500 + parameters.length * 120} type="native">
            <Table aria-label={t('labBulk.table', 'Lab results of the selected samples')} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  {header.map((column, index) => (
                    <Table.Th
                      key={column.key}
                      fz="xs"
                      style={index === 0 ? STICKY : { verticalAlign: 'bottom' }}
                    >
                      {column.text}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {samples.map((sample, index) => (
                  <BulkRow
                    key={sample._id}
                    control={control}
                    index={index}
                    code={sample.sample.sampleId_1}
                    parameters={parameters}
                    message={message}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <BulkProblems control={control} codes={codes} refusal={refusal} />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('labBulk.save', 'Save {{count}} results', { count: samples.length })}
        </Button>
      </ModalButtons>
    </form>
  );
}

/** The sample column stays in view while the row scrolls sideways. */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  verticalAlign: 'bottom',
} as const;

/** The columns in the order the spec checks the first row, then the criteria, screening and result. */
function columnHeaders(t: ReturnType<typeof useTranslation>['t'], parameters: readonly FormParameter[]) {
  return [
    { key: 'sampleId', text: t('labBulk.col.sampleId', 'Sample ID') },
    ...FIELD_COLUMNS.map((column) => ({ key: column.field, text: t(column.key, column.english) })),
    ...parameters.map((parameter) => ({ key: `parameter-${parameter.id}`, text: parameterLabel(parameter) })),
    ...SCREENING_TESTS.map((test) => ({ key: test.key, text: screeningTestLabel(t, test.key) })),
    { key: 'finalResult', text: t('labBulk.col.finalResult', 'Final Result') },
  ];
}

/** The required fields of the bulk form, in its order (contract LAB_BULK_REQUIRED_FIELDS). */
const FIELD_COLUMNS = [
  { field: 'bloodGroup', key: 'labBulk.col.bloodGroup', english: 'Blood Group', width: 96 },
  { field: 'Hb', key: 'labBulk.col.hb', english: 'Hb (g/dL)', width: 76 },
  { field: 'reportNo', key: 'labBulk.col.reportNo', english: 'Report No', width: 120 },
  { field: 'weight', key: 'labBulk.col.weight', english: 'Weight (kg)', width: 76 },
  { field: 'bloodPressure', key: 'labBulk.col.bloodPressure', english: 'Blood Pressure', width: 96 },
  { field: 'testedBy', key: 'labBulk.col.testedBy', english: 'Tested By', width: 140 },
  { field: 'addedAt', key: 'labBulk.col.addedAt', english: 'Added At', width: 116 },
] as const;

function BulkRow({
  control,
  index,
  code,
  parameters,
  message,
}: {
  control: BulkControl;
  index: number;
  code: string;
  parameters: readonly FormParameter[];
  message: FormMessage;
}) {
  const { t } = useTranslation();
  const named = (column: string) =>
    t('labBulk.cellName', '{{column}} for {{sampleId}}', { column, sampleId: code });
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600} ff="monospace" style={{ ...STICKY, whiteSpace: 'nowrap' }}>
        {code}
      </Table.Th>
      {FIELD_COLUMNS.map((column) => {
        const name = `rows.${index}.${column.field}` as RowPath;
        const label = named(t(column.key, column.english));
        return (
          <Table.Td key={column.field} style={{ verticalAlign: 'top' }}>
            {column.field === 'bloodGroup' ? (
              <BulkSelect
                control={control}
                name={name}
                label={label}
                message={message}
                data={[{ value: '', label: t('labBulk.choose', 'Select') }, ...BLOOD_GROUPS]}
                width={column.width}
              />
            ) : (
              <BulkText
                control={control}
                name={name}
                label={label}
                message={message}
                width={column.width}
                clean={column.field === 'addedAt' ? cleanDateText : undefined}
                placeholder={
                  column.field === 'addedAt'
                    ? 'dd/mm/yyyy'
                    : column.field === 'bloodPressure'
                      ? '120/80'
                      : undefined
                }
              />
            )}
          </Table.Td>
        );
      })}
      {parameters.map((parameter, p) => (
        <Table.Td key={parameter.id} style={{ verticalAlign: 'top' }}>
          <ObservationInput
            control={control}
            name={`rows.${index}.results.${p}.observation`}
            parameter={parameter}
            ariaLabel={named(parameter.name)}
            message={message}
            size="xs"
          />
        </Table.Td>
      ))}
      {SCREENING_TESTS.map((test) => (
        <Table.Td key={test.key} style={{ verticalAlign: 'top' }}>
          <BulkSelect
            control={control}
            name={`rows.${index}.screening.${test.key}`}
            label={named(screeningTestLabel(t, test.key))}
            message={message}
            data={[
              { value: '', label: t('labBulk.notRecorded', 'Not recorded') },
              { value: 'nonReactive', label: screeningOutcomeLabel(t, 'nonReactive') },
              { value: 'reactive', label: screeningOutcomeLabel(t, 'reactive') },
            ]}
            width={128}
          />
        </Table.Td>
      ))}
      <Table.Td style={{ verticalAlign: 'top' }}>
        <BulkSelect
          control={control}
          name={`rows.${index}.finalResult`}
          label={named(t('labBulk.col.finalResult', 'Final Result'))}
          message={message}
          data={finalResultChoices(t, FORM_FINAL_RESULTS)}
          width={96}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** A box of the table, named by its column and sample ("Hb for S-1-1"); the column header is its visible label. */
function BulkText({
  control,
  name,
  label,
  message,
  width,
  clean,
  placeholder,
}: {
  control: BulkControl;
  name: RowPath;
  label: string;
  message: FormMessage;
  width: number;
  clean?: ((text: string) => string) | undefined;
  placeholder?: string | undefined;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      aria-label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        const text = event.currentTarget.value;
        field.onChange(clean ? clean(text) : text);
      }}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      placeholder={placeholder}
      maxLength={50}
      autoComplete="off"
      size="xs"
      w={width}
    />
  );
}

function BulkSelect({
  control,
  name,
  label,
  message,
  data,
  width,
}: {
  control: BulkControl;
  name: RowPath;
  label: string;
  message: FormMessage;
  data: (string | { value: string; label: string })[];
  width: number;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NativeSelect
      ref={field.ref}
      name={field.name}
      aria-label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      data={data}
      size="xs"
      w={width}
    />
  );
}

/**
 * Under the form (docs/spec §5 "The message shows under the form"): once sent, the first problem — the first
 * row's first empty field in the spec's order, or a row's release rule, named by its sample — or the server's
 * refusal.
 */
function BulkProblems({
  control,
  codes,
  refusal,
}: {
  control: BulkControl;
  codes: readonly string[];
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const message = labMessage(t);
  const values = useWatch({ control }) as BulkFormValues;
  const { isSubmitted } = useFormState({ control });
  const [first] = isSubmitted ? bulkFormProblems(values) : [];
  let content: ReactNode = null;
  if (first) {
    const row = first.path[1];
    const text = message(first.message) ?? '';
    content = (
      <Alert color="red" variant="light" role="alert">
        {typeof row === 'number' && row > 0 ? `${codes[row]}: ${text}` : text}
      </Alert>
    );
  } else if (refusal) {
    content = (
      <Alert color="red" variant="light" role="alert">
        {refusal}
      </Alert>
    );
  }
  return <div>{content}</div>;
}

/** The server's refusal on the row's field it names, and in words under the form, with the sample it concerns. */
function placeRefusal(
  form: UseFormReturn<BulkFormValues, unknown, BulkFormValues>,
  failure: unknown,
  codes: readonly string[],
  message: FormMessage,
): string {
  if (!(failure instanceof ApiError)) return message(MESSAGES.somethingWentWrong) ?? '';
  let row: number | null = null;
  for (const problem of failure.errors) {
    const place = formPathOfServerField(problem.field);
    if (place.row === null) continue;
    row ??= place.row;
    form.setError(`rows.${place.row}.${place.path}` as RowPath, { type: 'server', message: problem.message });
  }
  const text = message(failure.message) ?? failure.message;
  return row !== null && codes[row] ? `${codes[row]}: ${text}` : text;
}
