import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { type BloodRequestRow, type BulkItem, MESSAGES } from '@raktsetu/contract';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { InventoryModal, MissingList, ModalFooter } from '../inventory/bag-selection';
import { useRequestChoices } from './accept-issue.api';
import { requestPatientName } from './request-text';

/*
 * What the two Accept popups share (docs/spec/part-1-institution-side.md §2): a blood bank's Accept and issue and
 * an NGO's Accept and Assign/Depute both show the request, let another verified request be chosen under
 * Details, ask for a quantity that ticks that many rows from the top, list what may be chosen in a table whose
 * loading, failure and "No Data Available" read alike, show the request's comment read-only, and end with the
 * server's refusal, what is still missing, Cancel and their own button.
 */

export interface AcceptModalProps {
  /** The request whose Accept was pressed; the popup is open while there is one. */
  request: BloodRequestRow | null;
  /** Cancel, Escape, or the request answered (units issued, donors deputed). */
  onClose: () => void;
}

/** What an Accept popup shows for the request opened. */
export interface AcceptFlowProps {
  opened: BloodRequestRow;
  onClose: () => void;
}

/**
 * An Accept popup titled `title`, showing `flow` for the request opened. The flow is keyed by the request's id,
 * so nothing chosen for one request is carried over to the next one opened.
 */
export function AcceptModal({
  request,
  onClose,
  title,
  flow: Flow,
}: AcceptModalProps & { title: string; flow: ComponentType<AcceptFlowProps> }) {
  return (
    <InventoryModal opened={request !== null} onClose={onClose} title={title}>
      {() => request && <Flow key={request._id} opened={request} onClose={onClose} />}
    </InventoryModal>
  );
}

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

/**
 * Who the request is for and what it still needs; for a Bulk request, `item` is the item being filled, whose
 * blood group, component and units show instead of the request's.
 */
export function RequestSummary({ request, item }: { request: BloodRequestRow; item?: BulkItem | null }) {
  const { t } = useTranslation();
  const wanted = item
    ? { bloodGroup: item.bloodGroup, component: item.component, units: item.units, received: item.recieved }
    : {
        bloodGroup: request.bloodGroup,
        component: request.component,
        units: request.units,
        received: request.unitsReceived,
      };
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm" m={0}>
        <Field label={t('acceptRequest.patient', 'Patient')}>{requestPatientName(request)}</Field>
        <Field label={t('acceptRequest.bloodGroup', 'Blood Group')}>{wanted.bloodGroup}</Field>
        <Field label={t('acceptRequest.component', 'Component')}>{wanted.component}</Field>
        <Field label={t('acceptRequest.units', 'Units asked / received')}>
          {t('acceptRequest.unitsValue', '{{units}} / {{received}}', {
            units: wanted.units,
            received: wanted.received,
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

/**
 * The quantity, and beside it how many are chosen (`chosenText`, read out as it changes): choosing a number
 * ticks that many rows from the top of the table, up to `max`; under the box, what the request still needs
 * (or `description`, for what is filled instead: a Bulk request's item).
 */
export function QuantityPicker({
  needed,
  max,
  chosen,
  chosenText,
  description,
  disabled,
  onChoose,
}: {
  needed: number;
  max: number;
  chosen: number;
  chosenText: string;
  description?: string;
  disabled: boolean;
  onChoose: (count: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label={t('acceptRequest.quantity', 'Quantity')}
        description={
          description ??
          (needed === 0
            ? t('acceptRequest.filled', 'This request has all its units')
            : needed === 1
              ? t('acceptRequest.needsOne', 'The request needs 1 more unit')
              : t('acceptRequest.needs', 'The request needs {{count}} more units', { count: needed }))
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={t('acceptRequest.quantityPlaceholder', 'Choose')}
        data={Array.from({ length: max }, (_, index) => String(index + 1))}
        value={chosen > 0 ? String(chosen) : null}
        onChange={(value) => onChoose(Number(value ?? 0))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        disabled={disabled}
        size="md"
        w={260}
      />
      <Text size="sm" aria-live="polite" pb={30}>
        {chosenText}
      </Text>
    </Group>
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
 * A popup's table of what may be chosen: Choose, then the cells of `header`; `children` are its rows, each
 * starting with its tick box. It scrolls within the popup under its header and is focusable, so the keyboard can
 * scroll it (WCAG 2.1.1). Under it, the loading line, a failure with Try again, or "No Data Available" (TableStatus);
 * with `enabled` false nothing was asked, so no row shows and it reads "No Data Available".
 */
export function ChoiceTable({
  label,
  minWidth,
  query,
  enabled = true,
  rowCount,
  loading,
  header,
  children,
}: {
  label: string;
  minWidth: number;
  query: TableQuery;
  enabled?: boolean;
  rowCount: number;
  /** The loading line: what is being loaded. */
  loading: string;
  header: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer
        minWidth={minWidth}
        maxHeight={320}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <Table aria-label={label} aria-busy={query.isFetching} verticalSpacing="xs" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>{t('acceptRequest.col.choose', 'Choose')}</Table.Th>
              {header}
            </Table.Tr>
          </Table.Thead>
          {enabled && rowCount > 0 && <Table.Tbody>{children}</Table.Tbody>}
        </Table>
      </Table.ScrollContainer>
      <TableStatus query={query} enabled={enabled} rows={rowCount} loading={loading} />
    </Paper>
  );
}

/**
 * Under a popup's table: the loading line, a failure with Try again, or "No Data Available" when there is
 * nothing to choose (or nothing was asked: `enabled` false).
 */
function TableStatus({
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

/** Why the server refused what was sent (`title` says what did not happen); the popup stays open with it. */
export function RefusalAlert({ title, refusal }: { title: string; refusal: string | null }) {
  if (!refusal) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {refusal}
    </Alert>
  );
}

/** The popup's footer: what is still missing, Cancel, and the popup's own button (`children`). */
export function AcceptFooter({
  missing,
  onCancel,
  children,
}: {
  missing: readonly string[];
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ModalFooter hint={<MissingList items={missing} live />}>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel', 'Cancel')}
      </Button>
      {children}
    </ModalFooter>
  );
}
