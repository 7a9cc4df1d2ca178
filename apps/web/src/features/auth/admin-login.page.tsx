import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';
import { LoginLayout } from './login-layout';

/** /Super-Admin/login: the platform administrators' sign-in, landing on /Super-Admin/Dashboard. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <LoginLayout>
      <LoginForm
        loginRole="SuperAdmin"
        title={t('auth.adminLogin.title', 'Super Admin sign in')}
        subtitle={t('auth.adminLogin.subtitle', 'For RaktSetu platform administrators.')}
      />
    </LoginLayout>
  );
}
