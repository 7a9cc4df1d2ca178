import { addDays, ELIGIBILITY_LIMITS, INDIA_UTC_OFFSET_MS, type Language } from '@raktsetu/contract';
import { City, State } from 'country-state-city';
import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { campAnnouncements, camps, donorNotices, institutions, people } from '../db/schema/index.js';
import type { Mailer } from '../modules/mail/mail.service.js';
import { type CampForDonors, donorTexts, mailTemplates } from '../modules/mail/mail-templates.js';
import type { Notifier } from '../modules/mail/notifier.js';
import type { Job, JobLog } from './scheduler.js';

export const DONOR_NOTICES_EVERY_MS = 60 * 60_000;

export const DONOR_NOTICE_RULES = {
  /** Donors within this distance of a camp are told of it. */
  campRadiusKm: 10,
  /** At most this many donors are told of one camp, nearest first: a camp seats a few hundred at most. */
  campDonorsMax: 1_000,
  /** A camp is announced when it is at most this many days away: months ahead, a notice is forgotten. */
  campDaysAhead: 30,
  /** A donor is told of at most one camp in this many days, however many are scheduled around them. */
  campNoticeEveryDays: 7,
  /** A day missed while no process ran is caught up this many days later; older ones are let go. */
  catchUpDays: 3,
  /** A notice that could not go out (the SMS gateway refused it) is tried again until it is this old. */
  retryHours: 48,
  /** Messages leave between 09:00 and 21:00 India time, never in the night. */
  sendingHours: { from: 9, to: 21 },
} as const;

/** Notices read and sent per statement: a run never holds the nation's donors in memory. */
const BATCH = 200;

