import '@mantine/core/styles/Table.layer.css';
import { Group, Loader, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { DASHBOARD_ROWS } from './dashboard.api';
import { LoadFailed } from './load-failed';

/** A column as the list screens write it (DataTableColumn); a dashboard table does not sort, so `sort` is unused. */
export interface DashboardColumn<R> {
  id: string;
  header: string;
  rowHeader?: boolean;
  /** Figures sit centred under their header. */
  align?: 'center';
  cell: (row: R) => ReactNode;
}

interface DashboardTableProps<R> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly DashboardColumn<R>[];
  /** The rows of the answer; past DASHBOARD_ROWS they are left to the View All screen. */
  rows: readonly R[] | undefined;
  rowId: (row: R) => string;
  /**
   * The call behind the rows: loading, failed (Try again calls it again) or answered; while it reloads
   * (switching back to the tab) the rows seen last stay.
   */
  query: {
    status: 'pending' | 'error' | 'success';
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  emptyText: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
}

/**
 * A dashboard tab's table (docs/spec/part-1-institution-side.md §2, §9): the first three rows of a list, no
 * paging, sorting or search — those are the View All screen's. Loading, empty and failed say so under the
 * header row, as the list screens' DataTable does.
 */
export function DashboardTable<R>({
  label,
  columns,
  rows,
  rowId,
  query,
  emptyText,
  minWidth,
}: DashboardTableProps<R>) {
  const { t } = useTranslation();
  const { status, isFetching } = query;
  const shown = (rows ?? []).slice(0, DASHBOARD_ROWS);
  return (
    <Paper withBorder radius="md">
      {/* Focusable, so a keyboard can scroll it sideways on a phone even when no row holds a button. */}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} aria-busy={isFetching}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.id} fz="sm" ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {status === 'success' && shown.length > 0 && (
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={rowId(row)}>
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
              ))}
            </Table.Tbody>
          )}
        </Table>
      </Table.ScrollContainer>
      {status === 'pending' ? (
        <Group justify="center" gap="xs" p="lg">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('dashboard.table.loading', 'Loading…')}</Text>
        </Group>
      ) : status === 'error' ? (
        <LoadFailed
          title={t('dashboard.table.failed', 'The list could not be loaded')}
          message={query.error?.message}
          onRetry={() => void query.refetch()}
          retrying={isFetching}
          m="md"
        />
      ) : shown.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : null}
    </Paper>
  );
}
