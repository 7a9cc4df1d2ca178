import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  type BloodGroup,
  type Component,
  DELIVERY_MODES,
  type DeliveryMode,
  type InventoryUnit,
  issueRefusal,
  moveRefusal,
  TEXT_LIMITS,
  type UnitState,
  unitCodeMatches,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFooterBar } from '../../components/modal-buttons';
import { type Ask, usePopupGuard } from '../../components/popup-guard';
import { formatDate } from '../../lib/format';
import { type ScanResult, ScanToChoose } from './scan-to-choose';
import { CELL_UNITS_LIMIT, useCellUnits } from './stock.api';
import { stateRefusal } from './unit-refusal-texts';

/**
 * The parts the stock screen's popups share (docs/spec/part-2-operations-and-admin.md §2, §4, §5): the
 * popup frame, the bag-selection table, the delivery-mode choice and the texts of a unit's state and of why
 * it cannot be chosen.
 */

/** A cell of the stock grid: the units of one component of one blood group. */
export interface StockCell {
  bloodGroup: BloodGroup;
  component: Component;
  /** Units that may be issued now. */
  available: number;
}

// ---- the popup frame ------------------------------------------------------------------------------------

/** Phones get the whole screen, so the tables and the buttons under them fit. */
const PHONE = '(max-width: 36em)';

/**
 * The frame of the stock screen's popups: titled, wide enough for a bag table, full screen on phones, its
 * content mounted only while open so every opening starts clean. Escape closes it (Mantine's default).
 */
export function InventoryModal({
  opened,
  onClose,
  title,
  size = '62rem',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: (ask: Ask) => ReactNode;
}) {
  const isPhone = useMediaQuery(PHONE) ?? false;
  const { ask, guard } = usePopupGuard();
  // The title stays while the popup fades out.
  const [shownTitle, setShownTitle] = useState(title);
  if (opened && title !== shownTitle) setShownTitle(title);
  return (
    <Modal
      opened={opened}
      onClose={guard(onClose)}
      title={
        <Text component="span" fw={700} fz="lg">
          {shownTitle}
        </Text>
      }
      size={size}
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
    >
      {opened && children(ask)}
    </Modal>
  );
}

/** What the popup of a cell (issue, transfer, process) gives the flow inside it. */
export interface CellFlowProps {
  cell: StockCell;
  ask: Ask;
  onClose: () => void;
}

/** The popup of a cell of the stock grid: open while there is a cell, the flow mounted for it. */
export function CellModal({
  cell,
  onClose,
  title,
  children,
}: {
  cell: StockCell | null;
  onClose: () => void;
  title: string;
  children: (flow: CellFlowProps) => ReactNode;
}) {
  return (
    <InventoryModal opened={cell !== null} onClose={onClose} title={title}>
      {(ask) => cell && children({ cell, ask, onClose })}
    </InventoryModal>
  );
}

/** The popups' buttons stay at the bottom while the content above them scrolls; `hint` says what is missing. */
export function ModalFooter({ hint, children }: { hint?: ReactNode; children: ReactNode }) {
  return (
    <ModalFooterBar>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Box style={{ flex: '1 1 240px' }}>{hint}</Box>
        <Group gap="sm">{children}</Group>
      </Group>
    </ModalFooterBar>
  );
}

/** A numbered part of a popup: 1 the request or place, 2 the bags, 3 the delivery. */
export function PopupStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {number}. {title}
      </Title>
      {children}
    </Stack>
  );
}

/** What the popup acts on, e.g. "A+ · Whole Blood · 12 available". */
export function CellSummary({ cell }: { cell: StockCell }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Badge size="lg" variant="light" color="blood" radius="sm">
        {cell.bloodGroup}
      </Badge>
      <Text fw={600}>{cell.component}</Text>
      <Text size="sm" c="dimmed">
        {t('bagSelection.availableCount', '{{count}} available', { count: cell.available })}
      </Text>
    </Group>
  );
}

