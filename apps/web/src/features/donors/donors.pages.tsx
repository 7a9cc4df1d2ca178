import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// The donation form arrives with the camps and donations work; until then it says so.
// The people screens are modules of their own (people.page, add-donor.page, donors-around.page), so each
// route downloads only its screen.

export function DonationFormPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('donors.donationForm.title', 'Donation by Donor ID')} />;
}
