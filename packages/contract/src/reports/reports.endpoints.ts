import { endpoint } from '../common/endpoint.js';
import {
  dailyStockFileQuerySchema,
  dailyStockQuerySchema,
  dailyStockReportSchema,
  monthlyReportFileQuerySchema,
  monthlyReportQuerySchema,
  monthlyReportSchema,
} from './reports.js';

/** The registers of a licensed blood centre: its staff, as for inventory; lab members do not see them. */
const bloodCentre = { kind: 'institution', types: ['BloodBank', 'Both'] } as const;

/**
 * The daily stock report and the monthly report (issue 17 item 2b, docs/decisions). Each report has a JSON
 * endpoint for the screen (typed, validated, documented with its figures) and a file endpoint that sends the
 * same figures as .xlsx or PDF; the two read the one service, so the screen and the files never disagree.
 */
export const reportsEndpoints = {
  dailyStock: endpoint({
    method: 'GET',
    path: '/api/institution/reports/daily-stock',
    auth: bloodCentre,
    domain: 'reports',
    summary:
      'The daily stock report for a day (today by default, India time): per component and group, opening stock, what came in and went out, closing stock and units expiring within 3 days',
    query: dailyStockQuerySchema,
    response: dailyStockReportSchema,
  }),
  dailyStockFile: endpoint({
    method: 'GET',
    path: '/api/institution/reports/daily-stock/file',
    auth: bloodCentre,
    domain: 'reports',
    summary: 'The daily stock report as a file: format=xlsx (one sheet) or format=pdf (A4, printable)',
    query: dailyStockFileQuerySchema,
    transfer: 'download',
  }),
  monthly: endpoint({
    method: 'GET',
    path: '/api/institution/reports/monthly',
    auth: bloodCentre,
    domain: 'reports',
    summary:
      'The monthly report for the national system: collections by donor type, TTI reactive counts by test, issues by component, discards by reason, stock on the last day',
    query: monthlyReportQuerySchema,
    response: monthlyReportSchema,
  }),
  monthlyFile: endpoint({
    method: 'GET',
    path: '/api/institution/reports/monthly/file',
    auth: bloodCentre,
    domain: 'reports',
    summary:
      'The monthly report as a file: format=xlsx (one sheet per section) or format=pdf (A4, printable)',
    query: monthlyReportFileQuerySchema,
    transfer: 'download',
  }),
};
