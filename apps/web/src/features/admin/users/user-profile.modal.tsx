import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Avatar, Badge, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BLOCK_TYPES,
  DONOR_BLOCK_REASONS,
  type DonorBlockReason,
  type PlatformUserBlock,
  type PlatformUserDetail,
} from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockReasonLabels } from '../../../components/block-fields';
import { Facts } from '../../../components/facts';
import { ModalButtons } from '../../../components/modal-buttons';
import { type Ask, usePopupGuard } from '../../../components/popup-guard';
import { popups } from '../../../components/popups';
import { downloadFile, useFileObjectUrl } from '../../../lib/files';
import { formatCount, formatDate, formatPhone } from '../../../lib/format';
import { BlockUserForm, UnblockUserForm } from './user-block.forms';
import { nameOf, useUserDetail } from './users.api';

/** Phones get the whole screen, so the fields and the buttons below them fit. */
const PHONE = '(max-width: 36em)';

type Mode = 'profile' | 'block' | 'unblock';

interface UserProfileModalProps {
  id: string | null;
  /** userManagement.update: Block and Unblock are offered (the server decides anyway). */
  canUpdate: boolean;
  onClose: () => void;
}

/**
 * The user profile popup of /Super-Admin/Users (docs/spec/part-2-operations-and-admin.md §2, §3 "User", §4,
 * §5): photo, contact, address, donations, lives saved, requests, Active or Blocked and the block in force;
 * Block (type, days, reason, comment, file) or Unblock (a reason) in the same popup for an administrator who
 * may change users. Escape closes it; on a failure shown over it, Escape closes only the failure.
 */
export function UserProfileModal({ id, canUpdate, onClose }: UserProfileModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE) ?? false;
  const { ask, guard } = usePopupGuard();
  // While the popup closes (a short fade) it keeps showing the record it showed; each opening starts on the
  // profile, also for the user it showed last.
  const [shownId, setShownId] = useState(id);
  const [lastId, setLastId] = useState(id);
  const [mode, setMode] = useState<Mode>('profile');
  if (id !== lastId) {
    setLastId(id);
    if (id) {
      setShownId(id);
      setMode('profile');
    }
  }
  const detail = useUserDetail(shownId);
  const user = detail.data;
  const name = user ? nameOf(user) : '';
  const title =
    mode === 'block'
      ? t('admin.users.blockForm.title', 'Block {{name}}', { name })
      : mode === 'unblock'
        ? t('admin.users.unblockForm.title', 'Unblock {{name}}', { name })
        : name || t('admin.users.profile.title', 'User profile');

  const close = () => {
    onClose();
  };
  const done = (message: string) => {
    onClose();
    void popups.success({ title: message });
  };

  return (
    <Modal
      opened={Boolean(id)}
      onClose={guard(close)}
      size="lg"
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
      title={
        <Text component="span" fw={700} fz="lg">
          {title}
        </Text>
      }
    >
      {detail.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {detail.error.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.close', 'Close')}
            </Button>
          </Group>
        </Stack>
      ) : user && shownId ? (
        mode === 'block' ? (
          <BlockUserForm
            user={{ _id: user._id, name }}
            ask={ask}
            onCancel={() => setMode('profile')}
            onDone={done}
          />
        ) : mode === 'unblock' ? (
          <UnblockUserForm
            user={{ _id: user._id, name }}
            ask={ask}
            onCancel={() => setMode('profile')}
            onDone={done}
          />
        ) : (
          <ProfileBody
            key={shownId}
            user={user}
            canUpdate={canUpdate}
            ask={ask}
            onClose={close}
            onBlock={() => setMode('block')}
            onUnblock={() => setMode('unblock')}
          />
        )
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Text size="sm">{t('admin.users.profile.loading', 'Loading the profile…')}</Text>
          <Skeleton h={64} w={64} circle />
          <Skeleton h={120} />
          <Skeleton h={80} />
        </Stack>
      )}
    </Modal>
  );
}

