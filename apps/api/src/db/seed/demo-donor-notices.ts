import { sql } from 'drizzle-orm';
import { DONOR_NOTICE_RULES } from '../../jobs/donor-notices.job.js';
import type { Db } from '../client.js';
import { campAnnouncements, camps, donorNotices, people } from '../schema/index.js';

/**
 * The demo tells nobody of what it seeded (as demo-camps.ts sends no camp invitations): its camps count as
 * announced and its donors due again these days as told, so the first run of the donor-notices job does not
 * fill the demo's outbox with a few thousand messages before anyone has done anything. A camp a visitor
 * schedules, and donors who come due on later days, are told as on any site.
 */
export async function seedDemoDonorNotices(db: Db, today: string): Promise<void> {
  await db.execute(
    sql`insert into ${campAnnouncements} (camp_id, donors) select ${camps.id}, 0 from ${camps} on conflict do nothing`,
  );
  await db.execute(sql`
    insert into ${donorNotices} (person_id, kind, subject, state)
    select ${people.id}, 'eligibleAgain', ${people.nextEligibleOn}::text, 'dropped' from ${people}
    where ${people.isDonor} and ${people.nextEligibleOn} is not null
      and ${people.nextEligibleOn} between ${today}::date - ${DONOR_NOTICE_RULES.catchUpDays}::int and ${today}::date
    on conflict do nothing`);
}
