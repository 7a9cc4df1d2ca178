import { Box, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** The bar at the bottom of a popup: it stays in view while the content above it scrolls. */
export function ModalFooterBar({ children }: { children: ReactNode }) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      mt="lg"
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
    >
      {children}
    </Box>
  );
}

/** The popups' buttons stay at the bottom while the fields above them scroll. */
export function ModalButtons({ children }: { children: ReactNode }) {
  return (
    <ModalFooterBar>
      <Group justify="flex-end" gap="sm">
        {children}
      </Group>
    </ModalFooterBar>
  );
}

/** Forms in a popup: React passes events up through portals, and a page's own form must not see this one. */
export const ownSubmit = (submit: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
  event.stopPropagation();
  void submit(event);
};
