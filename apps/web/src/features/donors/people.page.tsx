import { RefusableButton } from '../../components/refusable-button';
import '@mantine/core/styles/Tabs.layer.css';
import { Button, Group, Select, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import {
  DONOR_STATUSES,
  type DonorRow,
  donorsEndpoints,
  MESSAGES,
  patientsEndpoints,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, type SelectedRows } from '../../components/data-table';
import { EmailText } from '../../components/email-text';
import { useAskedFor } from '../../components/lazy-popup';
import { PageHeader } from '../../components/page-header';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { formatDate, formatPhone } from '../../lib/format';
import { useSession } from '../../lib/session';
import { prefetchRequestBlood, RequestBloodModal } from '../requests/request-blood-popup';
import { DonorEligibility } from './donor-eligibility';
import { BlockDonorModal, prefetchBlockPopups, UnblockDonorModal } from './donor-popups';
import { DonorProfileModal } from './donor-profile.modal';

type PeopleTab = 'donors' | 'recepients';
type DonorColumn = DataTableColumn<typeof donorsEndpoints.list>;
type RecipientColumn = DataTableColumn<typeof patientsEndpoints.recipients>;

/** A donor as the popups name them. */
interface NamedDonor {
  _id: string;
  name: string;
}

const nameOf = (row: Pick<DonorRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`.trim();

/** The donors selected in the table, and how to clear that selection. */
type ChosenDonors = Pick<SelectedRows<typeof donorsEndpoints.list>, 'rows' | 'clear'>;

/** The most donors one request is sent to (`sendToDonorsSchema.donorIds`, 1 to 50). */
const MOST_DONORS_ASKED = 50;

/**
 * Tells the page which donors the table has selected. The table keeps its selection and renders the
 * selection's actions only while a row is selected; the Request button stands in the toolbar, where it waits,
 * disabled and saying why, until donors are chosen.
 */
function SelectionReport({
  selected,
  onReport,
}: {
  selected: ChosenDonors;
  onReport: (chosen: ChosenDonors | null) => void;
}) {
  const rowsKey = selected.rows.map((row) => `${row._id}:${row.status}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey stands for the rows; clear and onReport are new every render.
  useEffect(() => {
    onReport({ rows: selected.rows, clear: selected.clear });
  }, [rowsKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the selection's end (no row selected) is reported here.
  useEffect(() => () => onReport(null), []);
  return null;
}

/**
 * Request (docs/spec/part-1-institution-side.md §2, §7): Request Blood sent to the selected donors. While it may
 * not be (none selected, a blocked donor among them, more donors than one request may ask) it stays in the tab
 * order, looks and acts disabled, and says why: on pointing or focus (the tooltip) and to screen readers, as
 * the request lists' Accept does.
 */
function RequestDonorsButton({ chosen, onRequest }: { chosen: ChosenDonors | null; onRequest: () => void }) {
  const { t } = useTranslation();
  const rows = chosen?.rows ?? [];
  const refusal =
    rows.length === 0
      ? t('people.requestNoneSelected', 'Select the donors to ask for blood first')
      : rows.some((row) => row.status === 'Blocked')
        ? t('people.requestBlocked', 'A blocked donor cannot be asked to give: unselect the blocked donors')
        : rows.length > MOST_DONORS_ASKED
          ? t('people.requestTooMany', 'Ask at most {{count}} donors at a time', { count: MOST_DONORS_ASKED })
          : null;
  return (
    <RefusableButton
      size="sm"
      refusal={refusal}
      onClick={onRequest}
      onPrefetch={prefetchRequestBlood}
      // The visible "Request" starts the name, which then says whom it asks.
      aria-label={t('people.requestLabel', 'Request blood from the selected donors')}
    >
      {t('people.request', 'Request')}
    </RefusableButton>
  );
}

function donorColumns(t: TFunction, onOpen: (row: DonorRow) => void): DonorColumn[] {
  return [
    {
      id: 'name',
      header: t('people.col.name', 'Name'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
        <UnstyledButton
          onClick={() => onOpen(row)}
          fz="sm"
          fw={600}
          c="red.9"
          td="underline"
          aria-label={t('people.openProfile', 'Open the profile of {{name}}', { name: nameOf(row) })}
        >
          {nameOf(row)}
        </UnstyledButton>
      ),
    },
    {
      id: 'bloodGroup',
      header: t('people.col.bloodGroup', 'Blood Group'),
      sort: 'bloodGroup',
      cell: (row) => <Text size="sm">{row.bloodGroup ?? '—'}</Text>,
    },
    {
      id: 'donorId',
      header: t('people.col.donorId', 'Donor ID'),
      sort: 'donorId',
      cell: (row) => (
        <Text size="sm" ff="monospace">
          {row.donorId}
        </Text>
      ),
    },
    {
      id: 'email',
      header: t('people.col.email', 'Email'),
      cell: (row) => <EmailText email={row.email} />,
    },
    {
      id: 'mobile',
      header: t('people.col.mobile', 'Mobile'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatPhone(row.mobileNumber, row.countryCode) || '—'}
        </Text>
      ),
    },
    {
      id: 'lastComponent',
      header: t('people.col.lastComponent', 'Last Donation Component'),
      cell: (row) => <Text size="sm">{row.lastDonationComponent ?? '—'}</Text>,
    },
    {
      id: 'lastDate',
      header: t('people.col.lastDate', 'Last Donation Date'),
      sort: 'lastDonationDate',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.lastDonationDate) || t('people.neverDonated', 'Never')}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('people.col.status', 'Status'),
      sort: 'status',
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} c={row.status === 'Blocked' ? 'red.9' : undefined}>
            {row.status === 'Blocked'
              ? t('people.status.blocked', 'Blocked')
              : t('people.status.active', 'Active')}
          </Text>
          <DonorEligibility eligibility={row.eligibility} compact />
        </Stack>
      ),
    },
  ];
}

