import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

export function CampDetailsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('camps.details.title', 'Camp Details')} />;
}
