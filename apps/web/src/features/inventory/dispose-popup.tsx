import { MESSAGES } from '@raktsetu/contract';
import { lazyPopup, prefetch } from '../../components/lazy-popup';

/*
 * The Dispose popup of In Inventory and In Process arrives when first wanted: the lists load without the form
 * library and the popup's fields (docs/decisions/0029-code-splitting.md). A list fetches its code ahead when
 * the clerk points at or focuses a Dispose button, and mounts the popup only once it has been asked for
 * (`useAskedFor`), inside a Suspense boundary of its own.
 */

const loadDispose = () => import('./dispose.modal');

/** The code of the Dispose popup, fetched ahead. */
export const prefetchDispose = prefetch(loadDispose);

export const DisposeModal = lazyPopup(
  () => loadDispose().then((module) => module.DisposeModal),
  ({ units }, t) => ({
    opened: units !== null && units.length > 0,
    title: t('disposeUnits.confirm', MESSAGES.confirmDispose),
  }),
);
