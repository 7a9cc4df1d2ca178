import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import {
  AGE_BANDS,
  ageBandOf,
  disposeRefusal,
  type EndpointContent,
  type InventoryUnit,
  inventoryEndpoints,
  MESSAGES,
  unitCodeMatches,
} from '@raktsetu/contract';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DataTable, useListPage } from '../../components/data-table';
import { useAskedFor } from '../../components/lazy-popup';
import { popups } from '../../components/popups';
import { formatCount } from '../../lib/format';
import { DisposeModal, prefetchDispose } from './dispose-popup';
import { type ScanResult, ScanToChoose } from './scan-to-choose';
import {
  ageBandText,
  COMPONENT_FILTER,
  componentToolbar,
  idsOf,
  type UnitColumn,
  UnitsHeader,
  unitColumns,
  unitListProps,
} from './unit-columns';
import {
  ageingList,
  issuedList,
  receivedList,
  useConfirmTransfer,
  useDisposeUnits,
  useFindUnit,
} from './unit-lists.api';
import { disposeRefusalText } from './unit-refusal-texts';

/**
 * The lists of units of a blood centre (docs/spec/part-2-operations-and-admin.md §2; docs/decisions/0044): each a
 * DataTable of the server's pages with the component filter, the search, the blood-group filter and sortable
 * headers; each bag links to the unit's page.
 */

/**
 * Rows picked by their own checkboxes, for a list where some rows may not be picked (a unit in transfer cannot
 * be disposed). Like the table's own selection, a new page, search, filter or order starts with none.
 */
function usePicks(scope: string) {
  const [picked, setPicked] = useState<{ of: string; rows: InventoryUnit[] }>({ of: scope, rows: [] });
  const rows = picked.of === scope ? picked.rows : [];
  const others = (id: string) => rows.filter((row) => row._id !== id);
  return {
    rows,
    has: (id: string) => rows.some((row) => row._id === id),
    toggle: (row: InventoryUnit, on: boolean) =>
      setPicked({ of: scope, rows: on ? [...others(row._id), row] : others(row._id) }),
    clear: () => setPicked({ of: scope, rows: [] }),
  };
}

// ---- /inventory-transfer ----------------------------------------------------------------------------------

const TRANSFER_VIEWS = ['inventory', 'transfer', 'processing'] as const;
type TransferView = (typeof TRANSFER_VIEWS)[number];
/** What a view change keeps: the component and group the clerk (or the stock grid's Dispose) chose. */
const KEPT_ON_VIEW_CHANGE = ['component', 'bloodGroup'];

