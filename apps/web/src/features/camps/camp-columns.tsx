import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button } from '@mantine/core';
import type { CampRow, campsEndpoints } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../components/data-table';
import { formatCount, formatDate, formatPhone } from '../../lib/format';
import { CampStatusBadge } from './camp-fields';
import { campDayOf, campDetailsPath, campDonorsPath } from './camp-text';

export type CampColumn = DataTableColumn<typeof campsEndpoints.list>;

/** The columns every camp table starts with: Date, Camp Name (to its details), Venue. */
function leadingColumns(t: TFunction): CampColumn[] {
  return [
    {
      id: 'date',
      header: t('campList.col.date', 'Date'),
      sort: 'date',
      cell: (row) => formatDate(campDayOf(row)),
    },
    {
      id: 'campName',
      header: t('campList.col.campName', 'Camp Name'),
      sort: 'campName',
      rowHeader: true,
      cell: (row) => (
        <Anchor component={Link} to={campDetailsPath(row._id)} size="sm" fw={600}>
          {row.campName}
        </Anchor>
      ),
    },
    {
      id: 'venue',
      header: t('campList.col.venue', 'Venue'),
      sort: 'venue',
      cell: (row) => row.venue,
    },
  ];
}

const organiserColumn = (t: TFunction): CampColumn => ({
  id: 'organiser',
  header: t('campList.col.organiser', 'Organiser'),
  sort: 'organiser',
  cell: (row) => row.organiser,
});

const mobileColumn = (t: TFunction): CampColumn => ({
  id: 'mobile',
  header: t('campList.col.mobile', 'Mobile no.'),
  cell: (row) => formatPhone(row.campCoordinator.mobileNumber),
});

const statusColumn = (t: TFunction): CampColumn => ({
  id: 'status',
  header: t('campList.col.status', 'Status'),
  cell: (row) => <CampStatusBadge camp={row} />,
});

/**
 * The running camps (Accepted, "On Going" for an NGO): date, camp name, venue, organiser, the coordinator's
 * mobile, how many donors are assigned, and the Donors button to the camp's donors.
 */
export function acceptedCampColumns(t: TFunction): CampColumn[] {
  return [
    ...leadingColumns(t),
    organiserColumn(t),
    mobileColumn(t),
    {
      id: 'donors',
      header: t('campList.col.donors', 'Donors'),
      sort: 'donors',
      cell: (row) => formatCount(row.noDonors),
    },
    {
      id: 'donorsList',
      header: t('campList.col.action', 'Action'),
      cell: (row) => (
        <Button
          component={Link}
          to={campDonorsPath(row._id)}
          variant="light"
          size="compact-sm"
          aria-label={t('campList.donorsOf', 'Donors of {{camp}}', { camp: row.campName })}
        >
          {t('campList.donors', 'Donors')}
        </Button>
      ),
    },
  ];
}

/**
 * A blood centre's Pending tab: the camps waiting for its answer (Pending, opening the pending popup) and its
 * drafts (Edit Draft, opening the form filled in).
 */
export function pendingCampColumns(
  t: TFunction,
  {
    onOpen,
    onEditDraft,
    onPointer,
  }: {
    onOpen: (camp: CampRow) => void;
    onEditDraft: (camp: CampRow) => void;
    onPointer?: () => void;
  },
): CampColumn[] {
  return [
    ...leadingColumns(t),
    organiserColumn(t),
    mobileColumn(t),
    statusColumn(t),
    {
      id: 'action',
      header: t('campList.col.action', 'Action'),
      cell: (row) =>
        row.status === 'Draft' ? (
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onEditDraft(row)}
            onPointerEnter={onPointer}
            onFocus={onPointer}
            aria-label={t('campList.editDraftOf', 'Edit Draft {{camp}}', { camp: row.campName })}
          >
            {t('campList.editDraft', 'Edit Draft')}
          </Button>
        ) : (
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onOpen(row)}
            onPointerEnter={onPointer}
            onFocus={onPointer}
            aria-label={
              row.status === 'Pending'
                ? t('campList.pendingOf', 'Pending: {{camp}}', { camp: row.campName })
                : t('campList.detailsOf', 'Details of {{camp}}', { camp: row.campName })
            }
          >
            {row.status === 'Pending' ? t('campList.pending', 'Pending') : t('campList.details', 'Details')}
          </Button>
        ),
    },
  ];
}

/** An NGO's Created tab: its camps waiting for the blood bank or declined, each with Details. */
export function createdCampColumns(
  t: TFunction,
  { onOpen, onPointer }: { onOpen: (camp: CampRow) => void; onPointer?: () => void },
): CampColumn[] {
  return [
    ...leadingColumns(t),
    {
      id: 'bloodBank',
      header: t('campList.col.bloodBank', 'Blood Bank'),
      cell: (row) => row.bloodBankReference?.institutionName ?? '',
    },
    statusColumn(t),
    {
      id: 'action',
      header: t('campList.col.action', 'Action'),
      cell: (row) => (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => onOpen(row)}
          onPointerEnter={onPointer}
          onFocus={onPointer}
          aria-label={t('campList.detailsOf', 'Details of {{camp}}', { camp: row.campName })}
        >
          {t('campList.details', 'Details')}
        </Button>
      ),
    },
  ];
}
