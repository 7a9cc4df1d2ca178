import { AppShell, Badge, Box, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import { useAdminPermissions } from '../../features/admin/admin.api';
import { ADMIN_HOME, useSession } from '../../lib/session';
import { adminMenu } from './admin-menu';
import { ADMIN_ICONS } from './nav-icons';
import classes from './shell.module.css';
import { UserMenu } from './user-menu';

/** The frame of every super-admin screen; the menu follows the administrator's permissions. */
export function AdminShell() {
  const { t } = useTranslation();
  const current = useSession();
  // The guard above renders first; this only covers the moment a session ends (401, other tab).
  const session = current?.identifier === 'admin' ? current : null;
  useAdminPermissions(Boolean(session));
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  if (!session) return null;
  const name = `${session.admin.firstName} ${session.admin.lastName}`.trim();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('shell.closeMenu', 'Close menu') : t('shell.openMenu', 'Open menu')}
            />
            <Link
              to={ADMIN_HOME}
              aria-label={t('shell.adminHome', 'RaktSetu super admin home')}
              style={{ textDecoration: 'none' }}
            >
              <Brand />
            </Link>
            <Badge variant="light" radius="sm" visibleFrom="xs">
              {t('shell.superAdmin', 'Super Admin')}
            </Badge>
          </Group>
          <UserMenu title={name} subtitle={session.admin.email} withProfile={false} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea} type="auto">
          <nav aria-label={t('shell.mainMenu', 'Main menu')}>
            {adminMenu(session.permissions).map((item) => (
              <NavLink
                key={item.key}
                component={Link}
                to={item.to}
                label={t(...item.label)}
                leftSection={ADMIN_ICONS[item.icon]}
                active={pathname.toLowerCase() === item.to.toLowerCase()}
                onClick={close}
              />
            ))}
          </nav>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <Box maw={1400} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
