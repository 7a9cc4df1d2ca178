import { useCallback, useState } from 'react';

/** Shows a popup (a success or a failure) over a modal and waits for its answer. */
export type Ask = <T>(popup: Promise<T>) => Promise<T>;

/**
 * Mantine closes every open modal on one Escape (each listens on the window), so Escape on a success or
 * failure popup would also close the modal under it. `ask` counts the popups shown over the modal, and
 * `guard(onClose)` ignores the modal's close while one is open: the person only meant to dismiss the popup.
 */
export function usePopupGuard(): { ask: Ask; guard: (close: () => void) => () => void } {
  const [open] = useState(() => ({ count: 0 }));
  const ask = useCallback<Ask>(
    async (popup) => {
      open.count += 1;
      try {
        return await popup;
      } finally {
        open.count -= 1;
      }
    },
    [open],
  );
  const guard = useCallback(
    (close: () => void) => () => {
      if (open.count === 0) close();
    },
    [open],
  );
  return { ask, guard };
}
