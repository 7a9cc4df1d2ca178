import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type CampDonor, type CampRow, campDonorAction, campsEndpoints, MESSAGES } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BackLink } from '../../components/back-link';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EmailText } from '../../components/email-text';
import { lazyPopup, prefetch, useAskedFor } from '../../components/lazy-popup';
import { PageHeader } from '../../components/page-header';
import { MissingRecordState, RecordState } from '../../components/record-state';
import { formatDate, formatPhone } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useCampDetails } from './camps.api';

/*
 * /camp/donors_List?campId= (docs/spec/part-1-institution-side.md §2 "Camps", §3 "Camp donor", §4): the donors
 * assigned to one camp, searched, sorted and paged by the server, each with where they stand in the donation.
 * A blood centre records the donation from here: Donate opens the Donor Data form, Proceed its approval. An NGO
 * sees where each donor stands. Assign Donors adds donors while the camp is scheduled and active.
 *
 * The three popups arrive when first wanted (docs/decisions/0029-code-splitting.md).
 */

const loadDonorData = () => import('./camp-donor-data.modal');
const loadApproval = () => import('./camp-donor-approval.modal');
const loadAssign = () => import('./camp-assign-donors.modal');
const prefetchDonorData = prefetch(loadDonorData);
const prefetchApproval = prefetch(loadApproval);
const prefetchAssign = prefetch(loadAssign);

const CampDonorDataModal = lazyPopup(
  () => loadDonorData().then((module) => module.CampDonorDataModal),
  ({ donor }, t) => ({ opened: donor !== null, title: t('campDonorData.title', 'Donor Data') }),
);
const CampDonorApprovalModal = lazyPopup(
  () => loadApproval().then((module) => module.CampDonorApprovalModal),
  ({ donor }, t) => ({ opened: donor !== null, title: t('campApproval.title', 'Donor Data · Approval') }),
);
const CampAssignDonorsModal = lazyPopup(
  () => loadAssign().then((module) => module.CampAssignDonorsModal),
  ({ camp }, t) => ({ opened: camp !== null, title: t('campAssign.title', 'Assign Donors') }),
);

type DonorColumn = DataTableColumn<typeof campsEndpoints.donors>;

const uuidSchema = z.uuid();

