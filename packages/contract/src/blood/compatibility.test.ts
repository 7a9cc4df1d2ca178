import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPONENTS, type Component } from '../inventory/components.js';
import {
  COMPATIBILITY_CLASSES,
  type CompatibilityClass,
  compatibilityClassOf,
  compatibleDonorGroups,
  isCompatible,
} from './compatibility.js';
import { BLOOD_GROUPS, type BloodGroup } from './groups.js';

const DONORS = BLOOD_GROUPS;
const anyGroup = fc.constantFrom(...BLOOD_GROUPS);
const anyComponent = fc.constantFrom(...COMPONENTS);

/**
 * The expected answers, written out by hand from transfusion practice rather than computed: one row
 * per patient, one column per donor, in the order A+ A- B+ B- AB+ AB- O+ O- HH. 1 means the unit may go.
 */
const MATRICES: Record<CompatibilityClass, Record<BloodGroup, string>> = {
  // Donor cells must carry no antigen the patient has antibodies to; RhD-negative patients get
  // RhD-negative cells; HH cells carry no A, B or H and reach any RhD-positive patient.
  redCells: {
    'A+': '1 1 0 0 0 0 1 1 1',
    'A-': '0 1 0 0 0 0 0 1 0',
    'B+': '0 0 1 1 0 0 1 1 1',
    'B-': '0 0 0 1 0 0 0 1 0',
    'AB+': '1 1 1 1 1 1 1 1 1',
    'AB-': '0 1 0 1 0 1 0 1 0',
    'O+': '0 0 0 0 0 0 1 1 1',
    'O-': '0 0 0 0 0 0 0 1 0',
    HH: '0 0 0 0 0 0 0 0 1',
  },
  // The reverse: donor antibodies must find no antigen on the patient's cells. RhD does not matter.
  // A Bombay patient's cells have no A, B or H antigen, so every plasma is safe for them.
  plasma: {
    'A+': '1 1 0 0 1 1 0 0 0',
    'A-': '1 1 0 0 1 1 0 0 0',
    'B+': '0 0 1 1 1 1 0 0 0',
    'B-': '0 0 1 1 1 1 0 0 0',
    'AB+': '0 0 0 0 1 1 0 0 0',
    'AB-': '0 0 0 0 1 1 0 0 0',
    'O+': '1 1 1 1 1 1 1 1 0',
    'O-': '1 1 1 1 1 1 1 1 0',
    HH: '1 1 1 1 1 1 1 1 1',
  },
  // Plasma's rule, plus RhD for the few red cells in the bag; a Bombay patient counts as RhD-negative.
  platelets: {
    'A+': '1 1 0 0 1 1 0 0 0',
    'A-': '0 1 0 0 0 1 0 0 0',
    'B+': '0 0 1 1 1 1 0 0 0',
    'B-': '0 0 0 1 0 1 0 0 0',
    'AB+': '0 0 0 0 1 1 0 0 0',
    'AB-': '0 0 0 0 0 1 0 0 0',
    'O+': '1 1 1 1 1 1 1 1 0',
    'O-': '0 1 0 1 0 1 0 1 0',
    HH: '0 1 0 1 0 1 0 1 1',
  },
  // Cells and plasma together: the patient's own ABO group, RhD-negative allowed for RhD-positive.
  wholeBlood: {
    'A+': '1 1 0 0 0 0 0 0 0',
    'A-': '0 1 0 0 0 0 0 0 0',
    'B+': '0 0 1 1 0 0 0 0 0',
    'B-': '0 0 0 1 0 0 0 0 0',
    'AB+': '0 0 0 0 1 1 0 0 0',
    'AB-': '0 0 0 0 0 1 0 0 0',
    'O+': '0 0 0 0 0 0 1 1 0',
    'O-': '0 0 0 0 0 0 0 1 0',
    HH: '0 0 0 0 0 0 0 0 1',
  },
};

const REPRESENTATIVE: Record<CompatibilityClass, Component> = {
  redCells: 'Red Cells Packed',
  plasma: 'Plasma Fresh Frozen',
  platelets: 'Platelets Random Donor',
  wholeBlood: 'Whole Blood',
};

const pairs = COMPATIBILITY_CLASSES.flatMap((cls) =>
  BLOOD_GROUPS.flatMap((recipient) => {
    const row = MATRICES[cls][recipient].split(' ');
    return DONORS.map((donor, i) => ({ cls, recipient, donor, expected: row[i] === '1' }));
  }),
);

