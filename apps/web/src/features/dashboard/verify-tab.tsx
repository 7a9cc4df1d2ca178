import { useTranslation } from 'react-i18next';
import { useVerificationPopups, verificationColumns } from '../requests/verification-list';
import { PENDING_VERIFICATIONS, useDashboardRequests } from './dashboard.api';
import { DashboardTable } from './dashboard-table';

/**
 * The Verify tab of a hospital with a blood bank (docs/spec/part-1-institution-side.md §2): the first three
 * requests waiting for its verification, each opening the same For Verification popup as the hospital's list.
 */
export function VerifyTab() {
  const { t } = useTranslation();
  const requests = useDashboardRequests(PENDING_VERIFICATIONS);
  const verification = useVerificationPopups();
  return (
    <>
      <DashboardTable
        label={t('dashboard.verify.tableLabel', 'Requests for verification')}
        columns={verificationColumns(t, verification.view)}
        rows={requests.data?.data}
        rowId={(row) => row._id}
        query={requests}
        emptyText={t('dashboard.verify.empty', 'No requests waiting for your verification')}
        minWidth={860}
      />
      {verification.popups}
    </>
  );
}
