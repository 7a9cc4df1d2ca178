import { donorsEndpoints, sampleListQuerySchema, sampleListSchema } from '@raktsetu/contract';

/**
 * The calls of the Samples screen (docs/spec/part-2-operations-and-admin.md §2 "Samples", §3 "Sample", §7).
 *
 * The spec lists samples on the path a donor's lab results use (GET institution/lab-results/list, "shared
 * path", with type=samples); the contract describes both under `donorsEndpoints.labResults`. This is that
 * endpoint seen as the samples list only — its query and rows — so the screen's DataTable can page, sort
 * and search it. The path is the same, so the list's cache key (`listQueryKey(samplesList)`) is too; a
 * recorded donation invalidates it (features/donors/donation-form.api.ts), and so do accepting samples and
 * saving results (lab.api.ts).
 */
export const samplesList = {
  ...donorsEndpoints.labResults,
  query: sampleListQuerySchema,
  response: sampleListSchema,
};

/** Sent with every page: the shared path lists samples only when asked for them. */
export const SAMPLES_PARAMS = { type: 'samples' } as const;
