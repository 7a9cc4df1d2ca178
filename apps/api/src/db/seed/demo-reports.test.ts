import path from 'node:path';
import {
  indiaToday,
  reportsEndpoints,
  STOCK_INFLOWS,
  STOCK_OUTFLOWS,
  shiftReportDay,
} from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoData } from './demo-seed.js';
import { todayInIndia } from './people-generator.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, path.join(t.config.dataDir, 'uploads'), { today: todayInIndia() });
}, 180_000);
afterAll(() => t.close());

const thisMonth = indiaToday().slice(0, 7);
const lastMonth = shiftReportDay(`${thisMonth}-01`, -1).slice(0, 7);

describe('the reports of the demo blood centres on a fresh start', () => {
  it.each(['bloodbank@raktsetu.demo', 'both@raktsetu.demo'])(
    '%s has figures in every section of this month and last month, and a balanced register today',
    async (loginId) => {
      const centre = await signIn(t, { loginId, password: DEMO_PASSWORD });
      for (const month of [lastMonth, thisMonth]) {
        const report = (await centre.call(reportsEndpoints.monthly, { month })).json().content;
        expect(
          report.collections.rows.every((row: { total: number }) => row.total > 0),
          month,
        ).toBe(true);
        expect(report.collections.rows[0].camp, month).toBeGreaterThan(0);
        expect(report.collections.deferrals.length, month).toBeGreaterThan(0);
        expect(report.tti.samplesReactive, month).toBeGreaterThan(0);
        expect(report.issues.total, month).toBeGreaterThan(0);
        expect(report.discards.total, month).toBeGreaterThan(0);
        expect(report.closingStock.total, month).toBeGreaterThan(0);
      }
      const today = (await centre.call(reportsEndpoints.dailyStock, {})).json().content;
      expect(today.totals.closing).toBeGreaterThan(0);
      const inflow = STOCK_INFLOWS.reduce((sum, measure) => sum + today.totals[measure], 0);
      const outflow = STOCK_OUTFLOWS.reduce((sum, measure) => sum + today.totals[measure], 0);
      expect(today.totals.opening + inflow - outflow).toBe(today.totals.closing);
    },
  );
});
