import {
  type EndpointDefinition,
  type ReportFormat,
  reportFileName,
  reportsEndpoints,
  requestOf,
} from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { downloadApiFile } from '../../lib/files';

/**
 * The reports screen's calls (issue 17 item 2b): the figures as JSON, the same figures as a file. Another day or
 * month shows the loader, not the previous period's figures under the new period's name: a return is copied
 * from this screen, and figures of the wrong period must never be on it.
 */

export function useDailyStock(day: string) {
  return useQuery({
    queryKey: ['reports', 'daily-stock', day],
    queryFn: async ({ signal }) => (await call(reportsEndpoints.dailyStock, { day }, { signal })).content,
  });
}

export function useMonthlyReport(month: string) {
  return useQuery({
    queryKey: ['reports', 'monthly', month],
    queryFn: async ({ signal }) => (await call(reportsEndpoints.monthly, { month }, { signal })).content,
  });
}

export type ReportKind = 'daily-stock' | 'monthly-report';

/**
 * Fetches a report file with the token (a plain link would go without it) and hands it to the browser as a
 * download named after the report and its period.
 */
export async function downloadReport(kind: ReportKind, period: string, format: ReportFormat): Promise<void> {
  const endpoint: EndpointDefinition =
    kind === 'daily-stock' ? reportsEndpoints.dailyStockFile : reportsEndpoints.monthlyFile;
  const input = kind === 'daily-stock' ? { day: period, format } : { month: period, format };
  await downloadApiFile(requestOf(endpoint, input).url, () => reportFileName(kind, period, format));
}
