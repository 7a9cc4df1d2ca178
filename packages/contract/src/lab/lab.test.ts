import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FINAL_RESULT,
  FINAL_RESULTS,
  FORM_FINAL_RESULTS,
  firstMissingLabField,
  isWithinStandard,
  LAB_BULK_EXTRA_PARAMETERS,
  LAB_DEFAULT_PARAMETERS,
  LAB_SINGLE_REQUIRED_FIELDS,
  SAMPLE_STATUS,
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

  it('accepts at 3 and awaits the result at 4', () => {
    expect(SAMPLE_STATUS).toEqual({ awaitingAcceptance: 3, awaitingResult: 4 });
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
