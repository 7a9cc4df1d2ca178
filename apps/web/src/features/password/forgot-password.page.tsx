import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordRequestSchema, MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { useForgotPassword } from './password.api';
import { PasswordCard } from './password-card';
import { saveResetState } from './reset-state';

/**
 * The e-mail another screen already knows (typed on /login, or the one /otp mailed to), passed in router
 * state: it stays out of the address bar, the history and the server's logs.
 */
export function loginIdFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { loginId } = state as { loginId?: unknown };
  return typeof loginId === 'string' ? loginId.trim() : '';
}

/** /forgetPassword: the registered e-mail receives a six-digit code (docs/spec/part-1-institution-side.md §2, §5). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useContractForm(forgotPasswordRequestSchema, {
    defaultValues: { loginId: loginIdFromState(location.state) },
  });
  const error = form.formState.errors.loginId?.message;

  const submit = form.handleSubmit(async ({ loginId }) => {
    setFormError(null);
    try {
      const { id } = await forgot.mutateAsync(loginId);
      const state = { id, loginId, sentAt: Date.now() };
      saveResetState(state);
      navigate('/otp', { state });
    } catch (failure) {
      setFormError(showServerErrors(form, failure));
    }
  });

  return (
    <PasswordCard
      title={t('auth.forgotPassword.title', 'Forgot password')}
      intro={t(
        'password.forgot.intro',
        'Enter the e-mail you sign in with. We will mail you a 6-digit code to set a new password.',
      )}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('password.forgot.email', 'Registered e-mail')}
            required
            type="email"
            inputMode="email"
            autoComplete="username"
            autoFocus
            error={
              error === MESSAGES.enterValidId ? t('password.enterValidId', MESSAGES.enterValidId) : error
            }
            {...form.register('loginId')}
          />
          {formError && (
            <Alert color="red" variant="light" role="alert" py="xs">
              {formError}
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