function recipientColumns(t: TFunction): RecipientColumn[] {
  const plain = (text: string | null) => <Text size="sm">{text || '—'}</Text>;
  const day = (value: string | null) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value) || '—'}
    </Text>
  );
  return [
    {
      id: 'bloodGroup',
      header: t('people.recipients.col.bloodGroup', 'Blood Group'),
      sort: 'bloodGroup',
      cell: (row) => plain(row.bloodGroup),
    },
    {
      id: 'component',
      header: t('people.recipients.col.component', 'Component'),
      sort: 'component',
      cell: (row) => plain(row.component),
    },
    {
      id: 'purpose',
      header: t('people.recipients.col.purpose', 'Purpose'),
      cell: (row) => plain(row.purpose),
    },
    {
      id: 'issuedBy',
      header: t('people.recipients.col.issuedBy', 'Hospital/Blood Bank'),
      cell: (row) => plain(row.issuedBy),
    },
    {
      id: 'bagId',
      header: t('people.recipients.col.bagId', 'Bag ID'),
      cell: (row) => (
        <Text size="sm" ff="monospace">
          {row.bagId}
        </Text>
      ),
    },
    {
      id: 'patientId',
      header: t('people.recipients.col.patientId', 'Patient ID'),
      cell: (row) => plain(row.patientId),
    },
    {
      id: 'date',
      header: t('people.recipients.col.date', 'Date'),
      sort: 'date',
      cell: (row) => day(row.date),
    },
    {
      id: 'expiryDate',
      header: t('people.recipients.col.expiryDate', 'Expiry Date'),
      sort: 'expiryDate',
      cell: (row) => day(row.expiryDate),
    },
    {
      id: 'name',
      header: t('people.recipients.col.name', 'Name'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
      ),
    },
  ];
}

/**
 * /people (docs/spec/part-1-institution-side.md §2 People): the institution's donors — searched, filtered by
 * blood group and status, paged by the server — with the profile popup, Block and Unblock, and (not for an NGO)
 * Request, the Request Blood popup sent to the selected donors; and for a hospital with a blood bank (Both) the
 * Recepient tab. The tab is in the address with the table's state.
 */
