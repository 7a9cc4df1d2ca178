import { Box, Loader, Overlay, VisuallyHidden } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * Queries marked `meta: { quiet: true }` (suggestions while typing: institution search, states, cities)
 * show their own small loader instead: an overlay flashing over the page at every keystroke would hide
 * the very field being typed in.
 */
export const QUIET = { quiet: true } as const;

const isLoud = (item: { meta?: Record<string, unknown> | undefined }) => item.meta?.quiet !== true;

/** The loading overlay shown while any call is pending (docs/spec/part-1-institution-side.md §2, docs/spec/part-2-operations-and-admin.md §8). */
export function GlobalLoading() {
  const busy =
    useIsFetching({ predicate: (query) => isLoud(query) }) +
      useIsMutating({ predicate: (mutation) => isLoud(mutation.options) }) >
    0;
  return busy ? <BusyOverlay /> : null;
}

/** The page dimmed under a loader, announced to screen readers; also shown while a screen's code loads. */
export function BusyOverlay() {
  const { t } = useTranslation();
  return (
    <Box pos="fixed" inset={0} style={{ zIndex: 1000 }} role="status" aria-live="polite">
      <Overlay color="#fff" backgroundOpacity={0.45} blur={1} fixed zIndex={1000} />
      <Box pos="fixed" top="50%" left="50%" style={{ zIndex: 1001, transform: 'translate(-50%, -50%)' }}>
        <Loader size="lg" type="dots" />
      </Box>
      <VisuallyHidden>{t('common.loading', 'Loading…')}</VisuallyHidden>
    </Box>
  );
}
