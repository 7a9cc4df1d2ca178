import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// The super-administrator screens arrive with their own issue; until then these routes say so.

export function InstitutionDetailPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.institutionDetail.title', 'Institution Details')} />;
}

export function AdministratorsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.administrators.title', 'Administrators')} />;
}

export function AddAdminPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.addAdmin.title', 'Add Admin')} />;
}

export function UsersPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.users.title', 'Users')} />;
}

export function TransactionsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.transactions.title', 'Transactions')} />;
}

export function PricingPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.pricing.title', 'Pricing')} />;
}

export function ConfigurationPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.configuration.title', 'Configuration')} />;
}

export function SubscriptionPlansPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('admin.plans.title', 'Subscription Plans (INDIA)')} />;
}
