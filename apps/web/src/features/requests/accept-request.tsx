import type { BloodRequestRow } from '@raktsetu/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusableButton } from '../../components/refusable-button';
import { useSession } from '../../lib/session';
import { AcceptDeputeModal, AcceptIssueModal, prefetchAcceptPopups } from './accept-popups';
import { type AcceptKind, acceptKindOf, isBulkRequest } from './accept-rules';
import { requestPatientName } from './request-text';

/**
 * How this institution answers a request (docs/spec/part-1-institution-side.md §6): a blood bank issues units, an
 * NGO deputes donors; a hospital only sees the lists.
 */
export function useAcceptKind(): AcceptKind | null {
  const session = useSession();
  return acceptKindOf(session?.identifier === 'institution' ? session.institutionType : null);
}

/**
 * A request row's Accept, on the dashboard's Request tab and the request view-all. When the institution may not
 * accept the request — an NGO and a Bulk request (docs/spec/part-1-institution-side.md §6) — it stays in the tab
 * order, looks and acts disabled, and says why: on pointing or focus (the tooltip) and to screen readers.
 */
export function AcceptButton({
  row,
  kind,
  onAccept,
}: {
  row: BloodRequestRow;
  kind: AcceptKind;
  onAccept: (row: BloodRequestRow) => void;
}) {
  const { t } = useTranslation();
  const refusal =
    kind === 'depute' && isBulkRequest(row)
      ? t('requestViewAll.bulkRefusal', 'An NGO cannot accept a Bulk request')
      : null;
  return (
    <RefusableButton
      variant="light"
      size="compact-sm"
      refusal={refusal}
      onClick={() => onAccept(row)}
      onPrefetch={prefetchAcceptPopups}
      // The visible "Accept" starts the name, which then says whose request it is.
      aria-label={t('requestViewAll.acceptOf', 'Accept request of {{name}}', {
        name: requestPatientName(row),
      })}
    >
      {t('requestViewAll.accept', 'Accept')}
    </RefusableButton>
  );
}

/** The popup an Accept opens: Accept and issue for a blood bank, Accept and Assign/Depute for an NGO. */
export function AcceptPopup({
  kind,
  request,
  onClose,
}: {
  kind: AcceptKind;
  request: BloodRequestRow | null;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      {kind === 'depute' ? (
        <AcceptDeputeModal request={request} onClose={onClose} />
      ) : (
        <AcceptIssueModal request={request} onClose={onClose} />
      )}
    </Suspense>
  );
}
