import '@mantine/core/styles/Combobox.layer.css';
import { Button, Select, Stack, Text } from '@mantine/core';
import {
  MESSAGES,
  PLATFORM_USER_STATUSES,
  type PlatformUser,
  type PlatformUserStatus,
  platformUsersEndpoints,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { lazyPopup, useAskedFor } from '../../../components/lazy-popup';
import { PageHeader } from '../../../components/page-header';
import { formatCount, formatDate, formatPhone } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { nameOf } from './users.api';

// The profile popup and its block forms load when a profile is first opened (docs/decisions/0029).
const UserProfileModal = lazyPopup(
  () => import('./user-profile.modal').then((module) => module.UserProfileModal),
  ({ id }, t) => ({ opened: id !== null, title: t('admin.users.profileTitle', 'User profile') }),
);

type UserColumn = DataTableColumn<typeof platformUsersEndpoints.list>;

function userColumns(t: TFunction, onOpen: (id: string) => void): UserColumn[] {
  return [
    {
      id: 'name',
      header: t('admin.users.col.name', 'Name'),
      sort: 'firstName',
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {nameOf(row)}
        </Text>
      ),
    },
    {
      id: 'donorId',
      header: t('admin.users.col.donorId', 'Donor ID'),
      sort: 'donorId',
      cell: (row) => <Text size="sm">{row.donorId}</Text>,
    },
    {
      id: 'bloodGroup',
      header: t('admin.users.col.bloodGroup', 'Blood group'),
      sort: 'bloodGroup',
      cell: (row) => <Text size="sm">{row.bloodGroup ?? '—'}</Text>,
    },
    {
      id: 'contact',
      header: t('admin.users.col.contact', 'Contact'),
      cell: (row) => (
        <>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatPhone(row.mobileNumber, row.countryCode) || '—'}
          </Text>
          {row.email && (
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'city',
      header: t('admin.users.col.city', 'City'),
      cell: (row) => <Text size="sm">{row.address.city ?? '—'}</Text>,
    },
    {
      id: 'donations',
      header: t('admin.users.col.donations', 'Donations'),
      cell: (row) => <Text size="sm">{formatCount(row.donation)}</Text>,
    },
    {
      id: 'requests',
      header: t('admin.users.col.requests', 'Requests'),
      cell: (row) => <Text size="sm">{formatCount(row.request)}</Text>,
    },
    {
      id: 'addedAt',
      header: t('admin.users.col.joined', 'Joined'),
      sort: 'addedAt',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.addedAt)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('admin.users.col.status', 'Status'),
      cell: (row) => <StatusText user={row} />,
    },
    {
      id: 'profile',
      header: t('admin.users.col.profile', 'Profile'),
      cell: (row) => (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => onOpen(row._id)}
          aria-label={t('admin.users.view', 'View {{name}}', { name: nameOf(row) })}
        >
          {t('admin.users.viewShort', 'View')}
        </Button>
      ),
    },
  ];
}

/** Active or Blocked in words: a narrow column never cuts them, and dark red on white passes WCAG AA. */
function StatusText({ user }: { user: PlatformUser }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={600} c={user.isBlocked ? 'red.9' : undefined}>
      {user.isBlocked ? t('admin.users.status.blocked', 'Blocked') : t('admin.users.status.active', 'Active')}
    </Text>
  );
}

/**
 * /Super-Admin/Users (docs/spec/part-2-operations-and-admin.md §2 "Users"): every donor and patient on
 * RaktSetu — filtered by blood group and status, searched by the start of a name, donor ID, mobile number or
 * e-mail, sorted and paged by the server, the state kept in the address — with the profile popup, where an
 * administrator who may change users blocks or unblocks them.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session?.identifier === 'admin' && session.permissions.userManagement.update;
  const [open, setOpen] = useState<string | null>(null);
  const profileAsked = useAskedFor(open !== null);
  const statusLabels: Record<PlatformUserStatus, string> = {
    Active: t('admin.users.status.active', 'Active'),
    Blocked: t('admin.users.status.blocked', 'Blocked'),
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.users.title', 'Users')}
        intro={t(
          'admin.users.intro',
          'Donors and patients on RaktSetu, from every institution and the mobile app. A user blocked here cannot sign in to the app while the block lasts.',
        )}
      />
      <DataTable
        endpoint={platformUsersEndpoints.list}
        label={t('admin.users.table', 'Users')}
        columns={userColumns(t, setOpen)}
        emptyText={t('common.noData', MESSAGES.noData)}
        search={{ placeholder: t('admin.users.searchPlaceholder', 'Name, donor ID, mobile or e-mail') }}
        bloodGroupFilter
        filters={['status']}
        toolbar={(list) => (
          <Select
            label={t('admin.users.statusFilter', 'Status')}
            data={[
              { value: '', label: t('admin.users.status.all', 'All') },
              ...PLATFORM_USER_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
            ]}
            value={list.query.status ?? ''}
            onChange={(status) => list.update({ status: (status || undefined) as PlatformUserStatus })}
            allowDeselect={false}
            w={{ base: '100%', sm: 160 }}
            size="sm"
          />
        )}
        onRowClick={(row) => setOpen(row._id)}
        minWidth={1080}
      />
      <Suspense fallback={null}>
        {profileAsked && <UserProfileModal id={open} canUpdate={canUpdate} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
