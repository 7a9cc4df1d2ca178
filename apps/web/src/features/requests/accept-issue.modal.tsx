import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import {
  type BloodGroup,
  type BloodRequestRow,
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
import { unitsNeeded } from './accept-rules';
import { requestPatientName } from './request-text';

/**
 * The Accept and issue popup of a blood bank (docs/spec/part-1-institution-side.md §2, §4; docs/decisions/0044,
 * 0045): the request (another verified one may be chosen under Details), the quantity, the available units of
 * its component that its patient may receive — first-expiring first, the quantity ticking that many from the
 * top and each tick changing the quantity — the request's comment, the delivery mode, and Issue.
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

  const patientGroup: BloodGroup | null = isBloodGroup(request.bloodGroup) ? request.bloodGroup : null;
  const units = useCompatibleUnits(request);
  const rows = units.data?.data ?? [];
  const total = units.data?.total ?? 0;
  const choosable = rows.filter((unit) => issueRefusal(unit, patientGroup) === null);
  const choosableIds = new Set(choosable.map((unit) => unit._id));
  const needed = unitsNeeded(request);
  const max = Math.min(needed, choosable.length);
  const loaded = units.isSuccess;

  /** The first `count` units that may go, in the table's order (first-expiring first). */
  const firstUnits = (count: number) =>
    choosable.slice(0, Math.max(0, Math.min(count, max))).map((u) => u._id);

  // Once the units of a request are known, what it still needs is ticked from the top; after a reload, a unit
  // taken meanwhile leaves the selection, and so does any tick beyond what the request still needs.
  const autoChosenFor = useRef<string | null>(null);
  const rowsKey = rows.map((unit) => `${unit._id}:${unit.state}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey stands for the rows; selected is read, not watched.
  useEffect(() => {
    if (!loaded) return;
    if (autoChosenFor.current !== request._id) {
      autoChosenFor.current = request._id;
      setSelected(firstUnits(max));
      return;
    }
    const kept = selected.filter((id) => choosableIds.has(id)).slice(0, max);
    if (kept.length !== selected.length) setSelected(kept);
  }, [loaded, rowsKey, request._id, max]);

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
    setSelected([]);
    setRefusal(null);
  };

  const missing = [
    needed === 0 && t('acceptIssue.missing.filled', 'This request has all its units.'),
    needed > 0 && selected.length === 0 && t('acceptIssue.missing.units', 'Choose at least one unit.'),
    !delivery && t('acceptIssue.missing.delivery', 'Choose a delivery mode.'),
  ].filter((item): item is string => Boolean(item));
  const ready = missing.length === 0;

  const send = async () => {
    if (!ready || !delivery || issue.isPending) return;
    setRefusal(null);
    try {
      const answer = await issue.mutateAsync(patientIssue(request._id, selected, delivery));
      onClose();
      void popups.success({
        title: answer.message || issuedToPatientMessage(request.bloodGroup, request.component),
      });
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

        <RequestSummary request={request} />

        <Stack gap="sm">
          <QuantityPicker
            needed={needed}
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
            request={request}
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

/** The units that may go to the request's patient, each with its tick box; "No Data Available" when none. */
function UnitsTable({
  request,
  rows,
  query,
  enabled,
  selected,
  atMax,
  choosable,
  onToggle,
}: {
  request: BloodRequestRow;
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
  const label = t('acceptIssue.tableLabel', 'Compatible units of {{component}} for {{name}} ({{group}})', {
    name: requestPatientName(request),
    component: request.component,
    group: request.bloodGroup,
  });
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
