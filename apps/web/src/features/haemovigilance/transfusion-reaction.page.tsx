import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Checkbox, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  haemovigilanceEndpoints,
  type IssuedUnitRow,
  TEXT_LIMITS,
  type TransfusionReactionForm,
  transfusionReactionFormSchema,
} from '@raktsetu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useContractForm } from '../../lib/forms';
import { useRecordTransfusionReaction } from './haemovigilance.api';
import { NotForNgo, useIsNgo } from './not-for-ngo';
import { emptyClinical, ReactionEntry, useReactionMessage } from './reaction-entry';
import { transfusionSeverityLabels, transfusionTypeLabels } from './reaction-labels';

const PICKER_SIZE = 20;

/**
 * /haemovigilance/transfusion-reaction (issue 17 item 6): the units the patient received, chosen among those
 * issued for this institution's patients (all for one patient), then what happened. `?bag=` (from a unit's
 * page) or `?patientId=` (from a patient) narrows the choice and picks the bag. Recorded, each unit's history
 * shows the reaction, and the list opens.
 */
export function TransfusionReactionPage() {
  const { t } = useTranslation();
  if (useIsNgo()) {
    return <NotForNgo title={t('haemovigilance.transfusionForm.title', 'Record transfusion reaction')} />;
  }
  return <TransfusionReactionEntry />;
}

function TransfusionReactionEntry() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const record = useRecordTransfusionReaction();
  const form = useContractForm(transfusionReactionFormSchema, {
    defaultValues: { unitIds: [], ...emptyClinical<TransfusionReactionForm>() },
  });
  return (
    <ReactionEntry
      back="/haemovigilance"
      title={t('haemovigilance.transfusionForm.title', 'Record transfusion reaction')}
      intro={t(
        'haemovigilance.transfusionForm.intro',
        'Choose the units the patient received, then describe the reaction. The blood centre that issued the units sees it in their history.',
      )}
      form={form}
      choice={
        <UnitChoice
          form={form}
          initialSearch={params.get('bag') ?? ''}
          patientId={params.get('patientId') ?? undefined}
        />
      }
      types={transfusionTypeLabels(t)}
      severities={transfusionSeverityLabels(t)}
      actionsHint={t(
        'haemovigilance.field.actionsHint',
        'What was done: transfusion stopped, medicines given, samples sent to the blood centre.',
      )}
      pending={record.isPending}
      send={(values, clinical) => record.mutateAsync({ unitIds: values.unitIds, ...clinical })}
    />
  );
}

type ReactionForm = ReturnType<typeof useContractForm<typeof transfusionReactionFormSchema>>;

/**
 * The issued units to choose from, newest issue first, searched by the server. Once a unit is chosen, only
 * units of the same patient can join it; the chosen ones stay listed above the search.
 */
