import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// Blood requests arrive with their own issue; until then these routes say so.

export function RequestViewAllPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('requests.viewAll.title', 'All Blood Requests')} />;
}

export function VerifyRequestViewAllPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('requests.verifyViewAll.title', 'Requests Awaiting Verification')} />;
}
