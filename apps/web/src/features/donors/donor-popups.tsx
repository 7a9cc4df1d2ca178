import { lazyPopup, prefetch } from '../../components/lazy-popup';

/*
 * The donor popups that hold a form (block, unblock, verify by code) arrive when first wanted: the lists
 * that offer them load without the form library and the popups' fields (docs/decisions/0029-code-splitting.md).
 * A list fetches them ahead when a clerk points at or focuses the button that opens one (`prefetch…`), and
 * mounts one only once it has been asked for (`useAskedFor`), inside a Suspense boundary of its own.
 */

interface DonorPopupProps {
  donor: { _id: string; name: string } | null;
  onClose: () => void;
}

const loadBlock = () => import('./donor-block.modal');
const loadUnblock = () => import('./donor-unblock.modal');
const loadVerify = () => import('./donor-otp');

const fetchBlock = prefetch(loadBlock);
const fetchUnblock = prefetch(loadUnblock);

/** The code of the Block and Unblock popups (Unblock shares Block's frame), fetched ahead. */
export function prefetchBlockPopups(): void {
  fetchBlock();
  fetchUnblock();
}

/** The code of the verification popup, fetched ahead. */
export const prefetchVerifyPopup = prefetch(loadVerify);

/** A donor popup that could not be loaded is titled with the donor's name. */
const donorFrame = ({ donor }: DonorPopupProps) => ({ opened: donor !== null, title: donor?.name ?? '' });

export const BlockDonorModal = lazyPopup(
  () => loadBlock().then((module) => module.BlockDonorModal),
  donorFrame,
);
export const UnblockDonorModal = lazyPopup(
  () => loadUnblock().then((module) => module.UnblockDonorModal),
  donorFrame,
);
export const DonorVerifyModal = lazyPopup(
  () => loadVerify().then((module) => module.DonorVerifyModal),
  donorFrame,
);
