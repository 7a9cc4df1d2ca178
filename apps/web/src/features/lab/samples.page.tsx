import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

export function SamplesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('lab.samples.title', 'Samples')} />;
}
