import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { Eligibility } from '@raktsetu/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

const DAY = 'YYYY-MM-DD';

/**
 * The first day the donor may give, when one is known: past the interval since the last donation, and the
 * day after a deferral or a temporary block ends (`deferredUntil` is their last day). Null for a donor who
 * may give today, and for one held back by something with no end (a permanent block, age).
 */
export function availableFrom(eligibility: Eligibility, today = dayjs().format(DAY)): string | null {
  if (eligibility.eligibleToday) return null;
  const days: string[] = [];
  if (eligibility.nextEligibleDate && eligibility.nextEligibleDate > today)
    days.push(eligibility.nextEligibleDate);
  if (eligibility.deferredUntil) days.push(dayjs(eligibility.deferredUntil).add(1, 'day').format(DAY));
  return days.sort().pop() ?? null;
}

function FitnessBadge({ fit, size }: { fit: boolean; size: 'xs' | 'md' }) {
  const { t } = useTranslation();
  // The theme darkens green and orange until their text reads at AA on the light tint.
  return (
    // Never shrunk to an ellipsis in a narrow cell: the label is the point of the column.
    <Badge
      color={fit ? 'green' : 'orange'}
      variant="light"
      size={size}
      tt="none"
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {fit ? t('eligibility.fit', 'Fit To Donate') : t('eligibility.assess', 'Assess Donor')}
    </Badge>
  );
}

/**
 * The spec's fitness label (docs/spec/part-1-institution-side.md §4) decided by the contract's eligibility
 * today (docs/decisions/0041): "Fit To Donate" or "Assess Donor". Compact, for a table cell, it adds only the
 * day the donor may give again; in full, the dates and every reason in words, for the clerk to read out.
 */
export function DonorEligibility({ eligibility, compact }: { eligibility: Eligibility; compact?: boolean }) {
  const { t } = useTranslation();
  const from = availableFrom(eligibility);

  if (compact) {
    return (
      <Group gap={6}>
        <FitnessBadge fit={eligibility.eligibleToday} size="xs" />
        {from && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('eligibility.from', 'from {{date}}', { date: formatDate(from) })}
          </Text>
        )}
      </Group>
    );
  }

  const today = dayjs().format(DAY);
  const next =
    eligibility.nextEligibleDate && eligibility.nextEligibleDate > today
      ? eligibility.nextEligibleDate
      : null;
  return (
    <Stack gap={6}>
      <FitnessBadge fit={eligibility.eligibleToday} size="md" />
      {next && (
        <Text size="sm">
          {t('eligibility.nextEligible', 'Next eligible on {{date}}', { date: formatDate(next) })}
        </Text>
      )}
      {eligibility.deferredUntil && (
        <Text size="sm">
          {t('eligibility.deferredUntil', 'Deferred until {{date}}', {
            date: formatDate(eligibility.deferredUntil),
          })}
        </Text>
      )}
      {eligibility.reasons.length > 0 && (
        <List size="sm" spacing={2} aria-label={t('eligibility.reasons', 'Why the donor cannot give today')}>
          {eligibility.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
