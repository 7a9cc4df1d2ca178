import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

export function CampListPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('camps.list.title', 'List of Camps')} />;
}