function ProfileBody({
  user,
  canUpdate,
  ask,
  onClose,
  onBlock,
  onUnblock,
}: {
  user: PlatformUserDetail;
  canUpdate: boolean;
  ask: Ask;
  onClose: () => void;
  onBlock: () => void;
  onUnblock: () => void;
}) {
  const { t } = useTranslation();
  const name = nameOf(user);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Photo user={user} />
        <Stack gap={4}>
          <Title order={3} fz="md">
            {name}
          </Title>
          <Text size="sm" c="gray.7">
            {t('admin.users.profile.donorId', 'Donor ID {{id}}', { id: user.donorId })}
          </Text>
          <Group gap="xs">
            <UserStatusBadge blocked={user.isBlocked} />
            {user.bloodGroup && (
              <Badge color="red" variant="outline" radius="sm">
                {user.bloodGroup}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>

      <Facts
        label={t('admin.users.profile.contact', 'Contact')}
        cols={{ base: 1, sm: 2 }}
        items={[
          [
            t('admin.users.profile.mobile', 'Mobile number'),
            formatPhone(user.mobileNumber, user.countryCode),
          ],
          [t('admin.users.profile.email', 'E-mail'), user.email],
          [t('admin.users.profile.address', 'Address'), user.address.fullAddress],
          [t('admin.users.profile.city', 'City'), user.address.city],
        ]}
      />
      <Facts
        label={t('admin.users.profile.about', 'About')}
        items={[
          [t('admin.users.profile.gender', 'Gender'), t(`admin.users.gender.${user.gender}`, user.gender)],
          [t('admin.users.profile.dateOfBirth', 'Date of birth'), formatDate(user.dateOfBirth)],
          [t('admin.users.profile.joined', 'On RaktSetu since'), formatDate(user.addedAt)],
        ]}
      />
      <Facts
        label={t('admin.users.profile.activity', 'Donations and requests')}
        items={[
          [t('admin.users.profile.donations', 'Donations'), formatCount(user.donation)],
          [t('admin.users.profile.livesSaved', 'Lives saved'), formatCount(user.livesSaved)],
          [t('admin.users.profile.requests', 'Requests'), formatCount(user.request)],
        ]}
      />

      {user.block && <BlockDetails block={user.block} ask={ask} />}

      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.close', 'Close')}
        </Button>
        {canUpdate &&
          (user.isBlocked ? (
            <Button onClick={onUnblock}>{t('admin.users.unblockButton', 'Unblock')}</Button>
          ) : (
            <Button color="red" onClick={onBlock}>
              {t('admin.users.blockButton', 'Block')}
            </Button>
          ))}
      </ModalButtons>
    </Stack>
  );
}

/** Active or Blocked (docs/spec/part-2-operations-and-admin.md §4) as a badge in words. */
export function UserStatusBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={blocked ? 'red' : 'teal'} variant="light" radius="sm">
      {blocked ? t('admin.users.status.blocked', 'Blocked') : t('admin.users.status.active', 'Active')}
    </Badge>
  );
}

/** The photo, fetched with the token; the initials stand in while it loads, when it fails or when there is none. */
function Photo({ user }: { user: PlatformUserDetail }) {
  const { t } = useTranslation();
  const { url } = useFileObjectUrl(user.photo?.location ?? null);
  const name = nameOf(user);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return url ? (
    <Avatar
      src={url}
      alt={t('admin.users.profile.photo', 'Photo of {{name}}', { name })}
      size={64}
      radius="xl"
    />
  ) : (
    <Avatar size={64} radius="xl" color="red" aria-hidden="true">
      {initials}
    </Avatar>
  );
}

function BlockDetails({ block, ask }: { block: PlatformUserBlock; ask: Ask }) {
  const { t } = useTranslation();
  const reasonLabels = useBlockReasonLabels();
  const typeLabel =
    block.type === 'temporarily' && block.until
      ? t('admin.users.block.temporarilyUntil', 'Temporarily, until {{date}}', {
          date: formatDate(block.until),
        })
      : t(`admin.users.blockTypes.${block.type}`, BLOCK_TYPES[block.type]);
  const reason = (DONOR_BLOCK_REASONS as readonly string[]).includes(block.reason)
    ? reasonLabels[block.reason as DonorBlockReason]
    : block.reason;
  const download = async () => {
    if (!block.file) return;
    try {
      await downloadFile(block.file);
    } catch (failure) {
      await ask(popups.failedWith(failure));
    }
  };
  return (
    <Alert color="red" variant="light" title={t('admin.users.block.title', 'Blocked on RaktSetu')}>
      <Stack gap="xs">
        <Text size="sm">
          <Text span fw={600}>
            {t('admin.users.block.type', 'Block')}:
          </Text>{' '}
          {typeLabel}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('admin.users.block.reason', 'Reason')}:
          </Text>{' '}
          {reason}
        </Text>
        {block.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {t('admin.users.block.comment', 'Comment')}:
            </Text>{' '}
            {block.comment}
          </Text>
        )}
        <Text size="sm">
          <Text span fw={600}>
            {t('admin.users.block.since', 'Blocked on')}:
          </Text>{' '}
          {formatDate(block.blockedAt)}
        </Text>
        {block.file && (
          <Group>
            <Button variant="default" size="compact-sm" onClick={() => void download()}>
              {t('admin.users.block.download', 'Download {{name}}', { name: block.file.name })}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
