import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Stack } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { popups } from '../../components/popups';
import { ADMIN_LOGIN_PATH, LOGIN_PATH } from '../../lib/session';
import { NewPasswordForm } from './new-password-form';
import { type LinkType, linkTypeOf, useSetPassword } from './password.api';
import { PasswordCard } from './password-card';
import { clearResetState, type ResetState, readResetState } from './reset-state';

type Target =
  | { mode: 'reset'; id: string; otp: string }
  | { mode: 'link'; type: LinkType; id: string }
  | null;

function storedCode(routerState: unknown): ResetState | null {
  const stored = readResetState();
  if (stored?.otp) return stored;
  const state = routerState as Partial<ResetState> | null;
  if (state && typeof state.id === 'string' && typeof state.otp === 'string' && state.otp) {
    return { id: state.id, loginId: String(state.loginId ?? ''), otp: state.otp };
  }
  return null;
}

/**
 * /setPassword (spec part 1 §2, §5, §7). Two ways in:
 * - a link from an e-mail, `?id=…&type=keymember|admin|other`: the matching confirm call;
 * - the end of the reset flow, no id in the query: the code validated on /otp (the "stored code").
 * With neither, the link is invalid and no form is shown.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const setPassword = useSetPassword();
  const [target] = useState<Target>(() => {
    const id = params.get('id')?.trim();
    if (id) return { mode: 'link', id, type: linkTypeOf(params.get('type')) };
    const stored = storedCode(location.state);
    return stored?.otp ? { mode: 'reset', id: stored.id, otp: stored.otp } : null;
  });

  const title = t('auth.setPassword.title', 'Set password');

  if (!target) {
    return (
      <PasswordCard title={title}>
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t('password.invalidLink', MESSAGES.invalidLink)}
          >
            {t(
              'password.invalidLink.text',
              'Open the link from your e-mail again, or ask for a new code if you forgot your password.',
            )}
          </Alert>
          <Button component={Link} to="/forgetPassword" variant="light">
            {t('password.askForNewCode', 'Ask for a new code')}
          </Button>
        </Stack>
      </PasswordCard>
    );
  }

  // Where to sign in next. A link names its account kind: an administrator signs in on the super-admin
  // page, anyone else on the institution page — not on whichever page this browser used last. The reset
  // flow goes to / as the spec says, and the guard picks the sign-in page (docs/decisions/0024).
  const next = target.mode === 'reset' ? '/' : target.type === 'admin' ? ADMIN_LOGIN_PATH : LOGIN_PATH;

  const handleSubmit = async (password: string) => {
    const message = await setPassword.mutateAsync({ ...target, password });
    clearResetState();
    await popups.success({
      title: message || t('password.set', 'Password set successfully'),
      text: t('password.set.next', 'Sign in with your e-mail and the new password.'),
    });
    navigate(next, { replace: true });
  };

  return (
    <PasswordCard
      title={title}
      intro={
        target.mode === 'link'
          ? t('password.set.introLink', 'Choose the password you will sign in to RaktSetu with.')
          : t('password.set.introReset', 'Choose a new password for your account.')
      }
    >
      <NewPasswordForm
        submitLabel={t('password.set.submit', 'Set password')}
        onSubmit={handleSubmit}
        pending={setPassword.isPending}
      />
    </PasswordCard>
  );
}
