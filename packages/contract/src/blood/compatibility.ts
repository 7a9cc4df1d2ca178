import type { Component } from '../inventory/components.js';
import { BLOOD_GROUPS, type BloodGroup, bloodTypeOf, plasmaAntibodies, redCellAntigens } from './groups.js';

/**
 * How a component is matched to a patient (docs/decisions/0011):
 * - redCells: what matters is the donor's red cells meeting the patient's antibodies. Granulocyte
 *   concentrates carry enough red cells to be matched the same way.
 * - plasma: the donor's antibodies meeting the patient's red cells; RhD plays no part in cell-free plasma.
 * - platelets: matched as plasma (the bag is mostly donor plasma) and, for the few red cells in it,
 *   an RhD-negative patient gets RhD-negative platelets.
 * - wholeBlood: both the red-cell and the plasma rule, which leaves only the patient's own ABO group.
 *   Stem cells are held to the same rule: an ABO-mismatched graft needs the transplant team's processing,
 *   a decision this product cannot make.
 */
export const COMPATIBILITY_CLASSES = ['redCells', 'plasma', 'platelets', 'wholeBlood'] as const;
export type CompatibilityClass = (typeof COMPATIBILITY_CLASSES)[number];

const CLASS_OF: Record<Component, CompatibilityClass> = {
  Cryoprecipitate: 'plasma',
  'Granulocyte Concentrates Irradiated': 'redCells',
  'Haematopoetic Stem Cells': 'wholeBlood',
  'Plasma Apheresis Single Donor': 'plasma',
  'Plasma Convalescent': 'plasma',
  'Plasma Cryo Poor': 'plasma',
  'Plasma Fresh Frozen': 'plasma',
  'Platelets Apheresis Single Donor': 'platelets',
  'Platelets Irradiated': 'platelets',
  'Platelets Leukoreduced': 'platelets',
  'Platelets Random Donor': 'platelets',
  'Red Cells Apheresis Single Donor': 'redCells',
  'Red Cells Leukoreduced': 'redCells',
  'Red Cells Packed': 'redCells',
  'Red Cells Packed Irradiated': 'redCells',
  'Whole Blood': 'wholeBlood',
};

export function compatibilityClassOf(component: Component): CompatibilityClass {
  return CLASS_OF[component];
}

/** No antibody of the patient meets an antigen on the donor's red cells. */
function redCellsAboCompatible(donor: BloodGroup, recipient: BloodGroup): boolean {
  const antibodies = plasmaAntibodies(bloodTypeOf(recipient).abo);
  return redCellAntigens(bloodTypeOf(donor).abo).every((antigen) => !antibodies.includes(antigen));
}

/** No antibody in the donor's plasma meets an antigen on the patient's red cells. */
function plasmaAboCompatible(donor: BloodGroup, recipient: BloodGroup): boolean {
  const antigens = redCellAntigens(bloodTypeOf(recipient).abo);
  return plasmaAntibodies(bloodTypeOf(donor).abo).every((antibody) => !antigens.includes(antibody));
}

/**
 * An RhD-negative patient must not meet D-positive red cells. "HH" carries no RhD, so an HH patient is
 * treated as RhD-negative and an HH donor as possibly RhD-positive; HH to HH is left to the crossmatch.
 */
function rhDCompatible(donor: BloodGroup, recipient: BloodGroup): boolean {
  if (donor === recipient) return true;
  const recipientRhD = bloodTypeOf(recipient).rhD;
  return recipientRhD === 'positive' || bloodTypeOf(donor).rhD === 'negative';
}

export interface CompatibilityQuestion {
  component: Component;
  donorGroup: BloodGroup;
  recipientGroup: BloodGroup;
}

/** Whether a unit of the donor's group may be given to a patient of the recipient's group. */
export function isCompatible({ component, donorGroup, recipientGroup }: CompatibilityQuestion): boolean {
  switch (compatibilityClassOf(component)) {
    case 'redCells':
      return redCellsAboCompatible(donorGroup, recipientGroup) && rhDCompatible(donorGroup, recipientGroup);
    case 'plasma':
      return plasmaAboCompatible(donorGroup, recipientGroup);
    case 'platelets':
      return plasmaAboCompatible(donorGroup, recipientGroup) && rhDCompatible(donorGroup, recipientGroup);
    case 'wholeBlood':
      return (
        redCellsAboCompatible(donorGroup, recipientGroup) &&
        plasmaAboCompatible(donorGroup, recipientGroup) &&
        rhDCompatible(donorGroup, recipientGroup)
      );
  }
}

/**
 * The donor groups a patient may receive, best first:
 * 1. the patient's own group;
 * 2. any group before HH, so that Bombay units stay for Bombay patients;
 * 3. for red-cell products the patient's own RhD before the other (RhD-negative stock is scarce in India),
 *    then the patient's own ABO group, other groups, and the universal donor group (O) last;
 *    for plasma and platelets the ABO order comes first (universal AB last), each ABO group together,
 *    and RhD only breaks ties;
 * 4. the registration order of BLOOD_GROUPS.
 */
const ABO_ORDER = ['A', 'B', 'AB', 'O', 'HH'] as const;

export function compatibleDonorGroups(component: Component, recipientGroup: BloodGroup): BloodGroup[] {
  const cls = compatibilityClassOf(component);
  const redCellFirst = cls === 'redCells' || cls === 'wholeBlood';
  const universalAbo = redCellFirst ? 'O' : 'AB';
  const recipient = bloodTypeOf(recipientGroup);

  const rank = (donorGroup: BloodGroup): number[] => {
    const donor = bloodTypeOf(donorGroup);
    const aboRank = donor.abo === recipient.abo ? 0 : donor.abo === universalAbo ? 2 : 1;
    const rhRank = donor.rhD === recipient.rhD ? 0 : 1;
    return [
      donorGroup === recipientGroup ? 0 : 1,
      donorGroup === 'HH' ? 1 : 0,
      ...(redCellFirst ? [rhRank, aboRank] : [aboRank, ABO_ORDER.indexOf(donor.abo), rhRank]),
      BLOOD_GROUPS.indexOf(donorGroup),
    ];
  };
  const byRank = (a: BloodGroup, b: BloodGroup): number => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) {
      const diff = (ra[i] ?? 0) - (rb[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  };

  return BLOOD_GROUPS.filter((donorGroup) => isCompatible({ component, donorGroup, recipientGroup })).sort(
    byRank,
  );
}
