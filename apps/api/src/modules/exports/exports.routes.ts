import {
  type EndpointDefinition,
  EXPORT_KEYS,
  EXPORT_ROW_CAP,
  EXPORTABLE_LISTS,
  type ExportFormat,
  type ExportKey,
  exportEndpoints,
} from '@raktsetu/contract';
import type { Db } from '../../db/client.js';
import { recordChange } from '../../lib/audit.js';
import type { EndpointHandler, HandlerInput, Route } from '../../plugins/endpoints.js';
import type { RequestContext } from '../../plugins/request-context.js';
import { type Cell, EXPORT_LAYOUTS, type ExportColumn } from './export-columns.js';
import { csvStream, xlsxStream } from './export-writers.js';

/** Rows read per call of the list: large enough to keep round trips few, small enough to stay small in memory. */
export const EXPORT_BATCH = 5000;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type AnyHandler = EndpointHandler<EndpointDefinition>;
const keyOf = (definition: EndpointDefinition) => `${definition.method} ${definition.path}`;

/**
 * The handlers of the list endpoints, kept as they are registered: an export reads its rows through the very
 * handler the screen calls (its guard checks, tenancy, filters, sort and row shape), a page at a time, so an
 * export can never disagree with the list it mirrors.
 */
export function createListHandlers() {
  const handlers = new Map<string, AnyHandler>();
  return {
    /** Wraps `route` so every handler registered through it is remembered. */
    record(route: Route): Route {
      return (definition, handler) => {
        handlers.set(keyOf(definition), handler as unknown as AnyHandler);
        route(definition, handler);
      };
    },
    handlerOf(definition: EndpointDefinition): AnyHandler {
      const handler = handlers.get(keyOf(definition));
      if (!handler) throw new Error(`${keyOf(definition)} is exported but its list has no route`);
      return handler;
    },
  };
}
export type ListHandlers = ReturnType<typeof createListHandlers>;

/** `donors-2026-11-27.csv`: the list and the day (in India) it was taken. */
export function exportFileName(key: ExportKey, format: ExportFormat, now = new Date()): string {
  const india = new Date(now.getTime() + (5 * 60 + 30) * 60_000);
  return `${key}-${india.toISOString().slice(0, 10)}.${format}`;
}

export const cappedNote = (cap: number) =>
  `Export stopped at ${cap.toLocaleString('en-IN')} rows. Narrow the filters to export the rest.`;

export interface ExportRun {
  /** The list's first page, read before the answer starts so that its refusals answer as errors. */
  firstPage: unknown[];
  readPage: (page: number) => Promise<unknown[]>;
  cap: number;
  /** Called once the last row is written, with the number of rows. */
  done: (rows: number, capped: boolean) => Promise<void>;
}

/** The rows of the export as cells, a page at a time, ending with a note when the cap was reached. */
export async function* cellBatches(run: ExportRun, columns: ExportColumn[]) {
  let written = 0;
  let capped = false;
  let rows = run.firstPage;
  let page = 1;
  for (;;) {
    const taken = rows.slice(0, run.cap - written);
    written += taken.length;
    yield taken.map((row) => columns.map((column) => column.value(row)));
    if (taken.length < rows.length) capped = true;
    // A short page is the last one; a full one may have more behind it.
    if (capped || rows.length < EXPORT_BATCH) break;
    page += 1;
    rows = await run.readPage(page);
    if (rows.length === 0) break;
  }
  if (capped) yield [[cappedNote(run.cap)] as Cell[]];
  await run.done(written, capped);
}

export function exportsRoutes(
  route: Route,
  { db, lists, cap = EXPORT_ROW_CAP }: { db: Db; lists: ListHandlers; cap?: number },
) {
  for (const key of EXPORT_KEYS) {
    const entry = EXPORTABLE_LISTS[key];
    const layout = EXPORT_LAYOUTS[key];
    const list = lists.handlerOf(entry.list);
    const definition = exportEndpoints[key] as EndpointDefinition;
    const handler: EndpointHandler<EndpointDefinition> = async ({ ctx, query, request, reply }) => {
      const { format, ...filters } = query as { format: ExportFormat } & Record<string, unknown>;
      const readPage = async (page: number) => {
        const input = {
          ctx,
          params: {},
          body: {},
          request,
          reply,
          query: { ...filters, page, limit: EXPORT_BATCH },
        };
        const answer = (await list(input as HandlerInput<EndpointDefinition>)) as unknown as {
          content: { data: unknown[] };
        };
        return answer.content.data;
      };
      // The list's own refusals (not yours, not allowed) answer before the first byte of the file is sent.
      const firstPage = await readPage(1);
      const columns = layout.columns(filters);
      const run: ExportRun = {
        readPage,
        firstPage,
        cap,
        done: async (rows, capped) => {
          if (!layout.personal) return;
          // Who took which people's data, filtered how, and how much of it (docs/decisions: exports).
          await recordChange(db, ctx as RequestContext, {
            action: 'list.exported',
            subjectType: key,
            details: { format, filters, rows, capped },
          }).catch((error: unknown) =>
            request.log.error({ err: error, key }, 'export audit line not written'),
          );
        },
      };
      const batches = cellBatches(run, columns);
      const headers = columns.map((column) => column.header);
      const body = format === 'csv' ? csvStream(headers, batches) : xlsxStream(key, headers, batches);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(key, format)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    };
    route(definition, handler);
  }
}
