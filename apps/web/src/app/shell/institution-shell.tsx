import '@mantine/core/styles/Divider.layer.css';
import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropIcon, PlusIcon, TentIcon } from '../../components/icons';
import { institutionTypeLabel } from '../../features/institutions/institution-type';
import { useSession } from '../../lib/session';
import { AppFrame } from './app-frame';
import { institutionMenu, sidebarActions } from './institution-menu';
import { INSTITUTION_ICONS } from './nav-icons';
import { UserMenu } from './user-menu';

/** The frame of every institution screen: header with the account menu, sidebar by institution type. */
export function InstitutionShell() {
  const { t } = useTranslation();
  const current = useSession();
  // The guard above renders first; this only covers the moment a session ends (401, other tab).
  const session = current?.identifier === 'institution' ? current : null;
  if (!session) return null;
  const actions = sidebarActions(session.institutionType);
  const person = `${session.user.firstName} ${session.user.lastName}`.trim();

  return (
    <AppFrame
      home={{ to: '/', label: t('shell.home', 'RaktSetu home') }}
      account={
        <UserMenu
          title={session.institutionName}
          subtitle={
            person
              ? `${person} · ${institutionTypeLabel(t, session.institutionType)}`
              : institutionTypeLabel(t, session.institutionType)
          }
          withProfile
        />
      }
      menu={institutionMenu(session.institutionType)}
      icons={INSTITUTION_ICONS}
      actions={(close) => (
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
      )}
    />
  );
}
