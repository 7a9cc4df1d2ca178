import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture } from '../test/log-capture.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const log = logCapture();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: log.logger });
});
afterAll(() => t.close());

describe('an error in the log', () => {
  it('keeps the failed statement and where it failed, never the values it was given', async () => {
    const medical = 'HBsAg reactive, Thalassaemia major';
    const failure = await t.database.db.execute(sql`select ${medical}::int as n`).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).toContain(medical);

    // As the error handler logs a failure it did not expect.
    t.app.log.error({ err: failure }, 'unhandled error');
    const [line = ''] = log.containing('unhandled error');
    const logged = JSON.parse(line).err;
    expect(logged.message).toMatch(/^Failed query: select \$1::int/);
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(logged.cause).toMatchObject({ code: '22P02' });
    expect(log.containing(medical, 'Thalassaemia')).toEqual([]);
  });

  it("keeps the database's constraint, not the row it refused", async () => {
    const failure = await t.database.db
      .execute(sql`insert into people (id, first_name) values (gen_random_uuid(), ${'Ramesh Thalassaemia'})`)
      .catch((error) => error);
    t.app.log.error({ err: failure }, 'refused row');
    expect(log.containing('refused row')).toHaveLength(1);
    expect(log.containing('Ramesh')).toEqual([]);
  });
});

describe('an error the router meets before any route', () => {
  it.each([
    ['a path that is not percent-encoding', '/api/generic/file/%E0%A4%A', 400],
    ['a path over the length limit', `/api/generic/file/${'a'.repeat(200)}`, 414],
  ])('(%s) carries the headers every answer carries', async (_what, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
