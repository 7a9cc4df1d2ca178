import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Container.layer.css';
import { Anchor, Box, Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';

/** Public screens other than the logins (registration, password reset): the brand above the content. */
export function PublicLayout({
  children,
  size = 'sm',
}: {
  children: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <Box component="main" bg="gray.0" mih="100vh" py={48}>
      <Container size={size}>
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Brand />
            <LanguageSwitch />
          </Group>
          {children}
          <Anchor component={Link} to="/login" size="sm">
            {t('auth.backToLogin', 'Back to sign in')}
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}
