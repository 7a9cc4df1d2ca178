import { lazyPopup, prefetch } from '../../components/lazy-popup';
import type { RequestBloodModalProps } from './request-blood.modal';

/*
 * The Request Blood popup arrives when first wanted (docs/decisions/0029-code-splitting.md): the dashboard
 * loads without its form; the sidebar's Request Blood button leads to `/?requestBlood=true`, where the dashboard
 * mounts it (inside a Suspense boundary of its own), and pointing at a button that opens it may fetch it ahead.
 * The People screen's Request button opens it with the donors chosen there.
 */

const loadRequestBlood = () => import('./request-blood.modal');

/** The popup's code, fetched ahead. */
export const prefetchRequestBlood = prefetch(loadRequestBlood);

export const RequestBloodModal = lazyPopup(
  () => loadRequestBlood().then((module) => module.RequestBloodModal),
  ({ opened }: RequestBloodModalProps, t) => ({
    opened,
    title: t('requestBlood.title', 'Request Blood'),
  }),
);