export function PeoplePage() {
  const { t } = useTranslation();
  const session = useSession();
  const isBoth = session?.identifier === 'institution' && session.institutionType === 'Both';
  // The spec hides Request for an NGO, which the API refuses too (403).
  const mayRequest = session?.identifier === 'institution' && session.institutionType !== 'NGO';
  const [params, setParams] = useSearchParams();
  const tab: PeopleTab = isBoth && params.get('tab') === 'recepients' ? 'recepients' : 'donors';

  const [profile, setProfile] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<NamedDonor | null>(null);
  const [unblocking, setUnblocking] = useState<NamedDonor | null>(null);
  const blockAsked = useAskedFor(blocking !== null);
  const unblockAsked = useAskedFor(unblocking !== null);
  const [chosen, setChosen] = useState<ChosenDonors | null>(null);
  const [requesting, setRequesting] = useState<ChosenDonors | null>(null);
  const requestAsked = useAskedFor(requesting !== null);
  const requested = useKeptWhileClosing(requesting);
  /** The profile offers Block or Unblock: their code comes along while the clerk reads it. */
  const openProfile = (row: DonorRow) => {
    prefetchBlockPopups();
    setProfile(row._id);
  };

  const blockOrUnblock = (row: DonorRow) => {
    const donor = { _id: row._id, name: nameOf(row) };
    return row.status === 'Active' ? (
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        onPointerEnter={prefetchBlockPopups}
        onFocus={prefetchBlockPopups}
        onClick={() => setBlocking(donor)}
      >
        {t('people.block', 'Block')}
      </Button>
    ) : (
      <Button
        size="compact-sm"
        variant="light"
        onPointerEnter={prefetchBlockPopups}
        onFocus={prefetchBlockPopups}
        onClick={() => setUnblocking(donor)}
      >
        {t('people.unblock', 'Unblock')}
      </Button>
    );
  };

  const statusLabels: Record<(typeof DONOR_STATUSES)[number], string> = {
    Active: t('people.status.active', 'Active'),
    Blocked: t('people.status.blocked', 'Blocked'),
  };

  const donors = (
    <DataTable
      endpoint={donorsEndpoints.list}
      label={t('people.tab.donors', 'Donors')}
      columns={donorColumns(t, openProfile)}
      emptyText={t('common.noData', MESSAGES.noData)}
      search={{ placeholder: t('people.searchPlaceholder', 'Name, donor ID, mobile or e-mail') }}
      bloodGroupFilter
      filters={['status']}
      toolbar={(list) => (
        <>
          <Select
            label={t('people.statusFilter', 'Status')}
            data={[
              { value: '', label: t('people.status.all', 'All') },
              ...DONOR_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
            ]}
            value={list.query.status ?? ''}
            onChange={(status) => list.update({ status: (status || undefined) as DonorRow['status'] })}
            allowDeselect={false}
            w={{ base: '100%', sm: 160 }}
            size="sm"
          />
          {mayRequest && <RequestDonorsButton chosen={chosen} onRequest={() => setRequesting(chosen)} />}
        </>
      )}
      selection={{
        rowLabel: (row) => t('people.select', 'Select {{name}}', { name: nameOf(row) }),
        // Block and Unblock act on one donor: offered when exactly one is selected, as that donor's state
        // allows. The Request button, in the toolbar, learns the selection from the report.
        actions: ({ rows, clear }) => (
          <>
            {mayRequest && <SelectionReport selected={{ rows, clear }} onReport={setChosen} />}
            {rows.length === 1 && rows[0] && blockOrUnblock(rows[0])}
          </>
        ),
      }}
      onRowClick={openProfile}
      minWidth={1040}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader
          title={t('people.title', 'People')}
          intro={t(
            'people.intro',
            'Donors added here or verified by their code. Open a donor to see their records, verify them or review their self-assessment.',
          )}
        />
        <Group gap="sm">
          {/* Many donors at once from a spreadsheet (docs/spec/part-2-operations-and-admin.md §2). */}
          <Button component={Link} to="/upload?tab=donors" variant="default">
            {t('people.uploadDonors', 'Upload Donors')}
          </Button>
          {/* The menu of the spec has no entry for the patient list: it is reached from here. */}
          <Button component={Link} to="/patient" variant="default">
            {t('people.patients', 'Patients')}
          </Button>
        </Group>
      </Group>
      {isBoth ? (
        <Tabs
          value={tab}
          // Each tab opens on its own first page: the other tab's search and order mean nothing there.
          onChange={(value) => value && setParams(value === 'donors' ? {} : { tab: value })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="donors">{t('people.tab.donors', 'Donors')}</Tabs.Tab>
            <Tabs.Tab value="recepients">{t('people.tab.recipients', 'Recepient')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="donors" pt="md">
            {donors}
          </Tabs.Panel>
          <Tabs.Panel value="recepients" pt="md">
            <DataTable
              endpoint={patientsEndpoints.recipients}
              params={{ type: 'recepients' }}
              label={t('people.tab.recipients', 'Recepient')}
              columns={recipientColumns(t)}
              emptyText={t('people.noRecipients', MESSAGES.noRecepient)}
              search={{ placeholder: t('people.recipients.search', 'Patient name, patient ID or bag ID') }}
              bloodGroupFilter
              minWidth={1040}
            />
          </Tabs.Panel>
        </Tabs>
      ) : (
        donors
      )}
      <DonorProfileModal
        donorId={profile}
        opened={profile !== null}
        onClose={() => setProfile(null)}
        onBlock={(donor) => setBlocking(donor)}
        onUnblock={(donor) => setUnblocking(donor)}
      />
      {/* One boundary each: a popup still loading never hides another. */}
      <Suspense fallback={null}>
        {blockAsked && <BlockDonorModal donor={blocking} onClose={() => setBlocking(null)} />}
      </Suspense>
      <Suspense fallback={null}>
        {unblockAsked && <UnblockDonorModal donor={unblocking} onClose={() => setUnblocking(null)} />}
      </Suspense>
      <Suspense fallback={null}>
        {requestAsked && (
          <RequestBloodModal
            opened={requesting !== null}
            donors={requested?.rows.map((row) => ({ _id: row._id, name: nameOf(row) }))}
            // Sent: back to the list, with none selected.
            onSent={() => requesting?.clear()}
            onClose={() => setRequesting(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
