import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// Donors, donations and the People screen arrive with their own issue; until then these routes say so.

export function PeoplePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('people.title', 'People')} />;
}

export function NearbyDonorsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('donors.nearby.title', 'Donors Nearby')} />;
}

export function AvailableForDonationPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('donors.available.title', 'Available for Donation')} />;
}

export function AddDonorPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('donors.add.title', 'Add a Donor')} />;
}

export function DonationFormPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('donors.donationForm.title', 'Donation by Donor ID')} />;
}

export function DonationViewAllPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('donors.donationViewAll.title', 'All Donations')} />;
}
