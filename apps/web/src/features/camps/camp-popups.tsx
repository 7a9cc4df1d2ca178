import { lazyPopup, prefetch } from '../../components/lazy-popup';
import type { CampFormModalProps } from './camp-form.modal';
import type { CampPendingModalProps } from './camp-pending.modal';
import type { CampScheduleModalProps } from './camp-schedule.modal';

/*
 * The camp popups arrive when first wanted (docs/decisions/0029-code-splitting.md): the camp list, the expiring
 * units screen and the dashboard load without the forms; pointing at or focusing a button that opens one
 * fetches it ahead, and the screen mounts each only once it has been asked for (`useAskedFor`), inside a
 * Suspense boundary of its own.
 */

const loadForm = () => import('./camp-form.modal');
const loadPending = () => import('./camp-pending.modal');
const loadSchedule = () => import('./camp-schedule.modal');

/** The Create Camp form's code, fetched ahead. */
export const prefetchCampForm = prefetch(loadForm);
const fetchPending = prefetch(loadPending);
const fetchSchedule = prefetch(loadSchedule);

/** The code of a pending camp's popup and of the Re-schedule popup it leads to, fetched ahead. */
export function prefetchCampPopups(): void {
  fetchPending();
  fetchSchedule();
}

export const CampFormModal = lazyPopup(
  () => loadForm().then((module) => module.CampFormModal),
  ({ opened, draft }: CampFormModalProps, t) => ({
    opened,
    title: draft ? t('campForm.editTitle', 'Edit Draft') : t('campForm.title', 'Create Camp'),
  }),
);

export const CampPendingModal = lazyPopup(
  () => loadPending().then((module) => module.CampPendingModal),
  ({ camp, asNgo }: CampPendingModalProps, t) => ({
    opened: camp !== null,
    title: asNgo ? (camp?.campName ?? '') : t('campPending.title', 'Request to initate blood donation camp'),
  }),
);

export const CampScheduleModal = lazyPopup(
  () => loadSchedule().then((module) => module.CampScheduleModal),
  ({ camp }: CampScheduleModalProps, t) => ({
    opened: camp !== null,
    title: t('campSchedule.title', 'Re-schedule'),
  }),
);
