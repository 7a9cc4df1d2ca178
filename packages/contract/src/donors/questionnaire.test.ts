import { describe, expect, it } from 'vitest';
import {
  isWithinLookback,
  lookbackStart,
  QUESTIONNAIRE_LOOKBACK,
  questionnaireItemsFor,
} from './questionnaire.js';

describe('questionnaire look-back windows (docs/spec/part-1-institution-side.md §5)', () => {
  it.each([
    ['travel', 28, 'days', false],
    ['food', 4, 'hours', false],
    ['aspirin', 3, 'days', false],
    ['antibiotics', 3, 'days', false],
    ['priorDonation', 3, 'months', false],
    ['jaundice', 1, 'years', false],
    ['tattoo', 6, 'months', false],
    ['transfusion', 6, 'months', false],
    ['weightLoss', 6, 'months', false],
    ['procedures', 12, 'months', false],
    ['cold', 1, 'weeks', false],
    ['fever', 1, 'weeks', false],
    ['cough', 1, 'weeks', false],
    ['alcohol', 24, 'hours', false],
    ['pregnancy', 6, 'months', true],
    ['abortion', 6, 'months', true],
    ['childUnderOneYear', 1, 'years', true],
  ] as const)('%s looks back %i %s (female only: %s)', (item, amount, unit, femaleOnly) => {
    expect(QUESTIONNAIRE_LOOKBACK[item]).toEqual({ amount, unit, femaleOnly });
  });

  it('asks women every question and leaves the pregnancy questions out for everyone else', () => {
    const all = Object.keys(QUESTIONNAIRE_LOOKBACK);
    const female = ['pregnancy', 'abortion', 'childUnderOneYear'];
    expect(questionnaireItemsFor('Female')).toEqual(all);
    expect(questionnaireItemsFor('Male')).toEqual(all.filter((item) => !female.includes(item)));
    expect(questionnaireItemsFor('Other')).toEqual(questionnaireItemsFor('Male'));
  });
});

describe('where a window starts', () => {
  it.each([
    ['food', '2026-03-05T10:00:00.000Z', '2026-03-05T06:00:00.000Z'],
    ['alcohol', '2026-03-05T10:00:00.000Z', '2026-03-04T10:00:00.000Z'],
    ['aspirin', '2026-03-05T10:00:00.000Z', '2026-03-02T10:00:00.000Z'],
    ['cold', '2026-03-05T10:00:00.000Z', '2026-02-26T10:00:00.000Z'],
    ['travel', '2026-03-05T10:00:00.000Z', '2026-02-05T10:00:00.000Z'],
    ['tattoo', '2026-03-05T10:00:00.000Z', '2025-09-05T10:00:00.000Z'],
    ['procedures', '2026-03-05T10:00:00.000Z', '2025-03-05T10:00:00.000Z'],
    // 31 May minus three months has no 31 February: it lands on the month's last day.
    ['priorDonation', '2026-05-31T06:00:00.000Z', '2026-02-28T06:00:00.000Z'],
    ['priorDonation', '2024-05-31T06:00:00.000Z', '2024-02-29T06:00:00.000Z'],
    ['jaundice', '2024-02-29T06:00:00.000Z', '2023-02-28T06:00:00.000Z'],
    // 1 March 01:00 in India is still 28 February in UTC: the Indian calendar decides.
    ['priorDonation', '2026-02-28T19:30:00.000Z', '2025-11-30T19:30:00.000Z'],
  ] as const)('%s on %s starts at %s', (item, on, start) => {
    expect(lookbackStart(item, new Date(on)).toISOString()).toBe(start);
  });

  it.each([
    ['2026-02-05T10:00:00.000Z', true],
    ['2026-02-05T09:59:59.999Z', false],
    ['2026-03-05T10:00:00.000Z', true],
    ['2026-03-06T00:00:00.000Z', false],
  ])('travel on %s counts for a visit on 5 March 2026 10:00 UTC: %s', (event, expected) => {
    expect(isWithinLookback('travel', new Date(event), new Date('2026-03-05T10:00:00.000Z'))).toBe(expected);
  });
});
