import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  BLOOD_GROUP_FILTERS,
  type EndpointInput,
  PAGE_SIZES,
  type SortOrder,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/api';
import { formatCount } from '../lib/format';
import { EmptyState } from './empty-state';
import { ChevronDownIcon } from './icons';
import {
  type ListEndpoint,
  type ListQuery,
  type ListRow,
  type ListSort,
  type ListState,
  type ListStateOptions,
  listQueryKey,
  useListState,
} from './use-list-state';

// The export control and what it needs load with the first table shown, not with the shared bundle.
const ExportMenu = lazy(() => import('./export-menu'));

/** Long enough for a word to be typed whole, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 400;

export interface DataTableColumn<E extends ListEndpoint> {
  /** Unique among the table's columns. */
  id: string;
  /** The header text, already translated; it also names the sort button. */
  header: string;
  /** Makes the header a sort button for this field of the endpoint's sort list. */
  sort?: ListSort<E>;
  /** The column that names each row (its cells become row headers for screen readers). */
  rowHeader?: boolean;
  cell: (row: ListRow<E>) => ReactNode;
}

export interface SelectedRows<E extends ListEndpoint> {
  ids: string[];
  rows: ListRow<E>[];
  clear: () => void;
}

export interface DataTableSelection<E extends ListEndpoint> {
  /** Names a row's checkbox, e.g. "Select Ravi Kumar". */
  rowLabel: (row: ListRow<E>) => string;
  /** The buttons shown while rows are selected (Block, Unblock, Dispose…), given the selection. */
  actions?: (selected: SelectedRows<E>) => ReactNode;
  /**
   * Beside the table's tools, another way to select rows in view (a barcode scanner's box): `pick` adds one of
   * `rows` to the selection.
   */
  picker?: (rows: ListRow<E>[], pick: (row: ListRow<E>) => void) => ReactNode;
}

export interface DataTableProps<E extends ListEndpoint> extends ListStateOptions<E> {
  /** The contract's list endpoint: it types the rows, the sortable fields and the filters. */
  endpoint: E;
  /** Names the table for screen readers. */
  label: string;
  columns: readonly DataTableColumn<E>[];
  /** What an empty list says, from the spec's empty states (e.g. "No Data Available"). */
  emptyText: string;
  /** The search box's placeholder (what it searches), or false for a list without search. */
  search?: false | { placeholder?: string };
  /** Shows the blood-group filter (All, Any, the groups); only for endpoints whose query has `bloodGroup`. */
  bloodGroupFilter?: 'bloodGroup' extends keyof ListQuery<E> ? boolean : never;
  /** Row checkboxes with select-all-on-page. */
  selection?: DataTableSelection<E>;
  /** A pointer shortcut for the row's own button (View, Open); keyboard users have that button. */
  onRowClick?: (row: ListRow<E>) => void;
  /** More controls beside the search box (a screen's own filters, an Upload button), given the state. */
  toolbar?: (list: ListState<E>) => ReactNode;
  /** Inputs sent with every call that are not the person's choice (a path parameter, a fixed type). */
  params?: Partial<EndpointInput<E>>;
  /** A row's id; `_id` by default, as the API names it. */
  rowId?: (row: ListRow<E>) => string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

const defaultRowId = (row: unknown) => String((row as { _id?: unknown })._id);

/**
 * The page a DataTable of `endpoint` shows: the list's state in the address, the input sent (`params` and
 * that state) and the answer, cached under the list's key and the input. A screen that shows more of the
 * same answer than the table (the ageing report's counts per band) reads it here: no second call.
 */
export function useListPage<E extends ListEndpoint, C = { data: ListRow<E>[]; total: number }>(
  endpoint: E,
  params: Partial<EndpointInput<E>> | undefined,
  options: ListStateOptions<E>,
) {
  const list = useListState(endpoint, options);
  const input = { ...params, ...list.query };
  const result = useQuery({
    queryKey: [...listQueryKey(endpoint), input],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const send = call as (
        e: ListEndpoint,
        i: unknown,
        o: { signal: AbortSignal },
      ) => Promise<{ content: unknown }>;
      return (await send(endpoint, input, { signal })).content as C;
    },
  });
  return { list, input, result };
}

// A click that ends a text selection (copying a registration number) or lands on a control is not a row click.
function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('button, a, input, label, select, textarea')) return false;
  return !window.getSelection()?.toString();
}

/**
 * The one table of every list screen (docs/decisions/0031-lists.md): the server pages, sorts, searches and
 * filters; the state lives in the address; rows, sort fields and filters are typed by the contract's
 * endpoint.
 */
