import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// The institution profile arrives with the settings issue; until then the route says so.

export function ProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('institution.profile.title', 'Profile')} />;
}
