import { Button, Text } from '@mantine/core';
import type { BloodRequestRow } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskedFor } from '../../components/lazy-popup';
import { formatDate } from '../../lib/format';
import { AcceptButton, AcceptPopup, useAcceptKind } from '../requests/accept-request';
import type { AcceptKind } from '../requests/accept-rules';
import { requestPatientName } from '../requests/request-text';
import { NEAREST_REQUESTS, useDashboardRequests } from './dashboard.api';
import { type DashboardColumn, DashboardTable } from './dashboard-table';

const plain = (text: string | null | undefined) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text || '—'}
  </Text>
);

const kmFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** "2", or "1 of 2" once some units have reached the patient. */
function unitsText(t: TFunction, request: BloodRequestRow): string {
  return request.unitsReceived > 0
    ? t('dashboard.request.unitsReceived', '{{received}} of {{units}}', {
        received: request.unitsReceived,
        units: request.units,
      })
    : String(request.units);
}

function requestColumns(
  t: TFunction,
  accept: { kind: AcceptKind; onAccept: (request: BloodRequestRow) => void } | null,
): DashboardColumn<BloodRequestRow>[] {
  const columns: DashboardColumn<BloodRequestRow>[] = [
    {
      id: 'name',
      header: t('dashboard.request.col.name', 'Name'),
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {requestPatientName(row)}
        </Text>
      ),
    },
    {
      id: 'bloodGroup',
      header: t('dashboard.request.col.bloodGroup', 'Blood Group'),
      cell: (row) => plain(row.bloodGroup),
    },
    {
      id: 'units',
      header: t('dashboard.request.col.units', 'Units'),
      cell: (row) => plain(unitsText(t, row)),
    },
    {
      id: 'component',
      header: t('dashboard.request.col.component', 'Component'),
      // Component names are long ("Red Cells Packed Irradiated"): they wrap, so Accept stays in sight.
      cell: (row) => <Text size="sm">{row.component}</Text>,
    },
    {
      id: 'condition',
      header: t('dashboard.request.col.condition', 'Condition'),
      cell: (row) => plain(row.condition),
    },
    {
      id: 'hospital',
      header: t('dashboard.request.col.hospital', 'Hospital'),
      cell: (row) => (
        <div>
          <Text size="sm">{row.hospitalName || '—'}</Text>
          {row.distanceKm !== null && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('dashboard.request.distance', '{{km}} km', { km: kmFormat.format(row.distanceKm) })}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'requiredBy',
      header: t('dashboard.request.col.requiredBy', 'Required by'),
      cell: (row) => plain(formatDate(row.requiredBy)),
    },
  ];
  if (!accept) return columns;
  return [
    ...columns,
    {
      id: 'accept',
      header: t('dashboard.request.col.accept', 'Accept'),
      cell: (row) => <AcceptButton row={row} kind={accept.kind} onAccept={accept.onAccept} />,
    },
  ];
}

/**
 * The Request tab (docs/spec/part-1-institution-side.md §2): the three nearest verified requests this
 * institution may fill. A blood centre accepts one into the Accept and issue popup, an NGO into Accept and
 * Assign/Depute (not a Bulk request).
 */
export function RequestTab() {
  const { t } = useTranslation();
  const kind = useAcceptKind();
  const requests = useDashboardRequests(NEAREST_REQUESTS);
  const [accepting, setAccepting] = useState<BloodRequestRow | null>(null);
  const acceptAsked = useAskedFor(accepting !== null);

  return (
    <>
      <DashboardTable
        label={t('dashboard.request.tableLabel', 'Blood requests')}
        columns={requestColumns(t, kind ? { kind, onAccept: setAccepting } : null)}
        rows={requests.data?.data}
        rowId={(row) => row._id}
        status={requests.status}
        error={requests.error?.message}
        onRetry={() => void requests.refetch()}
        fetching={requests.isFetching}
        emptyText={t('dashboard.request.empty', 'No New Request for blood')}
        minWidth={kind ? 760 : 680}
      />
      {kind && acceptAsked && (
        <AcceptPopup kind={kind} request={accepting} onClose={() => setAccepting(null)} />
      )}
    </>
  );
}
