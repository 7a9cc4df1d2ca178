import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

export function DonationFormPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('donors.donationForm.title', 'Donation by Donor ID')} />;
}
