import { Group, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailureAlert } from '../../components/load-failure-alert';
import printAlone from '../../components/print-alone.module.css';
import { ReportDownloads } from './report-downloads';
import type { ReportKind } from './reports.api';
import classes from './reports.module.css';

/**
 * What every report screen has around its sections: the choice of its day or month and its downloads (not
 * printed), then the report once loaded, or what stopped it loading.
 */
export function ReportFrame<T>({
  periodField,
  kind,
  period,
  report,
  children,
}: {
  periodField: ReactNode;
  kind: ReportKind;
  /** The chosen day or month, as the downloads ask for it. */
  period: string;
  report: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" className={classes.noPrint} wrap="wrap">
        {periodField}
        <ReportDownloads kind={kind} period={period} />
      </Group>
      {report.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('reports.loading', 'Loading the report')} />
        </Group>
      ) : report.isError ? (
        <LoadFailureAlert
          title={t('reports.loadFailed', 'The report could not be loaded')}
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <Stack gap="md" className={`${classes.report} ${printAlone.alone}`} aria-busy={report.isFetching}>
          {children(report.data)}
        </Stack>
      )}
    </Stack>
  );
}
