import { describe, expect, it } from 'vitest';
import { EXPORT_KEYS, EXPORT_LIST_PATHS, exportKeyFor } from './export-lists.js';
import { EXPORTABLE_LISTS, exportEndpoints } from './exports.endpoints.js';

describe('the exports of the list screens', () => {
  it.each(EXPORT_KEYS)('%s mirrors the list its path names, with its guard', (key) => {
    expect(EXPORTABLE_LISTS[key].list.path).toBe(EXPORT_LIST_PATHS[key]);
    expect(exportEndpoints[key].auth).toEqual(EXPORTABLE_LISTS[key].list.auth);
    expect(exportEndpoints[key].path).toBe(`/api/exports/${key}`);
  });

  it('keep the checks of a list’s whole query: a period that ends before it begins is refused', () => {
    const query = exportEndpoints['donor-reactions'].query;
    expect(query.safeParse({ from: '2026-05-02', to: '2026-05-01', format: 'csv' }).success).toBe(false);
    expect(query.safeParse({ from: '2026-05-01', to: '2026-05-02', format: 'csv' }).success).toBe(true);
  });

  it('take the list’s filters and sort but not its paging, and insist on a format', () => {
    const query = exportEndpoints.inventory.query;
    expect(Object.keys(query.shape)).not.toContain('page');
    expect(Object.keys(query.shape)).not.toContain('limit');
    expect(query.safeParse({ type: 'issued', bloodGroup: 'O-' }).success).toBe(false);
    expect(query.parse({ type: 'issued', bloodGroup: 'O-', format: 'xlsx' })).toMatchObject({
      type: 'issued',
      bloodGroup: 'O-',
      sort: 'expiryDate',
      format: 'xlsx',
    });
    expect(query.safeParse({ type: 'issued', bloodGroup: 'Z+', format: 'csv' }).success).toBe(false);
  });

  it('are found from the table on screen; the lab’s one path serves its samples and its register', () => {
    expect(exportKeyFor('/api/institution/get-known-donors', {})).toBe('donors');
    expect(exportKeyFor('/api/institution/lab-results/list', { type: 'samples' })).toBe('lab-samples');
    expect(exportKeyFor('/api/institution/lab-results/list', { bloodGroup: 'A+' })).toBe('lab-register');
    expect(exportKeyFor('/api/institution/donation-history/list', {})).toBeUndefined();
  });
});
