import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  BLOOD_GROUPS,
  type BloodGroup,
  COMPONENTS,
  type Component,
  canProcess,
  MESSAGES,
  PROCESS_QUANTITY_STEP,
  type StockGroup,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PlusIcon } from '../../components/icons';
import { formatCount } from '../../lib/format';
import type { StockCell } from './bag-selection';
import { ExpiringAlert } from './expiring-alert';
import { RedCellCover } from './red-cell-cover';
import { useStock } from './stock.api';
import classes from './stock.module.css';
import { UnitsHeader } from './unit-columns';

// The popups arrive when first wanted (a cell's menu or the add button fetches them ahead), so the grid
// itself loads light (docs/decisions/0029-code-splitting.md).
const loadAdd = () => import('./add-units.modal');
const loadIssue = () => import('./issue.modal');
const loadTransfer = () => import('./transfer.modal');
const loadProcess = () => import('./process.modal');
const AddUnitsModal = lazy(() => loadAdd().then((module) => ({ default: module.AddUnitsModal })));
const IssueModal = lazy(() => loadIssue().then((module) => ({ default: module.IssueModal })));
const TransferModal = lazy(() => loadTransfer().then((module) => ({ default: module.TransferModal })));
const ProcessModal = lazy(() => loadProcess().then((module) => ({ default: module.ProcessModal })));

/** Fetches the cell popups' code while the clerk reads the menu. */
function prefetchCellPopups() {
  void loadIssue();
  void loadTransfer();
  void loadProcess();
}

/** One cell's counts, zero when the API sends nothing for it. */
interface CellCounts {
  available: number;
  expiring: number;
  quarantined: number;
}

const NONE: CellCounts = { available: 0, expiring: 0, quarantined: 0 };

type Grid = Map<BloodGroup, Map<Component, CellCounts>>;

function gridOf(groups: readonly StockGroup[]): Grid {
  const grid: Grid = new Map();
  for (const group of groups) {
    const row = new Map<Component, CellCounts>();
    for (const cell of group.inventory) row.set(cell.component, cell);
    grid.set(group._id, row);
  }
  return grid;
}

const countsOf = (grid: Grid, group: BloodGroup, component: Component): CellCounts =>
  grid.get(group)?.get(component) ?? NONE;

const hasUnits = (counts: CellCounts) => counts.available > 0 || counts.quarantined > 0;

type PopupKind = 'transfer' | 'registered' | 'unregistered' | 'process';
interface OpenPopup {
  kind: PopupKind;
  cell: StockCell;
}

/** The address of the transfer screen, opened on one cell's units to choose and dispose of them. */
export function disposeLink(cell: Pick<StockCell, 'bloodGroup' | 'component'>): string {
  return `/inventory-transfer?${new URLSearchParams({ component: cell.component, bloodGroup: cell.bloodGroup })}`;
}

/** The words a cell shows, also the end of its button's name (what is seen is what is said, WCAG 2.5.3). */
function cellLines(t: TFunction, counts: CellCounts) {
  return {
    available: formatCount(counts.available),
    expiring:
      counts.expiring > 0 ? t('stock.cell.expiring', '{{count}} expiring', { count: counts.expiring }) : null,
    quarantined:
      counts.quarantined > 0
        ? t('stock.cell.quarantined', '+{{count}} quarantined', { count: counts.quarantined })
        : null,
  };
}

/**
 * A cell with units: its counts are the button of its menu (docs/spec/part-2-operations-and-admin.md §2):
 * Transfer, Dispose, Registered, Unregistered, Process. Process needs at least six available units (§5).
 */
