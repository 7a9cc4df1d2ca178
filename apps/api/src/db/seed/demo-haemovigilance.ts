import { randomUUID } from 'node:crypto';
import {
  type DonorReactionType,
  type DonorSeverity,
  expiryDayOf,
  REQUEST_STATUS,
  type ReactionOutcome,
  type TransfusionReactionType,
  type TransfusionSeverity,
} from '@raktsetu/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  bloodRequests,
  donations,
  donorReactions,
  inventoryUnits,
  transfusionReactions,
  transfusionReactionUnits,
  unitEvents,
} from '../schema/index.js';

interface DemoInstitution {
  id: string;
  userId: string;
  name: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Never later than a minute ago: the demo shows nothing that has not happened yet. */
const past = (at: number) => new Date(Math.min(at, Date.now() - MINUTE));

interface TransfusionCase {
  type: TransfusionReactionType;
  severity: TransfusionSeverity;
  outcome: ReactionOutcome;
  afterMinutes: number;
  actions: string;
}

const CENTRE_CASES: TransfusionCase[] = [
  {
    type: 'febrileNonHaemolytic',
    severity: 'nonSevere',
    outcome: 'recovered',
    afterMinutes: 45,
    actions:
      'Temperature 38.6 °C with chills 45 minutes into the transfusion. Transfusion stopped, paracetamol 650 mg given; bag and post-transfusion sample sent to the blood centre. Settled in 2 hours.',
  },
  {
    type: 'allergicMinor',
    severity: 'nonSevere',
    outcome: 'recovered',
    afterMinutes: 20,
    actions:
      'Urticarial rash on both forearms. Transfusion paused, chlorpheniramine 10 mg IV; resumed slowly after 30 minutes without further reaction.',
  },
  {
    type: 'taco',
    severity: 'severe',
    outcome: 'recovering',
    afterMinutes: 150,
    actions:
      'Breathlessness, crepitations at both bases, BP 170/100. Transfusion stopped, propped up, oxygen by mask, furosemide 40 mg IV; chest X-ray shows pulmonary oedema. Shifted to HDU.',
  },
];

const DONOR_CASES: {
  type: DonorReactionType;
  severity: DonorSeverity;
  outcome: ReactionOutcome;
  actions: string;
}[] = [
  {
    type: 'vasovagalImmediate',
    severity: 'mild',
    outcome: 'recovered',
    actions:
      'Felt dizzy and sweaty at the end of the donation. Needle removed, legs raised, oral fluids; observed 30 minutes and went home well.',
  },
  {
    type: 'haematoma',
    severity: 'mild',
    outcome: 'recovered',
    actions:
      'Swelling at the venepuncture site. Firm pressure for 10 minutes, cold pack; advised on care at home.',
  },
  {
    type: 'vasovagalDelayed',
    severity: 'moderate',
    outcome: 'recovered',
    actions:
      'Fainted in the refreshment area 20 minutes after donating, no injury. Laid flat, fluids; doctor reviewed; called the next day, well.',
  },
];

async function recordTransfusionCase(
  db: Db,
  recorder: DemoInstitution,
  units: { id: string; issuerId: string; issuedAt: Date; request: typeof bloodRequests.$inferSelect }[],
  kind: TransfusionCase,
) {
  const [first] = units;
  if (!first) return;
  const onsetAt = past(first.issuedAt.getTime() + kind.afterMinutes * MINUTE);
  const patientName = `${first.request.firstName} ${first.request.lastName}`.trim();
  const [reaction] = await db
    .insert(transfusionReactions)
    .values({
      institutionId: recorder.id,
      patientId: first.request.patientId,
      requestId: first.request.id,
      patientName,
      patientCode: first.request.patientCode,
      type: kind.type,
      severity: kind.severity,
      outcome: kind.outcome,
      onsetAt,
      actions: kind.actions,
      recordedBy: recorder.userId,
      recordedAt: past(onsetAt.getTime() + 40 * MINUTE),
    })
    .returning({ id: transfusionReactions.id });
  if (!reaction) return;
  await db.insert(transfusionReactionUnits).values(
    units.map((unit) => ({
      reactionId: reaction.id,
      unitId: unit.id,
      issuerInstitutionId: unit.issuerId,
      onsetAt,
    })),
  );
  await db.insert(unitEvents).values(
    units.map((unit) => ({
      unitId: unit.id,
      institutionId: recorder.id,
      actorKind: 'user',
      actorId: recorder.userId,
      at: past(onsetAt.getTime() + 40 * MINUTE),
      action: 'reaction',
      requestId: unit.request.id,
      counterpartId: unit.issuerId === recorder.id ? null : unit.issuerId,
      details: {
        reactionId: reaction.id,
        type: kind.type,
        otherType: '',
        severity: kind.severity,
        outcome: kind.outcome,
        onsetAt: onsetAt.toISOString(),
        patientName,
        patientCode: first.request.patientCode,
      },
    })),
  );
}

/** The units a blood centre issued to patients of its own counter, newest first, with their request. */
async function counterIssues(db: Db, centre: DemoInstitution) {
  const rows = await db
    .select({ unit: inventoryUnits, request: bloodRequests })
    .from(inventoryUnits)
    .innerJoin(bloodRequests, eq(bloodRequests.id, inventoryUnits.issuedRequestId))
    .where(and(eq(bloodRequests.institutionId, centre.id), eq(inventoryUnits.state, 'issued')))
    .orderBy(desc(inventoryUnits.issuedAt))
    .limit(30);
  const byRequest = new Map<string, typeof rows>();
  for (const row of rows) byRequest.set(row.request.id, [...(byRequest.get(row.request.id) ?? []), row]);
  return [...byRequest.values()];
}

/**
 * A week ago the blood centre issued a bag of red cells to a hospital's patient, who had a hypotensive
 * reaction there: the hospital recorded it, and the centre sees it on the bag's history and its Reactions to
 * units we issued. The bag is one of its own, added for this and never on a shelf today.
 */
async function hospitalCase(db: Db, today: string, centre: DemoInstitution, hospital: DemoInstitution) {
  const issuedAt = new Date(Date.parse(`${today}T11:30:00+05:30`) - 7 * DAY);
  const collectionDate = new Date(issuedAt.getTime() - 6 * DAY).toISOString().slice(0, 10);
  const requestId = randomUUID();
  await db.insert(bloodRequests).values({
    id: requestId,
    institutionId: hospital.id,
    targetInstitutionId: centre.id,
    requestType: 'Hospital',
    status: REQUEST_STATUS.issued,
    bloodGroup: 'O+',
    component: 'Red Cells Packed',
    units: 1,
    unitsReceived: 1,
    requiredBy: issuedAt.toISOString().slice(0, 10),
    reasons: 'Post-partum haemorrhage',
    condition: 'Serious',
    doctorName: 'Dr. S. Kulkarni',
    firstName: 'Kavita',
    lastName: 'Jadhav',
    patientCode: 'IPD-4190',
    mobileNumber: '9812345699',
    hospitalName: hospital.name,
    verifierInstitutionId: hospital.id,
    verifiedAt: new Date(issuedAt.getTime() - 2 * 3_600_000),
    addedBy: hospital.userId,
    addedAt: new Date(issuedAt.getTime() - 3 * 3_600_000),
  });
  const [unit] = await db
    .insert(inventoryUnits)
    .values({
      institutionId: centre.id,
      originInstitutionId: centre.id,
      bagId: 'SBC-HV-0001',
      bloodGroup: 'O+',
      component: 'Red Cells Packed',
      volumeMl: 280,
      storedIn: 'Blood bank refrigerator 2',
      collectionDate,
      expiryDate: expiryDayOf('Red Cells Packed', collectionDate),
      state: 'issued',
      screening: 'declared',
      issuedRequestId: requestId,
      issuedAt,
      deliveryType: 'toBeDeliver',
      addedBy: centre.userId,
      addedAt: new Date(issuedAt.getTime() - 5 * DAY),
    })
    .returning({ id: inventoryUnits.id });
  if (!unit) return;
  await db.insert(unitEvents).values([
    {
      unitId: unit.id,
      institutionId: centre.id,
      actorKind: 'user',
      actorId: centre.userId,
      at: new Date(issuedAt.getTime() - 5 * DAY),
      action: 'added',
      toState: 'available',
      details: { screening: 'declared' },
    },
    {
      unitId: unit.id,
      institutionId: centre.id,
      actorKind: 'user',
      actorId: centre.userId,
      at: issuedAt,
      action: 'issued',
      fromState: 'available',
      toState: 'issued',
      requestId,
      counterpartId: hospital.id,
      details: {
        patientName: 'Kavita Jadhav',
        patientCode: 'IPD-4190',
        hospitalName: hospital.name,
        deliveryType: 'toBeDeliver',
      },
    },
  ]);
  const [request] = await db.select().from(bloodRequests).where(eq(bloodRequests.id, requestId));
  if (!request) return;
  await recordTransfusionCase(db, hospital, [{ id: unit.id, issuerId: centre.id, issuedAt, request }], {
    type: 'hypotensive',
    severity: 'severe',
    outcome: 'recovered',
    afterMinutes: 35,
    actions:
      'BP fell from 118/76 to 82/50 within 15 minutes of starting, no fever or rash. Transfusion stopped, IV saline bolus, legs raised; BP back to 110/70 in 30 minutes. Bag returned to the blood centre.',
  });
}

/**
 * Haemovigilance for the demo (issue 17 item 6): a few transfusion reactions at each blood centre's counter,
 * one a hospital recorded against a centre's bag, and donor reactions at the centres' donations — so the
 * screens and the bags' histories show real rows on a fresh start.
 */
export async function seedDemoHaemovigilance(
  db: Db,
  options: {
    today: string;
    centres: DemoInstitution[];
    hospitalIssue?: { centre: DemoInstitution; hospital: DemoInstitution };
  },
): Promise<void> {
  for (const [index, centre] of options.centres.entries()) {
    const requests = await counterIssues(db, centre);
    // The first centre has all three kinds; the next one fewer, so the two screens differ.
    const cases = CENTRE_CASES.slice(0, CENTRE_CASES.length - index);
    for (const [n, kind] of cases.entries()) {
      const rows = requests[n];
      if (!rows) break;
      await recordTransfusionCase(
        db,
        centre,
        rows.map(({ unit, request }) => ({
          id: unit.id,
          issuerId: unit.institutionId,
          issuedAt: unit.issuedAt ?? new Date(),
          request,
        })),
        kind,
      );
    }
    const taken = await db
      .select({ id: donations.id, personId: donations.personId, donatedOn: donations.donatedOn })
      .from(donations)
      .where(and(eq(donations.institutionId, centre.id), eq(donations.outcome, 'donated')))
      .orderBy(desc(donations.startedAt))
      .limit(DONOR_CASES.length - index);
    for (const [n, donation] of taken.entries()) {
      const kind = DONOR_CASES[n];
      if (!kind) break;
      // Late morning of the day the donor came: the needle, then the reaction minutes later.
      const bled = Date.parse(`${donation.donatedOn}T10:30:00+05:30`);
      const onsetAt = past(bled + (kind.type === 'vasovagalDelayed' ? 40 : 12) * MINUTE);
      await db.insert(donorReactions).values({
        institutionId: centre.id,
        donationId: donation.id,
        personId: donation.personId,
        type: kind.type,
        severity: kind.severity,
        outcome: kind.outcome,
        onsetAt,
        actions: kind.actions,
        recordedBy: centre.userId,
        recordedAt: past(onsetAt.getTime() + 30 * MINUTE),
      });
    }
  }
  if (options.hospitalIssue) {
    await hospitalCase(db, options.today, options.hospitalIssue.centre, options.hospitalIssue.hospital);
  }
}
