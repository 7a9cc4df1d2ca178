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

/** The last column: what can be done with the camp. */
const actionColumn = (t: TFunction, cell: CampColumn['cell']): CampColumn => ({
  id: 'action',
  header: t('campList.col.action', 'Action'),
  cell,
});

/** A row's button that opens one of the camp popups; pointing at or focusing it fetches the popup's code. */
const openButton = (
  label: string,
  name: string,
  onClick: () => void,
  onPointer: (() => void) | undefined,
) => (
  <Button
    variant="light"
    size="compact-sm"
    onClick={onClick}
    onPointerEnter={onPointer}
    onFocus={onPointer}
    aria-label={name}
  >
    {label}
  </Button>
);

/** Details: the camp's popup, read-only or with what is left to decide. */
const detailsButton = (
  t: TFunction,
  row: CampRow,
  onOpen: (camp: CampRow) => void,
  onPointer: (() => void) | undefined,
) =>
  openButton(
    t('campList.details', 'Details'),
    t('campList.detailsOf', 'Details of {{camp}}', { camp: row.campName }),
    () => onOpen(row),
    onPointer,
  );

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
    actionColumn(t, (row) => {
      if (row.status === 'Draft') {
        return openButton(
          t('campList.editDraft', 'Edit Draft'),
          t('campList.editDraftOf', 'Edit Draft {{camp}}', { camp: row.campName }),
          () => onEditDraft(row),
          onPointer,
        );
      }
      if (row.status !== 'Pending') return detailsButton(t, row, onOpen, onPointer);
      return openButton(
        t('campList.pending', 'Pending'),
        t('campList.pendingOf', 'Pending: {{camp}}', { camp: row.campName }),
        () => onOpen(row),
        onPointer,
      );
    }),
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
    actionColumn(t, (row) => detailsButton(t, row, onOpen, onPointer)),
  ];
}