function StockCellMenu({
  cell,
  counts,
  onOpen,
}: {
  cell: StockCell;
  counts: CellCounts;
  onOpen: (kind: PopupKind) => void;
}) {
  const { t } = useTranslation();
  const lines = cellLines(t, counts);
  const nothingAvailable = counts.available === 0;
  const processable = canProcess(counts.available);
  return (
    // Without Mantine's focus placeholder: a role="presentation" child of a menu fails axe's required-children rule.
    <Menu
      position="bottom"
      withinPortal
      shadow="md"
      width={240}
      withInitialFocusPlaceholder={false}
      onOpen={prefetchCellPopups}
    >
      <Menu.Target>
        <UnstyledButton className={classes.cellButton}>
          <VisuallyHidden>
            {t('stock.cell.actionsFor', 'Actions for {{group}} {{component}}:', {
              group: cell.bloodGroup,
              component: cell.component,
            })}{' '}
          </VisuallyHidden>
          <Text
            component="span"
            display="block"
            fw={700}
            fz="lg"
            lh={1.2}
            c={nothingAvailable ? 'dimmed' : undefined}
          >
            {lines.available}
          </Text>
          {lines.expiring && (
            <>
              {' '}
              <Text component="span" display="block" fz="xs" fw={600} c="orange" lh={1.3}>
                {lines.expiring}
              </Text>
            </>
          )}
          {lines.quarantined && (
            <>
              {' '}
              <Text component="span" display="block" fz="xs" c="dimmed" lh={1.3}>
                {lines.quarantined}
              </Text>
            </>
          )}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {cell.bloodGroup} · {cell.component}
        </Menu.Label>
        <Menu.Item disabled={nothingAvailable} onClick={() => onOpen('transfer')}>
          {t('stock.menu.transfer', 'Transfer')}
        </Menu.Item>
        <Menu.Item component={Link} to={disposeLink(cell)}>
          {t('stock.menu.dispose', 'Dispose')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('stock.menu.issueToPatient', 'Issue to patient')}</Menu.Label>
        <Menu.Item disabled={nothingAvailable} onClick={() => onOpen('registered')}>
          {t('stock.menu.registered', 'Registered')}
        </Menu.Item>
        <Menu.Item disabled={nothingAvailable} onClick={() => onOpen('unregistered')}>
          {t('stock.menu.unregistered', 'Unregistered')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item disabled={!processable} onClick={() => onOpen('process')}>
          {t('stock.menu.process', 'Process')}
          {!processable && (
            <Text component="span" display="block" fz="xs">
              {t('stock.menu.processNeeds', 'Needs at least {{count}} available units', {
                count: PROCESS_QUANTITY_STEP,
              })}
            </Text>
          )}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function StockGrid({
  grid,
  components,
  onOpen,
}: {
  grid: Grid;
  components: readonly Component[];
  onOpen: (kind: PopupKind, cell: StockCell) => void;
}) {
  const { t } = useTranslation();
  const totals = BLOOD_GROUPS.map((group) =>
    COMPONENTS.reduce((sum, component) => sum + countsOf(grid, group, component).available, 0),
  );
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={880} type="native">
        <Table
          aria-label={t('stock.gridLabel', 'Units by component and blood group')}
          layout="fixed"
          withColumnBorders
          verticalSpacing={4}
          horizontalSpacing={6}
          tabularNums
        >
          <colgroup>
            <col style={{ width: 176 }} />
            {BLOOD_GROUPS.map((group) => (
              <col key={group} />
            ))}
          </colgroup>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.sticky} fz="sm">
                {t('stock.col.component', 'Component')}
              </Table.Th>
              {BLOOD_GROUPS.map((group) => (
                <Table.Th key={group} ta="center" fz="md">
                  {group}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {components.map((component) => (
              <Table.Tr key={component}>
                <Table.Th scope="row" className={classes.sticky} fw={600} fz="sm" lh={1.3}>
                  {component}
                </Table.Th>
                {BLOOD_GROUPS.map((group) => {
                  const counts = countsOf(grid, group, component);
                  const cell: StockCell = { bloodGroup: group, component, available: counts.available };
                  return (
                    <Table.Td key={group} ta="center" p={2}>
                      {hasUnits(counts) ? (
                        <StockCellMenu cell={cell} counts={counts} onOpen={(kind) => onOpen(kind, cell)} />
                      ) : (
                        <Text component="span" c="dimmed" fz="sm">
                          0
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.footer}>
              <Table.Th scope="row" className={classes.sticky} fz="sm">
                {t('stock.totalAvailable', 'Total available')}
              </Table.Th>
              {BLOOD_GROUPS.map((group, index) => (
                <Table.Td key={group} ta="center" fw={700}>
                  {formatCount(totals[index] ?? 0)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * /inventory (docs/spec/part-2-operations-and-admin.md §2): the stock table, components by blood groups.
 * A cell shows the units that may be issued now, those expiring within three days and those still in
 * quarantine; its menu issues, transfers, processes or disposes of them. Only components with units are
 * listed unless the clerk asks for all sixteen (the choice is kept in the address).
 */
export function StockPage() {
  const { t } = useTranslation();
  const stock = useStock();
  const [params, setParams] = useSearchParams();
  const showAll = params.get('components') === 'all';
  const [adding, setAdding] = useState(false);
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  // A popup stays mounted once used, so it can fade out when closed.
  const [used, setUsed] = useState({ add: false, issue: false, transfer: false, process: false });
  const close = () => setPopup(null);

  const grid = gridOf(stock.data?.data ?? []);
  const stocked = COMPONENTS.filter((component) =>
    BLOOD_GROUPS.some((group) => hasUnits(countsOf(grid, group, component))),
  );

  return (
    <Stack gap="lg">
      <UnitsHeader
        title={t('inventory.stock.title', 'Inventory')}
        intro={t(
          'stock.intro',
          'Units on the shelf by component and blood group; choose a count for its actions.',
        )}
      >
        <Button
          leftSection={<PlusIcon size={16} />}
          onClick={() => {
            setAdding(true);
            setUsed((current) => ({ ...current, add: true }));
          }}
          onMouseEnter={() => void loadAdd()}
          onFocus={() => void loadAdd()}
        >
          {t('stock.add', 'Add to inventory')}
        </Button>
        {/* Many units at once from a spreadsheet; the upload reloads this page when done (§2). */}
        <Button component={Link} to="/upload?tab=inventory&from=inventory" variant="default">
          {t('stock.upload', 'Upload Inventory')}
        </Button>
      </UnitsHeader>

      {stock.isPending ? (
        <Group justify="center" gap="xs" p="xl">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('stock.loading', 'Loading the stock…')}</Text>
        </Group>
      ) : stock.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('stock.failed', 'The stock could not be loaded')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{stock.error.message}</Text>
            <Button variant="default" size="compact-sm" onClick={() => void stock.refetch()}>
              {t('stock.retry', 'Try again')}
            </Button>
          </Stack>
        </Alert>
      ) : stocked.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title={t('stock.empty', MESSAGES.noUnitsInventory)} />
        </Paper>
      ) : (
        <>
          <ExpiringAlert expiring={stock.data.expiring} />
          <Group justify="space-between" gap="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t(
                'stock.legend',
                'Each count is the units available now; expiring ones expire within 3 days; quarantined ones wait for screening and are not counted.',
              )}
            </Text>
            <Switch
              label={t('stock.showAll', 'Show all {{count}} components', { count: COMPONENTS.length })}
              checked={showAll}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (on) next.set('components', 'all');
                    else next.delete('components');
                    return next;
                  },
                  { replace: true, preventScrollReset: true },
                );
              }}
            />
          </Group>
          <StockGrid
            grid={grid}
            components={showAll ? COMPONENTS : stocked}
            onOpen={(kind, cell) => {
              setPopup({ kind, cell });
              const family = kind === 'registered' || kind === 'unregistered' ? 'issue' : kind;
              setUsed((current) => ({ ...current, [family]: true }));
            }}
          />
          <RedCellCover cover={stock.data.cover} />
        </>
      )}

      {/* One boundary each: a popup still loading never hides another. */}
      <Suspense fallback={null}>
        {used.add && <AddUnitsModal opened={adding} onClose={() => setAdding(false)} />}
      </Suspense>
      <Suspense fallback={null}>
        {used.issue && (
          <IssueModal
            cell={popup && (popup.kind === 'registered' || popup.kind === 'unregistered') ? popup.cell : null}
            patient={popup?.kind === 'unregistered' ? 'unregistered' : 'registered'}
            onClose={close}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {used.transfer && (
          <TransferModal cell={popup?.kind === 'transfer' ? popup.cell : null} onClose={close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {used.process && (
          <ProcessModal cell={popup?.kind === 'process' ? popup.cell : null} onClose={close} />
        )}
      </Suspense>
    </Stack>
  );
}
