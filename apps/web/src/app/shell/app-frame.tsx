import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import { AppShell, Box, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import type { NavItem } from './nav-item';
import classes from './shell.module.css';

// The switch arrives just after the frame, as the chat badge does (institution-shell.tsx): the first screen
// of every session stays within its budget (e2e/bundle-budget.test.ts).
const LanguageSwitch = lazy(() =>
  import('../../components/language-switch').then((module) => ({ default: module.LanguageSwitch })),
);

function isActive(pathname: string, to: string | undefined): boolean {
  return Boolean(to) && pathname.toLowerCase() === to?.toLowerCase();
}

function SubLinks({
  items,
  pathname,
  onNavigate,
}: {
  items: NavItem[];
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return items.map((child) => (
    <NavLink
      key={child.key}
      component={Link}
      to={child.to ?? '/'}
      label={t(...child.label)}
      active={isActive(pathname, child.to)}
      onClick={onNavigate}
    />
  ));
}

function MenuLink({
  item,
  icon,
  pathname,
  onNavigate,
}: {
  item: NavItem;
  icon: ReactNode;
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const label = t(...item.label);
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
        <SubLinks items={item.children} pathname={pathname} onNavigate={onNavigate} />
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
          <SubLinks items={item.children} pathname={pathname} onNavigate={onNavigate} />
        </Box>
      )}
    </>
  );
}

interface AppFrameProps<Icon extends string> {
  /** Where the brand leads, and the name a screen reader gives that link. */
  home: { to: string; label: string };
  /** Shown beside the brand, e.g. the Super Admin badge. */
  badge?: ReactNode;
  /** The account menu at the right of the header. */
  account: ReactNode;
  menu: NavItem<Icon>[];
  icons: Record<Icon, ReactNode>;
  /** Above the menu; gets `close` so a tap on a phone also folds the sidebar away. */
  actions?: (close: () => void) => ReactNode;
}

/** The frame both kinds of user share: header, sidebar that folds away on phones, and the screen. */
export function AppFrame<Icon extends string>({
  home,
  badge,
  account,
  menu,
  icons,
  actions,
}: AppFrameProps<Icon>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

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
            <Link to={home.to} aria-label={home.label} style={{ textDecoration: 'none' }}>
              <Brand />
            </Link>
            {badge}
          </Group>
          {/* Beside the account, where a clerk looks for what is theirs; in the folded sidebar on a phone. */}
          <Group gap="md" wrap="nowrap">
            <Box visibleFrom="sm">
              <Suspense fallback={null}>
                <LanguageSwitch />
              </Suspense>
            </Box>
            {account}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" className={classes.navbar}>
        {actions && <AppShell.Section>{actions(close)}</AppShell.Section>}
        <AppShell.Section grow component={ScrollArea} type="auto">
          <nav aria-label={t('shell.mainMenu', 'Main menu')}>
            {menu.map((item) => (
              <MenuLink
                key={item.key}
                item={item}
                icon={icons[item.icon]}
                pathname={pathname}
                onNavigate={close}
              />
            ))}
          </nav>
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm" pt="sm">
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
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