describe('which component class decides the matching', () => {
  it.each([
    ['Whole Blood', 'wholeBlood'],
    ['Haematopoetic Stem Cells', 'wholeBlood'],
    ['Red Cells Packed', 'redCells'],
    ['Red Cells Packed Irradiated', 'redCells'],
    ['Red Cells Leukoreduced', 'redCells'],
    ['Red Cells Apheresis Single Donor', 'redCells'],
    ['Granulocyte Concentrates Irradiated', 'redCells'],
    ['Plasma Fresh Frozen', 'plasma'],
    ['Plasma Convalescent', 'plasma'],
    ['Plasma Cryo Poor', 'plasma'],
    ['Plasma Apheresis Single Donor', 'plasma'],
    ['Cryoprecipitate', 'plasma'],
    ['Platelets Random Donor', 'platelets'],
    ['Platelets Apheresis Single Donor', 'platelets'],
    ['Platelets Irradiated', 'platelets'],
    ['Platelets Leukoreduced', 'platelets'],
  ] as const)('%s is matched as %s', (component, cls) => {
    expect(compatibilityClassOf(component)).toBe(cls);
  });

  it.each(COMPONENTS)('%s answers every pair exactly as its class matrix says', (component) => {
    const matrix = MATRICES[compatibilityClassOf(component)];
    for (const recipientGroup of BLOOD_GROUPS) {
      const row = DONORS.map((donorGroup) =>
        isCompatible({ component, donorGroup, recipientGroup }) ? '1' : '0',
      );
      expect(row.join(' '), `${component} to ${recipientGroup}`).toBe(matrix[recipientGroup]);
    }
  });
});

describe('isCompatible, every donor and patient pair', () => {
  it.each(pairs)(
    '$cls: $donor to a $recipient patient → $expected',
    ({ cls, donor, recipient, expected }) => {
      expect(
        isCompatible({ component: REPRESENTATIVE[cls], donorGroup: donor, recipientGroup: recipient }),
      ).toBe(expected);
    },
  );
});

describe('laws of compatibility', () => {
  it('O- red cells reach every patient except a Bombay one', () => {
    fc.assert(
      fc.property(anyGroup, (recipientGroup) => {
        const ok = isCompatible({ component: 'Red Cells Packed', donorGroup: 'O-', recipientGroup });
        expect(ok).toBe(recipientGroup !== 'HH');
      }),
    );
  });

  it('AB plasma reaches every patient, Bombay ones included, since it carries no anti-A, anti-B or anti-H', () => {
    fc.assert(
      fc.property(anyGroup, fc.constantFrom('AB+', 'AB-' as const), (recipientGroup, donorGroup) => {
        expect(isCompatible({ component: 'Plasma Fresh Frozen', donorGroup, recipientGroup })).toBe(true);
      }),
    );
  });

  it('a Bombay patient receives red cells and whole blood from Bombay donors only', () => {
    fc.assert(
      fc.property(
        anyGroup,
        fc.constantFrom<Component>('Red Cells Packed', 'Whole Blood'),
        (donorGroup, component) => {
          expect(isCompatible({ component, donorGroup, recipientGroup: 'HH' })).toBe(donorGroup === 'HH');
        },
      ),
    );
  });

  it('everyone may receive their own group, whatever the component', () => {
    fc.assert(
      fc.property(anyComponent, anyGroup, (component, group) => {
        expect(isCompatible({ component, donorGroup: group, recipientGroup: group })).toBe(true);
      }),
    );
  });

  it('an RhD-negative patient never meets RhD-positive or unknown-RhD red cells', () => {
    const negative = fc.constantFrom<BloodGroup>('A-', 'B-', 'AB-', 'O-');
    const positiveOrUnknown = fc.constantFrom<BloodGroup>('A+', 'B+', 'AB+', 'O+', 'HH');
    const cellular = fc.constantFrom(...COMPONENTS.filter((c) => compatibilityClassOf(c) !== 'plasma'));
    fc.assert(
      fc.property(cellular, positiveOrUnknown, negative, (component, donorGroup, recipientGroup) => {
        expect(isCompatible({ component, donorGroup, recipientGroup })).toBe(false);
      }),
    );
  });

  it('plasma ignores RhD: flipping either RhD never changes the answer', () => {
    const flip = (g: BloodGroup): BloodGroup =>
      g === 'HH' ? g : ((g.endsWith('+') ? g.replace('+', '-') : g.replace('-', '+')) as BloodGroup);
    const plasma = fc.constantFrom(...COMPONENTS.filter((c) => compatibilityClassOf(c) === 'plasma'));
    fc.assert(
      fc.property(plasma, anyGroup, anyGroup, (component, donorGroup, recipientGroup) => {
        const answer = isCompatible({ component, donorGroup, recipientGroup });
        expect(isCompatible({ component, donorGroup: flip(donorGroup), recipientGroup })).toBe(answer);
        expect(isCompatible({ component, donorGroup, recipientGroup: flip(recipientGroup) })).toBe(answer);
      }),
    );
  });

  it('plasma is red cells in reverse: d’s cells suit p exactly when p’s plasma suits d (RhD aside)', () => {
    // Only RhD-positive and Bombay patients, for whom the red-cell RhD rule never refuses anything new.
    const patient = fc.constantFrom<BloodGroup>('A+', 'B+', 'AB+', 'O+', 'HH');
    fc.assert(
      fc.property(anyGroup, patient, (donorGroup, recipientGroup) => {
        const cells = isCompatible({ component: 'Red Cells Packed', donorGroup, recipientGroup });
        const plasma = isCompatible({
          component: 'Plasma Fresh Frozen',
          donorGroup: recipientGroup,
          recipientGroup: donorGroup,
        });
        expect(cells).toBe(plasma);
      }),
    );
  });

  it('whole blood goes only where both its cells and its plasma may go', () => {
    fc.assert(
      fc.property(anyGroup, anyGroup, (donorGroup, recipientGroup) => {
        const whole = isCompatible({ component: 'Whole Blood', donorGroup, recipientGroup });
        const cells = isCompatible({ component: 'Red Cells Packed', donorGroup, recipientGroup });
        const plasma = isCompatible({ component: 'Plasma Fresh Frozen', donorGroup, recipientGroup });
        expect(whole).toBe(cells && plasma);
      }),
    );
  });
});

