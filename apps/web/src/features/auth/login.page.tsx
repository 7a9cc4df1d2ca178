import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';
import { LoginLayout } from './login-layout';

/** /login: institution sign-in (spec part 1 §2). */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <LoginLayout>
      <LoginForm
        loginRole="Login"
        title={t('auth.login.title', 'Sign in')}
        subtitle={t('auth.login.subtitle', 'For blood banks, hospitals and NGOs registered on RaktSetu.')}
        withInstitutionLinks
      />
    </LoginLayout>
  );
}
