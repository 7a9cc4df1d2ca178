import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, KeyIcon, LogoutIcon, UserIcon } from '../../components/icons';
import { logOut } from '../../features/auth/auth.api';
import classes from './shell.module.css';

interface UserMenuProps {
  /** The first line: the institution name, or the administrator's name. */
  title: string;
  /** The second line: the signed-in person or role. */
  subtitle: string;
  /** Institutions have a profile screen; administrators do not. */
  withProfile: boolean;
  /** Change password; with the profile unless said (a lab member has no profile to edit, a password still). */
  withPasswordChange?: boolean;
}

/** The header menu: the name, then Profile and Logout (docs/spec/part-1-institution-side.md §2). */
export function UserMenu({ title, subtitle, withProfile, withPasswordChange = withProfile }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          // The spoken name holds every word shown on the button, so a person using voice control can say
          // what they see (WCAG 2.5.3); on a phone only the icon shows and the name still says whose it is.
          aria-label={t('shell.accountMenuFor', 'Account menu for {{name}}, {{detail}}', {
            name: title,
            detail: subtitle,
          })}
          px="xs"
          py={6}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="sm" wrap="nowrap">
            {/* An icon, not initials: initials would be visible words missing from the button's name. */}
            <Avatar color="blood" radius="xl" size={36}>
              <UserIcon size={20} />
            </Avatar>
            {/* The space between the two lines shows nothing, but keeps their words apart when read as text. */}
            <div style={{ minWidth: 0 }} className={classes.userText}>
              <Text size="sm" fw={600} truncate maw={240}>
                {title}
              </Text>{' '}
              <Text size="xs" c="dimmed" truncate maw={240}>
                {subtitle}
              </Text>
            </div>
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {withProfile && (
          <Menu.Item component={Link} to="/profile" leftSection={<UserIcon size={16} />}>
            {t('shell.profile', 'Profile')}
          </Menu.Item>
        )}
        {withPasswordChange && (
          <Menu.Item component={Link} to="/changePassword" leftSection={<KeyIcon size={16} />}>
            {t('shell.changePassword', 'Change password')}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<LogoutIcon size={16} />} onClick={logOut}>
          {t('shell.logout', 'Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
