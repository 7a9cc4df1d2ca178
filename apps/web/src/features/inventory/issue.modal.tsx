import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import {
  BLOOD_GROUPS,
  type BloodGroup,
  type BloodRequestRow,
  bloodGroupSchema,
  CONTROL_CHARACTERS_MESSAGE,
  type DeliveryMode,
  dayFieldSchema,
  GENDERS,
  genderSchema,
  isBloodGroup,
  isCompatible,
  issuedToPatientMessage,
  MESSAGES,
  type PatientRequest,
  patientRequestSchema,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DAY_TEXT, type FormMessage, formTextFields } from '../../components/form-fields';
import { FormSelect } from '../../components/form-select';
import { ownSubmit } from '../../components/modal-buttons';
import type { Ask } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { formatDate } from '../../lib/format';
import { isEmptyText, optionalText, showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDigits, cleanPhone } from '../../lib/input';
import {
  BagSelection,
  type CellFlowProps,
  CellModal,
  CellSummary,
  ChoiceTable,
  DeliveryModeField,
  issueRefusalText,
  MissingList,
  ModalFooter,
  PopupStep,
  type StockCell,
  useChoiceSearch,
} from './bag-selection';
import {
  patientIssue,
  REQUESTS_LIMIT,
  useAddPatientRequest,
  useChangeStatus,
  useVerifiedRequests,
} from './stock.api';

export type PatientKind = 'registered' | 'unregistered';

const patientName = (request: Pick<BloodRequestRow, 'details'>) =>
  `${request.details.firstName} ${request.details.lastName}`.trim();

/** Units the request still waits for. */
export const unitsNeeded = (request: Pick<BloodRequestRow, 'units' | 'unitsReceived'>) =>
  Math.max(0, request.units - request.unitsReceived);

// ---- registered: a verified request ---------------------------------------------------------------------