function UnitChoice({
  form,
  initialSearch,
  patientId,
}: {
  form: ReactionForm;
  initialSearch: string;
  patientId: string | undefined;
}) {
  const { t } = useTranslation();
  const message = useReactionMessage();
  const headingId = useId();
  const [search, setSearch] = useState(initialSearch);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { field, fieldState } = useController({ control: form.control, name: 'unitIds' });
  const [chosen, setChosen] = useState<IssuedUnitRow[]>([]);
  const units = useQuery({
    queryKey: ['haemovigilance', 'issued-units', debounced, patientId],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await call(
          haemovigilanceEndpoints.issuedUnits,
          { search: debounced || undefined, patientId, limit: PICKER_SIZE },
          { signal },
        )
      ).content,
  });

  const choose = (next: IssuedUnitRow[]) => {
    setChosen(next);
    field.onChange(next.map((unit) => unit._id));
  };
  const toggle = (unit: IssuedUnitRow, on: boolean) =>
    choose(on ? [...chosen, unit] : chosen.filter((one) => one._id !== unit._id));

  // Opened from a unit's page: that bag is chosen as soon as it is found. A bag issued to another hospital's
  // patient is not among this institution's: that hospital records the reaction.
  const [prefilled, setPrefilled] = useState(initialSearch === '');
  const [notOurs, setNotOurs] = useState(false);
  useEffect(() => {
    if (prefilled || !units.data || debounced !== initialSearch.trim()) return;
    setPrefilled(true);
    const bag = units.data.data.find(
      (unit) => unit.bagId.toLowerCase() === initialSearch.trim().toLowerCase(),
    );
    if (bag) choose([bag]);
    else setNotOurs(true);
  });

  const patientKey = chosen[0]?.patientKey;
  const listed = (units.data?.data ?? []).filter((unit) => !chosen.some((one) => one._id === unit._id));
  const rows = [...chosen, ...listed];
  const patient = chosen[0]?.patient;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            {t('haemovigilance.transfusionForm.units', 'The units the patient received')}
          </Title>
          <Text size="sm" c="gray.7" mt={2}>
            {patient
              ? t('haemovigilance.transfusionForm.patient', 'Patient: {{name}} {{code}}', {
                  name: patient.name,
                  code: patient.code ? `(${patient.code})` : '',
                })
              : t(
                  'haemovigilance.transfusionForm.unitsHint',
                  'Units issued for your patients. Choosing one keeps the others of the same patient.',
                )}
          </Text>
        </div>
        <TextInput
          label={t('haemovigilance.transfusionForm.search', 'Find a unit')}
          description={t(
            'haemovigilance.transfusionForm.searchHint',
            'Bag or unit number, patient name or patient ID',
          )}
          // Where focus goes when no unit is chosen yet.
          ref={field.ref}
          value={search}
          maxLength={TEXT_LIMITS.search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        {notOurs && (
          <Alert color="yellow">
            {t(
              'haemovigilance.transfusionForm.notOurs',
              'Bag {{bag}} was not issued for one of your patients. The hospital it was issued to records a reaction to it.',
              { bag: initialSearch },
            )}
          </Alert>
        )}
        {fieldState.error && (
          <Text size="sm" c="red.8" role="alert">
            {message(fieldState.error.message)}
          </Text>
        )}
        <Table.ScrollContainer minWidth={760}>
          <Table aria-labelledby={headingId} aria-busy={units.isFetching} fz="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('haemovigilance.transfusionForm.choose', 'Choose')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('haemovigilance.col.bag', 'Bag')}</Table.Th>
                <Table.Th>{t('haemovigilance.col.unit', 'Unit')}</Table.Th>
                <Table.Th>{t('haemovigilance.col.patient', 'Patient')}</Table.Th>
                <Table.Th>{t('haemovigilance.col.issued', 'Issued')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((unit) => {
                const on = chosen.some((one) => one._id === unit._id);
                const otherPatient = patientKey !== undefined && unit.patientKey !== patientKey;
                return (
                  <Table.Tr key={unit._id}>
                    <Table.Td>
                      <Checkbox
                        checked={on}
                        disabled={otherPatient && !on}
                        onChange={(event) => toggle(unit, event.currentTarget.checked)}
                        aria-label={t(
                          'haemovigilance.transfusionForm.chooseBag',
                          'Bag {{bag}} for {{patient}}',
                          {
                            bag: unit.bagId,
                            patient: unit.patient.name,
                          },
                        )}
                        description={
                          otherPatient && !on
                            ? t('haemovigilance.transfusionForm.otherPatient', 'Another patient')
                            : undefined
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} ff="monospace">
                        {unit.bagId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {unit.bloodGroup} · {unit.component}
                    </Table.Td>
                    <Table.Td>
                      {unit.patient.name}
                      {unit.patient.code && (
                        <Text span size="xs" c="gray.7" ff="monospace">
                          {' '}
                          {unit.patient.code}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(unit.issuedAt)} · {unit.issuedBy}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {units.data && rows.length === 0 && (
          <Text size="sm" c="gray.7">
            {debounced
              ? t('haemovigilance.transfusionForm.noMatch', 'No issued unit matches “{{search}}”.', {
                  search: debounced,
                })
              : t(
                  'haemovigilance.transfusionForm.noUnits',
                  'No units have been issued for your patients yet.',
                )}
          </Text>
        )}
        {units.data && units.data.total > PICKER_SIZE && (
          <Text size="sm" c="gray.7">
            {t(
              'haemovigilance.transfusionForm.more',
              'Showing the {{shown}} latest of {{total}} issued units: search to find others.',
              { shown: PICKER_SIZE, total: units.data.total },
            )}
          </Text>
        )}
        {units.isError && (
          <Alert color="red">
            {t('haemovigilance.transfusionForm.failed', 'The units could not be loaded')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
