import { MESSAGES } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { donationColumns, useDonationVerify } from '../requests/scheduled-donations';
import { useScheduledDonations } from './dashboard.api';
import { DashboardTable } from './dashboard-table';

/**
 * The Donations tab of a blood centre (docs/spec/part-1-institution-side.md §2 "Scheduled donation table"): the
 * first three donors it asked to give who have not said no, the earliest day first. A donor verified here by
 * code offers Donation (the donation form); any other Request OTP, the code popup (not for a blocked donor).
 */
export function DonationsTab() {
  const { t } = useTranslation();
  const donations = useScheduledDonations();
  const verification = useDonationVerify();
  return (
    <>
      <DashboardTable
        label={t('dashboard.donations.tableLabel', 'Scheduled donations')}
        columns={donationColumns(t, { onVerify: verification.verify })}
        rows={donations.data?.data}
        rowId={(row) => row._id}
        query={donations}
        emptyText={t('dashboard.donations.empty', MESSAGES.noDonorsScheduled)}
        minWidth={900}
      />
      {verification.popup}
    </>
  );
}
