import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@raktsetu/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './icons';

export type SortOrder = 'asc' | 'desc';

export interface SortState<Field extends string> {
  sort: Field;
  order: SortOrder;
}

/** A header click: the same column flips its direction, another column starts ascending. */
export function nextSort<Field extends string>(current: SortState<Field>, field: Field): SortState<Field> {
  if (current.sort === field) return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: 'asc' };
}

/**
 * A sortable column header (spec: "sortable headers toggling ascending and descending"). It is a button
 * inside the <th>, and the <th> carries aria-sort, so a screen reader hears the column's order.
 */
export function SortHeader<Field extends string>({
  field,
  state,
  onSort,
  children,
}: {
  field: Field;
  state: SortState<Field>;
  onSort: (next: SortState<Field>) => void;
  children: ReactNode;
}) {
  const active = state.sort === field;
  return (
    <Table.Th aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(nextSort(state, field))}
        fw={700}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap">
          {children}
          <span
            aria-hidden="true"
            style={{
              display: 'inline-flex',
              opacity: active ? 1 : 0.25,
              transform: active && state.order === 'asc' ? 'rotate(180deg)' : undefined,
            }}
          >
            <ChevronDownIcon size={14} />
          </span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Paging under a table: "1–10 of 34", the pages, and rows per page (default 10, spec §9). */
export function TablePager({
  page,
  limit,
  total,
  onPage,
  onLimit,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text component="label" htmlFor={sizeId} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('table.rowsPerPage', 'Rows per page')}
        </Text>
        <Select
          id={sizeId}
          data={PAGE_SIZES.map(String)}
          value={String(limit)}
          onChange={(value) => onLimit(Number(value ?? DEFAULT_PAGE_SIZE))}
          allowDeselect={false}
          w={80}
          size="xs"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('table.range', '{{from}}–{{to}} of {{total}}', { from, to, total })}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        aria-label={t('table.pages', 'Pages')}
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
    </Group>
  );
}