/** Under a cell popup's content: what is still missing before it can be sent, one line each. */
export function MissingList({ items, live = false }: { items: readonly string[]; live?: boolean }) {
  if (items.length === 0) return null;
  return (
    <List size="sm" spacing={0} aria-live={live ? 'polite' : undefined}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

// ---- texts ----------------------------------------------------------------------------------------------

/** A unit's state in words ("Transfer In Process" for a unit on its way, as the spec's transfer view says). */
export function stateLabel(t: TFunction, state: UnitState): string {
  const labels: Record<UnitState, string> = {
    quarantined: t('bagSelection.state.quarantined', 'Quarantined'),
    available: t('bagSelection.state.available', 'Available'),
    reserved: t('bagSelection.state.reserved', 'Reserved'),
    inTransfer: t('bagSelection.state.inTransfer', 'Transfer In Process'),
    inProcessing: t('bagSelection.state.inProcessing', 'In Process'),
    issued: t('bagSelection.state.issued', 'Issued'),
    disposed: t('bagSelection.state.disposed', 'Disposed'),
    processed: t('bagSelection.state.processed', 'Processed'),
    unsafe: t('bagSelection.state.unsafe', 'Unsafe'),
    expired: t('bagSelection.state.expired', 'Expired'),
  };
  return labels[state];
}

const STATE_COLOR: Record<UnitState, string> = {
  available: 'teal',
  quarantined: 'yellow',
  reserved: 'gray',
  inTransfer: 'blue',
  inProcessing: 'grape',
  issued: 'gray',
  disposed: 'gray',
  processed: 'gray',
  unsafe: 'red',
  expired: 'red',
};

/** Why a unit cannot go to a patient of `patientGroup` (contract `issueRefusal`), or null when it can. */
export function issueRefusalText(
  t: TFunction,
  unit: InventoryUnit,
  patientGroup: BloodGroup | null,
): string | null {
  if (issueRefusal(unit, patientGroup) === null) return null;
  if (unit.state !== 'available') return stateRefusal(t, unit.state);
  return t(
    'bagSelection.refusal.incompatible',
    '{{group}} {{component}} is not compatible with a {{patient}} patient',
    { group: unit.bloodGroup, component: unit.component, patient: patientGroup },
  );
}

/** Why a unit cannot be transferred or processed (contract `moveRefusal`), or null when it can. */
export function moveRefusalText(t: TFunction, unit: InventoryUnit): string | null {
  return moveRefusal(unit) === null ? null : stateRefusal(t, unit.state);
}

// ---- delivery mode --------------------------------------------------------------------------------------

/** "Will be delivered" or "To be collected" (docs/spec/part-2-operations-and-admin.md §5); none chosen at first. */
export function DeliveryModeField({
  value,
  onChange,
}: {
  value: DeliveryMode | null;
  onChange: (mode: DeliveryMode) => void;
}) {
  const { t } = useTranslation();
  const labels: Record<DeliveryMode, string> = {
    toBeDeliver: t('bagSelection.delivery.toBeDeliver', DELIVERY_MODES.toBeDeliver),
    toBeCollected: t('bagSelection.delivery.toBeCollected', DELIVERY_MODES.toBeCollected),
  };
  return (
    <Radio.Group
      label={t('bagSelection.delivery.label', 'Delivery')}
      value={value}
      onChange={(mode) => onChange(mode as DeliveryMode)}
      withAsterisk
    >
      <Group gap="xl" mt={8}>
        {(Object.keys(labels) as DeliveryMode[]).map((mode) => (
          <Radio key={mode} value={mode} label={labels[mode]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

// ---- tables in a popup ----------------------------------------------------------------------------------

/** What a popup's table shows of the call behind it. */
interface TableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** Under a popup's table: the loading line, a failure with Try again, or what an answer without rows means. */
function TableState({
  query,
  rows,
  loading,
  empty,
}: {
  query: TableQuery;
  rows: number;
  loading: string;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Group justify="center" gap="xs" p="lg">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{loading}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" m="md" role="alert" title={query.error?.message}>
        <Button variant="default" size="compact-sm" onClick={() => void query.refetch()}>
          {t('bagSelection.retry', 'Try again')}
        </Button>
      </Alert>
    );
  }
  if (rows === 0) {
    return (
      <Text size="sm" p="lg" ta="center">
        {empty}
      </Text>
    );
  }
  return null;
}

/** The search box of a `ChoiceTable`: what is typed, and the term to ask for once typing pauses. */
export function useChoiceSearch() {
  const [value, onChange] = useState('');
  const [term] = useDebouncedValue(value.trim(), 400);
  return { value, onChange, term };
}

/**
 * A searched table of which one row is chosen, by its radio or a click anywhere on the row (the request to
 * issue to, the blood bank to transfer to), with the loading line, a failure or what no rows mean under it.
 */
export function ChoiceTable<R extends { _id: string }>({
  search,
  label,
  minWidth,
  maxHeight,
  query,
  rows,
  headers,
  cells,
  radioLabel,
  chosen,
  onChoose,
  loading,
  empty,
}: {
  search: { label: string; placeholder: string; value: string; onChange: (text: string) => void };
  /** The table's name. */
  label: string;
  minWidth: number;
  maxHeight: number;
  query: TableQuery;
  rows: readonly R[];
  /** The header cells after "Choose". */
  headers: ReactNode;
  /** A row's cells after its radio. */
  cells: (row: R) => ReactNode;
  radioLabel: (row: R) => string;
  chosen: string | null;
  onChoose: (row: R) => void;
  loading: string;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        maxLength={TEXT_LIMITS.search}
        w={{ base: '100%', sm: 360 }}
      />
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} type="native">
          <Table aria-label={label} aria-busy={query.isFetching} stickyHeader highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>{t('bagSelection.col.choose', 'Choose')}</Table.Th>
                {headers}
              </Table.Tr>
            </Table.Thead>
            {rows.length > 0 && (
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr
                    key={row._id}
                    bg={chosen === row._id ? 'var(--mantine-color-blood-0)' : undefined}
                    onClick={(event) => {
                      if (!(event.target as HTMLElement).closest('input')) onChoose(row);
                    }}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>
                      <Radio
                        name={name}
                        value={row._id}
                        checked={chosen === row._id}
                        onChange={() => onChoose(row)}
                        aria-label={radioLabel(row)}
                      />
                    </Table.Td>
                    {cells(row)}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            )}
          </Table>
        </Table.ScrollContainer>
        <TableState query={query} rows={rows.length} loading={loading} empty={empty} />
      </Paper>
    </Stack>
  );
}

// ---- the bag-selection table ----------------------------------------------------------------------------

/** The first `count` units that may be chosen, in the table's order (first-expiring first). */
export function firstChoosable(
  units: readonly InventoryUnit[],
  refusal: (unit: InventoryUnit) => string | null,
  count: number,
): string[] {
  return units
    .filter((unit) => refusal(unit) === null)
    .slice(0, Math.max(0, count))
    .map((unit) => unit._id);
}

/** How many bags are asked for: a number up to a limit, or one of fixed steps (processing goes in sixes). */
export type QuantityChoice =
  | { kind: 'count'; max: number | null; initial?: number }
  | { kind: 'steps'; options: readonly number[] };

interface BagSelectionProps {
  cell: Pick<StockCell, 'bloodGroup' | 'component'>;
  /** Why a unit cannot be chosen here, already in words; null when it can. */
  refusal: (unit: InventoryUnit) => string | null;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  quantity: QuantityChoice;
  /** Under the quantity: what it is bounded by ("The request needs 2 more units"). */
  quantityHint?: string;
}

/**
 * The bags of one cell on the shelf, first-expiring first (docs/decisions/0044): the quantity picks that
 * many from the top, ticking changes the quantity, and a unit that cannot be chosen is greyed out with the
 * reason beside it. The selection is the caller's; units that can no longer be chosen after a reload drop
 * out of it.
 */
export function BagSelection({
  cell,
  refusal,
  selected,
  onSelect,
  quantity,
  quantityHint,
}: BagSelectionProps) {
  const { t } = useTranslation();
  const units = useCellUnits(cell.component, cell.bloodGroup);
  const rows = units.data?.data ?? [];
  const total = units.data?.total ?? 0;
  const choosable = rows.filter((unit) => refusal(unit) === null);
  const choosableIds = new Set(choosable.map((unit) => unit._id));
  const max = quantity.kind === 'count' ? Math.min(quantity.max ?? Infinity, choosable.length) : Infinity;
  const atMax = selected.length >= max;
  const label = t('bagSelection.tableLabel', 'Bags of {{group}} {{component}}', {
    group: cell.bloodGroup,
    component: cell.component,
  });
  const summaryId = useId();

  // Once the units are known: the asked quantity is chosen from the top; after a reload, whatever can no
  // longer be chosen (issued meanwhile, now in transfer) leaves the selection.
  const autoChosen = useRef(false);
  const loaded = units.isSuccess && !units.isPlaceholderData;
  const rowsKey = rows.map((unit) => `${unit._id}:${unit.state}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey stands for the rows; refusal and onSelect are new every render.
  useEffect(() => {
    if (!loaded) return;
    if (!autoChosen.current) {
      autoChosen.current = true;
      const initial = quantity.kind === 'count' ? (quantity.initial ?? 0) : 0;
      if (selected.length === 0 && initial > 0) {
        onSelect(firstChoosable(rows, refusal, Math.min(initial, max)));
        return;
      }
    }
    const kept = selected.filter((id) => choosableIds.has(id));
    if (kept.length !== selected.length) onSelect(kept);
  }, [loaded, rowsKey]);

  const choose = (count: number) => onSelect(firstChoosable(rows, refusal, Math.min(count, max)));
  const toggle = (id: string, on: boolean) => {
    if (on) {
      // Kept in the table's order, so what is sent reads first-expiring first.
      const next = new Set([...selected, id]);
      onSelect(rows.filter((unit) => next.has(unit._id)).map((unit) => unit._id));
    } else {
      onSelect(selected.filter((other) => other !== id));
    }
  };

  // A scanned bag is ticked like a click on its box would tick it, with the same refusals.
  const scan = (code: string): ScanResult => {
    const unit = rows.find((row) => unitCodeMatches(code, row));
    if (!unit) {
      return {
        refused: t(
          'bagSelection.scan.notHere',
          '{{code}} is not among the bags of {{group}} {{component}} shown here',
          {
            code,
            group: cell.bloodGroup,
            component: cell.component,
          },
        ),
      };
    }
    const reason = refusal(unit);
    if (reason) return { refused: reason };
    const named = { bagId: unit.bagId };
    if (selected.includes(unit._id))
      return { chosen: t('bagSelection.scan.already', 'Bag {{bagId}} is already chosen', named) };
    if (atMax) {
      return {
        refused: t(
          'bagSelection.scan.full',
          'The quantity is reached: untick a bag to choose bag {{bagId}}',
          named,
        ),
      };
    }
    toggle(unit._id, true);
    return { chosen: t('bagSelection.scan.chosen', 'Bag {{bagId}} chosen', named) };
  };

  return (
    <Stack gap="sm">
      <ScanToChoose onScan={scan} />
      <Group align="flex-end" gap="md" wrap="wrap">
        {quantity.kind === 'count' ? (
          <NumberInput
            label={t('bagSelection.quantity', 'Quantity')}
            description={quantityHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={selected.length === 0 ? '' : selected.length}
            onChange={(value) => choose(typeof value === 'number' ? value : Number(value) || 0)}
            min={choosable.length > 0 ? 1 : 0}
            max={Number.isFinite(max) ? max : undefined}
            clampBehavior="strict"
            size="md"
            allowDecimal={false}
            allowNegative={false}
            disabled={!loaded || choosable.length === 0}
            w={240}
          />
        ) : (
          <Select
            label={t('bagSelection.quantity', 'Quantity')}
            description={quantityHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={t('bagSelection.quantityPlaceholder', 'Choose')}
            data={quantity.options.map(String)}
            value={quantity.options.includes(selected.length) ? String(selected.length) : null}
            onChange={(value) => choose(Number(value ?? 0))}
            allowDeselect={false}
            size="md"
            disabled={!loaded || quantity.options.length === 0}
            w={240}
          />
        )}
        <Text size="sm" id={summaryId} aria-live="polite" pb={quantityHint ? 22 : 8}>
          {!loaded
            ? ''
            : rows.length > 0 && choosable.length === 0
              ? // "0 of 0 bags chosen" over a full table reads as a fault; say why nothing can be ticked.
                t(
                  'bagSelection.noneChoosable',
                  'None of these bags can be chosen: the reason is beside each.',
                )
              : t('bagSelection.chosen', '{{count}} of {{choosable}} bags chosen', {
                  count: selected.length,
                  choosable: choosable.length,
                })}
        </Text>
      </Group>

      <Paper withBorder radius="md">
        {/* Focusable, so the keyboard can scroll the bags even when none of them can be ticked (WCAG 2.1.1). */}
        <Table.ScrollContainer
          minWidth={680}
          maxHeight={380}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          <Table aria-label={label} aria-busy={units.isFetching} verticalSpacing="xs" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Text component="span" size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {t('bagSelection.col.choose', 'Choose')}
                  </Text>
                </Table.Th>
                <Table.Th>{t('bagSelection.col.bagId', 'Bag ID')}</Table.Th>
                <Table.Th>{t('bagSelection.col.unitNumber', 'Unit number')}</Table.Th>
                <Table.Th>{t('bagSelection.col.collected', 'Collected on')}</Table.Th>
                <Table.Th>{t('bagSelection.col.expires', 'Expires on')}</Table.Th>
                <Table.Th ta="right">{t('bagSelection.col.volume', 'Volume (ml)')}</Table.Th>
                <Table.Th>{t('bagSelection.col.state', 'State')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            {rows.length > 0 && (
              <Table.Tbody>
                {rows.map((unit) => {
                  const reason = refusal(unit);
                  const checked = selected.includes(unit._id);
                  const reasonId = `${summaryId}-${unit._id}`;
                  return (
                    <Table.Tr key={unit._id} bg={reason ? 'var(--mantine-color-gray-1)' : undefined}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('bagSelection.chooseBag', 'Choose bag {{bagId}}', {
                            bagId: unit.bagId,
                          })}
                          aria-describedby={reason ? reasonId : undefined}
                          checked={checked}
                          disabled={reason !== null || (!checked && atMax)}
                          onChange={(event) => toggle(unit._id, event.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Th scope="row" fw={600} ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                        {unit.bagId}
                      </Table.Th>
                      <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                        {unit.unitNumber ?? '—'}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(unit.collectionDate)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(unit.expiryDate)}</Table.Td>
                      <Table.Td ta="right">{unit.volume}</Table.Td>
                      <Table.Td>
                        <Stack gap={2} align="flex-start">
                          <Badge variant="light" color={STATE_COLOR[unit.state]} radius="sm">
                            {stateLabel(t, unit.state)}
                          </Badge>
                          {reason && (
                            <Text size="xs" id={reasonId} maw={260}>
                              {reason}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            )}
          </Table>
        </Table.ScrollContainer>
        <TableState
          query={units}
          rows={rows.length}
          loading={t('bagSelection.loading', 'Loading the bags…')}
          empty={t('bagSelection.empty', 'No bags of {{group}} {{component}} on the shelf', {
            group: cell.bloodGroup,
            component: cell.component,
          })}
        />
      </Paper>
      {total > rows.length && (
        <Text size="sm" c="dimmed">
          {t('bagSelection.more', 'The {{shown}} first-expiring of {{total}} bags are shown.', {
            shown: Math.min(rows.length, CELL_UNITS_LIMIT),
            total,
          })}
        </Text>
      )}
    </Stack>
  );
}
