import '@mantine/core/styles/Divider.layer.css';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropIcon, PlusIcon, TentIcon } from '../../components/icons';
import { ChatSocketProvider } from '../../features/chat/chat-socket';
import { institutionTypeLabel } from '../../features/institutions/institution-type';
import { useSession } from '../../lib/session';
import { isLabMember, LAB_MEMBER_HOME } from '../route-access';
import { AppFrame } from './app-frame';
import { institutionMenu, sidebarActions } from './institution-menu';
import { INSTITUTION_ICONS } from './nav-icons';
import { UserMenu } from './user-menu';

// The badge arrives after the screen: the first screen of every session stays within its budget.
const ChatBadge = lazy(() =>
  import('../../features/chat/chat-badge').then((module) => ({ default: module.ChatBadge })),
);

/**
 * The frame of every institution screen: header with the chat badge and the account menu, sidebar by
 * institution type. The chat's socket lives here, one per session, so the badge is fresh on every screen;
 * a lab member works in the lab only (the API refuses them the chat) and gets neither.
 */
export function InstitutionShell() {
  const { t } = useTranslation();
  const current = useSession();
  // The guard above renders first; this only covers the moment a session ends (401, other tab).
  const session = current?.identifier === 'institution' ? current : null;
  if (!session) return null;
  const { designation } = session.user;
  const labMember = isLabMember(session);
  const actions = sidebarActions(session.institutionType, designation);
  const person = `${session.user.firstName} ${session.user.lastName}`.trim();
  const role = labMember
    ? t('shell.labMember', 'Lab member')
    : institutionTypeLabel(t, session.institutionType);

  const account = (
    <UserMenu
      title={session.institutionName}
      subtitle={person ? `${person} · ${role}` : role}
      // The institution's profile is its staff's (the API refuses a lab member); a password is everyone's.
      withProfile={!labMember}
      withPasswordChange
    />
  );

  const frame = (
    <AppFrame
      home={{ to: labMember ? LAB_MEMBER_HOME : '/', label: t('shell.home', 'RaktSetu home') }}
      account={
        labMember ? (
          account
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Suspense fallback={null}>
              <ChatBadge />
            </Suspense>
            {account}
          </Group>
        )
      }
      menu={institutionMenu(session.institutionType, designation)}
      icons={INSTITUTION_ICONS}
      actions={
        actions.length === 0
          ? undefined
          : (close) => (
              <>
                <Stack gap="xs">
                  {actions.map((action) => (
                    <Button
                      key={action.key}
                      component={Link}
                      to={action.to}
                      onClick={close}
                      variant={action.key === 'add-donor' ? 'filled' : 'outline'}
                      leftSection={
                        action.key === 'add-donor' ? (
                          <PlusIcon size={18} />
                        ) : action.key === 'create-camp' ? (
                          <TentIcon size={18} />
                        ) : (
                          <DropIcon size={18} />
                        )
                      }
                      justify="flex-start"
                      fullWidth
                    >
                      {t(...action.label)}
                    </Button>
                  ))}
                </Stack>
                <Divider my="md" />
              </>
            )
      }
    />
  );

  if (labMember) return frame;
  return (
    // Keyed by the token: another sign-in in this tab is another socket.
    <ChatSocketProvider key={session.token} token={session.token} institutionId={session.institutionId}>
      {frame}
    </ChatSocketProvider>
  );
}
