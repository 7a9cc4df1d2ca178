import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campAnnouncements,
  camps,
  donorNotices,
  institutionDonors,
  mailOutbox,
  people,
} from '../db/schema/index.js';
import { outboxMailer } from '../modules/mail/mail.service.js';
import { type Notifier, outboxNotifier } from '../modules/mail/notifier.js';
import { createInstitution } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DONOR_NOTICE_RULES, donorNoticesJob } from './donor-notices.job.js';
import type { JobLog } from './scheduler.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEVANAGARI = /[\u0900-\u097F]/;
/** Far in the future, so no other row of the test database is due: 10 June 2031, 10:30 in India. */
const TODAY = '2031-06-10';
const MORNING = new Date('2031-06-10T05:00:00Z');
const warnings: string[] = [];
const log: JobLog = { debug() {}, info() {}, warn: (_d, message) => warnings.push(message), error() {} };

function job(options: { now?: Date; batch?: number; notifier?: Notifier } = {}) {
  const { db } = t.database;
  return donorNoticesJob({
    db,
    mailer: outboxMailer(db, undefined),
    notifier: options.notifier ?? outboxNotifier(db),
    log,
    now: () => options.now ?? MORNING,
    ...(options.batch && { batch: options.batch }),
  });
}
const run = (options?: Parameters<typeof job>[0]) => job(options).run(new AbortController().signal);

let donors = 0;
/** A donor in Pune, 1.5 km from its centre, who may give again on `nextEligibleOn`. */
async function donor(overrides: Partial<typeof people.$inferInsert> = {}) {
  donors += 1;
  const id = randomBytes(3).toString('hex');
  const [row] = await t.database.db
    .insert(people)
    .values({
      donorCode: `DN${id}`,
      firstName: `Asha${id}`,
      lastName: 'Kulkarni',
      gender: 'Female',
      dateOfBirth: '1990-04-12',
      mobileNumber: `9${String(Date.now() % 1e5).padStart(5, '0')}${String(donors).padStart(4, '0')}`,
      email: `asha.${id}@example.in`,
      latitude: 18.53,
      longitude: 73.86,
      nextEligibleOn: TODAY,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('donor not created');
  return row;
}

/** What the outbox holds for a donor: their mails and their text messages. */
async function outboxOf(person: { email: string | null; mobileNumber: string | null }) {
  const to = [person.email ?? '-', `+91 ${person.mobileNumber}`];
  return t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, to));
}

