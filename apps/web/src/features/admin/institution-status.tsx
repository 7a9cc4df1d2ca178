import '@mantine/core/styles/Badge.layer.css';
import { Badge, Stack, Text } from '@mantine/core';
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

/** The same in a table cell: plain coloured words, which never get cut to "CONF…" in a narrow column. */
export function StatusText({ status, state }: { status: InstitutionStatus; state: InstitutionState }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {/* The palette's readable text shade (theme.ts), not a fixed one: yellow.8 was 2.5:1 on white. */}
      <Text size="sm" fw={600} c={STATUS_COLOR[status]}>
        {t(`admin.institutions.status.${status}`, status)}
      </Text>
      {status === 'Confirmed' && (
        <Text size="xs" c={state === 'Active' ? 'dimmed' : 'red'}>
          {t(`admin.institutions.state.${state}`, state)}
        </Text>
      )}
    </Stack>
  );
}
