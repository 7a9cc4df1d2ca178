import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { NewPasswordForm } from './new-password-form';
import { useChangePassword } from './password.api';

/** /changePassword: a signed-in person changes their own password (spec part 1 §2; part 2 §5 rule). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();

  const handleSubmit = async (password: string, currentPassword: string) => {
    const message = await change.mutateAsync({ currentPassword, password });
    await popups.success({ title: message || t('password.changed', 'Password changed successfully') });
  };

  return (
    <Stack gap="lg" maw={520}>
      <PageHeader
        title={t('auth.changePassword.title', 'Change password')}
        intro={t(
          'password.change.intro',
          'Use the new password from your next sign-in. Every other computer signed in as you is signed out.',
        )}
      />
      <Paper withBorder radius="md" p="lg">
        <NewPasswordForm
          submitLabel={t('password.change.submit', 'Change password')}
          onSubmit={handleSubmit}
          askCurrent
          pending={change.isPending}
        />
      </Paper>
      <Group>
        <Anchor component={Link} to="/profile" size="sm">
          {t('password.change.backToProfile', 'Back to profile')}
        </Anchor>
      </Group>
    </Stack>
  );
}
