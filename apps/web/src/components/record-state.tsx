import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../lib/api';
import { EmptyState } from './empty-state';

/** What a page says when its record is not there, and where it sends the person instead. */
export interface MissingRecord {
  title: string;
  text: string;
  to: string;
  action: string;
}

/** Whether an answer means "no such record" for this institution: unknown, malformed or another's id. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/** "No such …", with a way back to where such records are listed. */
export function MissingRecordState({ missing }: { missing: MissingRecord }) {
  return (
    <Paper withBorder radius="md">
      <EmptyState title={missing.title} description={missing.text}>
        <Button component={Link} to={missing.to} variant="light">
          {missing.action}
        </Button>
      </EmptyState>
    </Paper>
  );
}

/**
 * The body of a page about one record (a unit, a camp): loading, not there (404 and kin, like a missing record),
 * a failure with Try again, or the record itself.
 */
export function RecordState<T>({
  query,
  loading,
  failed,
  missing,
  children,
}: {
  query: UseQueryResult<T, Error>;
  loading: string;
  failed: string;
  missing: MissingRecord;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Group gap="xs" p="lg">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{loading}</Text>
      </Group>
    );
  }
  if (query.isError) {
    if (isMissing(query.error)) return <MissingRecordState missing={missing} />;
    return (
      <Alert color="red" variant="light" role="alert" title={failed}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('table.retry', 'Try again')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
