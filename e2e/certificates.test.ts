import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BLOOD_BANK, tokenOf } from './support/accounts.js';
import { callApi } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { hasChromium, saveScreenshot } from './support/browser.js';
import { expectNoProblems, mainOf, waitUntilLoaded } from './support/person.js';
import { useSite } from './support/site.js';
import { bodyRows, settled } from './support/tables.js';

/**
 * Donation certificates in Chromium (issue 17 item 5): a demo blood centre's clerk types the address of the
 * People list searched for a donor who gave there (the demo's camps and desk), opens the donor's profile, and
 * downloads the certificate of a donation from the History tab. The file is a PDF that names the donor, the
 * blood centre and the unit; the popup passes axe.
 *
 * One real server (built app, fresh embedded database with the demo data) and one Chromium for the file.
 */

interface DonorRow {
  _id: string;
  donorId: string;
  firstName: string;
  lastName: string;
}

interface HistoryRow {
  date: string;
  institutionName: string;
  donationId: string | null;
}

/** The text of a PDF written by pdfkit: content streams inflated, the hex strings of their TJ operators read. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const pieces: string[] = [];
  for (const match of source.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let body = pdf.subarray(start, source.indexOf('endstream', start));
    if (match[1]?.includes('/FlateDecode')) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    for (const operator of body.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operator[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      pieces.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return pieces.join(' ');
}

/** `2026-11-20` as the app shows it: `20 Nov 2026`. */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${day.slice(0, 10)}T00:00:00Z`))
    .replace('Sept', 'Sep');

describe.skipIf(!hasChromium)('donation certificates, in Chromium', () => {
  const site = useSite();

  it('a blood centre downloads a demo donor’s certificate from the donor’s history', async () => {
    const visit = await site.journeyAs(BLOOD_BANK);
    const { page } = visit;
    const token = await tokenOf(page);

    // A donor who gave at this blood centre: the samples its donations sent to the lab name them (by donor ID).
    const samples = await callApi<{ data: { donorId: string }[] }>(
      page,
      token,
      'GET',
      '/api/institution/lab-results/list',
      { params: { type: 'samples', limit: 50 } },
    );
    expect(samples.status, samples.message).toBe(200);
    let found: { donor: DonorRow; row: HistoryRow } | undefined;
    for (const code of new Set(samples.content.data.map((sample) => sample.donorId))) {
      const listed = await callApi<{ data: DonorRow[] }>(
        page,
        token,
        'GET',
        '/api/institution/get-known-donors',
        {
          params: { search: code, limit: 1 },
        },
      );
      const donor = listed.content.data[0];
      if (!donor) continue;
      const history = await callApi<{ data: HistoryRow[] }>(
        page,
        token,
        'GET',
        '/api/institution/donation-history/list',
        { params: { donorId: donor._id, limit: 3 } },
      );
      const row = history.content.data.find((candidate) => candidate.donationId);
      if (row) {
        found = { donor, row };
        break;
      }
    }
    expect(found, 'a demo donor with a donation taken at the demo blood centre').toBeDefined();
    const { donor, row } = found as { donor: DonorRow; row: HistoryRow };
    const donorId = donor._id;
    const name = `${donor.firstName} ${donor.lastName}`.trim();

    // The clerk types the list's address with the donor ID in its search.
    await page.goto(`/people?search=${encodeURIComponent(donor.donorId)}`);
    const table = mainOf(page).getByRole('table').first();
    await expect.poll(() => bodyRows(table).count(), { timeout: 15_000 }).toBe(1);
    await settled(table);
    await table.getByRole('button', { name: `Open the profile of ${name}`, exact: true }).click();
    const popup = page.getByRole('dialog', { name, exact: true });
    const history = popup.getByRole('table', { name: 'History', exact: true });
    const download = history.getByRole('button', {
      name: `Download the certificate of the donation of ${shown(row.date)}`,
      exact: true,
    });
    await download.first().waitFor();
    await waitUntilLoaded(page);
    await download.first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'certificates-01-history');
    await expectAccessible(page, 'the donor profile with its certificates', '[role="dialog"]');

    const saving = page.waitForEvent('download');
    await download.first().click();
    const file = await saving;
    expect(file.suggestedFilename()).toBe(`certificate-${donor.donorId}-${row.date.slice(0, 10)}.pdf`);
    const saved = `/tmp/shots/certificates/${file.suggestedFilename()}`;
    await file.saveAs(saved);
    const pdf = await readFile(saved);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Certificate of Blood Donation');
    expect(text).toContain(name);
    expect(text).toContain(BLOOD_BANK.name);
    expect(text).toContain(shown(row.date));

    // Another blood centre's donation, or a donation id that is not this donor's, is not there.
    const refused = await page.request.get(
      `/api/institution/donors/${donorId}/donations/00000000-0000-4000-8000-000000000000/certificate`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(refused.status()).toBe(404);
    expectNoProblems(visit);
  });
});