function RequestPicker({
  cell,
  onChoose,
}: {
  cell: StockCell;
  onChoose: (request: BloodRequestRow) => void;
}) {
  const { t } = useTranslation();
  const search = useChoiceSearch();
  const { term } = search;
  const requests = useVerifiedRequests(cell.component, term);
  const rows = requests.data?.data ?? [];
  const total = requests.data?.total ?? 0;
  const label = t('issueUnits.requestsLabel', 'Verified requests for {{component}}', {
    component: cell.component,
  });
  return (
    <Stack gap="sm">
      <ChoiceTable
        search={{
          label: t('issueUnits.searchRequests', 'Search requests'),
          placeholder: t('issueUnits.searchRequestsPlaceholder', 'Patient name, patient ID or hospital'),
          ...search,
        }}
        label={label}
        minWidth={760}
        maxHeight={320}
        query={requests}
        rows={rows}
        headers={
          <>
            <Table.Th>{t('issueUnits.col.patient', 'Patient')}</Table.Th>
            <Table.Th>{t('issueUnits.col.patientId', 'Patient ID')}</Table.Th>
            <Table.Th>{t('issueUnits.col.hospital', 'Hospital')}</Table.Th>
            <Table.Th>{t('issueUnits.col.group', 'Group')}</Table.Th>
            <Table.Th ta="right">{t('issueUnits.col.units', 'Units asked')}</Table.Th>
            <Table.Th ta="right">{t('issueUnits.col.received', 'Received')}</Table.Th>
            <Table.Th>{t('issueUnits.col.requiredBy', 'Required by')}</Table.Th>
          </>
        }
        cells={(request) => {
          const compatible =
            !isBloodGroup(request.bloodGroup) ||
            isCompatible({
              component: cell.component,
              donorGroup: cell.bloodGroup,
              recipientGroup: request.bloodGroup,
            });
          return (
            <>
              <Table.Th scope="row" fw={600}>
                {patientName(request)}
              </Table.Th>
              <Table.Td ff="monospace" fz="sm">
                {request.patientId || '—'}
              </Table.Td>
              <Table.Td>{request.hospitalName || '—'}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text fw={600} size="sm">
                    {request.bloodGroup}
                  </Text>
                  {!compatible && (
                    <Text size="xs" c="red">
                      {t('issueUnits.notCompatible', 'Cannot take {{group}}', {
                        group: cell.bloodGroup,
                      })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{request.units}</Table.Td>
              <Table.Td ta="right">{request.unitsReceived}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(request.requiredBy) || '—'}</Table.Td>
            </>
          );
        }}
        radioLabel={(request) =>
          t('issueUnits.chooseRequest', 'Choose the request of {{name}}', { name: patientName(request) })
        }
        // The picker shows only while no request is chosen.
        chosen={null}
        onChoose={onChoose}
        loading={t('issueUnits.loadingRequests', 'Loading the requests…')}
        empty={
          term
            ? t('issueUnits.noMatchingRequests', 'No verified request matches “{{term}}”.', { term })
            : t(
                'issueUnits.noRequests',
                'No verified request for {{component}} is waiting. For a patient at the counter, use Unregistered.',
                { component: cell.component },
              )
        }
      />
      {total > rows.length && rows.length > 0 && (
        <Text size="sm" c="dimmed">
          {t(
            'issueUnits.moreRequests',
            'The first {{shown}} of {{total}} requests are shown; search to find others.',
            {
              shown: Math.min(rows.length, REQUESTS_LIMIT),
              total,
            },
          )}
        </Text>
      )}
    </Stack>
  );
}

/** The chosen request, with what it still needs. */
function RequestSummary({
  request,
  onChange,
  note,
}: {
  request: BloodRequestRow;
  onChange?: () => void;
  note?: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700}>{patientName(request)}</Text>
            <Badge variant="light" color="blood" radius="sm">
              {request.bloodGroup}
            </Badge>
          </Group>
          <Text size="sm">
            {[request.patientId, request.hospitalName].filter(Boolean).join(' · ') || '—'}
          </Text>
          <Text size="sm">
            {request.units === 1
              ? t(
                  'issueUnits.summaryUnitsOne',
                  '1 unit asked, {{received}} received, {{needed}} still needed',
                  {
                    received: request.unitsReceived,
                    needed: unitsNeeded(request),
                  },
                )
              : t(
                  'issueUnits.summaryUnits',
                  '{{units}} units asked, {{received}} received, {{needed}} still needed',
                  {
                    units: request.units,
                    received: request.unitsReceived,
                    needed: unitsNeeded(request),
                  },
                )}
            {request.requiredBy &&
              ` · ${t('issueUnits.summaryRequiredBy', 'required by {{date}}', { date: formatDate(request.requiredBy) })}`}
          </Text>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </Stack>
        {onChange && (
          <Button variant="default" size="compact-sm" onClick={onChange}>
            {t('issueUnits.changeRequest', 'Change request')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

// ---- unregistered: Add Patient to Issue Blood -----------------------------------------------------------

const request = patientRequestSchema.shape;
const REQUIRED = MESSAGES.enterRequiredDetails;
const UNITS_MESSAGE = 'Enter the units as a whole number, from 1 to 50';
const NAME_LINK_MESSAGE = 'A name cannot contain a web address';

/**
 * The Add Patient to Issue Blood form (docs/spec/part-2-operations-and-admin.md §3 patient request, §5):
 * every box is text, checked by the contract's field schemas; mobile and units are digits only.
 */
export const patientRequestFormSchema = z.object({
  patientName: request.patientName,
  mobileNumber: request.mobileNumber,
  gender: optionalText(genderSchema),
  dateOfBirth: optionalText(dayFieldSchema()),
  patientId: request.patientId.unwrap(),
  bloodGroup: z.string().min(1, REQUIRED).pipe(bloodGroupSchema),
  units: z
    .string()
    .refine((text) => !isEmptyText(text), REQUIRED)
    .refine((text) => isEmptyText(text) || request.units.safeParse(text).success, UNITS_MESSAGE)
    .transform((text) => Number(text)),
  requiredBy: optionalText(dayFieldSchema()),
  hospitalName: request.hospitalName,
  hospitalAddress: request.hospitalLocation.unwrap().shape.description.unwrap(),
  doctorName: request.doctorName.unwrap(),
  relation: request.relation.unwrap(),
  condition: request.condition.unwrap(),
  reasons: request.reasons.unwrap(),
  comments: request.comments.unwrap(),
});
export type PatientRequestFormValues = z.input<typeof patientRequestFormSchema>;
type PatientRequestFormOutput = z.output<typeof patientRequestFormSchema>;
type PatientRequestControl = Control<PatientRequestFormValues, unknown, PatientRequestFormOutput>;

export const EMPTY_PATIENT_REQUEST: PatientRequestFormValues = {
  patientName: '',
  mobileNumber: '',
  gender: '',
  dateOfBirth: '',
  patientId: '',
  bloodGroup: '',
  units: '',
  requiredBy: '',
  hospitalName: '',
  hospitalAddress: '',
  doctorName: '',
  relation: '',
  condition: '',
  reasons: '',
  comments: '',
};

/** POST requests/patient from the checked form, for the cell's component. */
export function patientRequestPayload(values: PatientRequestFormOutput, cell: StockCell): PatientRequest {
  return {
    component: cell.component,
    bloodGroup: values.bloodGroup,
    units: values.units,
    hospitalName: values.hospitalName,
    hospitalLocation: { type: 'Point', description: values.hospitalAddress },
    comments: values.comments,
    condition: values.condition,
    patientName: values.patientName,
    mobileNumber: values.mobileNumber,
    countryCode: '+91',
    doctorName: values.doctorName,
    reasons: values.reasons,
    patientId: values.patientId,
    relation: values.relation,
    attachments: [],
    ...(values.requiredBy && { requiredBy: values.requiredBy }),
    ...(values.gender && { gender: values.gender }),
    ...(values.dateOfBirth && { dateOfBirth: values.dateOfBirth }),
  };
}

/** Where the server's field errors go on this form. */
const SERVER_FIELDS: Record<string, keyof PatientRequestFormValues> = {
  'hospitalLocation.description': 'hospitalAddress',
  hospitalLocation: 'hospitalAddress',
};

function requestMessage(t: TFunction): FormMessage {
  const known: Record<string, string> = {
    [REQUIRED]: t('issueUnits.message.required', MESSAGES.enterRequiredDetails),
    [MESSAGES.invalidPhone]: t('issueUnits.message.invalidPhone', MESSAGES.invalidPhone),
    [MESSAGES.invalidDate]: t('issueUnits.message.invalidDate', MESSAGES.invalidDate),
    [CONTROL_CHARACTERS_MESSAGE]: t('issueUnits.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE),
    [NAME_LINK_MESSAGE]: t('issueUnits.message.nameLink', NAME_LINK_MESSAGE),
    [UNITS_MESSAGE]: t('issueUnits.rule.units', UNITS_MESSAGE),
  };
  return (message) => (message ? (known[message] ?? message) : undefined);
}

function CommentsField({ control, message }: { control: PatientRequestControl; message: FormMessage }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'comments' });
  return (
    <Textarea
      ref={field.ref}
      label={t('issueUnits.patient.comments', 'Comments')}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      rows={3}
      size="md"
      maxLength={1000}
    />
  );
}

function PatientRequestForm({
  formId,
  cell,
  ask,
  onCreated,
}: {
  formId: string;
  cell: StockCell;
  ask: Ask;
  onCreated: (request: BloodRequestRow) => void;
}) {
  const { t } = useTranslation();
  const message = requestMessage(t);
  const add = useAddPatientRequest();
  const form = useContractForm(patientRequestFormSchema, { defaultValues: EMPTY_PATIENT_REQUEST });
  const { control } = form;
  const genders = GENDERS.map((value) => ({
    value,
    label:
      value === 'Male'
        ? t('issueUnits.gender.male', 'Male')
        : value === 'Female'
          ? t('issueUnits.gender.female', 'Female')
          : t('issueUnits.gender.other', 'Other'),
  }));
  const text = formTextFields(control, message, { maxLength: TEXT_LIMITS.name });

  const submit = form.handleSubmit(async (values) => {
    if (add.isPending) return;
    try {
      onCreated(await add.mutateAsync(patientRequestPayload(values, cell)));
    } catch (failure) {
      const general = showServerErrors(form, failure, SERVER_FIELDS);
      if (general) await ask(popups.failure({ title: message(general) ?? general }));
    }
  });

  return (
    <form
      id={formId}
      noValidate
      onSubmit={ownSubmit(submit)}
      aria-label={t('issueUnits.patientFormTitle', 'Add Patient to Issue Blood')}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(
            'issueUnits.patientFormIntro',
            'For a patient who is not on RaktSetu. Saved as a verified request for {{component}}; fields marked * are required.',
            { component: cell.component },
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {text('patientName', t('issueUnits.patient.name', 'Patient name'), {
            required: true,
            'data-autofocus': true,
          })}
          {text('mobileNumber', t('issueUnits.patient.mobile', 'Mobile number'), {
            required: true,
            inputMode: 'numeric',
            clean: cleanPhone,
            maxLength: 20,
          })}
          <FormSelect
            control={control}
            name="gender"
            label={t('issueUnits.patient.gender', 'Gender')}
            data={genders}
            message={message}
            clearable
            size="md"
          />
          {text('dateOfBirth', t('issueUnits.patient.dateOfBirth', 'Date of birth'), {
            description: t('issueUnits.dateHint', 'DD/MM/YYYY'),
            ...DAY_TEXT,
          })}
          {text('patientId', t('issueUnits.patient.patientId', 'Patient ID'), {
            description: t(
              'issueUnits.patient.patientIdHint',
              "The hospital's number for the patient (MRN or UHID)",
            ),
            maxLength: 40,
          })}
          <FormSelect
            control={control}
            name="bloodGroup"
            label={t('issueUnits.patient.bloodGroup', "Patient's blood group")}
            data={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
            required
            message={message}
            size="md"
          />
          {text('units', t('issueUnits.patient.units', 'Units'), {
            required: true,
            inputMode: 'numeric',
            clean: (value: string) => cleanDigits(value, 2),
            maxLength: 2,
          })}
          {text('requiredBy', t('issueUnits.patient.requiredBy', 'Required by'), {
            description: t('issueUnits.dateHint', 'DD/MM/YYYY'),
            ...DAY_TEXT,
          })}
          {text('hospitalName', t('issueUnits.patient.hospitalName', 'Hospital name'), { required: true })}
          {text('hospitalAddress', t('issueUnits.patient.hospitalAddress', 'Hospital address'), {
            maxLength: TEXT_LIMITS.line,
          })}
          {text('doctorName', t('issueUnits.patient.doctor', 'Doctor'))}
          {text('relation', t('issueUnits.patient.relation', 'Relation of the person collecting'))}
          {text('condition', t('issueUnits.patient.condition', 'Condition'))}
          {text('reasons', t('issueUnits.patient.reasons', 'Reasons'), { maxLength: TEXT_LIMITS.line })}
        </SimpleGrid>
        <CommentsField control={control} message={message} />
      </Stack>
    </form>
  );
}

// ---- the popup ------------------------------------------------------------------------------------------

function IssueFlow({ cell, patient, ask, onClose }: CellFlowProps & { patient: PatientKind }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<BloodRequestRow | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [delivery, setDelivery] = useState<DeliveryMode | null>(null);
  const issue = useChangeStatus();
  const patientFormId = useId();
  const patientGroup: BloodGroup | null =
    chosen && isBloodGroup(chosen.bloodGroup) ? chosen.bloodGroup : null;
  const needed = chosen ? unitsNeeded(chosen) : 0;

  const missing = [
    !chosen && t('issueUnits.missing.request', 'Choose a request.'),
    selected.length === 0 && t('issueUnits.missing.bags', 'Choose at least one bag.'),
    !delivery && t('issueUnits.missing.delivery', 'Choose a delivery mode.'),
  ].filter((item): item is string => Boolean(item));
  const ready = missing.length === 0;

  const send = async () => {
    if (!chosen || !delivery || selected.length === 0 || issue.isPending) return;
    try {
      const answer = await issue.mutateAsync(patientIssue(chosen._id, selected, delivery));
      onClose();
      void popups.success({
        title: answer.message || issuedToPatientMessage(chosen.bloodGroup, cell.component),
      });
    } catch (failure) {
      // The table reloads (useChangeStatus), so the bag taken meanwhile shows why it cannot be chosen.
      await ask(popups.failedWith(failure));
    }
  };

  const creatingPatient = patient === 'unregistered' && !chosen;

  return (
    <>
      <Stack gap="lg">
        <CellSummary cell={cell} />
        <PopupStep
          number={1}
          title={
            patient === 'registered'
              ? t('issueUnits.step.request', 'Request')
              : t('issueUnits.patientFormTitle', 'Add Patient to Issue Blood')
          }
        >
          {chosen ? (
            <RequestSummary
              request={chosen}
              note={
                patient === 'unregistered'
                  ? t(
                      'issueUnits.createdNote',
                      'Saved as a verified request; it is also listed under Registered.',
                    )
                  : undefined
              }
              onChange={
                patient === 'registered'
                  ? () => {
                      setChosen(null);
                      setSelected([]);
                    }
                  : undefined
              }
            />
          ) : patient === 'registered' ? (
            <RequestPicker cell={cell} onChoose={setChosen} />
          ) : (
            <PatientRequestForm formId={patientFormId} cell={cell} ask={ask} onCreated={setChosen} />
          )}
        </PopupStep>
        {chosen && (
          <>
            <PopupStep number={2} title={t('issueUnits.step.bags', 'Bags')}>
              <BagSelection
                key={chosen._id}
                cell={cell}
                refusal={(unit) => issueRefusalText(t, unit, patientGroup)}
                selected={selected}
                onSelect={setSelected}
                quantity={{ kind: 'count', max: needed, initial: needed }}
                quantityHint={
                  needed > 0
                    ? needed === 1
                      ? t('issueUnits.needsOne', 'The request needs 1 more unit')
                      : t('issueUnits.needs', 'The request needs {{count}} more units', { count: needed })
                    : t('issueUnits.filled', 'This request has all its units')
                }
              />
            </PopupStep>
            <PopupStep number={3} title={t('issueUnits.step.delivery', 'Delivery')}>
              <DeliveryModeField value={delivery} onChange={setDelivery} />
            </PopupStep>
          </>
        )}
      </Stack>
      <ModalFooter hint={creatingPatient ? null : <MissingList items={missing} live />}>
        <Button variant="default" onClick={onClose}>
          {t('issueUnits.cancel', 'Cancel')}
        </Button>
        {creatingPatient ? (
          // Always enabled (docs/spec/part-2-operations-and-admin.md §5): pressing it shows what is missing.
          <Button type="submit" form={patientFormId}>
            {t('issueUnits.savePatient', 'Save and choose bags')}
          </Button>
        ) : (
          <Button onClick={() => void send()} disabled={!ready} loading={issue.isPending}>
            {t('issueUnits.submit', 'Issue')}
          </Button>
        )}
      </ModalFooter>
    </>
  );
}

/**
 * The Issue to Patient popup (docs/spec/part-2-operations-and-admin.md §2, §4, §5): a verified request
 * (Registered) or a new one for a patient at the counter (Unregistered), then the bags — first-expiring
 * first, each unit that cannot go to this patient greyed out with the reason — and the delivery mode.
 */
export function IssueModal({
  cell,
  patient,
  onClose,
}: {
  cell: StockCell | null;
  patient: PatientKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <CellModal cell={cell} onClose={onClose} title={t('issueUnits.title', 'Issue to Patient')}>
      {(flow) => <IssueFlow {...flow} patient={patient} />}
    </CellModal>
  );
}