/**
 * /inventory-transfer (docs/spec/part-2-operations-and-admin.md §2): In Inventory (dispose from here; the stock
 * grid's Dispose opens it with the component and group chosen), Transfer In Process (units sent, not yet
 * received) and Blood in Process. The view is in the address.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: TransferView = TRANSFER_VIEWS.includes(asked as TransferView)
    ? (asked as TransferView)
    : 'inventory';
  const changeView = (next: string | null) => {
    if (!next || next === view) return;
    setParams((current) => {
      const kept = new URLSearchParams();
      for (const key of KEPT_ON_VIEW_CHANGE) {
        const value = current.get(key);
        if (value) kept.set(key, value);
      }
      if (next !== 'inventory') kept.set('view', next);
      return kept;
    });
  };
  return (
    <Stack gap="lg">
      <UnitsHeader
        title={t('inventory.transfer.title', 'Transfer')}
        intro={t(
          'unitLists.transfer.intro',
          'Units in inventory, units sent to another institution and not yet received, and units in processing.',
        )}
      />
      <Tabs value={view} onChange={changeView} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="inventory">{t('unitLists.transfer.inInventory', 'In Inventory')}</Tabs.Tab>
          <Tabs.Tab value="transfer">{t('unitLists.transfer.inTransfer', 'Transfer In Process')}</Tabs.Tab>
          <Tabs.Tab value="processing">{t('unitLists.transfer.inProcess', 'Blood in Process')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inventory" pt="md">
          <InInventoryView />
        </Tabs.Panel>
        <Tabs.Panel value="transfer" pt="md">
          <OutgoingView />
        </Tabs.Panel>
        <Tabs.Panel value="processing" pt="md">
          <BloodInProcessView />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function InInventoryView() {
  const { t } = useTranslation();
  const location = useLocation();
  const picks = usePicks(location.search);
  const [disposing, setDisposing] = useState<InventoryUnit[] | null>(null);
  const disposeAsked = useAskedFor(disposing !== null);
  const disposeUnits = useDisposeUnits();
  const col = unitColumns(t);
  const find = useFindUnit();
  // A bag scanned here is picked for disposal, as its box would be: found by the number, wherever it is listed.
  const scanToDispose = async (code: string): Promise<ScanResult> => {
    let unit: InventoryUnit;
    try {
      unit = await find.mutateAsync(code);
    } catch (failure) {
      return { refused: failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong };
    }
    const reason = disposeRefusalText(t, unit);
    if (reason) return { refused: reason };
    const named = { bagId: unit.bagId };
    if (!picks.has(unit._id)) picks.toggle(unit, true);
    return { chosen: t('unitLists.scan.picked', 'Bag {{bagId}} selected', named) };
  };
  const pick: UnitColumn = {
    id: 'pick',
    header: t('unitLists.col.pick', 'Select'),
    cell: (row) => (
      <Checkbox
        aria-label={t('unitLists.selectUnit', 'Select {{bagId}}', { bagId: row.bagId })}
        checked={picks.has(row._id)}
        // A unit on its way elsewhere or being processed is not the clerk's to throw away.
        disabled={disposeRefusal(row) !== null}
        onChange={(event) => picks.toggle(row, event.currentTarget.checked)}
      />
    ),
  };
  return (
    <>
      <DataTable
        endpoint={inventoryEndpoints.list}
        params={{ type: 'inventory' }}
        label={t('unitLists.transfer.inInventory', 'In Inventory')}
        columns={[
          pick,
          col.bag,
          col.group,
          col.component,
          col.collected,
          col.expiry,
          col.volume,
          col.storedIn,
          col.state,
        ]}
        emptyText={t('unitLists.noUnits', MESSAGES.noUnitsInventory)}
        {...unitListProps(t)}
        toolbar={(list) => (
          <>
            {componentToolbar(list)}
            <ScanToChoose onScan={scanToDispose} />
            {picks.rows.length > 0 && (
              <Group
                gap="sm"
                role="group"
                aria-label={t('unitLists.selectedActions', 'Actions on the selected units')}
              >
                <Text size="sm" fw={600} aria-live="polite">
                  {t('unitLists.selectedCount', '{{count}} selected', { count: picks.rows.length })}
                </Text>
                <Button
                  color="red"
                  size="sm"
                  onPointerEnter={prefetchDispose}
                  onFocus={prefetchDispose}
                  onClick={() => setDisposing(picks.rows)}
                >
                  {t('unitLists.dispose', 'Dispose')}
                </Button>
                <Button variant="default" size="sm" onClick={picks.clear}>
                  {t('common.cancel', 'Cancel')}
                </Button>
              </Group>
            )}
          </>
        )}
      />
      <Suspense fallback={null}>
        {disposeAsked && (
          <DisposeModal
            units={disposing}
            onClose={() => setDisposing(null)}
            dispose={async ({ reason, comment }) => {
              const answer = await disposeUnits.mutateAsync({
                inventoryIds: idsOf(disposing ?? []),
                reason,
                comment,
              });
              picks.clear();
              return answer;
            }}
          />
        )}
      </Suspense>
    </>
  );
}

function OutgoingView() {
  const { t } = useTranslation();
  const col = unitColumns(t);
  return (
    <DataTable
      endpoint={inventoryEndpoints.transfers}
      params={{ type: 'outgoing' }}
      label={t('unitLists.transfer.inTransfer', 'Transfer In Process')}
      columns={[col.bag, col.group, col.component, col.receiver, col.sentOn, col.delivery, col.expiry]}
      emptyText={t('unitLists.transfer.noneSent', 'No units on their way to another institution')}
      {...unitListProps(t)}
    />
  );
}

function BloodInProcessView() {
  const { t } = useTranslation();
  const col = unitColumns(t);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/inventory-in-process" size="sm" fw={600} w="fit-content">
        {t('unitLists.transfer.openInProcess', 'Dispose, return or update stock in In Process')}
      </Anchor>
      <DataTable
        endpoint={inventoryEndpoints.inProcessing}
        label={t('unitLists.transfer.inProcess', 'Blood in Process')}
        columns={[col.bag, col.donor, col.group, col.component, col.collected, col.expiry, col.volume]}
        emptyText={t('unitLists.transfer.noneInProcess', 'No units in processing')}
        {...unitListProps(t, t('unitLists.inProcessSearch', 'Bag ID, donor ID, group, date or volume'))}
      />
    </Stack>
  );
}

// ---- /inventory-receipt -----------------------------------------------------------------------------------

/**
 * /inventory-receipt (docs/spec/part-2-operations-and-admin.md §2, §4): units another institution sent here;
 * the selected ones are accepted into inventory or declined back to the sender.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const col = unitColumns(t);
  const confirm = useConfirmTransfer();
  const answer = async (state: 'Accepted' | 'Declined', ids: string[], clear: () => void) => {
    try {
      const done = await confirm.mutateAsync({ state, ids });
      clear();
      void popups.success({
        title:
          done.message ||
          (state === 'Accepted'
            ? t('unitLists.receipt.accepted', MESSAGES.transferred)
            : t('unitLists.receipt.declined', MESSAGES.inventoryDeclined)),
      });
    } catch (failure) {
      void popups.failedWith(failure);
    }
  };
  return (
    <Stack gap="lg">
      <UnitsHeader
        title={t('inventory.receipt.title', 'Receipt')}
        intro={t(
          'unitLists.receipt.intro',
          'Units other institutions sent here. Accept them into inventory, or decline them back to the sender.',
        )}
      />
      <DataTable
        endpoint={inventoryEndpoints.transfers}
        params={{ type: 'incoming' }}
        label={t('inventory.receipt.title', 'Receipt')}
        columns={[
          col.bag,
          col.group,
          col.component,
          col.volume,
          col.sender,
          col.sentOn,
          col.delivery,
          col.carriedBy,
          col.comments,
          col.expiry,
        ]}
        emptyText={t('unitLists.receipt.empty', 'No units waiting for receipt')}
        {...unitListProps(t)}
        selection={{
          rowLabel: (row) => t('unitLists.selectUnit', 'Select {{bagId}}', { bagId: row.bagId }),
          // The bags of a cooler are scanned as they come out of it: each one listed is ticked.
          picker: (rows, pick) => (
            <ScanToChoose
              onScan={(code) => {
                const row = rows.find((listed) => unitCodeMatches(code, listed));
                if (!row) {
                  return {
                    refused: t(
                      'unitLists.receipt.notListed',
                      'No bag {{code}} is listed here: search for it, or show more rows',
                      { code },
                    ),
                  };
                }
                pick(row);
                return { chosen: t('unitLists.scan.picked', 'Bag {{bagId}} selected', { bagId: row.bagId }) };
              }}
            />
          ),
          actions: ({ ids, clear }) => (
            <>
              <Button
                size="sm"
                loading={confirm.isPending}
                onClick={() => void answer('Accepted', ids, clear)}
              >
                {t('unitLists.receipt.accept', 'Accept')}
              </Button>
              <Button
                size="sm"
                color="red"
                variant="light"
                disabled={confirm.isPending}
                onClick={() => void answer('Declined', ids, clear)}
              >
                {t('unitLists.receipt.decline', 'Decline')}
              </Button>
            </>
          ),
        }}
      />
    </Stack>
  );
}

// ---- /inventory-ageing-report -----------------------------------------------------------------------------

const AGEING_PARAMS = { type: 'ageing' } as const;

/**
 * /inventory-ageing-report (docs/spec/part-2-operations-and-admin.md §2): the units on the shelf, oldest
 * collection first, with their age and its band; above the table, the units in each band.
 */
