import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// Lab results arrive with their own issue; until then this route says so.

export function LabResultsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('lab.results.title', 'Lab Results')} />;
}
