import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { NewPasswordForm } from './new-password-form';
import { useChangePassword } from './password.api';

/** /changePassword: a signed-in person changes their own password (docs/spec/part-1-institution-side.md §2; the rule of docs/spec/part-2-operations-and-admin.md §5). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();

  const handleSubmit = async (values: { password: string; currentPassword: string }) => {
    const message = await change.mutateAsync(values);
    // The server ended every other session of this person (not this one): say so, or a colleague's
    // computer that suddenly asks for a sign-in looks like a fault.
    await popups.success({
      title: message || t('password.changed', 'Password changed successfully'),
      text: t(
        'password.change.othersSignedOut',
        'Every other computer or browser that was signed in as you has been signed out. This one stays signed in.',
      ),
    });
  };

  return (
    <Stack gap="lg" maw={520}>
      <PageHeader
        title={t('auth.changePassword.title', 'Change password')}
        intro={t(
          'password.change.intro',
          'Use the new password from your next sign-in. Changing it signs you out on every other computer.',
        )}
      />
      <Paper withBorder radius="md" p="lg">
        <NewPasswordForm
          submitLabel={t('password.change.submit', 'Change password')}
          onSubmit={handleSubmit}
          askCurrent
          resetOnSuccess
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
