import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminPermissions } from '../../features/admin/admin.api';
import { ADMIN_HOME, useSession } from '../../lib/session';
import { adminMenu } from './admin-menu';
import { AppFrame } from './app-frame';
import { ADMIN_ICONS } from './nav-icons';
import { UserMenu } from './user-menu';

/** The frame of every super-admin screen; the menu follows the administrator's permissions. */
export function AdminShell() {
  const { t } = useTranslation();
  const current = useSession();
  // The guard above renders first; this only covers the moment a session ends (401, other tab).
  const session = current?.identifier === 'admin' ? current : null;
  useAdminPermissions(Boolean(session));
  if (!session) return null;
  const name = `${session.admin.firstName} ${session.admin.lastName}`.trim();

  return (
    <AppFrame
      home={{ to: ADMIN_HOME, label: t('shell.adminHome', 'RaktSetu super admin home') }}
      badge={
        <Badge variant="light" radius="sm" visibleFrom="xs">
          {t('shell.superAdmin', 'Super Admin')}
        </Badge>
      }
      account={<UserMenu title={name} subtitle={session.admin.email} withProfile={false} />}
      menu={adminMenu(session.permissions)}
      icons={ADMIN_ICONS}
    />
  );
}
