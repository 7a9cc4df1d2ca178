import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Box, Button, Group, Loader, Paper, Select, SimpleGrid, Text, Textarea } from '@mantine/core';
import { type BloodRequestRow, MESSAGES } from '@raktsetu/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useRequestChoices } from './accept-issue.api';
import { requestPatientName } from './request-text';

/*
 * What the two Accept popups share (docs/spec/part-1-institution-side.md §2): a blood bank's Accept and issue and
 * an NGO's Accept and Assign/Depute both show the request, let another verified request be chosen under
 * Details, show the request's comment read-only, and list what may be chosen in a table whose loading, failure
 * and "No Data Available" read alike.
 */

/**
 * The request a popup acts on: the one whose Accept was pressed until another is chosen under Details; the
 * Details list's copy replaces it once reloaded (units received grow). `options` are the requests offered,
 * the opened and the chosen one first when the list (the first 15, nearest first) does not hold them.
 */
export function usePickedRequest(opened: BloodRequestRow) {
  const choices = useRequestChoices();
  const listed = choices.data?.data ?? [];
  const [picked, setPicked] = useState(opened);
  const request = listed.find((row) => row._id === picked._id) ?? picked;
  const offered = [opened, picked].filter(
    (row, index, all) => all.findIndex((r) => r._id === row._id) === index,
  );
  const options = [...offered.filter((row) => !listed.some((r) => r._id === row._id)), ...listed];
  return { request, options, pick: setPicked, loading: choices.isFetching };
}

/** "Details": the verified requests the institution may answer, one of them the popup's. */
export function RequestPicker({
  request,
  options,
  loading,
  onPick,
}: {
  request: BloodRequestRow;
  options: readonly BloodRequestRow[];
  loading: boolean;
  onPick: (row: BloodRequestRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('acceptRequest.details', 'Details')}
      description={t('acceptRequest.detailsHint', 'The verified requests you may fill, nearest first')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={options.map((row) => ({
        value: row._id,
        label: t('acceptRequest.requestOption', '{{name}} · {{group}} {{component}} · {{hospital}}', {
          name: requestPatientName(row),
          group: row.bloodGroup,
          component: row.component,
          hospital: row.hospitalName || '—',
        }),
      }))}
      value={request._id}
      onChange={(id) => {
        const row = options.find((item) => item._id === id);
        if (row && row._id !== request._id) onPick(row);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      size="md"
      rightSection={loading ? <Loader size="xs" /> : undefined}
    />
  );
}

/** Who the request is for and what it still needs. */
export function RequestSummary({ request }: { request: BloodRequestRow }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm" m={0}>
        <Field label={t('acceptRequest.patient', 'Patient')}>{requestPatientName(request)}</Field>
        <Field label={t('acceptRequest.bloodGroup', 'Blood Group')}>{request.bloodGroup}</Field>
        <Field label={t('acceptRequest.component', 'Component')}>{request.component}</Field>
        <Field label={t('acceptRequest.units', 'Units asked / received')}>
          {t('acceptRequest.unitsValue', '{{units}} / {{received}}', {
            units: request.units,
            received: request.unitsReceived,
          })}
        </Field>
        <Field label={t('acceptRequest.hospital', 'Hospital')} wide>
          {request.hospitalName}
        </Field>
        <Field label={t('acceptRequest.requiredBy', 'Required by')}>{formatDate(request.requiredBy)}</Field>
      </SimpleGrid>
    </Paper>
  );
}

/** One term of the summary; nothing given reads "—". */
function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box style={wide ? { gridColumn: 'span 2' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={2} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Text>
    </Box>
  );
}

/** The request's comment, read-only ("—" when there is none). */
export function RequestComment({ request }: { request: BloodRequestRow }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('acceptRequest.comment', 'Comment')}
      value={request.comments || '—'}
      readOnly
      variant="filled"
      size="md"
      rows={2}
    />
  );
}

/** What a popup's table shows of the call behind it. */
export interface TableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * Under a popup's table: the loading line, a failure with Try again, or "No Data Available" when there is
 * nothing to choose (or nothing was asked: `enabled` false).
 */
export function TableStatus({
  query,
  enabled,
  rows,
  loading,
}: {
  query: TableQuery;
  enabled: boolean;
  rows: number;
  loading: string;
}) {
  const { t } = useTranslation();
  if (enabled && query.isPending) {
    return (
      <Group justify="center" gap="xs" p="lg">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{loading}</Text>
      </Group>
    );
  }
  if (enabled && query.isError) {
    return (
      <Alert color="red" variant="light" m="md" role="alert" title={query.error?.message}>
        <Button variant="default" size="compact-sm" onClick={() => void query.refetch()}>
          {t('acceptRequest.retry', 'Try again')}
        </Button>
      </Alert>
    );
  }
  if (!enabled || rows === 0) {
    return (
      <Text size="sm" p="lg" ta="center">
        {t('acceptRequest.empty', MESSAGES.noData)}
      </Text>
    );
  }
  return null;
}
