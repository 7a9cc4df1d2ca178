import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

export function CampDonorsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('camps.donors.title', 'Camp Donors')} />;
}
