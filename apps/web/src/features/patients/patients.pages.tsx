import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// Patients arrive with their own issue; until then these routes say so.

export function PatientListPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('patients.list.title', 'Patients')} />;
}

export function AddPatientPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('patients.add.title', 'Add a Patient')} />;
}
