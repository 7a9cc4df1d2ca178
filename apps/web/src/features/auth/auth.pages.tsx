import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { PublicLayout } from './public-layout';

// Registration and password reset arrive with their own issue; until then these routes say so.

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <ComingSoon title={t('auth.register.title', 'Register your institution')} />
    </PublicLayout>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <ComingSoon title={t('auth.forgotPassword.title', 'Forgot password')} />
    </PublicLayout>
  );
}

export function OtpPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <ComingSoon title={t('auth.otp.title', 'Enter verification code')} />
    </PublicLayout>
  );
}

export function SetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <ComingSoon title={t('auth.setPassword.title', 'Set password')} />
    </PublicLayout>
  );
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <ComingSoon title={t('auth.changePassword.title', 'Change password')} />
    </PublicLayout>
  );
}
