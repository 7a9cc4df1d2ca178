import type { BloodRequestRow } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskedFor } from '../../components/lazy-popup';
import { AcceptPopup, useAcceptKind } from '../requests/accept-request';
import { requestColumns } from '../requests/request-columns';
import { NEAREST_REQUESTS, useDashboardRequests } from './dashboard.api';
import { DashboardTable } from './dashboard-table';

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
        columns={requestColumns(t, { accept: kind ? { kind, onAccept: setAccepting } : null, compact: true })}
        rows={requests.data?.data}
        rowId={(row) => row._id}
        query={requests}
        emptyText={t('dashboard.request.empty', 'No New Request for blood')}
        minWidth={kind ? 760 : 680}
      />
      {kind && acceptAsked && (
        <AcceptPopup kind={kind} request={accepting} onClose={() => setAccepting(null)} />
      )}
    </>
  );
}
