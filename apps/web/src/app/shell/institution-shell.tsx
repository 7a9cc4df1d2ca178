import { AppShell, Box, Burger, Button, Divider, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import { DropIcon, PlusIcon, TentIcon } from '../../components/icons';
import { institutionTypeLabel } from '../../features/institutions/institution-type';
import { useSession } from '../../lib/session';
import { institutionMenu, type MenuItem, sidebarActions } from './institution-menu';
import { INSTITUTION_ICONS } from './nav-icons';
import classes from './shell.module.css';
import { UserMenu } from './user-menu';

function isActive(pathname: string, to: string | undefined): boolean {
  return Boolean(to) && pathname.toLowerCase() === to?.toLowerCase();
}

function MenuLink({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const label = t(...item.label);
  const icon = INSTITUTION_ICONS[item.icon];
  const childActive = item.children?.some((child) => isActive(pathname, child.to)) ?? false;

  // A group without its own screen (Lab) opens and closes; it starts open so its screens are visible.
  if (item.children && !item.to) {
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        defaultOpened
        childrenOffset={0}
        classNames={{ children: classes.subLinks }}
      >
        {item.children.map((child) => (
          <NavLink
            key={child.key}
            component={Link}
            to={child.to ?? '/'}
            label={t(...child.label)}
            active={isActive(pathname, child.to)}
            onClick={onNavigate}
          />
        ))}
      </NavLink>
    );
  }

  // Inventory is a screen of its own with sub-screens listed under it.
  return (
    <>
      <NavLink
        component={Link}
        to={item.to ?? '/'}
        label={label}
        leftSection={icon}
        active={isActive(pathname, item.to)}
        variant={childActive ? 'subtle' : 'light'}
        onClick={onNavigate}
      />
      {item.children && (
        <Box className={classes.subLinks}>
          {item.children.map((child) => (
            <NavLink
              key={child.key}
              component={Link}
              to={child.to ?? '/'}
              label={t(...child.label)}
              active={isActive(pathname, child.to)}
              onClick={onNavigate}
            />
          ))}
        </Box>
      )}
    </>
  );
}

/** The frame of every institution screen: header with the account menu, sidebar by institution type. */
export function InstitutionShell() {
  const { t } = useTranslation();
  const current = useSession();
  // The guard above renders first; this only covers the moment a session ends (401, other tab).
  const session = current?.identifier === 'institution' ? current : null;
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  if (!session) return null;
  const menu = institutionMenu(session.institutionType);
  const actions = sidebarActions(session.institutionType);
  const person = `${session.user.firstName} ${session.user.lastName}`.trim();

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
            <Link to="/" aria-label={t('shell.home', 'RaktSetu home')} style={{ textDecoration: 'none' }}>
              <Brand />
            </Link>
          </Group>
          <UserMenu
            title={session.institutionName}
            subtitle={
              person
                ? `${person} · ${institutionTypeLabel(t, session.institutionType)}`
                : institutionTypeLabel(t, session.institutionType)
            }
            withProfile
          />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" className={classes.navbar}>
        <AppShell.Section>
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
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} type="auto">
          <nav aria-label={t('shell.mainMenu', 'Main menu')}>
            {menu.map((item) => (
              <MenuLink key={item.key} item={item} pathname={pathname} onNavigate={close} />
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