export function DataTable<E extends ListEndpoint>({
  endpoint,
  label,
  columns,
  emptyText,
  search = {},
  bloodGroupFilter,
  selection,
  onRowClick,
  toolbar,
  params,
  rowId = defaultRowId,
  minWidth,
  prefix,
  filters,
}: DataTableProps<E>) {
  const { t } = useTranslation();
  const { list, input, result } = useListPage<E, { data: ListRow<E>[]; total: number; atLeast?: boolean }>(
    endpoint,
    params,
    { prefix, filters },
  );
  const rows = result.data?.data ?? [];
  const total = result.data?.total ?? 0;
  const query = list.query as { page: number; limit: number; sort?: string; order?: SortOrder };
  const pages = Math.max(1, Math.ceil(total / query.limit));

  // A page past the end (the last rows were approved or deleted meanwhile, or an old link) shows the last one.
  const pastTheEnd = result.isSuccess && !result.isPlaceholderData && rows.length === 0 && query.page > pages;
  // The table's own controls write the common fields, which every list query has.
  const update = list.update as (patch: Record<string, unknown>, options?: { replace?: boolean }) => void;
  useEffect(() => {
    if (pastTheEnd) update({ page: pages }, { replace: true });
  }, [pastTheEnd, pages, update]);

  // Selection is of the rows in view: a new page, search or order starts with none, so an action never
  // touches a row the person can no longer see.
  const shown = JSON.stringify(input);
  const [selected, setSelected] = useState<{ of: string; ids: string[] }>({ of: shown, ids: [] });
  const ids = rows.map(rowId);
  const selectedIds = selected.of === shown ? selected.ids.filter((id) => ids.includes(id)) : [];
  const select = (next: string[]) => setSelected({ of: shown, ids: next });
  const selectedRows = rows.filter((row) => selectedIds.includes(rowId(row)));

  const showRows = rows.length > 0 && !result.isError;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {search !== false && (
          <SearchBox
            value={(list.query as { search?: string }).search ?? ''}
            placeholder={search.placeholder}
            onSearch={(term) =>
              // Replaced, not pushed: Back leaves the search instead of replaying each pause in the typing.
              update({ search: term || undefined }, { replace: true })
            }
          />
        )}
        {bloodGroupFilter && (
          <BloodGroupSelect
            value={(list.query as { bloodGroup?: string }).bloodGroup ?? null}
            onChange={(bloodGroup) => update({ bloodGroup })}
          />
        )}
        {toolbar?.(list)}
        {selection?.picker?.(rows, (row) => {
          if (!selectedIds.includes(rowId(row))) select([...selectedIds, rowId(row)]);
        })}
        <Suspense fallback={null}>
          <ExportMenu listPath={endpoint.path} input={input} />
        </Suspense>
      </Group>

      {selection && selectedIds.length > 0 && (
        <Group gap="sm" aria-label={t('table.selectedActions', 'Actions on the selected rows')} role="group">
          <Text size="sm" fw={600} aria-live="polite">
            {t('table.selectedCount', '{{count}} selected', { count: selectedIds.length })}
          </Text>
          {selection.actions?.({ ids: selectedIds, rows: selectedRows, clear: () => select([]) })}
        </Group>
      )}

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={minWidth ?? 0} type="native">
          <Table aria-label={label} aria-busy={result.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('table.selectAll', 'Select all rows on this page')}
                      checked={showRows && selectedIds.length === rows.length}
                      indeterminate={selectedIds.length > 0 && selectedIds.length < rows.length}
                      disabled={!showRows}
                      onChange={(event) => select(event.currentTarget.checked ? ids : [])}
                    />
                  </Table.Th>
                )}
                {columns.map((column) =>
                  column.sort ? (
                    <SortHeader
                      key={column.id}
                      active={query.sort === column.sort}
                      order={query.order ?? 'asc'}
                      onSort={() => list.sortBy(column.sort as ListSort<E>)}
                    >
                      {column.header}
                    </SortHeader>
                  ) : (
                    // Long headers wrap rather than push the last columns out of sight (Status, Action).
                    <Table.Th key={column.id} fz="sm">
                      {column.header}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            {showRows && (
              <Table.Tbody>
                {rows.map((row) => {
                  const id = rowId(row);
                  return (
                    <Table.Tr
                      key={id}
                      onClick={onRowClick ? (event) => isRowClick(event) && onRowClick(row) : undefined}
                      style={onRowClick ? { cursor: 'pointer' } : undefined}
                    >
                      {selection && (
                        <Table.Td>
                          <Checkbox
                            aria-label={selection.rowLabel(row)}
                            checked={selectedIds.includes(id)}
                            onChange={(event) =>
                              select(
                                event.currentTarget.checked
                                  ? [...selectedIds, id]
                                  : selectedIds.filter((other) => other !== id),
                              )
                            }
                          />
                        </Table.Td>
                      )}
                      {columns.map((column) =>
                        column.rowHeader ? (
                          <Table.Th key={column.id} scope="row" fw={400}>
                            {column.cell(row)}
                          </Table.Th>
                        ) : (
                          <Table.Td key={column.id}>{column.cell(row)}</Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            )}
          </Table>
        </Table.ScrollContainer>
        <TableStatus
          state={
            result.isError
              ? 'error'
              : result.isPending
                ? 'loading'
                : rows.length === 0 && !pastTheEnd
                  ? 'empty'
                  : 'rows'
          }
          emptyText={emptyText}
          error={result.error?.message}
          retrying={result.isFetching}
          onRetry={() => void result.refetch()}
        />
      </Paper>

      <Pager
        page={Math.min(query.page, pages)}
        pages={pages}
        limit={query.limit}
        total={result.data ? total : null}
        atLeast={result.data?.atLeast === true}
        onPage={(page) => update({ page })}
        onLimit={(limit) => update({ limit })}
      />
    </Stack>
  );
}

/** Loading, empty and failed lists say so under the header row, so the table's rows stay its rows. */
function TableStatus({
  state,
  emptyText,
  error,
  retrying,
  onRetry,
}: {
  state: 'loading' | 'empty' | 'error' | 'rows';
  emptyText: string;
  error: string | undefined;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state === 'rows') return null;
  if (state === 'loading') {
    return (
      <Group justify="center" gap="xs" p="lg">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('table.loading', 'Loading…')}</Text>
      </Group>
    );
  }
  if (state === 'empty') return <EmptyState title={emptyText} />;
  return (
    <Alert
      color="red"
      variant="light"
      m="md"
      role="alert"
      title={t('table.failed', 'The list could not be loaded')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error}</Text>
        <Button variant="default" size="compact-sm" onClick={onRetry} loading={retrying}>
          {t('table.retry', 'Try again')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The search box: the term is sent once typing pauses (or at Enter); Back or a link can change it under it. */
function SearchBox({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string | undefined;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The address changed the search (Back, a link): show it, unless the box already says it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const apply = useDebouncedCallback((typed: string) => {
    if (typed.trim() !== value) onSearch(typed.trim());
  }, SEARCH_DELAY_MS);
  return (
    <TextInput
      type="search"
      label={t('table.search', 'Search')}
      placeholder={placeholder}
      value={text}
      maxLength={TEXT_LIMITS.search}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply.flush();
      }}
      w={{ base: '100%', sm: 360 }}
      size="sm"
    />
  );
}

function BloodGroupSelect({ value, onChange }: { value: string | null; onChange: (group: string) => void }) {
  const { t } = useTranslation();
  const data = BLOOD_GROUP_FILTERS.map((group) => ({
    value: group,
    label:
      group === 'All'
        ? t('table.bloodGroup.all', 'All')
        : group === 'Any'
          ? t('table.bloodGroup.any', 'Any')
          : group,
  }));
  return (
    <Select
      label={t('table.bloodGroup.label', 'Blood Group')}
      placeholder={t('table.bloodGroup.placeholder', 'Select Blood Group')}
      data={data}
      value={value}
      onChange={(group) => group && onChange(group)}
      allowDeselect={false}
      w={{ base: '100%', sm: 200 }}
      size="sm"
    />
  );
}

/**
 * A sortable column header: a button inside the <th>. The sorted column's <th> carries aria-sort, so a
 * screen reader hears the order; ARIA wants it on one header at a time, so the others have none.
 */
function SortHeader({
  active,
  order,
  onSort,
  children,
}: {
  active: boolean;
  order: SortOrder;
  onSort: () => void;
  children: ReactNode;
}) {
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm" ta="left">
        <Group gap={4} wrap="nowrap">
          {children}
          <span
            aria-hidden="true"
            style={{
              display: 'inline-flex',
              opacity: active ? 1 : 0.35,
              transform: active && order === 'asc' ? 'rotate(180deg)' : undefined,
            }}
          >
            <ChevronDownIcon size={14} />
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Paging under a table: "1–10 of 34", the pages, and rows per page (default 10,
 * docs/spec/part-2-operations-and-admin.md §9; the profile's small tables offer 3, 5 and 10).
 */
export function Pager({
  page,
  pages,
  limit,
  total,
  atLeast = false,
  sizes = PAGE_SIZES,
  pagesLabel,
  onPage,
  onLimit,
}: {
  page: number;
  pages: number;
  limit: number;
  /** Null until the first answer. */
  total: number | null;
  /** The server stopped counting at `total` (a very long list): shown as "1,000+". */
  atLeast?: boolean;
  sizes?: readonly number[];
  /** Names the page links when a screen has several tables. */
  pagesLabel?: string;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const from = !total ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total ?? 0, page * limit);
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text component="label" htmlFor={sizeId} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('table.rowsPerPage', 'Rows per page')}
        </Text>
        <Select
          id={sizeId}
          data={sizes.map(String)}
          value={String(limit)}
          onChange={(value) => onLimit(Number(value ?? limit))}
          allowDeselect={false}
          w={80}
          size="xs"
        />
        <Text size="sm" c="gray.7" aria-live="polite">
          {total === null
            ? ''
            : t('table.range', '{{from}}–{{to}} of {{total}}', {
                from,
                to,
                total: atLeast ? `${formatCount(total)}+` : total,
              })}
        </Text>
      </Group>
      <nav aria-label={pagesLabel ?? t('table.pages', 'Pages')}>
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          getItemProps={(n) => ({ 'aria-label': t('table.page', 'Page {{n}}', { n }) })}
          getControlProps={(control) => ({
            'aria-label': {
              first: t('table.firstPage', 'First page'),
              previous: t('table.previousPage', 'Previous page'),
              next: t('table.nextPage', 'Next page'),
              last: t('table.lastPage', 'Last page'),
            }[control],
          })}
        />
      </nav>
    </Group>
  );
}
