import { describe, expect, it } from 'vitest';
import {
  criterionStandard,
  DEFAULT_FINAL_RESULT,
  FINAL_RESULTS,
  FORM_FINAL_RESULTS,
  firstMissingLabField,
  isOutOfRange,
  isWithinStandard,
  LAB_BULK_EXTRA_PARAMETERS,
  LAB_DEFAULT_PARAMETERS,
  LAB_MESSAGES,
  LAB_SINGLE_REQUIRED_FIELDS,
  labResultProblem,
  releaseDecision,
  SAMPLE_STATUS,
  type ScreeningRecord,
  sampleAction,
} from './lab.js';

describe('lab defaults', () => {
  it('print the standards exactly as docs/spec/part-2-operations-and-admin.md §3 writes them', () => {
    expect(LAB_DEFAULT_PARAMETERS.map((p) => [p.parameter, p.standard])).toEqual([
      ['RBC', '4.5-5.5*10^12'],
      ['WBC', '4-5*10^9'],
      ['Platelet', '150-400*10^9'],
      ['ESR', '0-20 mm/Hr'],
      ['TLC', '4000-11000/mm^3'],
    ]);
  });

  it('keep each numeric range in step with its printed standard', () => {
    for (const p of [...LAB_DEFAULT_PARAMETERS, ...LAB_BULK_EXTRA_PARAMETERS]) {
      expect(p.standard.startsWith(`${p.min}-${p.max}`)).toBe(true);
    }
  });

  it('add PT and APTT on the bulk form', () => {
    expect(LAB_BULK_EXTRA_PARAMETERS.map((p) => p.parameter)).toEqual(['PT', 'APTT']);
  });

  it.each([
    [4.4, false],
    [4.5, true],
    [5.5, true],
    [5.6, false],
  ])('an RBC of %d is within standard: %s', (observation, expected) => {
    const rbc = LAB_DEFAULT_PARAMETERS[0];
    expect(isWithinStandard(rbc, observation)).toBe(expected);
  });

  it('fails a result until someone passes it', () => {
    expect(FINAL_RESULTS).toEqual(['Fail', 'Pass', 'Conditional Release']);
    expect(DEFAULT_FINAL_RESULT).toBe('Fail');
    expect(FORM_FINAL_RESULTS).toEqual(['Pass', 'Fail']);
  });
});

describe('samples', () => {
  it.each([
    [3, 'Accept'],
    [4, 'Enter Result'],
    [0, null],
    [5, null],
  ] as const)('status %i offers %s', (status, action) => {
    expect(sampleAction(status)).toBe(action);
  });

  it('accepts at 3, awaits the result at 4, and is done at 5', () => {
    expect(SAMPLE_STATUS).toEqual({ awaitingAcceptance: 3, awaitingResult: 4, resulted: 5 });
  });
});

describe('required lab fields', () => {
  const complete = {
    bloodGroup: 'A+',
    Hb: '13',
    reportNo: 'R-1',
    weight: '60',
    bloodPressure: '120/80',
    testedBy: 'Dr Rao',
    addedAt: '05/03/2026',
  };

  it.each([
    ['bloodGroup', 'Enter Blood Group'],
    ['Hb', 'Enter Hb'],
    ['reportNo', 'Enter Report No'],
    ['weight', 'Enter Weight'],
    ['bloodPressure', 'Enter Blood Pressure'],
    ['testedBy', 'Enter Tested By'],
    ['addedAt', 'Enter Added At'],
  ])('a bulk row without %s says %j', (field, message) => {
    expect(firstMissingLabField({ ...complete, [field]: '  ' })).toBe(message);
  });

  it('reports only the first gap, in the form’s order', () => {
    expect(firstMissingLabField({ ...complete, weight: '', Hb: null })).toBe('Enter Hb');
    expect(firstMissingLabField({})).toBe('Enter Blood Group');
    expect(firstMissingLabField(complete)).toBeNull();
  });

  it('asks the single form for fewer fields', () => {
    const single = { bloodGroup: 'B+', reportNo: 'R-2', testedBy: 'Dr Rao', addedAt: '05/03/2026' };
    expect(firstMissingLabField(single, LAB_SINGLE_REQUIRED_FIELDS)).toBeNull();
    expect(firstMissingLabField({ ...single, testedBy: '' }, LAB_SINGLE_REQUIRED_FIELDS)).toBe(
      'Enter Tested By',
    );
  });
});

describe('the release gate', () => {
  const clear: ScreeningRecord = {
    hiv: 'nonReactive',
    hbsag: 'nonReactive',
    hcv: 'nonReactive',
    syphilis: 'nonReactive',
    malaria: 'nonReactive',
  };

  it('never lets a Pass stand beside a reactive test, or before every test is recorded', () => {
    expect(labResultProblem({ finalResult: 'Pass', screening: { ...clear, hcv: 'reactive' } })).toBe(
      LAB_MESSAGES.passWithReactive,
    );
    expect(labResultProblem({ finalResult: 'Pass', screening: { hiv: 'nonReactive' } })).toBe(
      LAB_MESSAGES.passNeedsScreening,
    );
    expect(labResultProblem({ finalResult: 'Conditional Release', screening: clear })).toBe(
      LAB_MESSAGES.conditionalNeedsReason,
    );
    expect(labResultProblem({ finalResult: 'Fail', screening: { malaria: 'reactive' } })).toBeNull();
    expect(labResultProblem({ finalResult: 'Pass', screening: clear })).toBeNull();
  });

  it('releases a clean Pass of the right group, holds a mismatch, and condemns a Fail', () => {
    const pass = { finalResult: 'Pass' as const, screening: clear, groupFound: 'O+', unitGroup: 'O+' };
    expect(releaseDecision(pass)).toEqual({ kind: 'release' });
    expect(releaseDecision({ ...pass, groupFound: 'O-' })).toMatchObject({ kind: 'hold' });
    expect(releaseDecision({ ...pass, finalResult: 'Fail' })).toEqual({
      kind: 'unsafe',
      reason: 'Lab result Fail',
    });
    expect(
      releaseDecision({
        ...pass,
        finalResult: 'Fail',
        screening: { ...clear, hiv: 'reactive', syphilis: 'reactive' },
      }),
    ).toEqual({
      kind: 'unsafe',
      reason: 'Reactive for HIV 1 & 2, Syphilis (VDRL/RPR)',
    });
  });

  it('prints a criterion’s standard as the spec does, and flags only numbers outside it', () => {
    expect(criterionStandard({ min: 150, max: 400, unit: '*10^9' })).toBe('150-400*10^9');
    expect(criterionStandard({ min: 12, max: 17, unit: 'g/dL' })).toBe('12-17 g/dL');
    expect(isOutOfRange({ min: 150, max: 400 }, '120')).toBe(true);
    expect(isOutOfRange({ min: 150, max: 400 }, '400')).toBe(false);
    expect(isOutOfRange({ min: 150, max: 400 }, 'clotted')).toBe(false);
  });
});
