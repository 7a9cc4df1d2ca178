import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES, validateOtpRequestSchema } from '@raktsetu/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { OtpFormField } from '../../components/otp-input';
import { ApiError } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { useForgotPassword, useValidateOtp } from './password.api';
import { PasswordCard } from './password-card';
import { type ResetState, readResetState, saveResetState } from './reset-state';

/** How long Resend waits after a code was mailed: long enough for the mail to arrive. */
export const RESEND_WAIT_SECONDS = 30;

const otpFormSchema = validateOtpRequestSchema.pick({ otp: true });

function fromRouterState(value: unknown): ResetState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, loginId, sentAt } = value as Partial<ResetState>;
  if (typeof id !== 'string' || typeof loginId !== 'string') return null;
  return { id, loginId, ...(typeof sentAt === 'number' ? { sentAt } : {}) };
}

function secondsLeft(sentAt: number | undefined): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_WAIT_SECONDS * 1000 - Date.now()) / 1000));
}

/** Counts down to zero once a second; re-arms whenever a new code is mailed. */
function useSecondsLeft(sentAt: number | undefined): number {
  const [left, setLeft] = useState(() => secondsLeft(sentAt));
  useEffect(() => {
    setLeft(secondsLeft(sentAt));
    if (!secondsLeft(sentAt)) return;
    const timer = window.setInterval(() => {
      const next = secondsLeft(sentAt);
      setLeft(next);
      if (!next) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return left;
}

/** /otp: the six-digit code from the mail, with a resend link (docs/spec/part-1-institution-side.md §2, §5). */
export function OtpPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [reset] = useState<ResetState | null>(() => readResetState() ?? fromRouterState(location.state));

  if (!reset) {
    return (
      <PasswordCard title={t('auth.otp.title', 'Enter verification code')}>
        <Alert color="yellow" variant="light">
          {t('password.otp.noRequest', 'Ask for a code first: enter your e-mail and we will mail you one.')}
        </Alert>
        <Button component={Link} to="/forgetPassword">
          {t('password.otp.askForCode', 'Ask for a code')}
        </Button>
      </PasswordCard>
    );
  }
  return <OtpForm initial={reset} />;
}

function OtpForm({ initial }: { initial: ResetState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reset, setReset] = useState(initial);
  const [sentNotice, setSentNotice] = useState('');
  const [resendError, setResendError] = useState<string | null>(null);
  const validate = useValidateOtp();
  const resend = useForgotPassword();
  const waitId = useId();
  const wait = useSecondsLeft(reset.sentAt);
  const form = useContractForm(otpFormSchema, {
    defaultValues: { otp: '' },
    // The message goes as soon as the person types again (below), not only once the code is whole.
    reValidateMode: 'onSubmit',
  });
  const problem = form.formState.errors.otp;

  // docs/spec/part-1-institution-side.md §5: an empty code says "Invalid OTP"; so does a code that is not six digits. After a
  // resend, a refused code is most likely the older mail's: say which code to use.
  const problemText = (() => {
    if (!problem?.message) return null;
    if (problem.message !== MESSAGES.invalidOtp) return problem.message;
    const invalid = t('password.invalidOtp', MESSAGES.invalidOtp);
    return problem.type === 'server' && reset.resent
      ? `${invalid}. ${t('password.otp.newerCodeSent', 'A newer code was sent to your e-mail; use the latest one')}`
      : invalid;
  })();

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await validate.mutateAsync({ id: reset.id, otp });
      const next: ResetState = { id: reset.id, loginId: reset.loginId, otp };
      saveResetState(next);
      navigate('/setPassword', { state: next });
    } catch (failure) {
      // Wrong, expired or locked: each is about the code, so it is said under the boxes.
      const message = showServerErrors(form, failure);
      if (message) form.setError('otp', { type: 'server', message }, { shouldFocus: true });
    }
  });

  const handleResend = async () => {
    if (wait > 0 || resend.isPending) return;
    setSentNotice('');
    setResendError(null);
    try {
      const { id } = await resend.mutateAsync(reset.loginId);
      const next: ResetState = { id, loginId: reset.loginId, sentAt: Date.now(), resent: true };
      saveResetState(next);
      setReset(next);
      form.reset({ otp: '' });
      setSentNotice(t('password.otpSent', MESSAGES.otpSent));
    } catch (failure) {
      setResendError(failure instanceof ApiError ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  return (
    <PasswordCard
      title={t('auth.otp.title', 'Enter verification code')}
      intro={t('password.otp.intro', 'We mailed a 6-digit code to {{email}}. It is valid for 10 minutes.', {
        email: reset.loginId,
      })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OtpFormField
            control={form.control}
            label={t('password.otp.label', 'Code from the e-mail')}
            error={problemText}
            onEdit={() => problem && form.clearErrors('otp')}
          />
          <Button type="submit" size="md" fullWidth loading={validate.isPending}>
            {t('password.otp.submit', 'Verify code')}
          </Button>
          <Stack gap={4} align="center">
            <Group gap={6} justify="center">
              <Text size="sm" c="dimmed">
                {t('password.otp.notReceived', 'No mail after a minute?')}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                fw={600}
                // Still focusable while waiting, so focus does not drop to the page after a click.
                data-disabled={wait > 0 || undefined}
                aria-disabled={wait > 0}
                aria-describedby={wait > 0 ? waitId : undefined}
                loading={resend.isPending}
                onClick={() => void handleResend()}
              >
                {t('password.otp.resend', 'Resend code')}
              </Button>
            </Group>
            {wait > 0 && (
              <Text id={waitId} size="xs" c="dimmed">
                {t('password.otp.resendWait', 'You can ask for another code in {{seconds}} s', {
                  seconds: wait,
                })}
              </Text>
            )}
            {/* Polite: the person keeps typing the code while this is read out. */}
            <Text role="status" size="sm" c="teal.8" fw={500}>
              {sentNotice}
            </Text>
            {resendError && (
              <Text role="alert" size="sm" c="red.7">
                {resendError}
              </Text>
            )}
          </Stack>
          <Anchor
            component={Link}
            to="/forgetPassword"
            state={{ loginId: reset.loginId }}
            size="sm"
            ta="center"
          >
            {t('password.otp.otherEmail', 'Use a different e-mail')}
          </Anchor>
        </Stack>
      </form>
    </PasswordCard>
  );
}
