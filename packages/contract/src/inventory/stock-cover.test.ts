import { describe, expect, it } from 'vitest';
import { monthlyConsumptionSchema } from '../institutions/settings.js';
import { redCellCover } from './stock-cover.js';

describe('the red cell cover', () => {
  it('is the whole blood and red cells available over a day of the monthly consumption', () => {
    const consumption = monthlyConsumptionSchema.parse({
      'O+': { 'Whole Blood': 30, 'Red Cells': 150, Plasma: 500 },
      'B-': { 'Red Cells': 0 },
    });
    const stock = [
      {
        _id: 'O+' as const,
        inventory: [
          { component: 'Whole Blood' as const, available: 4 },
          { component: 'Red Cells Packed' as const, available: 20 },
          { component: 'Red Cells Leukoreduced' as const, available: 3 },
          { component: 'Plasma Fresh Frozen' as const, available: 90 },
        ],
      },
    ];
    const cover = redCellCover(stock, consumption);
    // 27 units at 6 a day.
    expect(cover.find((c) => c.bloodGroup === 'O+')?.days).toBe(4.5);
    // No consumption saved (or none used): no figure rather than a made-up one.
    expect(cover.find((c) => c.bloodGroup === 'B-')?.days).toBeNull();
    expect(cover.find((c) => c.bloodGroup === 'HH')?.days).toBeNull();
    expect(cover).toHaveLength(9);
  });
});
