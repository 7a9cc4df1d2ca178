import type { BloodRequestRow } from '@raktsetu/contract';
import { lazyPopup, prefetch } from '../../components/lazy-popup';

/*
 * The Accept popups arrive when first wanted (docs/decisions/0029-code-splitting.md): a blood bank's Accept and
 * issue, an NGO's Accept and Assign/Depute. The dashboard and the request view-all load without them; pointing
 * at or focusing an Accept button fetches them ahead (`prefetchAcceptPopups`), and a list mounts one only once
 * it has been asked for (`useAskedFor`), inside a Suspense boundary of its own.
 */

const loadAcceptIssue = () => import('./accept-issue.modal');
const fetchAcceptIssue = prefetch(loadAcceptIssue);
const loadAcceptDepute = () => import('./accept-depute.modal');
const fetchAcceptDepute = prefetch(loadAcceptDepute);

/** The code of the popups an Accept button leads to, fetched ahead. */
export function prefetchAcceptPopups(): void {
  fetchAcceptIssue();
  fetchAcceptDepute();
}

interface AcceptPopupProps {
  request: BloodRequestRow | null;
  onClose: () => void;
}

export const AcceptIssueModal = lazyPopup(
  () => loadAcceptIssue().then((module) => module.AcceptIssueModal),
  ({ request }: AcceptPopupProps, t) => ({
    opened: request !== null,
    title: t('acceptIssue.title', 'Accept and issue'),
  }),
);

export const AcceptDeputeModal = lazyPopup(
  () => loadAcceptDepute().then((module) => module.AcceptDeputeModal),
  ({ request }: AcceptPopupProps, t) => ({
    opened: request !== null,
    title: t('acceptDepute.title', 'Accept and Assign/Depute'),
  }),
);