export function AgeingReportPage() {
  const { t } = useTranslation();
  const col = unitColumns(t);
  const band: UnitColumn = {
    id: 'band',
    header: t('unitLists.col.band', 'Age band'),
    cell: (row) => <Text size="sm">{ageBandText(t, ageBandOf(row.ageDays))}</Text>,
  };
  return (
    <Stack gap="lg">
      <UnitsHeader
        title={t('inventory.ageing.title', 'Ageing Report')}
        intro={t('unitLists.ageing.intro', 'Units on the shelf by age since collection, oldest first.')}
      />
      <AgeBands />
      <DataTable
        endpoint={ageingList}
        params={AGEING_PARAMS}
        label={t('inventory.ageing.title', 'Ageing Report')}
        columns={[col.bag, col.group, col.component, col.collected, col.age, band, col.expiry]}
        emptyText={t('unitLists.ageing.empty', MESSAGES.noAgeingUnits)}
        {...unitListProps(t)}
      />
    </Stack>
  );
}

/** The units of each age band, for the same filters as the table (from the same answer). */
function AgeBands() {
  const { t } = useTranslation();
  const headingId = useId();
  const answer = useListPage<typeof ageingList, EndpointContent<typeof ageingList>>(
    ageingList,
    AGEING_PARAMS,
    {
      filters: COMPONENT_FILTER,
    },
  ).result;
  const counts = new Map((answer.data?.bands ?? []).map((entry) => [entry.band, entry.units]));
  if (!answer.data) return null;
  return (
    <section aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600} mb={6}>
        {t('unitLists.ageing.bands', 'Units by age')}
      </Text>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {AGE_BANDS.map(({ label }) => (
          <Paper key={label} component="li" withBorder radius="md" p="sm">
            <Text size="xl" fw={700} lh={1.2}>
              {formatCount(counts.get(label) ?? 0)}
            </Text>
            <Text size="sm" c="gray.7">
              {ageBandText(t, label)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

// ---- /inventory-issued and /received ----------------------------------------------------------------------

function IssuedTable() {
  const { t } = useTranslation();
  const col = unitColumns(t);
  return (
    <DataTable
      endpoint={issuedList}
      params={{ type: 'issued' }}
      label={t('inventory.issued.title', 'Issued')}
      columns={[col.bag, col.group, col.component, col.issuedOn, col.patient, col.hospital, col.expiry]}
      emptyText={t('unitLists.issued.empty', 'No units issued yet')}
      {...unitListProps(t)}
    />
  );
}

/** /inventory-issued (docs/spec/part-2-operations-and-admin.md §2): the bags issued, latest first. */
export function IssuedPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <UnitsHeader
        title={t('inventory.issued.title', 'Issued')}
        intro={t('unitLists.issued.intro', 'Bags issued to patients and hospitals, latest first.')}
      />
      <IssuedTable />
    </Stack>
  );
}

/**
 * /received (docs/spec/part-2-operations-and-admin.md §2: "Received combines received and issued bags"): the
 * bags received from other institutions and the bags issued, each in its tab, the tab in the address.
 */
export function ReceivedPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'issued' ? 'issued' : 'received';
  const col = unitColumns(t);
  return (
    <Stack gap="lg">
      <UnitsHeader
        title={t('inventory.received.title', 'Received')}
        intro={t('unitLists.received.intro', 'Bags received from other institutions, and bags issued.')}
      />
      <Tabs
        value={tab}
        // Each tab opens on its own first page: the other tab's search and order mean nothing there.
        onChange={(value) => value && value !== tab && setParams(value === 'received' ? {} : { tab: value })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="received">{t('unitLists.received.tab', 'Received')}</Tabs.Tab>
          <Tabs.Tab value="issued">{t('unitLists.issued.tab', 'Issued')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="received" pt="md">
          <DataTable
            endpoint={receivedList}
            params={{ type: 'received' }}
            label={t('unitLists.received.tab', 'Received')}
            columns={[
              col.bag,
              col.group,
              col.component,
              col.receivedFrom,
              col.receivedOn,
              col.expiry,
              col.state,
            ]}
            emptyText={t('unitLists.received.empty', 'No units received yet')}
            {...unitListProps(t)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="issued" pt="md">
          <IssuedTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
