import '@mantine/core/styles/SimpleGrid.layer.css';
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Read-only facts as a description list: a term over its value, "—" for nothing. */
export function Facts({
  items,
  label,
  cols = { base: 2, sm: 3 },
}: {
  items: readonly [string, ReactNode][];
  label?: string;
  cols?: Record<string, number>;
}) {
  return (
    <Box
      p="md"
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      {label && (
        <Text fw={700} size="sm" mb="xs">
          {label}
        </Text>
      )}
      <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="sm" m={0}>
        {items.map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {term}
            </Text>
            <Text component="dd" m={0} mt={2} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {value === null || value === undefined || value === '' ? '—' : value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Box>
  );
}