const nameOf = (row: Pick<CampDonor, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`.trim();

/**
 * The camp's place and day, as the header's second line; a part another part already names is left out
 * (venue "Town Hall, Pune" and address "Town Hall, Pune, Maharashtra" read once, not with Pune three times).
 */
function campWhere(camp: CampRow): string {
  const place = [camp.venue, camp.address.description, camp.address.city, camp.address.state]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => part.trim())
    .filter((part, index, all) => all.indexOf(part) === index)
    .filter(
      (part, _index, all) =>
        !all.some((other) => other !== part && other.toLowerCase().includes(part.toLowerCase())),
    );
  return [...place, formatDate(camp.date)].filter(Boolean).join(' · ');
}

export function CampDonorsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('campId') ?? '';
  const campId = uuidSchema.safeParse(asked).success ? asked : null;
  const camp = useCampDetails(campId);
  const back = <BackLink to="/camp" label={t('campDonors.back', 'Back to List of Camps')} />;
  const title = t('camps.donors.title', 'Camp Donors');

  const missing = {
    title: t('campDonors.notFound', 'No such camp'),
    text: t(
      'campDonors.notFoundText',
      'This camp does not exist or is not one of yours. Open its donors from the list of camps.',
    ),
    to: '/camp',
    action: t('campDonors.toCamps', 'Go to the list of camps'),
  };
  // An address without a camp id names no camp: said at once, without asking the server.
  const body =
    campId === null ? (
      <MissingRecordState missing={missing} />
    ) : (
      <RecordState
        query={camp}
        loading={t('campDonors.loading', 'Loading the camp…')}
        failed={t('campDonors.failed', 'The camp could not be loaded')}
        missing={missing}
      >
        {(record) => <CampDonors camp={record} />}
      </RecordState>
    );

  return (
    <Stack gap="lg">
      {back}
      {camp.data ? null : <PageHeader title={title} />}
      {body}
    </Stack>
  );
}

/** The camp's header, its Assign Donors, the donors table and the popups. */
function CampDonors({ camp }: { camp: CampRow }) {
  const { t } = useTranslation();
  const session = useSession();
  const bloodCentre =
    session?.identifier === 'institution' &&
    (session.institutionType === 'BloodBank' || session.institutionType === 'Both');
  const open = camp.status === 'Accepted' && camp.active;
  // Donations are recorded by the blood centre running the camp, while it is scheduled and active.
  const mayRecord = bloodCentre && open;

  const [donating, setDonating] = useState<CampDonor | null>(null);
  const [approving, setApproving] = useState<CampDonor | null>(null);
  const [assigning, setAssigning] = useState<CampRow | null>(null);
  const donateAsked = useAskedFor(donating !== null);
  const approveAsked = useAskedFor(approving !== null);
  const assignAsked = useAskedFor(assigning !== null);

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <PageHeader title={camp.campName} intro={campWhere(camp)} />
        {open && (
          <Button onPointerEnter={prefetchAssign} onFocus={prefetchAssign} onClick={() => setAssigning(camp)}>
            {t('campDonors.assign', 'Assign Donors')}
          </Button>
        )}
      </Group>
      {!camp.active && (
        <Alert color="gray" variant="light">
          {t(
            'campDonors.inactive',
            'This camp is deactivated: no donors can be assigned or donations recorded.',
          )}
        </Alert>
      )}
      <DataTable
        endpoint={campsEndpoints.donors}
        params={{ campId: camp._id }}
        label={t('campDonors.tableLabel', 'Donors of {{camp}}', { camp: camp.campName })}
        columns={donorColumns(t, {
          mayRecord,
          bloodCentre,
          onDonate: setDonating,
          onProceed: setApproving,
        })}
        emptyText={t('campDonors.empty', MESSAGES.noData)}
        search={{ placeholder: t('campDonors.searchPlaceholder', 'Name, donor ID, mobile or e-mail') }}
        minWidth={900}
      />
      <Suspense fallback={null}>
        {donateAsked && (
          <CampDonorDataModal donor={donating} campId={camp._id} onClose={() => setDonating(null)} />
        )}
        {approveAsked && (
          <CampDonorApprovalModal donor={approving} campId={camp._id} onClose={() => setApproving(null)} />
        )}
        {assignAsked && <CampAssignDonorsModal camp={assigning} onClose={() => setAssigning(null)} />}
      </Suspense>
    </>
  );
}

interface ActionOptions {
  /** Donate and Proceed are offered (a blood centre, the camp scheduled and active). */
  mayRecord: boolean;
  /** The unit a donation made is linked (a blood centre's inventory). */
  bloodCentre: boolean;
  onDonate: (row: CampDonor) => void;
  onProceed: (row: CampDonor) => void;
}

function donorColumns(t: TFunction, options: ActionOptions): DonorColumn[] {
  return [
    {
      id: 'name',
      header: t('campDonors.col.name', 'Name'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {nameOf(row)}
        </Text>
      ),
    },
    {
      id: 'bloodGroup',
      header: t('campDonors.col.bloodGroup', 'Blood Group'),
      sort: 'bloodGroup',
      cell: (row) => <Text size="sm">{row.bloodGroup || '—'}</Text>,
    },
    {
      id: 'donorId',
      header: t('campDonors.col.donorId', 'Donor ID'),
      sort: 'donorId',
      cell: (row) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {row.donorId || '—'}
        </Text>
      ),
    },
    {
      id: 'mobile',
      header: t('campDonors.col.mobile', 'Mobile'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatPhone(row.mobileNumber) || '—'}
        </Text>
      ),
    },
    {
      id: 'email',
      header: t('campDonors.col.email', 'Email'),
      cell: (row) => <EmailText email={row.email} />,
    },
    {
      id: 'status',
      header: t('campDonors.col.status', 'Status'),
      sort: 'status',
      cell: (row) => (
        <Text size="sm" c={row.status === 'Blocked' ? 'red' : undefined}>
          {row.status === 'Blocked'
            ? t('campDonors.status.blocked', 'Blocked')
            : t('campDonors.status.active', 'Active')}
        </Text>
      ),
    },
    {
      id: 'action',
      header: t('campDonors.col.action', 'Action'),
      cell: (row) => <DonationAction row={row} options={options} />,
    },
  ];
}

/**
 * Where the donor stands in the donation (docs/spec/part-1-institution-side.md §4): Donate (0) and Proceed (7)
 * for a blood centre that may record, where each stands otherwise; Donated with a link to the unit made;
 * Deferred with the reason written out, not hidden in a tooltip.
 */
function DonationAction({ row, options }: { row: CampDonor; options: ActionOptions }) {
  const { t } = useTranslation();
  const name = nameOf(row);
  const action = campDonorAction(row.donationStatus);
  if (action === 'Donate') {
    return options.mayRecord ? (
      <Button
        size="compact-sm"
        onPointerEnter={prefetchDonorData}
        onFocus={prefetchDonorData}
        onClick={() => options.onDonate(row)}
        aria-label={t('campDonors.donateLabel', 'Donate: {{name}}', { name })}
      >
        {t('campDonors.donate', 'Donate')}
      </Button>
    ) : (
      <Text size="sm">{t('campDonors.state.waiting', 'Waiting to donate')}</Text>
    );
  }
  if (action === 'Proceed') {
    return options.mayRecord ? (
      <Button
        size="compact-sm"
        variant="light"
        onPointerEnter={prefetchApproval}
        onFocus={prefetchApproval}
        onClick={() => options.onProceed(row)}
        aria-label={t('campDonors.proceedLabel', 'Proceed: {{name}}', { name })}
      >
        {t('campDonors.proceed', 'Proceed')}
      </Button>
    ) : (
      <Text size="sm">{t('campDonors.state.inProcess', 'Donation in process')}</Text>
    );
  }
  if (action === 'Deferred') {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600} c="red">
          {t('campDonors.state.deferred', 'Deferred')}
        </Text>
        {row.deferralReason && (
          <Text size="xs" c="dimmed" maw={260}>
            {row.deferralReason}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} c="teal">
        {t('campDonors.state.donated', 'Donated')}
      </Text>
      {options.bloodCentre && row.inventoryId && (
        <Anchor
          component={Link}
          to={`/inventory/unit/${row.inventoryId}`}
          size="sm"
          aria-label={t('campDonors.unitLabel', 'Unit donated by {{name}}', { name })}
        >
          {t('campDonors.unit', 'Unit')}
        </Anchor>
      )}
    </Group>
  );
}
