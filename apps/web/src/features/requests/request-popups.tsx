import type { BloodRequestRow } from '@raktsetu/contract';
import { lazyPopup, prefetch } from '../../components/lazy-popup';

/*
 * The verification popups arrive when first wanted (docs/decisions/0029-code-splitting.md): the dashboard loads
 * without their forms; pointing at or focusing a View button fetches them ahead (`prefetchRequestPopups`), and
 * the list mounts each only once it has been asked for (`useAskedFor`), inside a Suspense boundary of its own.
 */

const loadDetails = () => import('./request-details.modal');
const loadEdit = () => import('./request-edit.modal');
const loadDecline = () => import('./request-decline.modal');

const fetchDetails = prefetch(loadDetails);
const fetchEdit = prefetch(loadEdit);
const fetchDecline = prefetch(loadDecline);

/** The code of the three popups a View button leads to, fetched ahead. */
export function prefetchRequestPopups(): void {
  fetchDetails();
  fetchEdit();
  fetchDecline();
}

export const RequestDetailsModal = lazyPopup(
  () => loadDetails().then((module) => module.RequestDetailsModal),
  ({ request }, t) => ({
    opened: request !== null,
    title: t('requestDetails.title', 'For Verification'),
  }),
);
export const RequestEditModal = lazyPopup(
  () => loadEdit().then((module) => module.RequestEditModal),
  ({ request }, t) => ({ opened: request !== null, title: t('requestEdit.title', 'Request Blood') }),
);
export const DeclineRequestModal = lazyPopup(
  () => loadDecline().then((module) => module.DeclineRequestModal),
  ({ request }: { request: BloodRequestRow | null }, t) => ({
    opened: request !== null,
    title: t('declineRequest.title', 'Decline this request?'),
  }),
);