describe('donors told they may give again', () => {
  it('a donor whose interval ends today gets one mail and one text, in their language first, once', async () => {
    const asha = await donor({ language: 'hi' });
    const ravi = await donor({ gender: 'Male', firstName: 'Ravi', language: 'en' });

    await run();
    await run();

    const ashas = await outboxOf(asha);
    expect(ashas.map((row) => row.purpose).sort()).toEqual(['donor-eligible', 'donor-eligible-sms']);
    const mail = ashas.find((row) => row.purpose === 'donor-eligible');
    expect(mail?.subject).toBe('रक्तसेतु: आप फिर से रक्तदान कर सकते हैं');
    const [first, second] = (mail?.text ?? '').split('————————————————————');
    expect(first).toContain('10 जून 2031');
    expect(DEVANAGARI.test(first ?? '')).toBe(true);
    expect(second).toContain('From 10 Jun 2031 you may give blood again');
    const text = ashas.find((row) => row.purpose === 'donor-eligible-sms');
    expect(text?.text).toMatch(/^रक्तसेतु: /);
    expect(text?.text.length).toBeLessThanOrEqual(160);

    const ravis = await outboxOf(ravi);
    expect(ravis).toHaveLength(2);
    expect(ravis.find((row) => row.purpose === 'donor-eligible')?.subject).toBe(
      'RaktSetu: you may give blood again',
    );
    expect(ravis.find((row) => row.purpose === 'donor-eligible-sms')?.text).toBe(
      'RaktSetu: Ravi, you may give blood again from 10 Jun 2031. Thank you!',
    );
    const [notice] = await t.database.db
      .select()
      .from(donorNotices)
      .where(eq(donorNotices.personId, ravi.id));
    expect(notice).toMatchObject({
      kind: 'eligibleAgain',
      subject: TODAY,
      state: 'sent',
      byMail: true,
      bySms: true,
    });
  });

  it('nobody blocked, deferred, too old, not yet due or unreachable is told', async () => {
    const bank = await createInstitution(t.database.db);
    const silent = [
      await donor({ blockType: 'permanently', blockReason: 'Unruly behaviour', blockedAt: new Date() }),
      await donor({
        blockType: 'temporarily',
        blockReason: 'Others (please specify)',
        blockUntil: '2031-06-20',
        blockedAt: new Date(),
      }),
      await donor({ deferredUntil: '2031-07-01', deferralReason: 'Tattoo' }),
      await donor({ dateOfBirth: '1960-01-01' }),
      await donor({ nextEligibleOn: '2031-06-11' }),
      await donor({ nextEligibleOn: '2031-06-01' }),
      await donor({ email: null, mobileNumber: null }),
      await donor({ isDonor: false }),
    ];
    const blockedByBank = await donor();
    await t.database.db.insert(institutionDonors).values({
      institutionId: bank.institution.id,
      personId: blockedByBank.id,
      status: 'Blocked',
      blockType: 'recovery',
      blockReason: 'Medically unfit donate',
      blockedAt: new Date(),
    });
    // A temporary block that ended yesterday does not hold anyone back.
    const blockEnded = await donor({
      blockType: 'temporarily',
      blockReason: 'Others (please specify)',
      blockUntil: '2031-06-09',
      blockedAt: new Date(),
    });

    await run();

    for (const person of [...silent, blockedByBank]) expect(await outboxOf(person)).toEqual([]);
    expect(await outboxOf(blockEnded)).toHaveLength(2);
  });

  it('a donor missed while no process ran is caught up within days, and not after', async () => {
    const missed = await donor({ nextEligibleOn: '2031-06-08' });
    const longAgo = await donor({ nextEligibleOn: `2031-06-0${9 - DONOR_NOTICE_RULES.catchUpDays - 1}` });
    await run();
    expect(await outboxOf(missed)).toHaveLength(2);
    expect(await outboxOf(longAgo)).toEqual([]);
  });

  it('counts ages on 29 February of a leap year as on any day', async () => {
    const leapling = await donor({ nextEligibleOn: '2032-02-29', dateOfBirth: '1970-03-01' });
    await run({ now: new Date('2032-02-29T05:00:00Z') });
    expect(await outboxOf(leapling)).toHaveLength(2);
  });

  it('says nothing at night: the donor is told in the morning', async () => {
    const sleeper = await donor({ nextEligibleOn: '2031-06-12' });
    await run({ now: new Date('2031-06-11T18:00:00Z') }); // 23:30 in India
    expect(await outboxOf(sleeper)).toEqual([]);
    await run({ now: new Date('2031-06-12T04:00:00Z') }); // 09:30
    expect(await outboxOf(sleeper)).toHaveLength(2);
  });

  it('goes through more donors than one batch holds, a batch at a time', async () => {
    const many = await Promise.all(Array.from({ length: 7 }, () => donor({ nextEligibleOn: '2031-06-13' })));
    await run({ now: new Date('2031-06-13T05:00:00Z'), batch: 2 });
    for (const person of many) expect(await outboxOf(person)).toHaveLength(2);
  });

  it('a refused text message keeps nothing of the notice, and the next run sends it', async () => {
    const unlucky = await donor({ nextEligibleOn: '2031-06-14' });
    const at = new Date('2031-06-14T05:00:00Z');
    const refusing: Notifier = {
      transport: 'webhook',
      sms: async () => {
        throw new Error('SMS gateway answered 503');
      },
    };
    await run({ now: at, notifier: refusing });
    expect(await outboxOf(unlucky)).toEqual([]);
    expect(warnings).toContain('a donor notice could not be sent');
    const [pending] = await t.database.db
      .select()
      .from(donorNotices)
      .where(eq(donorNotices.personId, unlucky.id));
    expect(pending?.state).toBe('pending');

    await run({ now: at });
    expect(await outboxOf(unlucky)).toHaveLength(2);
  });
});

