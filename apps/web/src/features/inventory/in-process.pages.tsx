import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { ActionIcon, Button, Group, Paper, Stack, Table, TextInput, Title, Tooltip } from '@mantine/core';
import {
  type Component,
  type InventoryUnit,
  inventoryEndpoints,
  MESSAGES,
  PAGE_SIZES,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DataTable, Pager } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { CrossIcon, PlusIcon } from '../../components/icons';
import { lazyPopup, prefetch, useAskedFor } from '../../components/lazy-popup';
import { popups } from '../../components/popups';
import { formatDate } from '../../lib/format';
import { DisposeModal, prefetchDispose } from './dispose-popup';
import { ComponentFilter, idsOf, UnitLink, UnitsHeader, unitColumns, unitListProps } from './unit-columns';
import { useChangeInProcessing } from './unit-lists.api';
import type { DraftComponent } from './update-inventory.modal';

const UPDATE_STOCK_PATH = '/inventory-in-process/updatestock';

// The Update inventory popup and its form arrive when the clerk points at or focuses its + button
// (docs/decisions/0029-code-splitting.md).
const loadUpdateInventory = () => import('./update-inventory.modal');
const prefetchUpdateInventory = prefetch(loadUpdateInventory);
const UpdateInventoryModal = lazyPopup(
  () => loadUpdateInventory().then((module) => module.UpdateInventoryModal),
  ({ opened }, t) => ({ opened, title: t('updateStock.popupTitle', 'Update inventory') }),
);

/** What In Process hands Update Stock in the route state (docs/spec/part-2-operations-and-admin.md §2). */
export interface UpdateStockState {
  units: InventoryUnit[];
}

/**
 * /inventory-in-process (docs/spec/part-2-operations-and-admin.md §2, §4): the units sent to processing,
 * searched, filtered and paged by the server. With rows selected: Cancel, Dispose (with a reason), Return to
 * inventory, and Update Stock, which records the components made from them.
 */
