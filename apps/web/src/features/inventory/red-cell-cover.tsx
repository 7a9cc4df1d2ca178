import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { BloodGroup } from '@raktsetu/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Below three days a blood centre starts calling donors; below seven it watches. */
const coverColor = (days: number) => (days < 3 ? 'red' : days < 7 ? 'orange' : 'green');

/**
 * How many days each group's red cells last at the average monthly consumption saved in Settings, so a
 * clerk sees which group to call donors for before it runs out.
 */
export function RedCellCover({ cover }: { cover: { bloodGroup: BloodGroup; days: number | null }[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const known = cover.filter(
    (group): group is { bloodGroup: BloodGroup; days: number } => group.days !== null,
  );
  return (
    <section aria-labelledby={headingId}>
      <Text id={headingId} fw={700} size="sm" mb={6}>
        {t('dashboard.inventory.cover.title', 'Red cell stock cover at your average monthly use')}
      </Text>
      {known.length === 0 ? (
        <Text size="sm">
          {t('dashboard.inventory.cover.none', 'Save your average monthly consumption in')}{' '}
          <Anchor component={Link} to="/settings">
            {t('dashboard.inventory.cover.settings', 'Settings')}
          </Anchor>{' '}
          {t('dashboard.inventory.cover.noneEnd', 'to see how many days your red cells last.')}
        </Text>
      ) : (
        <Group gap="xs">
          {known.map(({ bloodGroup, days }) => (
            // A tint says how urgent; the words stay dark on it, readable at any size (WCAG AA).
            <Badge
              key={bloodGroup}
              variant="light"
              color={coverColor(days)}
              c="dark.9"
              tt="none"
              size="lg"
              radius="sm"
            >
              {t('dashboard.inventory.cover.days', '{{group}}: {{days}} days', { group: bloodGroup, days })}
            </Badge>
          ))}
        </Group>
      )}
    </section>
  );
}
