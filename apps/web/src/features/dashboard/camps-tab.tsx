import '@mantine/core/styles/Anchor.layer.css';
import { Anchor } from '@mantine/core';
import { type CampRow, type InstitutionType, MESSAGES } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDate, formatPhone } from '../../lib/format';
import { campDayOf, campDetailsPath } from '../camps/camp-text';
import { useDashboardCamps } from '../camps/camps.api';
import type { DashboardColumn, DashboardTable } from './dashboard-table';

/**
 * The Camps tab (docs/spec/part-1-institution-side.md §2 "Camp summary table"): the first three running camps,
 * the earliest day first — Date, Camp Name (to its details), Venue, Organiser, the coordinator's Mobile no. and,
 * except for an NGO, how many donors are assigned. View All leads to /camp.
 *
 * The dashboard loads this tab when it is first opened, and hands it the table (`Table`) it already has: the
 * tab's own chunk then carries only the camps' code (docs/decisions/0029-code-splitting.md).
 */
export function CampsTab({
  type,
  Table,
}: {
  type: Exclude<InstitutionType, 'Hospital'>;
  Table: typeof DashboardTable;
}) {
  const { t } = useTranslation();
  const camps = useDashboardCamps(type);
  const columns: DashboardColumn<CampRow>[] = [
    { id: 'date', header: t('dashboard.campsTab.date', 'Date'), cell: (row) => formatDate(campDayOf(row)) },
    {
      id: 'campName',
      header: t('dashboard.campsTab.campName', 'Camp Name'),
      rowHeader: true,
      cell: (row) => (
        <Anchor component={Link} to={campDetailsPath(row._id)} size="sm" fw={600}>
          {row.campName}
        </Anchor>
      ),
    },
    { id: 'venue', header: t('dashboard.campsTab.venue', 'Venue'), cell: (row) => row.venue },
    { id: 'organiser', header: t('dashboard.campsTab.organiser', 'Organiser'), cell: (row) => row.organiser },
    {
      id: 'mobile',
      header: t('dashboard.campsTab.mobile', 'Mobile no.'),
      cell: (row) => formatPhone(row.campCoordinator.mobileNumber),
    },
    ...(type === 'NGO'
      ? []
      : [
          {
            id: 'donors',
            header: t('dashboard.campsTab.donors', 'Donors'),
            align: 'center' as const,
            cell: (row: CampRow) => formatCount(row.noDonors),
          },
        ]),
  ];
  return (
    <Table
      label={t('dashboard.campsTab.tableLabel', 'Camps')}
      columns={columns}
      rows={camps.data?.data}
      rowId={(row) => row._id}
      query={camps}
      emptyText={t('dashboard.campsTab.empty', MESSAGES.looksLikeNoDonationDrives)}
      minWidth={type === 'NGO' ? 640 : 720}
    />
  );
}
