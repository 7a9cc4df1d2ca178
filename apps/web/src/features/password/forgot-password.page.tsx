import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordRequestSchema, MESSAGES } from '@raktsetu/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { useForgotPassword } from './password.api';
import { PasswordCard } from './password-card';
import { saveResetState } from './reset-state';

/**
 * The e-mail another screen already knows: the one /otp mailed to, in router state, or the one typed on the
 * sign-in page — a page of its own, so it comes in the address's fragment (`#loginId=`), which never
 * reaches the server. Either way it is kept out of the server's logs and, once read, out of the history.
 */
export function carriedLoginId(state: unknown, hash: string): string {
  const fromState =
    typeof state === 'object' && state !== null ? (state as { loginId?: unknown }).loginId : null;
  if (typeof fromState === 'string' && fromState.trim()) return fromState.trim();
  return new URLSearchParams(hash.replace(/^#/, '')).get('loginId')?.trim() ?? '';
}

/** /forgetPassword: the registered e-mail receives a six-digit code (docs/spec/part-1-institution-side.md §2, §5). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const carried = carriedLoginId(location.state, location.hash);
  const form = useContractForm(forgotPasswordRequestSchema, { defaultValues: { loginId: carried } });
  useEffect(() => {
    // The fragment has done its work: the address goes back to plain /forgetPassword.
    if (location.hash)
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: { loginId: carried } },
      );
  }, [location.hash, location.pathname, location.search, carried, navigate]);
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
