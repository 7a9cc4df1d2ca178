import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForgotPassword } from './password.api';
import { PasswordCard } from './password-card';
import { saveResetState } from './reset-state';

/** /forgetPassword: the registered e-mail receives a six-digit code (spec part 1 §2, §5). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [loginId, setLoginId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const email = loginId.trim();
    if (!email) {
      setError(t('password.enterValidId', MESSAGES.enterValidId));
      return;
    }
    setError(null);
    try {
      const { id } = await forgot.mutateAsync(email);
      const state = { id, loginId: email };
      saveResetState(state);
      navigate('/otp', { state });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  return (
    <PasswordCard
      title={t('auth.forgotPassword.title', 'Forgot password')}
      intro={t(
        'password.forgot.intro',
        'Enter the e-mail you sign in with. We will mail you a 6-digit code to set a new password.',
      )}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('password.forgot.email', 'Registered e-mail')}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoFocus
            value={loginId}
            onChange={(event) => setLoginId(event.currentTarget.value)}
            error={Boolean(error)}
          />
          {error && (
            <Alert color="red" variant="light" role="alert" py="xs">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            {t('password.forgot.submit', 'Send code')}
          </Button>
        </Stack>
      </form>
    </PasswordCard>
  );
}
