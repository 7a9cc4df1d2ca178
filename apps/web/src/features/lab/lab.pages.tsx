import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// Lab results and samples arrive with their own issue; until then these routes say so.

export function LabResultsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('lab.results.title', 'Lab Results')} />;
}

export function SamplesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('lab.samples.title', 'Samples')} />;
}
