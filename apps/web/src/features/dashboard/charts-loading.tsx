import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where the charts will be while their code or their figures load: the same boxes, so the page does not jump
 * when they arrive.
 */
export function ChartsLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true">
      <Text size="sm" c="dimmed">
        {t('dashboard.charts.loading', 'Loading the charts…')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Skeleton h={240} radius="md" />
        <Skeleton h={240} radius="md" />
      </SimpleGrid>
      <Skeleton h={280} radius="md" />
    </Stack>
  );
}
