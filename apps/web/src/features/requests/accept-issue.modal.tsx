import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, Checkbox, Select, Stack, Table, Text } from '@mantine/core';
import {
  type BloodGroup,
  type BloodRequestRow,
  type BulkItem,
  type DeliveryMode,
  type InventoryUnit,
  isBloodGroup,
  issuedToPatientMessage,
  issueRefusal,
  MESSAGES,
} from '@raktsetu/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popups } from '../../components/popups';
import { formatDate } from '../../lib/format';
import { DeliveryModeField } from '../inventory/bag-selection';
import { patientIssue } from '../inventory/stock.api';
import { COMPATIBLE_UNITS_LIMIT, useCompatibleUnits, useIssueToRequest } from './accept-issue.api';
import {
  type AcceptFlowProps,
  AcceptFooter,
  AcceptModal,
  type AcceptModalProps,
  ChoiceTable,
  QuantityPicker,
  RefusalAlert,
  RequestComment,
  RequestPicker,
  RequestSummary,
  type TableQuery,
  usePickedRequest,
} from './accept-parts';
import { isBulkRequest, unitsNeeded } from './accept-rules';
import { requestPatientName } from './request-text';

/**
 * The Accept and issue popup of a blood bank (docs/spec/part-1-institution-side.md §2, §4; docs/decisions/0044,
 * 0045): the request (another verified one may be chosen under Details), the quantity, the available units of
 * its component that its patient may receive — first-expiring first, the quantity ticking that many from the
 * top and each tick changing the quantity — the request's comment, the delivery mode, and Issue.
 *
 * A Bulk request is filled item by item (0045): an Item box above the quantity chooses the item (the first not
 * yet filled at first), and the units, the quantity, the summary and the issue (`itemId`) are that item's. An
 * issue that leaves items to fill keeps the popup open on the next one.
 */
export function AcceptIssueModal({ request, onClose }: AcceptModalProps) {
  const { t } = useTranslation();
  return (
    <AcceptModal
      request={request}
      onClose={onClose}
      title={t('acceptIssue.title', 'Accept and issue')}
      flow={IssueFlow}
    />
  );
}

