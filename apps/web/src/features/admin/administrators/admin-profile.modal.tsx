import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type AdminRecord, PERMISSION_AREAS } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../components/facts';
import { formatDate, formatPhone } from '../../../lib/format';
import { AdminStatusBadge, adminName, areaLabel, genderLabel, setLabel } from './admin-parts';
import { useAdministrator } from './administrators.api';

interface AdminProfileModalProps {
  id: string | null;
  /** Shown when the signed-in administrator may edit (admins.update). */
  onEdit?: (admin: AdminRecord) => void;
  onClose: () => void;
}

/**
 * The admin profile popup of /Super-Admin/Administrators (docs/spec/part-2-operations-and-admin.md §2):
 * who they are, their address and their level in each of the six areas, read with `admin/details`. Escape
 * closes it.
 */
export function AdminProfileModal({ id, onEdit, onClose }: AdminProfileModalProps) {
  const { t } = useTranslation();
  // While the popup closes (a short fade) it keeps showing the record it showed.
  const [shownId, setShownId] = useState(id);
  if (id && id !== shownId) setShownId(id);
  const detail = useAdministrator(shownId);
  const admin = detail.data;
  return (
    <Modal
      opened={Boolean(id)}
      onClose={onClose}
      size="lg"
      title={
        <Text component="span" fw={700} fz="lg">
          {admin ? adminName(admin) : t('admin.administrators.profile', 'Administrator profile')}
        </Text>
      }
    >
      {detail.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {detail.error.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close', 'Close')}
            </Button>
          </Group>
        </Stack>
      ) : admin ? (
        <ProfileBody admin={admin} onEdit={onEdit} onClose={onClose} />
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={20} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Modal>
  );
}

function ProfileBody({
  admin,
  onEdit,
  onClose,
}: {
  admin: AdminRecord;
  onEdit: AdminProfileModalProps['onEdit'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const info = admin.personalInfo;
  const address = info.addressDetails;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <AdminStatusBadge status={admin.status} />
        {admin.status === 0 && (
          <Text size="sm" c="gray.7">
            {t('admin.administrators.pendingHint', 'Waiting for them to set a password from the mailed link')}
          </Text>
        )}
      </Group>
      <Facts
        label={t('admin.administrators.personalInfo', 'Personal info')}
        items={[
          [t('admin.addAdmin.email', 'E-mail'), info.email],
          [
            t('admin.addAdmin.mobileNumber', 'Mobile number'),
            formatPhone(info.mobileNumber, info.countryCode),
          ],
          [t('admin.addAdmin.gender', 'Gender'), info.gender ? genderLabel(t, info.gender) : null],
          [t('admin.addAdmin.dateOfBirth', 'Date of birth'), formatDate(info.dateOfBirth)],
          [t('admin.administrators.addedOn', 'Added on'), formatDate(admin.addedAt)],
        ]}
      />
      <Facts
        label={t('admin.addAdmin.addressSection', 'Address')}
        items={[
          [t('admin.addAdmin.address', 'Address'), address.address],
          [t('admin.addAdmin.city', 'City'), address.city],
          [t('admin.addAdmin.district', 'District'), address.district],
          [t('admin.addAdmin.state', 'State'), address.state],
          [t('admin.addAdmin.zipCode', 'PIN code'), address.zipCode],
          [t('admin.addAdmin.country', 'Country'), address.country],
        ]}
      />
      <section aria-labelledby="admin-profile-permissions">
        <Title order={3} fz="sm" mb="xs" id="admin-profile-permissions">
          {t('admin.addAdmin.permissionsSection', 'Permissions')}
        </Title>
        <Table withTableBorder striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.administrators.area', 'Area')}</Table.Th>
              <Table.Th scope="col">{t('admin.administrators.level', 'Level')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PERMISSION_AREAS.map((area) => (
              <Table.Tr key={area}>
                <Table.Th scope="row" fw={500}>
                  {areaLabel(t, area)}
                </Table.Th>
                <Table.Td>{setLabel(t, admin.permissions[area])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.close', 'Close')}
        </Button>
        {onEdit && (
          <Button onClick={() => onEdit(admin)}>{t('admin.administrators.edit', 'Edit Profile')}</Button>
        )}
      </Group>
    </Stack>
  );
}
