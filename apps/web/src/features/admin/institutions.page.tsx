import '@mantine/core/styles/Tabs.layer.css';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { adminEndpoints, MESSAGES } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { lazyPopup, useAskedFor } from '../../components/lazy-popup';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { institutionTypeLabel } from '../institutions/institution-type';
import type { ReviewTab } from './institution-review.api';
import { StatusText } from './institution-status';

// The profile popup, its review form and its file previews load when a profile is first opened (0029).
const InstitutionProfileModal = lazyPopup(
  () => import('./institution-profile.modal').then((module) => module.InstitutionProfileModal),
  ({ id }, t) => ({ opened: id !== null, title: t('admin.institutions.profile', 'Institution profile') }),
);

const LISTS = {
  registered: adminEndpoints.institutions,
  pending: adminEndpoints.pendingInstitutions,
} as const;

/** The work waiting opens first; only the other tab is written into the address. */
const DEFAULT_TAB: ReviewTab = 'pending';

type InstitutionColumn = DataTableColumn<typeof adminEndpoints.pendingInstitutions>;

function institutionColumns(t: TFunction, tab: ReviewTab, onOpen: (id: string) => void): InstitutionColumn[] {
  return [
    {
      id: 'name',
      header: t('admin.institutions.col.name', 'Institution'),
      sort: 'institutionName',
      rowHeader: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.institutionName}
          </Text>
          <Text size="xs" c="gray.7">
            {row.registrationNumber}
          </Text>
        </>
      ),
    },
    {
      id: 'type',
      header: t('admin.institutions.col.type', 'Type'),
      sort: 'institutionType',
      cell: (row) => <Text size="sm">{institutionTypeLabel(t, row.institutionType)}</Text>,
    },
    {
      id: 'city',
      header: t('admin.institutions.col.city', 'City'),
      sort: 'city',
      cell: (row) => (
        <Text size="sm">{[row.address.city, row.address.state].filter(Boolean).join(', ')}</Text>
      ),
    },
    {
      id: 'contact',
      header: t('admin.institutions.col.contact', 'Contact'),
      cell: (row) => <Text size="sm">{row.contactEmail}</Text>,
    },
    {
      id: 'addedAt',
      header: t('admin.institutions.col.addedAt', 'Registered'),
      sort: 'addedAt',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.addedAt)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('admin.institutions.col.status', 'Status'),
      sort: 'status',
      cell: (row) => <StatusText status={row.status} state={row.state} />,
    },
    {
      id: 'profile',
      header: t('admin.institutions.col.action', 'Profile'),
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onOpen(row._id)}
            aria-label={t('admin.institutions.view', 'View {{name}}', { name: row.institutionName })}
          >
            {t('admin.institutions.viewShort', 'View')}
          </Button>
          {/* A registered institution also has its page: hours, camps, plan, ratings, Block. */}
          {tab === 'registered' && (
            <Button
              component={Link}
              to={`/Super-Admin/Instituions-Detail-Page?id=${row._id}`}
              state={{ id: row._id }}
              variant="subtle"
              size="compact-sm"
              onClick={(event) => event.stopPropagation()}
              aria-label={t('admin.institutions.details', 'Details of {{name}}', {
                name: row.institutionName,
              })}
            >
              {t('admin.institutions.detailsShort', 'Details')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
}

/**
 * /Super-Admin/Instituions (docs/spec/part-2-operations-and-admin.md §2): tabs Register and Pending For
 * Verification, each searched, sorted and paged by the server; a row opens the profile popup with Approve
 * and Decline. The tab is in the address with the table's state, so a refresh or Back keeps both.
 */
export function InstitutionsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session?.identifier === 'admin' && session.permissions.instituteManagement.update;
  const [params, setParams] = useSearchParams();
  const tab: ReviewTab = params.get('tab') === 'registered' ? 'registered' : DEFAULT_TAB;
  // The popup keeps the tab it was opened from: that tab's call loads the record, also while it closes.
  const [open, setOpen] = useState<{ tab: ReviewTab; id: string | null }>({ tab, id: null });
  const profileAsked = useAskedFor(open.id !== null);

  const labels: Record<ReviewTab, string> = {
    registered: t('admin.institutions.tab.register', 'Register'),
    pending: t('admin.institutions.tab.pending', 'Pending For Verification'),
  };

  const table = (shown: ReviewTab) => (
    <DataTable
      endpoint={LISTS[shown]}
      label={labels[shown]}
      columns={institutionColumns(t, shown, (id) => setOpen({ tab: shown, id }))}
      emptyText={t('common.noData', MESSAGES.noData)}
      search={{
        placeholder: t('admin.institutions.searchPlaceholder', 'Name, e-mail, registration number or city'),
      }}
      onRowClick={(row) => setOpen({ tab: shown, id: row._id })}
      minWidth={820}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.institutions.title', 'Institutions')}
        intro={t(
          'admin.institutions.intro',
          'Blood banks, hospitals and facilitators on RaktSetu. Verify new registrations against their certificate before approving.',
        )}
      />
      <Tabs
        value={tab}
        // Each tab opens on its own first page: the other tab's page, search and order mean nothing here.
        onChange={(value) => value && setParams(value === DEFAULT_TAB ? {} : { tab: value })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="registered">{labels.registered}</Tabs.Tab>
          <Tabs.Tab value="pending">{labels.pending}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="registered" pt="md">
          {table('registered')}
        </Tabs.Panel>
        <Tabs.Panel value="pending" pt="md">
          {table('pending')}
        </Tabs.Panel>
      </Tabs>
      <Suspense fallback={null}>
        {profileAsked && (
          <InstitutionProfileModal
            tab={open.tab}
            id={open.id}
            canUpdate={canUpdate}
            onClose={() => setOpen({ ...open, id: null })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