describe('donors told of a camp near them', () => {
  /** A camp the blood centre scheduled in Pune (its city's point: 18.52, 73.86). */
  async function scheduledCamp(bankId: string, overrides: Partial<typeof camps.$inferInsert> = {}) {
    const coordinator = { name: 'Meera Joshi', mobileNumber: '9822012345', email: 'meera@example.in' };
    const [camp] = await t.database.db
      .insert(camps)
      .values({
        institutionId: bankId,
        organiserInstitutionId: bankId,
        status: 'Accepted',
        campName: `Ganesh Mandal camp ${randomBytes(2).toString('hex')}`,
        organiser: 'Ganesh Mandal Trust',
        campDate: '2031-06-21',
        startAt: new Date('2031-06-21T03:30:00Z'),
        endAt: new Date('2031-06-21T09:30:00Z'),
        campCoordinator: coordinator,
        bloodBankCoordinator: coordinator,
        venue: 'Shaniwar Wada hall',
        city: 'Pune',
        state: 'Maharashtra',
        ...overrides,
      })
      .returning();
    if (!camp) throw new Error('camp not created');
    return camp;
  }
  const campMails = async (campName: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.purpose, 'donor-camp%'), like(mailOutbox.text, `%${campName}%`)));

  it('donors near a scheduled camp who may give on its day are told once; far, due later or blocked, not', async () => {
    const bank = await createInstitution(t.database.db);
    const near = await donor({ nextEligibleOn: '2031-06-20', language: 'hi' });
    const neverGave = await donor({ nextEligibleOn: null });
    const inMumbai = await donor({ latitude: 19.07, longitude: 72.87, nextEligibleOn: null });
    const dueAfterCamp = await donor({ nextEligibleOn: '2031-06-22' });
    const blocked = await donor({ nextEligibleOn: null, blockType: 'permanently', blockedAt: new Date() });
    const camp = await scheduledCamp(bank.institution.id);

    await run({ now: new Date('2031-06-15T05:00:00Z') });
    await run({ now: new Date('2031-06-15T06:00:00Z') });

    const told = await campMails(camp.campName);
    const toNear = told.filter((row) => [near.email, `+91 ${near.mobileNumber}`].includes(row.to));
    expect(toNear.map((row) => row.purpose).sort()).toEqual(['donor-camp', 'donor-camp-sms']);
    const mail = toNear.find((row) => row.purpose === 'donor-camp');
    expect(mail?.subject).toBe('रक्तसेतु: 21 जून 2031 को आपके पास रक्तदान शिविर');
    expect(mail?.text).toContain('समय: 09:00–15:00');
    expect(mail?.text).toContain('Place: Shaniwar Wada hall, Pune');
    expect(mail?.text).toContain('Organised by: Ganesh Mandal Trust');
    expect(mail?.text).toContain(`Blood centre: ${bank.institution.name}`);
    expect(told.filter((row) => row.to === neverGave.email)).toHaveLength(1);
    for (const person of [inMumbai, dueAfterCamp, blocked])
      expect(told.filter((row) => [person.email, `+91 ${person.mobileNumber}`].includes(row.to))).toEqual([]);
  });

  it('a donor near two camps scheduled the same week is told of one only', async () => {
    const bank = await createInstitution(t.database.db);
    const asha = await donor({ nextEligibleOn: null, latitude: 18.55, longitude: 73.84 });
    const first = await scheduledCamp(bank.institution.id, { campDate: '2031-06-25' });
    const second = await scheduledCamp(bank.institution.id, { campDate: '2031-06-26' });
    await run({ now: new Date('2031-06-18T05:00:00Z') });
    const told = [...(await campMails(first.campName)), ...(await campMails(second.campName))];
    expect(told.filter((row) => row.to === asha.email).map((row) => row.subject)).toEqual([
      'RaktSetu: blood donation camp near you on 25 Jun 2031',
    ]);
  });

  it('a camp that is only pending, deactivated or over is not announced, nor one months ahead until its month', async () => {
    const bank = await createInstitution(t.database.db);
    await donor({ nextEligibleOn: null });
    const pending = await scheduledCamp(bank.institution.id, { status: 'Pending' });
    const inactive = await scheduledCamp(bank.institution.id, { active: false });
    const over = await scheduledCamp(bank.institution.id, { campDate: '2031-06-01' });
    const farAhead = await scheduledCamp(bank.institution.id, { campDate: '2031-09-01' });
    await run({ now: new Date('2031-06-16T05:00:00Z') });
    for (const camp of [pending, inactive, over, farAhead])
      expect(await campMails(camp.campName)).toEqual([]);
    // A month before its day, the camp far ahead is announced after all.
    await run({ now: new Date('2031-08-05T05:00:00Z') });
    expect(await campMails(farAhead.campName)).not.toEqual([]);
  });

  it('a camp deactivated before its notices went out is not announced after all', async () => {
    const bank = await createInstitution(t.database.db);
    const asha = await donor({ nextEligibleOn: null });
    const camp = await scheduledCamp(bank.institution.id);
    // Chosen by a run that stopped before sending, then the camp was called off.
    await t.database.db.insert(donorNotices).values({
      personId: asha.id,
      kind: 'campNearby',
      subject: camp.id,
      campId: camp.id,
    });
    await t.database.db.insert(campAnnouncements).values({ campId: camp.id, donors: 1 });
    await t.database.db.update(camps).set({ active: false }).where(eq(camps.id, camp.id));
    await run({ now: new Date('2031-06-17T05:00:00Z') });
    expect(await campMails(camp.campName)).toEqual([]);
    const [notice] = await t.database.db.select().from(donorNotices).where(eq(donorNotices.campId, camp.id));
    expect(notice?.state).toBe('dropped');
  });
});
