import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import {
  DEFAULT_NEARBY_RADIUS_KM,
  donorsEndpoints,
  MESSAGES,
  NEARBY_RADII_KM,
  type nearbyDonorRowSchema,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BackLink } from '../../components/back-link';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { useAskedFor } from '../../components/lazy-popup';
import { PageHeader } from '../../components/page-header';
import { formatDate, formatPhone } from '../../lib/format';
import { DonorEligibility } from './donor-eligibility';
import { DonorVerifyModal, prefetchVerifyPopup } from './donor-popups';
import { DonorProfileModal } from './donor-profile.modal';

type NearbyRow = z.infer<typeof nearbyDonorRowSchema>;
type Kind = 'nearby' | 'available';
type AroundColumn = DataTableColumn<typeof donorsEndpoints.nearby>;

const ENDPOINTS = { nearby: donorsEndpoints.nearby, available: donorsEndpoints.available } as const;

function aroundColumns(
  t: TFunction,
  kind: Kind,
  actions: { open: (row: NearbyRow) => void; verify: (row: NearbyRow) => void },
): AroundColumn[] {
  const text = (value: string | null) => <Text size="sm">{value || '—'}</Text>;
  const statusLabel = {
    Active: t('donors.around.status.active', 'Active'),
    Inactive: t('donors.around.status.inactive', 'Inactive'),
    Blocked: t('donors.around.status.blocked', 'Blocked'),
  };
  const columns: (AroundColumn | false)[] = [
    {
      id: 'donorId',
      header: t('donors.around.col.donorId', 'Donor ID'),
      cell: (row) => (
        <Text size="sm" ff="monospace">
          {row.donorId}
        </Text>
      ),
    },
    {
      id: 'bloodGroup',
      header: t('donors.around.col.bloodGroup', 'Blood Group'),
      cell: (row) => text(row.bloodGroup),
    },
    {
      id: 'name',
      header: t('donors.around.col.name', 'Name'),
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
      ),
    },
    kind === 'available' && {
      id: 'landmark',
      header: t('donors.around.col.landmark', 'LandMark'),
      cell: (row) => text(row.LandMark),
    },
    kind === 'available' && {
      id: 'contact',
      header: t('donors.around.col.contact', 'Contact No'),
      cell: (row) => (
        <Text
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
          title={
            row.contactMasked
              ? t('donors.around.masked', 'Shown in full once the donor verifies by code here')
              : undefined
          }
        >
          {row.contactNo ? formatPhone(row.contactNo) : '—'}
        </Text>
      ),
    },
    {
      id: 'gender',
      header: t('donors.around.col.gender', 'Gender'),
      cell: (row) => text(row.gender),
    },
    {
      id: 'status',
      header: t('donors.around.col.status', 'Status'),
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} c={row.status === 'Blocked' ? 'red.9' : undefined}>
            {statusLabel[row.status]}
          </Text>
          <DonorEligibility eligibility={row.eligibility} compact />
        </Stack>
      ),
    },
    {
      id: 'date',
      header: t('donors.around.col.date', 'Last Donation'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.date) || t('donors.around.never', 'Never')}
        </Text>
      ),
    },
    {
      id: 'distance',
      header: t('donors.around.col.distance', 'Distance'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('donors.around.km', '{{km}} km', { km: row.distanceKm.toFixed(1) })}
        </Text>
      ),
    },
    {
      id: 'action',
      header: t('donors.around.col.action', 'Action'),
      cell: (row) =>
        row.knownHere ? (
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => actions.open(row)}
            aria-label={t('donors.around.viewNamed', 'View {{name}}', { name: row.name })}
          >
            {t('donors.around.view', 'View')}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="compact-sm"
            disabled={row.status === 'Blocked'}
            onPointerEnter={prefetchVerifyPopup}
            onFocus={prefetchVerifyPopup}
            onClick={() => actions.verify(row)}
            aria-label={t('donors.around.requestOtpNamed', 'Request OTP from {{name}}', { name: row.name })}
          >
            {t('donors.around.requestOtp', 'Request OTP')}
          </Button>
        ),
    },
  ];
  return columns.filter((column): column is AroundColumn => column !== false);
}

/**
 * Donors Nearby (/nearby-donors) and Available for Donation (/available-for-donation),
 * docs/spec/part-1-institution-side.md §2: donors within a radius of the institution, nearest first, with
 * search and the blood-group filter. A donor not yet on this institution's list is verified by the code they
 * read out (Request OTP); one already on it opens its profile. Another institution's donor shows only these
 * fields, the number masked until they verify here (docs/decisions/0041).
 */
function DonorsAroundPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<{ _id: string; name: string } | null>(null);
  const verifyAsked = useAskedFor(verifying !== null);
  const title =
    kind === 'nearby'
      ? t('donors.nearby.title', 'Donors Nearby')
      : t('donors.available.title', 'Available for Donation');

  return (
    <Stack gap="lg">
      <BackLink to="/" label={t('donors.around.back', 'Back to the dashboard')} />
      <PageHeader
        title={title}
        intro={
          kind === 'nearby'
            ? t(
                'donors.nearby.intro',
                'Donors on RaktSetu who live within the chosen distance of the institution, nearest first.',
              )
            : t(
                'donors.available.intro',
                'Donors within the chosen distance who marked themselves available in the app and may give today.',
              )
        }
      />
      <DataTable
        endpoint={ENDPOINTS[kind]}
        label={title}
        columns={aroundColumns(t, kind, {
          open: (row) => setProfile(row._id),
          verify: (row) => setVerifying({ _id: row._id, name: row.name }),
        })}
        emptyText={
          kind === 'nearby'
            ? t('donors.nearby.empty', MESSAGES.noDonorsNearby)
            : t('donors.available.empty', MESSAGES.noDonorsForDonation)
        }
        search={{ placeholder: t('donors.around.searchPlaceholder', 'Name, donor ID, mobile or e-mail') }}
        bloodGroupFilter
        filters={['radiusKm']}
        toolbar={(list) => (
          <Select
            label={t('donors.around.radius', 'Within')}
            data={NEARBY_RADII_KM.map((km) => ({
              value: String(km),
              label: t('donors.around.km', '{{km}} km', { km }),
            }))}
            value={String(list.query.radiusKm ?? DEFAULT_NEARBY_RADIUS_KM)}
            onChange={(km) => km && list.update({ radiusKm: Number(km) })}
            allowDeselect={false}
            w={{ base: '100%', sm: 120 }}
            size="sm"
          />
        )}
        minWidth={kind === 'available' ? 1100 : 960}
      />
      <Text size="xs" c="gray.7">
        <Badge component="span" variant="light" size="xs" mr={6}>
          {t('donors.around.privacy', 'Privacy')}
        </Badge>
        {t(
          'donors.around.privacyNote',
          'Numbers of donors who are not on your list are masked until they read out the code sent to them.',
        )}
      </Text>
      <DonorProfileModal donorId={profile} opened={profile !== null} onClose={() => setProfile(null)} />
      <Suspense fallback={null}>
        {verifyAsked && (
          <DonorVerifyModal
            donor={verifying}
            onClose={() => setVerifying(null)}
            onVerified={(id) => {
              setVerifying(null);
              setProfile(id);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

export function NearbyDonorsPage() {
  return <DonorsAroundPage kind="nearby" />;
}

export function AvailableForDonationPage() {
  return <DonorsAroundPage kind="available" />;
}
