import { Stack } from '@mantine/core';
import { MESSAGES, requestsEndpoints } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { DonorProfileModal } from '../donors/donor-profile.modal';
import { donationColumns, type NamedDonor, useDonationVerify } from './scheduled-donations';

/**
 * /dashboard/donation-viewall (docs/spec/part-1-institution-side.md §2 "Donation view-all"): every donor this
 * blood centre asked to give who has not said no, from today on, the earliest day first, ten to a page; Date
 * sorts. A row's name opens the donor's profile (History, Lab results, Medical, Remarks); Donation leads a
 * donor verified here to the donation form, Request OTP sends the others a code (not a blocked donor). Page and
 * order live in the address, so a refresh or a typed link shows the same page.
 */
export function DonationViewAllPage() {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<NamedDonor | null>(null);
  const verification = useDonationVerify();
  const title = t('donors.donationViewAll.title', 'All Donations');
  return (
    <Stack gap="lg">
      <BackLink to="/" label={t('donationViewAll.back', 'Back to the dashboard')} />
      <PageHeader
        title={title}
        intro={t(
          'donationViewAll.intro',
          'Donors you asked to give blood who have not said no, from today on, the earliest day first. Verify a donor by the code sent to them before recording the donation.',
        )}
      />
      <DataTable
        endpoint={requestsEndpoints.donations}
        label={title}
        columns={donationColumns(t, { onVerify: verification.verify, onOpen: setProfile })}
        emptyText={t('donationViewAll.empty', MESSAGES.noDonorsScheduled)}
        search={false}
        minWidth={940}
      />
      <DonorProfileModal
        donorId={profile?._id ?? null}
        opened={profile !== null}
        onClose={() => {
          setProfile(null);
          // The profile verifies by code too: the row then offers Donation.
          verification.reload();
        }}
      />
      {verification.popup}
    </Stack>
  );
}
