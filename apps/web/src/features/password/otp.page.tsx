import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { isValidOtp, MESSAGES } from '@raktsetu/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { OtpInput } from '../../components/otp-input';
import { popups } from '../../components/popups';
import { useForgotPassword, useValidateOtp } from './password.api';
import { PasswordCard } from './password-card';
import { type ResetState, readResetState, saveResetState } from './reset-state';

function fromRouterState(value: unknown): ResetState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, loginId } = value as Partial<ResetState>;
  return typeof id === 'string' && typeof loginId === 'string' ? { id, loginId } : null;
}

/** /otp: the six-digit code from the mail, with a resend link (spec part 1 §2, §5). */
export function OtpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [reset, setReset] = useState<ResetState | null>(
    () => readResetState() ?? fromRouterState(location.state),
  );
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateOtp();
  const resend = useForgotPassword();

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

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec part 1 §5: an empty code gives "Invalid OTP"; so does a code that is not six digits.
    if (!isValidOtp(otp)) {
      setError(t('password.invalidOtp', MESSAGES.invalidOtp));
      return;
    }
    setError(null);
    try {
      await validate.mutateAsync({ id: reset.id, otp });
      const next = { ...reset, otp };
      saveResetState(next);
      navigate('/setPassword', { state: next });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  const handleResend = async () => {
    setError(null);
    try {
      const { id } = await resend.mutateAsync(reset.loginId);
      const next = { id, loginId: reset.loginId };
      saveResetState(next);
      setReset(next);
      setOtp('');
      await popups.success({ title: t('password.otpSent', MESSAGES.otpSent) });
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };

  return (
    <PasswordCard
      title={t('auth.otp.title', 'Enter verification code')}
      intro={t('password.otp.intro', 'We mailed a 6-digit code to {{email}}. It is valid for 10 minutes.', {
        email: reset.loginId,
      })}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <OtpInput
            label={t('password.otp.label', 'Code from the e-mail')}
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setError(null);
            }}
            error={error}
            autoFocus
          />
          <Button type="submit" size="md" fullWidth loading={validate.isPending}>
            {t('password.otp.submit', 'Verify code')}
          </Button>
          <Group gap={6} justify="center">
            <Text size="sm" c="dimmed">
              {t('password.otp.notReceived', 'No mail after a minute?')}
            </Text>
            <Anchor component="button" type="button" size="sm" fw={600} onClick={handleResend}>
              {t('password.otp.resend', 'Resend code')}
            </Anchor>
          </Group>
          <Anchor component={Link} to="/forgetPassword" size="sm" ta="center">
            {t('password.otp.otherEmail', 'Use a different e-mail')}
          </Anchor>
        </Stack>
      </form>
    </PasswordCard>
  );
}