export function InProcessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeInProcessing();
  const [disposing, setDisposing] = useState<{ units: InventoryUnit[]; clear: () => void } | null>(null);
  const disposeAsked = useAskedFor(disposing !== null);
  const col = unitColumns(t);

  const returnToInventory = async (units: InventoryUnit[], clear: () => void) => {
    const sure = await popups.confirm({
      title: t('inProcess.confirmReturn', 'Return the selected units to inventory?'),
      text:
        units.length === 1
          ? t('inProcess.returnTextOne', 'The unit goes back on the shelf as it was.')
          : t('inProcess.returnText', '{{n}} units go back on the shelf as they were.', { n: units.length }),
      confirmLabel: t('inProcess.return', 'Return'),
    });
    if (!sure) return;
    try {
      const answer = await change.mutateAsync({ type: 'returnToInventory', inventoryIds: idsOf(units) });
      clear();
      void popups.success({ title: answer.message || t('inProcess.returned', 'Returned to inventory') });
    } catch (failure) {
      void popups.failedWith(failure);
    }
  };

  return (
    <Stack gap="lg">
      <UnitsHeader
        title={t('inventory.inProcess.title', 'In Process')}
        intro={t(
          'inProcess.intro',
          'Units sent to processing. Select them to record the components made (Update Stock), return them to inventory or dispose of them.',
        )}
      />
      <DataTable
        endpoint={inventoryEndpoints.inProcessing}
        label={t('inventory.inProcess.title', 'In Process')}
        columns={[col.bag, col.donor, col.group, col.component, col.collected, col.expiry, col.volume]}
        emptyText={t('inProcess.empty', 'No units in processing')}
        {...unitListProps(t, t('unitLists.inProcessSearch', 'Bag ID, donor ID, group, date or volume'))}
        selection={{
          rowLabel: (row) => t('unitLists.selectUnit', 'Select {{bagId}}', { bagId: row.bagId }),
          actions: ({ rows, clear }) => (
            <>
              <Button size="sm" variant="default" onClick={clear}>
                {t('common.cancel', 'Cancel')}
              </Button>
              <Button
                size="sm"
                color="red"
                variant="light"
                onPointerEnter={prefetchDispose}
                onFocus={prefetchDispose}
                onClick={() => setDisposing({ units: rows, clear })}
              >
                {t('unitLists.dispose', 'Dispose')}
              </Button>
              <Button
                size="sm"
                variant="light"
                loading={change.isPending}
                onClick={() => void returnToInventory(rows, clear)}
              >
                {t('inProcess.return', 'Return')}
              </Button>
              <Button
                size="sm"
                onClick={() =>
                  navigate(UPDATE_STOCK_PATH, { state: { units: rows } satisfies UpdateStockState })
                }
              >
                {t('inProcess.updateStock', 'Update Stock')}
              </Button>
            </>
          ),
        }}
      />
      <Suspense fallback={null}>
        {disposeAsked && (
          <DisposeModal
            units={disposing?.units ?? null}
            onClose={() => setDisposing(null)}
            // The in-processing call takes a reason but no comment (packages/contract inProcessingChangeSchema).
            withComment={false}
            dispose={async ({ reason }) => {
              const answer = await change.mutateAsync({
                type: 'dispose',
                inventoryIds: idsOf(disposing?.units ?? []),
                reason,
              });
              disposing?.clear();
              return answer;
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

/** The parent units of the route state, if it holds any (an address typed by hand holds none). */
function parentsOf(state: unknown): InventoryUnit[] {
  const units = (state as Partial<UpdateStockState> | null)?.units;
  if (!Array.isArray(units)) return [];
  return units.filter(
    (unit): unit is InventoryUnit =>
      typeof unit === 'object' &&
      unit !== null &&
      typeof unit._id === 'string' &&
      typeof unit.bagId === 'string' &&
      typeof unit.bloodGroup === 'string' &&
      typeof unit.collectionDate === 'string',
  );
}

/**
 * /inventory-in-process/updatestock (docs/spec/part-2-operations-and-admin.md §2, §3, §5): the components made
 * from the units selected in In Process. The clerk adds each one in the Update inventory popup to a draft
 * list (filtered, searched and paged here, nothing is saved yet); Update Stock sends them all at once.
 */
export function UpdateStockPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [parents] = useState(() => parentsOf(location.state));

  return (
    <Stack gap="lg">
      <BackLink to="/inventory-in-process" label={t('updateStock.back', 'Back to In Process')} />
      <UnitsHeader
        title={t('inventory.updateStock.title', 'Update Stock')}
        intro={t(
          'updateStock.intro',
          'Record each component made from the selected units, then update the stock. Nothing is saved until then.',
        )}
      />
      {parents.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title={t('updateStock.noParents', 'Select the units to update from In Process')}>
            <Button component={Link} to="/inventory-in-process" variant="light">
              {t('updateStock.openInProcess', 'Open In Process')}
            </Button>
          </EmptyState>
        </Paper>
      ) : (
        <StockUpdate parents={parents} />
      )}
    </Stack>
  );
}

function StockUpdate({ parents }: { parents: InventoryUnit[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeInProcessing();
  const [drafts, setDrafts] = useState<DraftComponent[]>([]);
  const [adding, setAdding] = useState(false);
  const addAsked = useAskedFor(adding);

  const submit = async () => {
    if (drafts.length === 0) {
      await popups.failure({ title: t('updateStock.empty', MESSAGES.updateStockEmpty) });
      return;
    }
    const bare = parents.filter((parent) => !drafts.some((draft) => draft.parentId === parent._id));
    if (bare.length > 0) {
      const sure = await popups.confirm({
        title: t('updateStock.bareTitle', 'Some units have no component added'),
        text: t(
          'updateStock.bareText',
          '{{bags}}: no component is recorded for them. Updating the stock takes them out of processing as processed.',
          { bags: bare.map((unit) => unit.bagId).join(', ') },
        ),
        confirmLabel: t('updateStock.submit', 'Update Stock'),
      });
      if (!sure) return;
    }
    try {
      const answer = await change.mutateAsync({
        type: 'processed',
        inventoryIds: idsOf(parents),
        inventories: drafts.map(({ key: _key, ...entry }) => entry),
      });
      void popups.success({ title: answer.message || t('updateStock.done', MESSAGES.stockUpdated) });
      navigate('/inventory');
    } catch (failure) {
      void popups.failedWith(failure);
    }
  };

  return (
    <>
      <ParentUnits parents={parents} drafts={drafts} />
      <DraftTable
        parents={parents}
        drafts={drafts}
        onAdd={() => setAdding(true)}
        onRemove={(key) => setDrafts((list) => list.filter((draft) => draft.key !== key))}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => navigate('/inventory-in-process')}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={change.isPending}>
          {t('updateStock.submit', 'Update Stock')}
        </Button>
      </Group>
      <Suspense fallback={null}>
        {addAsked && (
          <UpdateInventoryModal
            opened={adding}
            parents={parents}
            takenBagIds={drafts.map((draft) => draft.bagId)}
            onClose={() => setAdding(false)}
            onAdd={(draft) => {
              setDrafts((list) => [...list, draft]);
              setAdding(false);
            }}
          />
        )}
      </Suspense>
    </>
  );
}

function ParentUnits({ parents, drafts }: { parents: InventoryUnit[]; drafts: DraftComponent[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t('updateStock.parentsTitle', 'Units being processed')}
      </Title>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('unitLists.col.bag', 'Bag ID')}</Table.Th>
              <Table.Th>{t('unitLists.col.group', 'Blood Group')}</Table.Th>
              <Table.Th>{t('unitLists.col.component', 'Component')}</Table.Th>
              <Table.Th>{t('unitLists.col.collected', 'Collected on')}</Table.Th>
              <Table.Th>{t('unitLists.col.volume', 'Volume (ml)')}</Table.Th>
              <Table.Th>{t('updateStock.col.added', 'Components added')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parents.map((parent) => (
              <Table.Tr key={parent._id}>
                <Table.Th scope="row" fw={400}>
                  <UnitLink unit={parent} />
                </Table.Th>
                <Table.Td>{parent.bloodGroup}</Table.Td>
                <Table.Td>{parent.component}</Table.Td>
                <Table.Td>{formatDate(parent.collectionDate)}</Table.Td>
                <Table.Td>{parent.volume}</Table.Td>
                <Table.Td>{drafts.filter((draft) => draft.parentId === parent._id).length}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The draft components: the clerk's own unsaved list, so filtered, searched and paged here. */
function DraftTable({
  parents,
  drafts,
  onAdd,
  onRemove,
}: {
  parents: InventoryUnit[];
  drafts: DraftComponent[];
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [component, setComponent] = useState<Component | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const parentOf = (id: string) => parents.find((parent) => parent._id === id);

  const term = search.trim().toLowerCase();
  const found = drafts
    .filter((draft) => !component || draft.component === component)
    .filter(
      (draft) =>
        !term ||
        [draft.bagId, parentOf(draft.parentId)?.bagId ?? '', draft.storedIn, draft.component].some((text) =>
          text.toLowerCase().includes(term),
        ),
    );
  const pages = Math.max(1, Math.ceil(found.length / limit));
  const shownPage = Math.min(page, pages);
  const rows = found.slice((shownPage - 1) * limit, shownPage * limit);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg" id={headingId}>
            {t('updateStock.draftTitle', 'Components made')}
          </Title>
          <Tooltip label={t('updateStock.add', 'Add a component')}>
            <ActionIcon
              size="lg"
              variant="filled"
              aria-label={t('updateStock.add', 'Add a component')}
              onPointerEnter={prefetchUpdateInventory}
              onFocus={prefetchUpdateInventory}
              onClick={onAdd}
            >
              <PlusIcon size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            label={t('table.search', 'Search')}
            placeholder={t('updateStock.searchPlaceholder', 'Bag ID, parent bag or stored in')}
            value={search}
            maxLength={TEXT_LIMITS.search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
            size="sm"
          />
          <ComponentFilter
            value={component}
            onChange={(next) => {
              setComponent(next);
              setPage(1);
            }}
          />
        </Group>
        <Table.ScrollContainer minWidth={900} type="native">
          <Table aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('unitLists.col.bag', 'Bag ID')}</Table.Th>
                <Table.Th>{t('updateStock.col.parent', 'Made from')}</Table.Th>
                <Table.Th>{t('unitLists.col.group', 'Blood Group')}</Table.Th>
                <Table.Th>{t('unitLists.col.component', 'Component')}</Table.Th>
                <Table.Th>{t('unitLists.col.volume', 'Volume (ml)')}</Table.Th>
                <Table.Th>{t('unitLists.col.storedIn', 'Stored in')}</Table.Th>
                <Table.Th>{t('updateStock.col.processed', 'Processed on')}</Table.Th>
                <Table.Th>{t('unitLists.col.expiry', 'Expiry')}</Table.Th>
                <Table.Th>{t('updateStock.col.remove', 'Remove')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((draft) => (
                <Table.Tr key={draft.key}>
                  {/* A bag number is read whole, never broken at its hyphens. */}
                  <Table.Th scope="row" fw={600} ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {draft.bagId}
                  </Table.Th>
                  <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {parentOf(draft.parentId)?.bagId ?? '—'}
                  </Table.Td>
                  <Table.Td>{parentOf(draft.parentId)?.bloodGroup ?? '—'}</Table.Td>
                  <Table.Td>{draft.component}</Table.Td>
                  <Table.Td>{draft.volume}</Table.Td>
                  <Table.Td>{draft.storedIn}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(draft.processedDate)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(draft.expiryDate)}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('updateStock.removeOne', 'Remove {{bagId}}', { bagId: draft.bagId })}
                      onClick={() => onRemove(draft.key)}
                    >
                      <CrossIcon size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 &&
          (drafts.length === 0 ? (
            <EmptyState
              title={t('updateStock.noDrafts', 'No components added yet')}
              description={t('updateStock.noDraftsHint', 'Add each component made with the + button.')}
            />
          ) : (
            <EmptyState title={t('updateStock.noneFound', 'No component matches the search')} />
          ))}
        <Pager
          page={shownPage}
          pages={pages}
          limit={limit}
          total={found.length}
          pagesLabel={t('updateStock.pages', 'Pages of the components made')}
          onPage={setPage}
          onLimit={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      </Stack>
    </Paper>
  );
}
