import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Badge, Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ACHIEVABLE_PERCENT,
  type CampRow,
  campCapacity,
  MINUTES_PER_DONATION,
  UNITS_PER_BED_PER_HOUR,
} from '@raktsetu/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { campStatusText } from './camp-text';

/**
 * The "Attention" capacity guide of the camp forms and popups (docs/spec/part-1-institution-side.md §9): what
 * a camp of these hours and beds can collect — at most, at least, on average — and the 65 % of the most that
 * is achievable. Without positive hours and beds it says what to enter.
 */
export function CampCapacityGuide({ hours, beds }: { hours: number | null; beds: number | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const known = (hours ?? 0) > 0 && (beds ?? 0) > 0;
  const capacity = campCapacity({ hours: hours ?? 0, beds: beds ?? 0 });
  const units = (count: number) => t('campCapacity.units', '{{n}} units', { n: formatCount(count) });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={headingId}>
          {t('campCapacity.title', 'Attention')}
        </Title>
        <Text size="sm" c="gray.7">
          {t(
            'campCapacity.rule',
            'A donation takes {{min}} to {{max}} minutes ({{average}} on average), so one bed gives {{low}} to {{high}} units an hour. Only {{percent}} % of the most a camp can collect is achievable.',
            {
              min: MINUTES_PER_DONATION.minimum,
              max: MINUTES_PER_DONATION.maximum,
              average: MINUTES_PER_DONATION.average,
              low: UNITS_PER_BED_PER_HOUR.minimum,
              high: UNITS_PER_BED_PER_HOUR.maximum,
              percent: ACHIEVABLE_PERCENT,
            },
          )}
        </Text>
        {known ? (
          <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
            <Fact label={t('campCapacity.max', 'Maximum capacity')}>{units(capacity.maxUnits)}</Fact>
            <Fact label={t('campCapacity.min', 'Minimum capacity')}>{units(capacity.minUnits)}</Fact>
            <Fact label={t('campCapacity.average', 'Average capacity')}>{units(capacity.averageUnits)}</Fact>
            <Fact
              label={t('campCapacity.achievable', 'Achievable ({{percent}} %)', {
                percent: ACHIEVABLE_PERCENT,
              })}
            >
              {units(capacity.achievableUnits)}
            </Fact>
          </SimpleGrid>
        ) : (
          <Text size="sm">
            {t('campCapacity.enterHours', 'Enter the hours and the beds to see what this camp can collect.')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** One term of a description list; nothing given reads "—". */
export function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text
        component="dd"
        size="sm"
        m={0}
        mt={2}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {empty ? '—' : children}
      </Text>
    </Box>
  );
}

/** A camp's status as a badge: Draft, Pending, Accepted (or Deactivated), Declined. */
export function CampStatusBadge({ camp }: { camp: Pick<CampRow, 'status' | 'active'> }) {
  const { t } = useTranslation();
  const color =
    camp.status === 'Accepted'
      ? camp.active
        ? 'teal'
        : 'gray'
      : camp.status === 'Declined'
        ? 'red'
        : camp.status === 'Pending'
          ? 'blue'
          : 'gray';
  return (
    // Never narrower than its word: in a table cell a badge would otherwise shrink to "PEND…".
    <Badge variant="light" color={color} radius="sm" miw="max-content">
      {campStatusText(t, camp)}
    </Badge>
  );
}
