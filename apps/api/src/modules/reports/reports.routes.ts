import { type ReportFormat, reportFileName, reportsEndpoints } from '@raktsetu/contract';
import type { FastifyReply } from 'fastify';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { dailyStockDocument, monthlyDocument, type ReportDocument } from './report-document.js';
import { reportPdf } from './report-pdf.js';
import { reportXlsx } from './report-xlsx.js';
import type { ReportsService } from './reports.service.js';

const MIME: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

async function sendFile(reply: FastifyReply, document: ReportDocument, format: ReportFormat, name: string) {
  const bytes = format === 'pdf' ? await reportPdf(document) : await reportXlsx(document);
  return (
    reply
      .header('content-type', MIME[format])
      .header('x-content-type-options', 'nosniff')
      // The figures of today change by the minute: never served from a cache.
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(bytes)
  );
}

export function reportsRoutes(route: Route, { reports }: { reports: ReportsService }) {
  route(reportsEndpoints.dailyStock, async ({ ctx, query }) =>
    ok(await reports.dailyStock(ctx, query), 'Daily stock report'),
  );
  route(reportsEndpoints.monthly, async ({ ctx, query }) =>
    ok(await reports.monthly(ctx, query), 'Monthly report'),
  );
  route(reportsEndpoints.dailyStockFile, async ({ ctx, query, reply }) => {
    const report = await reports.dailyStock(ctx, query);
    return sendFile(
      reply,
      dailyStockDocument(report),
      query.format,
      reportFileName('daily-stock', report.day, query.format),
    );
  });
  route(reportsEndpoints.monthlyFile, async ({ ctx, query, reply }) => {
    const report = await reports.monthly(ctx, query);
    return sendFile(
      reply,
      monthlyDocument(report),
      query.format,
      reportFileName('monthly-report', report.month, query.format),
    );
  });
}