function IssueFlow({ opened, onClose }: AcceptFlowProps) {
  const { t } = useTranslation();
  const { request, options, pick, loading: choicesLoading } = usePickedRequest(opened);
  const [selected, setSelected] = useState<string[]>([]);
  const [delivery, setDelivery] = useState<DeliveryMode | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const issue = useIssueToRequest();

  // A Bulk request's item being filled: the one chosen while it still needs units, else the next that does.
  const bulk = isBulkRequest(request);
  const items = bulk ? (request.bulkRequest ?? []) : [];
  const [itemId, setItemId] = useState<string | null>(null);
  const item = bulk ? itemToFill(items, itemId) : null;
  // What the units must match: the item's group and component, or the request's.
  const wanted = bulk ? item : request;

  const patientGroup: BloodGroup | null =
    wanted && isBloodGroup(wanted.bloodGroup) ? wanted.bloodGroup : null;
  const units = useCompatibleUnits(wanted);
  const rows = units.data?.data ?? [];
  const total = units.data?.total ?? 0;
  const choosable = rows.filter((unit) => issueRefusal(unit, patientGroup) === null);
  const choosableIds = new Set(choosable.map((unit) => unit._id));
  const needed = bulk ? (item ? itemNeeded(item) : 0) : unitsNeeded(request);
  const max = Math.min(needed, choosable.length);
  const loaded = units.isSuccess;

  /** The first `count` units that may go, in the table's order (first-expiring first). */
  const firstUnits = (count: number) =>
    choosable.slice(0, Math.max(0, Math.min(count, max))).map((u) => u._id);

  // Once the units of a request (of a Bulk request's item) are known, what it still needs is ticked from the top;
  // until they are, nothing chosen for another stays ticked. After a reload, a unit taken meanwhile leaves the
  // selection, and so does any tick beyond what is still needed. `round` counts the issues of a popup kept open.
  const [round, setRound] = useState(0);
  const choiceKey = `${request._id}/${item?._id ?? ''}/${round}`;
  const autoChosenFor = useRef<string | null>(null);
  const rowsKey = rows.map((unit) => `${unit._id}:${unit.state}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey stands for the rows; selected is read, not watched.
  useEffect(() => {
    if (autoChosenFor.current !== choiceKey) {
      if (!loaded) {
        if (selected.length > 0) setSelected([]);
        return;
      }
      autoChosenFor.current = choiceKey;
      setSelected(firstUnits(max));
      return;
    }
    if (!loaded) return;
    const kept = selected.filter((id) => choosableIds.has(id)).slice(0, max);
    if (kept.length !== selected.length) setSelected(kept);
  }, [loaded, rowsKey, choiceKey, max]);

  const choose = (ids: string[]) => {
    setSelected(ids);
    setRefusal(null);
  };
  const toggle = (id: string, on: boolean) => {
    if (on) {
      // Kept in the table's order, so what is sent reads first-expiring first.
      const next = new Set([...selected, id]);
      choose(rows.filter((unit) => next.has(unit._id)).map((unit) => unit._id));
    } else {
      choose(selected.filter((other) => other !== id));
    }
  };
  const switchTo = (row: BloodRequestRow) => {
    pick(row);
    setItemId(null);
    setSelected([]);
    setRefusal(null);
  };
  const switchItem = (id: string) => {
    setItemId(id);
    setSelected([]);
    setRefusal(null);
  };

  const missing = [
    needed === 0 && t('acceptIssue.missing.filled', 'This request has all its units.'),
    needed > 0 && selected.length === 0 && t('acceptIssue.missing.units', 'Choose at least one unit.'),
    !delivery && t('acceptIssue.missing.delivery', 'Choose a delivery mode.'),
  ].filter((entry): entry is string => Boolean(entry));
  const ready = missing.length === 0 && wanted !== null;

  const send = async () => {
    if (!ready || !delivery || !wanted || issue.isPending) return;
    setRefusal(null);
    const count = selected.length;
    try {
      const answer = await issue.mutateAsync(patientIssue(request._id, selected, delivery, item?._id));
      const title = answer.message || issuedToPatientMessage(wanted.bloodGroup, wanted.component);
      // The lists have reloaded (useIssueToRequest); a Bulk request with items still to fill stays open, on the
      // next item that needs units (counted here too, for a request the Details list does not hold).
      const left =
        item !== null && items.some((other) => itemNeeded(other) > (other._id === item._id ? count : 0));
      if (left) {
        pick(afterIssue(request, item._id, count));
        setSelected([]);
        setRound((n) => n + 1);
      } else {
        onClose();
      }
      void popups.success({ title });
    } catch (failure) {
      // Filled by someone else first, or a unit taken meanwhile (409): the lists reload (useIssueToRequest),
      // the popup stays open with what is left, and says why.
      setRefusal(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  return (
    <>
      <Stack gap="lg">
        <RequestPicker request={request} options={options} loading={choicesLoading} onPick={switchTo} />

        <RequestSummary request={request} item={item} />

        <Stack gap="sm">
          {bulk && <ItemPicker request={request} items={items} item={item} onPick={switchItem} />}
          <QuantityPicker
            needed={needed}
            description={
              item && needed > 0
                ? needed === 1
                  ? t('acceptIssue.itemNeedsOne', 'The item needs 1 more unit')
                  : t('acceptIssue.itemNeeds', 'The item needs {{count}} more units', { count: needed })
                : undefined
            }
            max={max}
            chosen={selected.length}
            chosenText={
              loaded
                ? t('acceptIssue.chosen', '{{count}} of {{available}} units chosen', {
                    count: selected.length,
                    available: choosable.length,
                  })
                : ''
            }
            disabled={!loaded || max === 0}
            onChoose={(count) => choose(firstUnits(count))}
          />
          <UnitsTable
            label={t('acceptIssue.tableLabel', 'Compatible units of {{component}} for {{name}} ({{group}})', {
              name: requestPatientName(request),
              component: wanted?.component ?? '—',
              group: wanted?.bloodGroup ?? '—',
            })}
            rows={rows}
            query={units}
            enabled={patientGroup !== null}
            selected={selected}
            atMax={selected.length >= max}
            choosable={choosableIds}
            onToggle={toggle}
          />
          {total > rows.length && (
            <Text size="sm" c="dimmed">
              {t('acceptIssue.more', 'The {{shown}} first-expiring of {{total}} units are shown.', {
                shown: Math.min(rows.length, COMPATIBLE_UNITS_LIMIT),
                total,
              })}
            </Text>
          )}
        </Stack>

        <RequestComment request={request} />

        <DeliveryModeField
          value={delivery}
          onChange={(mode) => {
            setDelivery(mode);
            setRefusal(null);
          }}
        />

        <RefusalAlert title={t('acceptIssue.refused', 'Not issued')} refusal={refusal} />
      </Stack>
      <AcceptFooter missing={missing} onCancel={onClose}>
        <Button onClick={() => void send()} disabled={!ready} loading={issue.isPending}>
          {t('acceptIssue.submit', 'Issue')}
        </Button>
      </AcceptFooter>
    </>
  );
}

/**
 * "Item": the items of a Bulk request, each with its blood group, component and units received; an item with all
 * its units is listed but cannot be chosen.
 */
function ItemPicker({
  request,
  items,
  item,
  onPick,
}: {
  request: BloodRequestRow;
  items: readonly BulkItem[];
  item: BulkItem | null;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('acceptIssue.item', 'Item')}
      description={t(
        'acceptIssue.itemHint',
        '{{filled}} of {{count}} items filled · {{received}} of {{units}} units received in all',
        {
          filled: items.filter((entry) => itemNeeded(entry) === 0).length,
          count: items.length,
          received: request.unitsReceived,
          units: request.units,
        },
      )}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={t('acceptIssue.noItem', 'No item needs units')}
      data={items.map((entry) => ({
        value: entry._id,
        label: t('acceptIssue.itemOption', '{{group}} {{component}} · {{received}} of {{units}} received', {
          group: entry.bloodGroup,
          component: entry.component,
          received: entry.recieved,
          units: entry.units,
        }),
        disabled: itemNeeded(entry) === 0,
      }))}
      value={item?._id ?? null}
      onChange={(id) => {
        if (id && id !== item?._id) onPick(id);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      disabled={item === null}
      size="md"
    />
  );
}

/** Units a Bulk request's item still needs. */
const itemNeeded = (item: BulkItem) => Math.max(0, item.units - item.recieved);

/**
 * The item to fill: the one chosen (`id`) while it still needs units, else the next one after it that does, else
 * the first that does (the first at first); none when every item has its units.
 */
function itemToFill(items: readonly BulkItem[], id: string | null): BulkItem | null {
  const at = items.findIndex((entry) => entry._id === id);
  const chosen = items[at];
  if (chosen && itemNeeded(chosen) > 0) return chosen;
  return [...items.slice(at + 1), ...items].find((entry) => itemNeeded(entry) > 0) ?? null;
}

/** The request as it is once `count` units went to its item `itemId`. */
function afterIssue(request: BloodRequestRow, itemId: string, count: number): BloodRequestRow {
  return {
    ...request,
    unitsReceived: request.unitsReceived + count,
    bulkRequest:
      request.bulkRequest?.map((entry) =>
        entry._id === itemId ? { ...entry, recieved: entry.recieved + count } : entry,
      ) ?? null,
  };
}

/** The units that may go to the request's patient, each with its tick box; "No Data Available" when none. */
function UnitsTable({
  label,
  rows,
  query,
  enabled,
  selected,
  atMax,
  choosable,
  onToggle,
}: {
  /** What the units are for: the component, the patient and the blood group. */
  label: string;
  rows: InventoryUnit[];
  query: TableQuery;
  /** False when the request's blood group is not one units can be matched to: nothing is asked. */
  enabled: boolean;
  selected: readonly string[];
  atMax: boolean;
  choosable: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceTable
      label={label}
      minWidth={560}
      query={query}
      enabled={enabled}
      rowCount={rows.length}
      loading={t('acceptIssue.loading', 'Loading the units…')}
      header={
        <>
          <Table.Th>{t('acceptIssue.col.bagNo', 'Bag No')}</Table.Th>
          <Table.Th>{t('acceptIssue.col.bloodGroup', 'Blood Group')}</Table.Th>
          <Table.Th>{t('acceptIssue.col.component', 'Component')}</Table.Th>
          <Table.Th>{t('acceptIssue.col.expiry', 'Expiry')}</Table.Th>
        </>
      }
    >
      {rows.map((unit) => {
        const checked = selected.includes(unit._id);
        const canChoose = choosable.has(unit._id);
        return (
          <Table.Tr key={unit._id} bg={canChoose ? undefined : 'var(--mantine-color-gray-1)'}>
            <Table.Td>
              <Checkbox
                aria-label={t('acceptIssue.chooseUnit', 'Choose bag {{bagId}}', {
                  bagId: unit.bagId,
                })}
                checked={checked}
                disabled={!canChoose || (!checked && atMax)}
                onChange={(event) => onToggle(unit._id, event.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Th scope="row" fw={600} ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {unit.bagId}
            </Table.Th>
            <Table.Td>{unit.bloodGroup}</Table.Td>
            <Table.Td>{unit.component}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(unit.expiryDate)}</Table.Td>
          </Table.Tr>
        );
      })}
    </ChoiceTable>
  );
}