describe('compatibleDonorGroups, best first', () => {
  it.each([
    // Own group, then the patient's own RhD (RhD-negative stock is scarce), universal O last, Bombay never first.
    { component: 'Red Cells Packed', recipient: 'A+', expected: ['A+', 'O+', 'A-', 'O-', 'HH'] },
    { component: 'Red Cells Packed', recipient: 'A-', expected: ['A-', 'O-'] },
    {
      component: 'Red Cells Packed',
      recipient: 'AB+',
      expected: ['AB+', 'A+', 'B+', 'O+', 'AB-', 'A-', 'B-', 'O-', 'HH'],
    },
    { component: 'Red Cells Packed', recipient: 'AB-', expected: ['AB-', 'A-', 'B-', 'O-'] },
    { component: 'Red Cells Packed', recipient: 'O+', expected: ['O+', 'O-', 'HH'] },
    { component: 'Red Cells Packed', recipient: 'O-', expected: ['O-'] },
    { component: 'Red Cells Packed', recipient: 'HH', expected: ['HH'] },
    // Plasma: the ABO order first and universal AB last, RhD only breaking ties.
    {
      component: 'Plasma Fresh Frozen',
      recipient: 'O+',
      expected: ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'],
    },
    { component: 'Plasma Fresh Frozen', recipient: 'A-', expected: ['A-', 'A+', 'AB-', 'AB+'] },
    { component: 'Cryoprecipitate', recipient: 'AB+', expected: ['AB+', 'AB-'] },
    {
      component: 'Plasma Fresh Frozen',
      recipient: 'HH',
      expected: ['HH', 'A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'],
    },
    { component: 'Platelets Random Donor', recipient: 'A+', expected: ['A+', 'A-', 'AB+', 'AB-'] },
    { component: 'Platelets Random Donor', recipient: 'O-', expected: ['O-', 'A-', 'B-', 'AB-'] },
    {
      component: 'Platelets Apheresis Single Donor',
      recipient: 'HH',
      expected: ['HH', 'A-', 'B-', 'O-', 'AB-'],
    },
    { component: 'Whole Blood', recipient: 'A+', expected: ['A+', 'A-'] },
    { component: 'Whole Blood', recipient: 'O-', expected: ['O-'] },
    { component: 'Haematopoetic Stem Cells', recipient: 'B+', expected: ['B+', 'B-'] },
    { component: 'Granulocyte Concentrates Irradiated', recipient: 'B-', expected: ['B-', 'O-'] },
  ] as const)('$component for a $recipient patient: $expected', ({ component, recipient, expected }) => {
    expect(compatibleDonorGroups(component, recipient)).toEqual(expected);
  });

  it('lists exactly the compatible groups, each once, the patient’s own group first', () => {
    fc.assert(
      fc.property(anyComponent, anyGroup, (component, recipientGroup) => {
        const listed = compatibleDonorGroups(component, recipientGroup);
        expect(new Set(listed).size).toBe(listed.length);
        expect(listed[0]).toBe(recipientGroup);
        for (const donorGroup of listed) {
          expect(BLOOD_GROUPS).toContain(donorGroup);
          expect(isCompatible({ component, donorGroup, recipientGroup })).toBe(true);
        }
        const unlisted = BLOOD_GROUPS.filter((g) => !listed.includes(g));
        for (const donorGroup of unlisted) {
          expect(isCompatible({ component, donorGroup, recipientGroup })).toBe(false);
        }
      }),
    );
  });

  it('keeps Bombay units for last whenever the patient is not Bombay', () => {
    fc.assert(
      fc.property(anyComponent, anyGroup, (component, recipientGroup) => {
        fc.pre(recipientGroup !== 'HH');
        const listed = compatibleDonorGroups(component, recipientGroup);
        const hh = listed.indexOf('HH');
        if (hh !== -1) expect(hh).toBe(listed.length - 1);
      }),
    );
  });
});
