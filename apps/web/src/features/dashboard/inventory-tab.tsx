import { Stack, Text } from '@mantine/core';
import { BLOOD_GROUPS, type BloodGroup, COMPONENTS, type Component } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { RedCellCover } from '../inventory/red-cell-cover';
import { useDashboardStock } from './dashboard.api';
import { type DashboardColumn, DashboardTable } from './dashboard-table';

interface StockRow {
  component: Component;
  byGroup: Map<BloodGroup, number>;
  total: number;
}

const count = (n: number) => (
  <Text size="sm" ta="center" fw={n > 0 ? 700 : 400} c={n > 0 ? undefined : 'dimmed'}>
    {formatCount(n)}
  </Text>
);

/**
 * The Inventory tab of a hospital with a blood bank (docs/spec/part-1-institution-side.md §2, "Ageing inventory
 * table"): the units available now, components by blood groups, only the components that have any, at most
 * three of them. The ageing report (View All) has them all, split by age.
 */
export function InventoryTab() {
  const { t } = useTranslation();
  const stock = useDashboardStock();
  const rows: StockRow[] | undefined = stock.data
    ? COMPONENTS.map((component) => ({
        component,
        byGroup: new Map(
          stock.data.data.map((group) => [
            group._id,
            group.inventory.find((cell) => cell.component === component)?.available ?? 0,
          ]),
        ),
      }))
        .map((row) => ({ ...row, total: [...row.byGroup.values()].reduce((sum, n) => sum + n, 0) }))
        .filter((row) => row.total > 0)
        // The table shows three rows: those the clerk holds most of; View All has every one.
        .sort((a, b) => b.total - a.total)
    : undefined;
  const columns: DashboardColumn<StockRow>[] = [
    {
      id: 'component',
      header: t('dashboard.inventory.col.component', 'Component'),
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {row.component}
        </Text>
      ),
    },
    ...BLOOD_GROUPS.map((group) => ({
      id: group,
      header: group,
      align: 'center' as const,
      cell: (row: StockRow) => count(row.byGroup.get(group) ?? 0),
    })),
  ];
  return (
    <Stack gap="md">
      <DashboardTable
        label={t('dashboard.inventory.tableLabel', 'Units available by component and blood group')}
        columns={columns}
        rows={rows}
        rowId={(row) => row.component}
        query={stock}
        emptyText={t('dashboard.inventory.empty', "Looks like you don't have any ageing unit")}
        minWidth={760}
      />
      {stock.data && <RedCellCover cover={stock.data.cover} />}
    </Stack>
  );
}
