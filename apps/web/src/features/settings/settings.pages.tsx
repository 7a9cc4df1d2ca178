import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// The settings wizard arrives with its own issue; until then the route says so.

export function SettingsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('settings.title', 'Settings')} />;
}
