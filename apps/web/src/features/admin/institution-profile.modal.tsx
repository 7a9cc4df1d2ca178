import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type AdminInstitution, MESSAGES } from '@raktsetu/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popups } from '../../components/popups';
import { downloadFile, type StoredFile } from '../../lib/files';
import { formatDate, formatPhone } from '../../lib/format';
import { institutionTypeLabel } from '../institutions/institution-type';
import { facilitatorTypeLabel } from '../registration/registration-lists';
import { type ReviewTab, useInstitutionDetail, useVerifyInstitution } from './institution-review.api';
import { StatusBadges } from './institution-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" fw={500} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

interface InstitutionProfileModalProps {
  tab: ReviewTab;
  id: string | null;
  canUpdate: boolean;
  onClose: () => void;
}

/**
 * The institution profile popup of /Super-Admin/Instituions (spec part 2 §2, §4, §5): every field the
 * review needs, the certificate, the key member; Approve and Decline for a pending registration when the
 * administrator holds instituteManagement.update, otherwise only Cancel. Escape closes it.
 */
export function InstitutionProfileModal({ tab, id, canUpdate, onClose }: InstitutionProfileModalProps) {
  const { t } = useTranslation();
  // While the popup closes (a short fade) it keeps showing the record it showed.
  const [shownId, setShownId] = useState(id);
  if (id && id !== shownId) setShownId(id);
  const detail = useInstitutionDetail(tab, shownId);
  const institution = detail.data;
  return (
    <Modal
      opened={Boolean(id)}
      onClose={onClose}
      size="xl"
      title={
        <Text component="span" fw={700} fz="lg">
          {institution?.institutionName ?? t('admin.institutions.profile', 'Institution profile')}
        </Text>
      }
    >
      {detail.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light">
            {detail.error.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel', 'Cancel')}
            </Button>
          </Group>
        </Stack>
      ) : institution && shownId ? (
        <ProfileBody key={shownId} institution={institution} canUpdate={canUpdate} onClose={onClose} />
      ) : (
        <Stack gap="sm">
          <Skeleton h={20} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={80} />
        </Stack>
      )}
    </Modal>
  );
}

function ProfileBody({
  institution,
  canUpdate,
  onClose,
}: {
  institution: AdminInstitution;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyInstitution();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const pending = institution.status === 'Pending';
  const canDecide = pending && canUpdate;
  const { address, keyMember } = institution;
  const place = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  // GeoJSON order: [longitude, latitude].
  const point = address.location?.coordinates;

  const decide = async (status: 'approved' | 'declined') => {
    if (status === 'declined' && !reason.trim()) {
      setReasonError(t('admin.institutions.commentRequired', MESSAGES.commentRequiredForDecline));
      return;
    }
    try {
      const message = await verify.mutateAsync({
        id: institution._id,
        status,
        ...(status === 'declined' ? { reason: reason.trim() } : {}),
      });
      onClose();
      await popups.success({
        title:
          message ||
          (status === 'approved'
            ? t('admin.institutions.approved', MESSAGES.requestApproved)
            : t('admin.institutions.declined', MESSAGES.requestDeclined)),
      });
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };

  const download = async (file: StoredFile) => {
    try {
      await downloadFile(file);
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge variant="light" radius="sm">
          {institutionTypeLabel(t, institution.institutionType)}
        </Badge>
        <StatusBadges status={institution.status} state={institution.state} />
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Field label={t('admin.institutions.registrationNumber', 'Registration number')}>
          {institution.registrationNumber}
        </Field>
        <Field label={t('admin.institutions.registrationId', 'Registration ID')}>
          {institution.registrationId}
        </Field>
        {institution.institutionType === 'NGO' && (
          <Field label={t('admin.institutions.facilitatorType', 'Facilitator type')}>
            {facilitatorTypeLabel(t, institution.ngoType)}
          </Field>
        )}
        <Field label={t('admin.institutions.contactEmail', 'Contact e-mail')}>
          {institution.contactEmail}
        </Field>
        <Field label={t('admin.institutions.contactNumber', 'Contact number')}>
          {formatPhone(institution.contactNumber)}
        </Field>
        <Field label={t('admin.institutions.registeredOn', 'Registered on')}>
          {formatDate(institution.addedAt)}
        </Field>
        {institution.verifiedAt && (
          <Field
            label={
              institution.status === 'Declined'
                ? t('admin.institutions.declinedOn', 'Declined on')
                : t('admin.institutions.approvedOn', 'Approved on')
            }
          >
            {formatDate(institution.verifiedAt)}
          </Field>
        )}
      </SimpleGrid>

      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="sm" mb="xs">
          {t('admin.institutions.address', 'Address')}
        </Title>
        <Text size="sm">{address.description}</Text>
        {place && <Text size="sm">{place}</Text>}
        {point && (
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              {t('admin.institutions.coordinates', 'Latitude {{latitude}}, longitude {{longitude}}', {
                latitude: point[1],
                longitude: point[0],
              })}
            </Text>
            <Anchor
              size="sm"
              href={`https://www.openstreetmap.org/?mlat=${point[1]}&mlon=${point[0]}#map=17/${point[1]}/${point[0]}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('admin.institutions.viewOnMap', 'View on map')}
            </Anchor>
          </Group>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="sm" mb="xs">
            {t('admin.institutions.keyMember', 'Key member')}
          </Title>
          {keyMember ? (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {`${keyMember.firstName} ${keyMember.lastName}`.trim()}
              </Text>
              <Text size="sm">{keyMember.email}</Text>
              <Text size="sm" c="dimmed">
                {keyMember.designation}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.institutions.noKeyMember', 'No key member')}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="sm" mb="xs">
            {t('admin.institutions.attachments', 'Attachments')}
          </Title>
          {institution.attachments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.institutions.noAttachments', 'No attachment was sent')}
            </Text>
          ) : (
            <Stack gap={4}>
              {institution.attachments.map((file) => (
                <Group key={file.location} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {file.name}
                  </Text>
                  <Button
                    variant="light"
                    size="compact-sm"
                    onClick={() => void download(file)}
                    aria-label={t('admin.institutions.download', 'Download {{name}}', { name: file.name })}
                  >
                    {t('admin.institutions.downloadShort', 'Download')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>

      {institution.declineReason && (
        <Alert
          color="red"
          variant="light"
          title={t('admin.institutions.declineReason', 'Reason for decline')}
        >
          {institution.declineReason}
        </Alert>
      )}

      {canDecide && declining ? (
        <Stack gap="sm">
          <Textarea
            label={t('admin.institutions.comment', 'Comment')}
            description={t(
              'admin.institutions.commentHint',
              'Sent to the key member by e-mail, so they can correct the registration.',
            )}
            rows={3}
            resize="vertical"
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (reasonError) setReasonError(null);
            }}
            error={reasonError}
            data-autofocus
            autoFocus
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setDeclining(false);
                setReason('');
                setReasonError(null);
              }}
            >
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button color="red" onClick={() => void decide('declined')} loading={verify.isPending}>
              {t('admin.institutions.decline', 'Decline')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel', 'Cancel')}
          </Button>
          {canDecide && (
            <>
              <Button color="red" variant="outline" onClick={() => setDeclining(true)}>
                {t('admin.institutions.decline', 'Decline')}
              </Button>
              <Button color="teal" onClick={() => void decide('approved')} loading={verify.isPending}>
                {t('admin.institutions.approve', 'Approve')}
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
