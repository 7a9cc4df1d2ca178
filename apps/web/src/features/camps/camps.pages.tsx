import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// Donation camps arrive with their own issue; until then these routes say so.

export function CampListPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('camps.list.title', 'List of Camps')} />;
}

export function CampDonorsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('camps.donors.title', 'Camp Donors')} />;
}

export function CampDetailsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('camps.details.title', 'Camp Details')} />;
}
