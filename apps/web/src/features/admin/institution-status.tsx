import '@mantine/core/styles/Badge.layer.css';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { InstitutionState, InstitutionStatus } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<InstitutionStatus, string> = {
  Pending: 'yellow',
  Confirmed: 'teal',
  Declined: 'red',
};

/** Status (Pending, Confirmed, Declined) and, once confirmed, state (Active, Blocked) as badges. */
export function StatusBadges({ status, state }: { status: InstitutionStatus; state: InstitutionState }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge
        color={STATUS_COLOR[status]}
        variant="light"
        radius="sm"
        style={{ flexShrink: 0, overflow: 'visible' }}
      >
        {t(`admin.institutions.status.${status}`, status)}
      </Badge>
      {status === 'Confirmed' && (
        <Badge color={state === 'Active' ? 'blue' : 'gray'} variant="light" radius="sm">
          {t(`admin.institutions.state.${state}`, state)}
        </Badge>
      )}
    </>
  );
}

/**
 * The same in a table cell: words, which a narrow column never cuts to "CONF…" as it does a badge. The words
 * keep the text colour and a dot carries the status colour: yellow text on white fails WCAG AA contrast.
 */
export function StatusText({ status, state }: { status: InstitutionStatus; state: InstitutionState }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Box
          component="span"
          aria-hidden="true"
          w={8}
          h={8}
          bg={`${STATUS_COLOR[status]}.6`}
          style={{ borderRadius: '50%', flexShrink: 0 }}
        />
        <Text size="sm" fw={600}>
          {t(`admin.institutions.status.${status}`, status)}
        </Text>
      </Group>
      {status === 'Confirmed' && (
        <Text size="xs" c={state === 'Active' ? 'gray.7' : 'red.9'} pl={14}>
          {t(`admin.institutions.state.${state}`, state)}
        </Text>
      )}
    </Stack>
  );
}