const dayOf = (date: Date) => new Date(date.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
const indiaHour = (date: Date) => new Date(date.getTime() + INDIA_UTC_OFFSET_MS).getUTCHours();
const shiftDay = (day: string, days: number) =>
  addDays(new Date(`${day}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);

/**
 * Who may give blood on `day`, as a blood centre would check before calling them: past the interval since
 * their last donation and any self-assessment deferral, of age (18–65 on that day; the years are counted by the
 * database, so 29 February falls back to the 28th in other years), and blocked neither by the platform nor by
 * any blood centre (a block for medical reasons at one centre is reason enough not to invite).
 */
function mayGiveOn(day: string): SQL {
  return sql`${people.isDonor}
    and (${people.nextEligibleOn} is null or ${people.nextEligibleOn} <= ${day})
    and (${people.deferredUntil} is null or ${people.deferredUntil} < ${day})
    and (${people.dateOfBirth} is null or ${people.dateOfBirth} between
      (${day}::date - make_interval(years => ${ELIGIBILITY_LIMITS.maxAge + 1}))::date + 1
      and (${day}::date - make_interval(years => ${ELIGIBILITY_LIMITS.minAge}))::date)
    and not (${people.blockedAt} is not null and ${people.blockType} is not null
      and (${people.blockType} <> 'temporarily' or coalesce(${people.blockUntil} >= ${day}, false)))
    and not exists (select 1 from institution_donors d where d.person_id = ${people.id} and d.status = 'Blocked'
      and (d.block_type is distinct from 'temporarily' or coalesce(d.block_until >= ${day}, true)))`;
}

/** Someone the job can reach: an e-mail address, or a mobile number when text messages go out. */
const reachable = (sms: boolean): SQL =>
  sms
    ? sql`(${people.email} is not null or ${people.mobileNumber} is not null)`
    : sql`${people.email} is not null`;

/** Rows a statement changed: node-postgres says rowCount, PGlite affectedRows. */
function changed(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

const INDIA = 'IN';
/**
 * Where a camp is: its city, from the same list the camp form offers (`country-state-city`), or else the blood
 * centre that runs it — camps keep no coordinates of their own, and a camp is held in its blood centre's area.
 */
export function cityPoint(city: string | null, state: string | null) {
  if (!city || !state) return null;
  const stateCode = State.getStatesOfCountry(INDIA).find(
    (s) => s.name.toLowerCase() === state.trim().toLowerCase(),
  )?.isoCode;
  if (!stateCode) return null;
  const found = City.getCitiesOfState(INDIA, stateCode).find(
    (c) => c.name.toLowerCase() === city.trim().toLowerCase(),
  );
  const latitude = Number(found?.latitude);
  const longitude = Number(found?.longitude);
  return found && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

const hhmm = (at: Date | null) =>
  at ? new Date(at.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(11, 16) : '';

export interface DonorNoticesDeps {
  db: Db;
  mailer: Mailer;
  notifier: Notifier;
  log: JobLog;
  periodMs?: number;
  /** The clock; tests set it. */
  now?: () => Date;
  /** Rows per statement; tests make it small to see the batches turn. */
  batch?: number;
}

/**
 * Tells donors, once each, by mail and by text message (issue 17 item 5):
 * - **eligible again**: the interval since their last donation ends today (India day);
 * - **a camp near them**: a blood centre scheduled a camp within 10 km, and they may give on its day.
 *
 * Each run first *chooses* whom to tell, set-based inside the database (`donor_notices` rows, `pending`; the
 * unique key makes a second choice of the same thing a no-op), then *sends* the pending notices in batches read
 * by an index, each notice in its own transaction with its mail and text in the outbox, so a run never loads
 * everyone and a refused text message leaves that one notice pending for the next run.
 */
export function donorNoticesJob(deps: DonorNoticesDeps): Job {
  const { db, mailer, notifier, log } = deps;
  const now = deps.now ?? (() => new Date());
  const batch = deps.batch ?? BATCH;
  const sms = notifier.transport !== 'none';

  /** Everyone whose interval ended today, or on a day a stopped site missed, who has not been told. */
  async function chooseEligibleAgain(today: string): Promise<number> {
    const from = shiftDay(today, -DONOR_NOTICE_RULES.catchUpDays);
    return changed(
      await db.execute(sql`
        insert into ${donorNotices} (person_id, kind, subject)
        select ${people.id}, 'eligibleAgain', ${people.nextEligibleOn}::text from ${people}
        where ${people.nextEligibleOn} is not null and ${people.nextEligibleOn} between ${from} and ${today}
          and ${mayGiveOn(today)} and ${reachable(sms)}
        on conflict do nothing`),
    );
  }

  /** Scheduled camps of the coming weeks that have not been announced, a page at a time. */
  async function chooseCampDonors(today: string, signal: AbortSignal): Promise<number> {
    let chosen = 0;
    let after: { day: string; id: string } | null = null;
    while (!signal.aborted) {
      const page = await db
        .select({
          id: camps.id,
          campDate: camps.campDate,
          city: camps.city,
          state: camps.state,
          bankLatitude: institutions.latitude,
          bankLongitude: institutions.longitude,
        })
        .from(camps)
        .innerJoin(institutions, eq(institutions.id, camps.institutionId))
        .where(
          and(
            eq(camps.status, 'Accepted'),
            eq(camps.active, true),
            sql`${camps.campDate} between ${today} and ${shiftDay(today, DONOR_NOTICE_RULES.campDaysAhead)}`,
            after
              ? or(gt(camps.campDate, after.day), and(eq(camps.campDate, after.day), gt(camps.id, after.id)))
              : undefined,
            sql`not exists (select 1 from ${campAnnouncements} a where a.camp_id = ${camps.id})`,
          ),
        )
        .orderBy(asc(camps.campDate), asc(camps.id))
        .limit(batch);
      for (const camp of page) {
        const point =
          cityPoint(camp.city, camp.state) ??
          (camp.bankLatitude !== null && camp.bankLongitude !== null
            ? { latitude: camp.bankLatitude, longitude: camp.bankLongitude }
            : null);
        const day = camp.campDate as string;
        chosen += await db.transaction(async (tx) => {
          let donors = 0;
          if (point) {
            const here = sql`ll_to_earth(${point.latitude}, ${point.longitude})`;
            const radius = DONOR_NOTICE_RULES.campRadiusKm * 1000;
            // The square lets the spatial index bound the walk; nearest first, so a crowded city's cap goes to
            // those who live closest (docs/decisions/0042 on earth_box).
            donors = changed(
              await tx.execute(sql`
                insert into ${donorNotices} (person_id, kind, subject, camp_id)
                select ${people.id}, 'campNearby', ${camp.id}::text, ${camp.id}::uuid from ${people}
                where earth_box(${here}, ${radius}) @> ${people.earth}
                  and earth_distance(${here}, ${people.earth}) <= ${radius}
                  and ${mayGiveOn(day)} and ${reachable(sms)}
                  and not exists (select 1 from ${donorNotices} told where told.person_id = ${people.id}
                    and told.kind = 'campNearby'
                    and told.added_at > now() - ${DONOR_NOTICE_RULES.campNoticeEveryDays}::int * interval '1 day')
                order by ${people.earth} <-> ${here}
                limit ${DONOR_NOTICE_RULES.campDonorsMax}
                on conflict do nothing`),
            );
          }
          await tx.insert(campAnnouncements).values({ campId: camp.id, donors }).onConflictDoNothing();
          return donors;
        });
      }
      const last = page.at(-1);
      if (!last || page.length < batch) break;
      after = { day: last.campDate as string, id: last.id };
    }
    return chosen;
  }

  interface Pending {
    id: string;
    addedAt: Date;
    kind: 'eligibleAgain' | 'campNearby';
    subject: string;
    firstName: string;
    email: string | null;
    mobileNumber: string | null;
    language: Language;
  }

  /** The camp as its donors read of it; null when it no longer takes place as announced. */
  async function campFor(campId: string, today: string): Promise<CampForDonors | null> {
    const [camp] = await db
      .select({
        camp: camps,
        bank: institutions.name,
        organiserName: sql<string>`(select name from ${institutions} o where o.id = ${camps.organiserInstitutionId})`,
      })
      .from(camps)
      .innerJoin(institutions, eq(institutions.id, camps.institutionId))
      .where(eq(camps.id, campId));
    if (!camp) return null;
    const { status, active, campDate } = camp.camp;
    if (status !== 'Accepted' || !active || !campDate || campDate < today) return null;
    const hours = camp.camp.startAt
      ? `${hhmm(camp.camp.startAt)}${camp.camp.endAt ? `–${hhmm(camp.camp.endAt)}` : ''}`
      : '';
    return {
      campName: camp.camp.campName,
      day: campDate,
      hours,
      venue: camp.camp.venue || camp.camp.addressDescription,
      city: camp.camp.city ?? '',
      organiser: camp.camp.organiser.trim() || camp.organiserName,
      bloodBank: camp.bank,
    };
  }

  /** One notice, in one transaction with its mail and text: sent once, or not at all and tried again. */
  async function send(notice: Pending, camp: CampForDonors | null): Promise<'sent' | 'dropped'> {
    const byMail = notice.email !== null;
    const bySms = sms && notice.mobileNumber !== null;
    return db.transaction(async (tx) => {
      const state = notice.kind === 'campNearby' && !camp ? 'dropped' : 'sent';
      const [claimed] = await tx
        .update(donorNotices)
        .set(state === 'sent' ? { state, byMail, bySms, sentAt: now() } : { state })
        .where(and(eq(donorNotices.id, notice.id), eq(donorNotices.state, 'pending')))
        .returning({ id: donorNotices.id });
      if (!claimed || state === 'dropped') return 'dropped';
      const { language, firstName } = notice;
      if (notice.kind === 'eligibleAgain') {
        if (byMail && notice.email)
          await mailer.send(
            mailTemplates.donorEligibleAgain(notice.email, { firstName, day: notice.subject }, language),
            tx,
          );
        if (bySms && notice.mobileNumber)
          await notifier.sms(
            {
              to: notice.mobileNumber,
              text: donorTexts.eligibleAgain(language, firstName, notice.subject),
              purpose: 'donor-eligible',
            },
            tx,
          );
      } else if (camp) {
        if (byMail && notice.email)
          await mailer.send(mailTemplates.campNearby(notice.email, firstName, camp, language), tx);
        if (bySms && notice.mobileNumber)
          await notifier.sms(
            { to: notice.mobileNumber, text: donorTexts.campNearby(language, camp), purpose: 'donor-camp' },
            tx,
          );
      }
      return 'sent';
    });
  }

  async function sendPending(today: string, signal: AbortSignal) {
    const counts = { sent: 0, dropped: 0, failed: 0 };
    // What could not go out for two days is old news: let it go rather than announce it late. Counted on the
    // database's clock, which wrote added_at.
    counts.dropped += changed(
      await db.execute(sql`
        update ${donorNotices} set state = 'dropped'
        where state = 'pending' and added_at < now() - ${DONOR_NOTICE_RULES.retryHours}::numeric * interval '1 hour'`),
    );
    const campsTold = new Map<string, CampForDonors | null>();
    let after: { addedAt: Date; id: string } | null = null;
    while (!signal.aborted) {
      const page: Pending[] = await db
        .select({
          id: donorNotices.id,
          addedAt: donorNotices.addedAt,
          kind: donorNotices.kind,
          subject: donorNotices.subject,
          firstName: people.firstName,
          email: people.email,
          mobileNumber: people.mobileNumber,
          language: people.language,
        })
        .from(donorNotices)
        .innerJoin(people, eq(people.id, donorNotices.personId))
        .where(
          and(
            eq(donorNotices.state, 'pending'),
            after
              ? sql`(${donorNotices.addedAt}, ${donorNotices.id}) > (${after.addedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(donorNotices.addedAt), asc(donorNotices.id))
        .limit(batch);
      for (const notice of page) {
        if (signal.aborted) break;
        let camp: CampForDonors | null = null;
        if (notice.kind === 'campNearby') {
          if (!campsTold.has(notice.subject))
            campsTold.set(notice.subject, await campFor(notice.subject, today));
          camp = campsTold.get(notice.subject) ?? null;
        }
        try {
          counts[await send(notice, camp)] += 1;
        } catch (error) {
          // The gateway refused the text: nothing of this notice was kept; the next run tries it again.
          counts.failed += 1;
          log.warn(
            { notice: notice.id, kind: notice.kind, error: String(error) },
            'a donor notice could not be sent',
          );
        }
      }
      const last = page.at(-1);
      if (!last || page.length < batch) break;
      after = { addedAt: last.addedAt, id: last.id };
    }
    return counts;
  }

  return {
    name: 'donor-notices',
    periodMs: deps.periodMs ?? DONOR_NOTICES_EVERY_MS,
    async run(signal) {
      const at = now();
      const hour = indiaHour(at);
      if (hour < DONOR_NOTICE_RULES.sendingHours.from || hour >= DONOR_NOTICE_RULES.sendingHours.to) return;
      const today = dayOf(at);
      const chosen = {
        eligibleAgain: await chooseEligibleAgain(today),
        campNearby: signal.aborted ? 0 : await chooseCampDonors(today, signal),
      };
      const counts = await sendPending(today, signal);
      if (chosen.eligibleAgain + chosen.campNearby + counts.sent + counts.dropped + counts.failed > 0)
        log.info({ chosen, ...counts }, 'donor notices');
    },
  };
}
