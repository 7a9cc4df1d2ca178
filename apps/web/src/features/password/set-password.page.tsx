import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { popups } from '../../components/popups';
import { ApiError } from '../../lib/api';
import { ADMIN_LOGIN_PATH, LOGIN_PATH } from '../../lib/session';
import { NewPasswordForm } from './new-password-form';
import { type LinkType, linkTypeOf, useSetPassword, useValidateLink, useValidateOtp } from './password.api';
import { PasswordCard } from './password-card';
import { clearResetState, type ResetState, readResetState } from './reset-state';

type Target = { mode: 'reset'; id: string; otp: string } | { mode: 'link'; type: LinkType; id: string };

/** Why the form is not (or no longer) shown: there is nothing to set a password with. */
interface Dead {
  /** The server's words ("Invalid OTP", "This OTP has expired…"), or null for the spec's "Invalid link". */
  message: string | null;
}

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
 * A refusal that no new password can cure: the link or the code is used, unknown, expired or locked. The
 * server names a field only for the password itself; a server or network fault may pass on a retry.
 */
function isFinal(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false;
  if (failure.errors.some((problem) => problem.field === 'password')) return false;
  return failure.status >= 400 && failure.status < 500 && failure.status !== 401;
}

/**
 * /setPassword (docs/spec/part-1-institution-side.md §2, §5, §7). Two ways in:
 * - a link from an e-mail, `?id=…&type=keymember|admin|other`: the matching confirm call;
 * - the end of the reset flow, no id in the query: the code validated on /otp (the "stored code").
 * With neither, the link is invalid and no form is shown (docs/decisions/0024).
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const setPassword = useSetPassword();
  const checkCode = useValidateOtp();
  const checkLink = useValidateLink();
  const [target] = useState<Target | null>(() => {
    const id = params.get('id')?.trim();
    if (id) return { mode: 'link', id, type: linkTypeOf(params.get('type')) };
    const stored = storedCode(location.state);
    return stored?.otp ? { mode: 'reset', id: stored.id, otp: stored.otp } : null;
  });
  const [dead, setDead] = useState<Dead | null>(() => (target ? null : { message: null }));
  // A stored code and a link can both be checked without spending them, so one that went stale (used,
  // expired, replaced by a newer one, locked) says so before anyone types a password.
  const [checked, setChecked] = useState(!target);

  const { mutateAsync: check } = checkCode;
  const { mutateAsync: checkLinkAt } = checkLink;
  useEffect(() => {
    if (!target) return;
    let cancelled = false;
    const checking =
      target.mode === 'reset'
        ? check({ id: target.id, otp: target.otp })
        : checkLinkAt({ id: target.id, type: target.type });
    checking.then(
      () => !cancelled && setChecked(true),
      (failure: unknown) => {
        if (cancelled) return;
        // For a link only "Invalid link" (400) is final: a 429 of the flood guard passes.
        const final =
          target.mode === 'reset' ? isFinal(failure) : failure instanceof ApiError && failure.status === 400;
        if (final) {
          if (target.mode === 'reset') clearResetState();
          // A link's refusal is the spec's "Invalid link"; a code's carries the server's words.
          setDead({ message: target.mode === 'reset' ? (failure as ApiError).message : null });
        }
        // Unreachable server: the form is shown; submitting tells.
        setChecked(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [target, check, checkLinkAt]);

  const title = t('auth.setPassword.title', 'Set password');
  // Where to sign in next. A link names its account kind: an administrator signs in on the super-admin
  // page, anyone else on the institution page — not on whichever page this browser used last. The reset
  // flow goes to / as the spec says, and the guard picks the sign-in page (docs/decisions/0024).
  const signIn = target?.mode === 'link' && target.type === 'admin' ? ADMIN_LOGIN_PATH : LOGIN_PATH;

  if (dead || !target) {
    return (
      <PasswordCard title={title}>
        <LinkProblem message={dead?.message ?? null} signIn={signIn} />
      </PasswordCard>
    );
  }

  if (!checked) {
    return (
      <PasswordCard title={title}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('password.setPage.checking', 'Checking your code…')}</Text>
        </Group>
      </PasswordCard>
    );
  }

  const next = target.mode === 'reset' ? '/' : signIn;

  const handleSubmit = async ({ password }: { password: string }) => {
    let message: string;
    try {
      message = await setPassword.mutateAsync({ ...target, password });
    } catch (failure) {
      if (!isFinal(failure)) throw failure;
      clearResetState();
      setDead({ message: target.mode === 'reset' ? (failure as ApiError).message : null });
      return;
    }
    clearResetState();
    await popups.success({
      title: message || t('password.setPage.done', 'Password set successfully'),
      text:
        target.mode === 'reset'
          ? t(
              'password.setPage.nextAfterReset',
              'Sign in with your e-mail and the new password. Every computer that was signed in as you has been signed out.',
            )
          : t('password.setPage.nextAfterLink', 'Sign in with your e-mail and the new password.'),
    });
    navigate(next, { replace: true });
  };

  return (
    <PasswordCard
      title={title}
      intro={
        target.mode === 'link'
          ? t('password.setPage.introLink', 'Choose the password you will sign in to RaktSetu with.')
          : t('password.setPage.introReset', 'Choose a new password for your account.')
      }
    >
      <NewPasswordForm
        submitLabel={t('password.setPage.submit', 'Set password')}
        onSubmit={handleSubmit}
        pending={setPassword.isPending}
      />
    </PasswordCard>
  );
}

/**
 * The end of the road for this link or code, said once and plainly, with the two ways on: sign in (the
 * password may have been set with this link already) or ask for a code by e-mail.
 */
function LinkProblem({ message, signIn }: { message: string | null; signIn: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={message ?? t('password.invalidLink', MESSAGES.invalidLink)}
      >
        {message
          ? t(
              'password.linkProblem.codeText',
              'This code can no longer be used to set a password. Ask for a new code: it comes by e-mail and is valid for 10 minutes.',
            )
          : t(
              'password.linkProblem.linkText',
              'This link was already used, has expired or is incomplete. If you have set your password with it, sign in. Otherwise ask for a code by e-mail and set a new password with it.',
            )}
      </Alert>
      <Group grow>
        <Button component={Link} to="/forgetPassword">
          {t('password.askForNewCode', 'Ask for a new code')}
        </Button>
        <Button component={Link} to={signIn} variant="default">
          {t('password.linkProblem.signIn', 'Sign in')}
        </Button>
      </Group>
    </Stack>
  );
}
