import { displayUnitNumber, formatDin } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAsBloodBank, PATHS, unit, unitId } from './units.fixtures';

configure({ asyncUtilTimeout: 4000 });

/** A real unit number of this year's donations at facility A9990, check character included. */
const unitNumber = formatDin({ facility: 'A9990', year: 2026, sequence: 7 });

function detailsOf(overrides: Parameters<typeof unit>[1], holder: { mine: boolean } = { mine: true }) {
  return {
    data: {
      ...unit(7, {
        bagId: 'WB-007-FFP',
        bloodGroup: 'O-',
        component: 'Plasma Fresh Frozen',
        collectionDate: '2026-03-01',
        expiryDate: '2027-03-01',
        volume: 220,
        ...overrides,
      }),
      heldBy: 'Sahyadri Blood Centre',
      mine: holder.mine,
      parent: null,
      components: [],
    },
    history: [],
  };
}

// ---- reading a Code 128 barcode back from its bars, as a scanner does ------------------------------------

/** The 107 bar patterns of Code 128 (value 0 to 106), as JsBarcode draws them. */
async function code128Patterns(): Promise<string[]> {
  // Read from the library at run time: the patterns are the standard's, not ours to retype.
  const path = 'jsbarcode/bin/barcodes/CODE128/constants.js';
  const constants = (await import(/* @vite-ignore */ path)) as {
    BARS?: number[];
    default?: { BARS: number[] };
  };
  const bars = constants.BARS ?? constants.default?.BARS ?? [];
  return bars.map(String);
}

/** The modules of a barcode drawn by JsBarcode (2 units per module): "1" for a bar, "0" for a space. */
function modulesOf(svg: Element): string {
  const bars = [...svg.querySelectorAll('g rect')].map((rect) => ({
    from: Number(rect.getAttribute('x')) / 2,
    to: (Number(rect.getAttribute('x')) + Number(rect.getAttribute('width'))) / 2,
  }));
  const end = Math.max(...bars.map((bar) => bar.to));
  const modules = Array.from({ length: end }, () => '0');
  for (const bar of bars) modules.fill('1', bar.from, bar.to);
  return modules.join('');
}

/** Decodes Code 128 (sets A, B and C) and checks its check symbol; what a scanner would type. */
async function scan(svg: Element): Promise<string> {
  const patterns = await code128Patterns();
  const modules = modulesOf(svg);
  const values: number[] = [];
  for (let at = 0; at < modules.length - 13; at += 11)
    values.push(patterns.indexOf(modules.slice(at, at + 11)));
  expect(modules.slice(-13), 'the stop pattern').toBe(patterns[106]);
  expect(values, 'every symbol is a Code 128 symbol').not.toContain(-1);

  const [start = -1, ...rest] = values;
  const check = rest.pop();
  const weighted = rest.reduce((sum, value, index) => sum + value * (index + 1), start);
  expect(weighted % 103, 'the check symbol').toBe(check);

  let set = { 103: 'A', 104: 'B', 105: 'C' }[start];
  let text = '';
  for (const value of rest) {
    if (set === 'C' && value < 100) text += String(value).padStart(2, '0');
    else if (value === 99) set = 'C';
    else if (value === 100 && set !== 'B') set = 'B';
    else if (value === 101 && set !== 'A') set = 'A';
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else if (set === 'A') text += String.fromCharCode(value < 64 ? value + 32 : value - 64);
    else throw new Error(`Symbol ${value} is not a character in set ${set}`);
  }
  return text;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the unit label', { timeout: 30_000 }, () => {
  it('carries the unit number as a barcode, its eye-readable form, the group, component, dates, screening and bank', async () => {
    openAsBloodBank(`/inventory/unit/${unitId(7)}/label`, {
      [`GET ${PATHS.unit}`]: () => ({ content: detailsOf({ unitNumber, screening: 'released' }) }),
    });
    const label = await screen.findByRole('region', {
      name: `Label of unit ${displayUnitNumber(unitNumber)}`,
    });

    const barcode = within(label).getByRole('img', { name: `Barcode ${unitNumber}` });
    expect(await scan(barcode)).toBe(unitNumber);
    expect(within(label).getByText(`A9990 26 000007 ${unitNumber.slice(13)}`)).toBeTruthy();

    const fact = (term: string) =>
      within(label).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
    expect(fact('Component')).toBe('Plasma Fresh Frozen');
    expect(fact('Bag no')).toBe('WB-007-FFP');
    expect(fact('Collected')).toBe('01/03/2026');
    expect(fact('Expires')).toBe('01/03/2027');
    expect(fact('Volume')).toBe('220 ml');
    expect(within(label).getByText('O-')).toBeTruthy();
    expect(within(label).getByText('Screened: non-reactive')).toBeTruthy();
    expect(within(label).getByText('Sahyadri Blood Centre')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the unit' }).getAttribute('href')).toBe(
      `/inventory/unit/${unitId(7)}`,
    );
  });

  it('carries the bag number when the unit has no unit number, and warns of quarantine', async () => {
    openAsBloodBank(`/inventory/unit/${unitId(7)}/label`, {
      [`GET ${PATHS.unit}`]: () => ({ content: detailsOf({ unitNumber: null, screening: 'pending' }) }),
    });
    const label = await screen.findByRole('region', { name: 'Label of unit WB-007-FFP' });
    expect(await scan(within(label).getByRole('img', { name: 'Barcode WB-007-FFP' }))).toBe('WB-007-FFP');
    expect(within(label).getByText('WB-007-FFP', { selector: 'p' })).toBeTruthy();
    // The bag number is the code itself: it is not repeated among the facts.
    expect(within(label).queryByText('Bag no')).toBeNull();
    expect(within(label).getByText('Not yet screened — QUARANTINE')).toBeTruthy();
  });

  it('sends the label to the printer with Print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = openAsBloodBank(`/inventory/unit/${unitId(7)}/label`, {
      [`GET ${PATHS.unit}`]: () => ({ content: detailsOf({ unitNumber, screening: 'released' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says "No such unit" for a unit that is not there', async () => {
    openAsBloodBank(`/inventory/unit/${unitId(99)}/label`, {
      [`GET ${PATHS.unit}`]: () => ({ status: 404, message: 'No such unit' }),
    });
    expect(await screen.findByText('No such unit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});

describe('Print label on the unit page', { timeout: 30_000 }, () => {
  it('opens the label of a unit the institution holds', async () => {
    const { user, router } = openAsBloodBank(`/inventory/unit/${unitId(7)}`, {
      [`GET ${PATHS.unit}`]: () => ({ content: detailsOf({ unitNumber, screening: 'released' }) }),
    });
    await user.click(await screen.findByRole('link', { name: 'Print label' }));
    expect(router.state.location.pathname).toBe(`/inventory/unit/${unitId(7)}/label`);
    expect(await screen.findByRole('region', { name: /^Label of unit / })).toBeTruthy();
  });

  it('is not offered for a unit another institution holds now', async () => {
    openAsBloodBank(`/inventory/unit/${unitId(7)}`, {
      [`GET ${PATHS.unit}`]: () => ({ content: detailsOf({ unitNumber }, { mine: false }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Unit WB-007-FFP' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Print label' })).toBeNull();
  });
});
