import '@mantine/core/styles/Badge.layer.css';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AvailabilityCentre, Component } from '@raktsetu/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { exactTime, relativeTime } from './relative-time';

type Count = AvailabilityCentre['counts'][number];

/** The counts per component, in the order the server sent them (the contract's component order, then groups). */
export function countsByComponent(counts: readonly Count[]): [Component, Count[]][] {
  const grouped = new Map<Component, Count[]>();
  for (const count of counts) grouped.set(count.component, [...(grouped.get(count.component) ?? []), count]);
  return [...grouped];
}

/** The number a phone dials: the digits and the leading +, without the spaces written for reading. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One blood centre of the results: how to reach it, how fresh its counts are, and what it holds, a line per
 * component with a chip per blood group. Chips wrap, so a phone shows them without sideways scrolling.
 */
export function CentreCard({ centre }: { centre: AvailabilityCentre }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const place = [[centre.city, centre.state].filter(Boolean).join(', '), centre.zipcode]
    .filter(Boolean)
    .join(' ');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div>
            <Title order={3} fz="h4" id={headingId}>
              {centre.name}
            </Title>
            <Text size="sm" c="gray.7">
              {centre.address}
            </Text>
            {place && (
              <Text size="sm" c="gray.7">
                {place}
              </Text>
            )}
          </div>
          <Group gap={6}>
            {centre.open24x7 && (
              <Badge color="teal" variant="light" tt="none">
                {t('availability.open24x7', 'Open 24×7')}
              </Badge>
            )}
            {centre.distanceKm !== null && (
              <Badge color="gray" variant="outline" tt="none">
                {t('availability.distance', '{{km}} km away', { km: centre.distanceKm })}
              </Badge>
            )}
          </Group>
        </Group>

        <Group gap="md" wrap="wrap" align="center">
          <Button component="a" href={telHref(centre.phone)} variant="light" size="sm">
            {t('availability.call', 'Call {{phone}}', { phone: centre.phone })}
          </Button>
          {centre.updatedAt && (
            <Text size="sm" c="gray.7">
              {t('availability.updated', 'Updated')}{' '}
              <time dateTime={centre.updatedAt} title={exactTime(centre.updatedAt)}>
                {relativeTime(centre.updatedAt, i18n.language)}
              </time>
            </Text>
          )}
        </Group>

        <Text fw={600}>
          {t('availability.unitsAvailable', 'Units available: {{units}}', {
            units: formatCount(centre.units),
          })}
        </Text>
        <Stack component="dl" gap={8} m={0}>
          {countsByComponent(centre.counts).map(([component, counts]) => (
            <Group key={component} gap={6} wrap="wrap" align="center">
              <Text component="dt" size="sm" fw={600} me={4}>
                {component}
              </Text>
              {counts.map((count) => (
                <Box
                  key={count.bloodGroup}
                  component="dd"
                  m={0}
                  px={8}
                  py={2}
                  fz="sm"
                  bg="blood.0"
                  style={{ borderRadius: 'var(--mantine-radius-xl)', whiteSpace: 'nowrap' }}
                >
                  <span aria-hidden="true">
                    {count.bloodGroup} · <b>{formatCount(count.units)}</b>
                  </span>
                  <VisuallyHidden>
                    {t('availability.groupUnits', '{{group}}: {{units}}', {
                      group: count.bloodGroup,
                      units: formatCount(count.units),
                    })}
                  </VisuallyHidden>
                </Box>
              ))}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
