import { Button, Text, UnstyledButton } from '@mantine/core';
import {
  canRequestOtp,
  DONOR_OTP_MESSAGES,
  requestsEndpoints,
  type ScheduledDonation,
} from '@raktsetu/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../components/data-table';
import { useAskedFor } from '../../components/lazy-popup';
import { RefusableButton } from '../../components/refusable-button';
import { listQueryKey } from '../../components/use-list-state';
import { formatDate, formatPhone } from '../../lib/format';
import { DonorEligibility } from '../donors/donor-eligibility';
import { DonorVerifyModal, prefetchVerifyPopup } from '../donors/donor-popups';

/** The requests endpoints' scheduled donations, as the dashboard's table and the view-all read them. */
type DonationsEndpoint = typeof requestsEndpoints.donations;
/** A column of the scheduled donations, as the list screens' DataTable and the dashboard's table take it. */
export type DonationColumn = DataTableColumn<DonationsEndpoint>;

/** The donor a popup names: the person's id and their name. */
export interface NamedDonor {
  _id: string;
  name: string;
}

export const donorNameOf = (row: ScheduledDonation) => `${row.donor.firstName} ${row.donor.lastName}`.trim();

/**
 * The view-all's checklist (docs/spec/part-1-institution-side.md §2 "Donation view-all"): Completed for an Active
 * donor who may give today, otherwise Incomplete.
 */
export const checklistDone = (row: ScheduledDonation) =>
  row.donor.status === 'Active' && row.donor.eligibility.eligibleToday;

/**
 * A scheduled donation's action (docs/spec/part-1-institution-side.md §2, §4): Donation, a link to the donation
 * form, for a donor verified here by code; Request OTP for the others, which opens the code popup. A blocked
 * donor cannot be sent a code: Request OTP stays in the tab order, looks and acts disabled, and says why (the
 * tooltip on pointing or focus, and to screen readers), as the request lists' Accept does.
 */
function DonationAction({
  row,
  onVerify,
}: {
  row: ScheduledDonation;
  onVerify: (donor: NamedDonor) => void;
}) {
  const { t } = useTranslation();
  const name = donorNameOf(row);
  if (row.verified) {
    return (
      <Button
        component={Link}
        to={`/donation-form?donorId=${encodeURIComponent(row.donor._id)}&requestId=${encodeURIComponent(row.requestId)}`}
        variant="light"
        size="compact-sm"
        // The visible "Donation" starts the name, which then says whose it is.
        aria-label={t('donations.donationBy', 'Donation by {{name}}', { name })}
      >
        {t('donations.donation', 'Donation')}
      </Button>
    );
  }
  const refusal = canRequestOtp(row.donor.status)
    ? null
    : t('donorOtp.notActive', DONOR_OTP_MESSAGES.notActive);
  return (
    <RefusableButton
      variant="outline"
      size="compact-sm"
      refusal={refusal}
      onClick={() => onVerify({ _id: row.donor._id, name })}
      onPrefetch={prefetchVerifyPopup}
      aria-label={t('donations.requestOtpFrom', 'Request OTP from {{name}}', { name })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t('donations.requestOtp', 'Request OTP')}
    </RefusableButton>
  );
}

const nowrap = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text || '—'}
  </Text>
);

export interface DonationColumnOptions {
  /** Request OTP's popup, for a donor not yet verified here. */
  onVerify: (donor: NamedDonor) => void;
  /**
   * The view-all: the name opens the donor's profile, and the checklist column is shown. Without it (the
   * dashboard's tab) the name is plain text and there is no checklist.
   */
  onOpen?: (donor: NamedDonor) => void;
}

/**
 * The columns of the scheduled donations (docs/spec/part-1-institution-side.md §2 "Scheduled donation table",
 * "Donation view-all"), on the dashboard's Donations tab and the view-all alike: Name, Blood Group, Donor ID,
 * Date, Time, (the view-all's Checklist), Status, Mobile No. and the action. An ask names the day the donor is
 * to come, not an hour: Time reads "—". The view-all sorts by Date; the dashboard's table does not sort.
 */
export function donationColumns(t: TFunction, { onVerify, onOpen }: DonationColumnOptions): DonationColumn[] {
  const columns: (DonationColumn | false)[] = [
    {
      id: 'name',
      header: t('donations.col.name', 'Name'),
      rowHeader: true,
      cell: (row) => {
        const name = donorNameOf(row);
        return onOpen ? (
          <UnstyledButton
            onClick={() => onOpen({ _id: row.donor._id, name })}
            fz="sm"
            fw={600}
            c="red.9"
            td="underline"
            aria-label={t('donations.openProfile', 'Open the profile of {{name}}', { name })}
          >
            {name}
          </UnstyledButton>
        ) : (
          <Text size="sm" fw={600}>
            {name}
          </Text>
        );
      },
    },
    {
      id: 'bloodGroup',
      header: t('donations.col.bloodGroup', 'Blood Group'),
      cell: (row) => nowrap(row.donor.bloodGroup ?? ''),
    },
    {
      id: 'donorId',
      header: t('donations.col.donorId', 'Donor ID'),
      cell: (row) => (
        <Text size="sm" ff="monospace">
          {row.donor.donorId}
        </Text>
      ),
    },
    {
      id: 'date',
      header: t('donations.col.date', 'Date'),
      sort: 'appointment',
      cell: (row) => nowrap(formatDate(row.appointment)),
    },
    {
      id: 'time',
      header: t('donations.col.time', 'Time'),
      cell: () => nowrap(''),
    },
    Boolean(onOpen) && {
      id: 'checklist',
      header: t('donations.col.checklist', 'Checklist'),
      cell: (row) =>
        nowrap(
          checklistDone(row)
            ? t('donations.checklist.completed', 'Completed')
            : t('donations.checklist.incomplete', 'Incomplete'),
        ),
    },
    {
      id: 'status',
      header: t('donations.col.status', 'Status'),
      cell: (row) => <DonorEligibility eligibility={row.donor.eligibility} compact />,
    },
    {
      id: 'mobile',
      header: t('donations.col.mobile', 'Mobile No.'),
      // The number may break after +91, so the action stays in sight on a laptop screen.
      cell: (row) => (
        <Text size="sm">{formatPhone(row.donor.mobileNumber, row.donor.countryCode) || '—'}</Text>
      ),
    },
    {
      id: 'action',
      header: t('donations.col.action', 'Action'),
      cell: (row) => <DonationAction row={row} onVerify={onVerify} />,
    },
  ];
  return columns.filter((column): column is DonationColumn => column !== false);
}

/**
 * Request OTP's popup for the scheduled donations (docs/spec/part-1-institution-side.md §2, §4), the nearby
 * lists' code popup: once the donor's code checks out, every page of the scheduled donations reloads, so the
 * row offers Donation. Its code arrives when first asked for (donor-popups.tsx).
 */
export function useDonationVerify(): {
  verify: (donor: NamedDonor) => void;
  reload: () => void;
  popup: ReactNode;
} {
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState<NamedDonor | null>(null);
  const asked = useAskedFor(verifying !== null);
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: listQueryKey(requestsEndpoints.donations) });
  const popup = (
    <Suspense fallback={null}>
      {asked && (
        <DonorVerifyModal
          donor={verifying}
          onClose={() => setVerifying(null)}
          onVerified={() => {
            setVerifying(null);
            reload();
          }}
        />
      )}
    </Suspense>
  );
  return { verify: setVerifying, reload, popup };
}
