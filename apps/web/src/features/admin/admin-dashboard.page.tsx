import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';

/** `/Super-Admin/Dashboard`: who is signed in, and honestly what is not built yet. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const name =
    session?.identifier === 'admin' ? `${session.admin.firstName} ${session.admin.lastName}`.trim() : '';

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.dashboard.title', 'Super Admin Dashboard')}
        intro={t('admin.dashboard.welcome', 'Signed in as {{name}}', { name })}
      />
      <Paper withBorder radius="md" p="lg">
        <Text fw={600}>{t('admin.dashboard.notYet.title', 'The dashboard is being built')}</Text>
        <Text c="dimmed" size="sm" mt={4}>
          {t(
            'admin.dashboard.notYet.text',
            'National tiles, core statistics and the state map arrive with the super-administrator issue. Nothing on this page is sample data.',
          )}
        </Text>
      </Paper>
    </Stack>
  );
}
