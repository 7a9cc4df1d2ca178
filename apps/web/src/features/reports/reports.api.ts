import {
  type EndpointDefinition,
  MESSAGES,
  type ReportFormat,
  reportFileName,
  reportsEndpoints,
  requestOf,
} from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api';
import { currentLanguage } from '../../lib/language';
import { storedToken } from '../../lib/session-store';

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
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch(requestOf(endpoint, input).url, {
      headers: {
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(MESSAGES.somethingWentWrong, 0);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof answer?.message === 'string' ? answer.message : MESSAGES.somethingWentWrong;
    throw new ApiError(message, response.status);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = reportFileName(kind, period, format);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
