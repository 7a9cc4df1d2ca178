import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type AdminAction,
  type AdminRecord,
  administratorsEndpoints,
  MESSAGES,
  type PermissionSet,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PlusIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { popups } from '../../../components/popups';
import { formatDate, formatPhone } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { ADD_ADMIN_PATH, editAdminState } from './add-admin.route';
import { AdminStatusBadge, adminName } from './admin-parts';
import { AdminProfileModal } from './admin-profile.modal';
import { useChangeAdminStatus } from './administrators.api';

type AdminColumn = DataTableColumn<typeof administratorsEndpoints.list>;

/** What the signed-in administrator may do here; the server checks the same flags on every call. */
interface Rights {
  self: string | null;
  admins: PermissionSet;
}

function columns(
  t: TFunction,
  rights: Rights,
  act: {
    view: (admin: AdminRecord) => void;
    edit: (admin: AdminRecord) => void;
    change: (admin: AdminRecord, action: AdminAction) => void;
    busy: string | null;
  },
): AdminColumn[] {
  return [
    {
      id: 'name',
      header: t('admin.administrators.col.name', 'Name'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={600}>
            {adminName(row)}
            {row._id === rights.self && (
              <Text span size="xs" c="gray.7" fw={400}>
                {' '}
                {t('admin.administrators.you', '(you)')}
              </Text>
            )}
          </Text>
        </>
      ),
    },
    {
      id: 'email',
      header: t('admin.administrators.col.email', 'E-mail'),
      sort: 'email',
      cell: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.personalInfo.email}
        </Text>
      ),
    },
    {
      id: 'mobile',
      header: t('admin.administrators.col.mobile', 'Mobile'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatPhone(row.personalInfo.mobileNumber, row.personalInfo.countryCode)}
        </Text>
      ),
    },
    {
      id: 'addedAt',
      header: t('admin.administrators.col.addedAt', 'Added'),
      sort: 'addedAt',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.addedAt)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('admin.administrators.col.status', 'Status'),
      sort: 'status',
      cell: (row) => <AdminStatusBadge status={row.status} />,
    },
    {
      id: 'actions',
      header: t('admin.administrators.col.actions', 'Actions'),
      cell: (row) => {
        const name = adminName(row);
        const self = row._id === rights.self;
        const busy = act.busy === row._id;
        return (
          <Group gap={6} wrap="nowrap">
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => act.view(row)}
              aria-label={t('admin.administrators.view', 'View {{name}}', { name })}
            >
              {t('admin.administrators.viewShort', 'View')}
            </Button>
            {rights.admins.update && (
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => act.edit(row)}
                aria-label={t('admin.administrators.editNamed', 'Edit {{name}}', { name })}
              >
                {t('admin.administrators.editShort', 'Edit')}
              </Button>
            )}
            {rights.admins.update && row.status === 1 && !self && (
              <Button
                variant="default"
                size="compact-sm"
                loading={busy}
                onClick={() => act.change(row, 'deactivate')}
                aria-label={t('admin.administrators.deactivateNamed', 'Deactivate {{name}}', { name })}
              >
                {t('admin.administrators.deactivate', 'Deactivate')}
              </Button>
            )}
            {rights.admins.update && row.status === 2 && (
              <Button
                variant="default"
                size="compact-sm"
                loading={busy}
                onClick={() => act.change(row, 'activate')}
                aria-label={t('admin.administrators.activateNamed', 'Activate {{name}}', { name })}
              >
                {t('admin.administrators.activate', 'Activate')}
              </Button>
            )}
            {rights.admins.delete && !self && (
              <Button
                variant="outline"
                color="red"
                size="compact-sm"
                loading={busy}
                onClick={() => act.change(row, 'delete')}
                aria-label={t('admin.administrators.deleteNamed', 'Delete {{name}}', { name })}
              >
                {t('admin.administrators.delete', 'Delete')}
              </Button>
            )}
          </Group>
        );
      },
    },
  ];
}

const SUCCESS: Record<AdminAction, string> = {
  activate: MESSAGES.adminActivated,
  deactivate: MESSAGES.adminDeactivated,
  delete: MESSAGES.adminDeleted,
};

/**
 * /Super-Admin/Administrators (docs/spec/part-2-operations-and-admin.md §2, §4, §6): the platform's
 * administrators, searched, sorted and paged by the server, each with its profile popup, Edit Profile,
 * Activate or Deactivate, and Delete after "Do you want to delete?". The buttons follow the signed-in
 * administrator's flags on the admins area; the server decides.
 */
export function AdministratorsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const rights: Rights =
    session?.identifier === 'admin'
      ? { self: session.admin._id, admins: session.permissions.admins }
      : { self: null, admins: { read: false, write: false, update: false, delete: false } };
  const [viewing, setViewing] = useState<string | null>(null);
  const changeStatus = useChangeAdminStatus();
  const [busy, setBusy] = useState<string | null>(null);

  const edit = (admin: AdminRecord) => {
    setViewing(null);
    navigate(`${ADD_ADMIN_PATH}?id=${encodeURIComponent(admin._id)}`, { state: editAdminState(admin) });
  };

  const change = async (admin: AdminRecord, action: AdminAction) => {
    const name = adminName(admin);
    if (action === 'delete') {
      const sure = await popups.confirm({
        title: t('admin.administrators.confirmDelete', MESSAGES.confirmDelete),
        text: t('admin.administrators.confirmDeleteText', '{{name}} is removed and signed out at once.', {
          name,
        }),
        confirmLabel: t('admin.administrators.delete', 'Delete'),
      });
      if (!sure) return;
    }
    if (action === 'deactivate') {
      const sure = await popups.confirm({
        title: t('admin.administrators.confirmDeactivate', 'Deactivate {{name}}?', { name }),
        text: t(
          'admin.administrators.confirmDeactivateText',
          'They are signed out at once and cannot sign in until an administrator activates them again.',
        ),
        confirmLabel: t('admin.administrators.deactivate', 'Deactivate'),
      });
      if (!sure) return;
    }
    setBusy(admin._id);
    try {
      const message = await changeStatus.mutateAsync({ id: admin._id, action });
      await popups.success({ title: message || SUCCESS[action] });
    } catch (failure) {
      await popups.failedWith(failure);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeader
          title={t('admin.administrators.title', 'Administrators')}
          intro={t(
            'admin.administrators.intro',
            'The people who run RaktSetu, and what each may do. A new administrator receives a link to set a password.',
          )}
        />
        <Group gap="sm">
          <Button component={Link} to="/Super-Admin/Audit" variant="default">
            {t('admin.administrators.auditLink', 'Audit trail')}
          </Button>
          {rights.admins.write && (
            <Button component={Link} to={ADD_ADMIN_PATH} leftSection={<PlusIcon size={16} />}>
              {t('admin.administrators.add', 'Add Admin')}
            </Button>
          )}
        </Group>
      </Group>
      <DataTable
        endpoint={administratorsEndpoints.list}
        label={t('admin.administrators.title', 'Administrators')}
        columns={columns(t, rights, {
          view: (admin) => setViewing(admin._id),
          edit,
          change: (admin, action) => void change(admin, action),
          busy,
        })}
        emptyText={t('common.noData', MESSAGES.noData)}
        search={{ placeholder: t('admin.administrators.searchPlaceholder', 'Start of a name or e-mail') }}
        onRowClick={(row) => setViewing(row._id)}
        minWidth={900}
      />
      <AdminProfileModal
        id={viewing}
        onClose={() => setViewing(null)}
        onEdit={rights.admins.update ? edit : undefined}
      />
    </Stack>
  );
}
