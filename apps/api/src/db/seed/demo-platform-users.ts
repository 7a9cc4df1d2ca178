import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import { createSessionsRepository } from '../../modules/auth/sessions.repository.js';
import { createFilesService } from '../../modules/files/files.service.js';
import { createPlatformUsersRepository } from '../../modules/platform-users/platform-users.repository.js';
import { createPlatformUsersService } from '../../modules/platform-users/platform-users.service.js';
import type { AdminContext } from '../../plugins/request-context.js';
import type { Db } from '../client.js';
import { admins, people } from '../schema/index.js';

/**
 * The platform's blocks of the demo (docs/spec/part-2-operations-and-admin.md §4, §5), as a super administrator
 * would have set them: two of the newest people on RaktSetu, so the first page of /Super-Admin/Users shows
 * Blocked rows — one for a few weeks on antibiotics, one till recovery from anaemia. Written through the
 * service, so the audit has them too.
 */
const DEMO_BLOCKS = [
  {
    /** Which of the ten newest people (newest first). */
    newest: 2,
    blockType: 'temporarily',
    blockPeriod: '21',
    reason: 'Under Antibiotics/Prescribed Medication',
    comment:
      'On a course of antibiotics for a chest infection. May donate again a week after the course ends.',
  },
  {
    newest: 6,
    blockType: 'recovery',
    reason: 'Medically unfit donate',
    comment: 'Haemoglobin 10.9 g/dL at the last three camps; referred to a physician for anaemia.',
  },
] as const;

export async function seedDemoPlatformUsers(db: Db, input: { uploadsDir: string }): Promise<void> {
  const [admin] = await db
    .select({ id: admins.id, permissions: admins.permissions })
    .from(admins)
    .where(eq(admins.status, 1))
    .orderBy(asc(admins.addedAt))
    .limit(1);
  if (!admin) throw new Error('no demo administrator to block users');
  const ctx: AdminContext = {
    kind: 'admin',
    sessionId: 'demo-seed',
    adminId: admin.id,
    permissions: admin.permissions,
  };
  const newest = await db
    .select({ id: people.id })
    .from(people)
    .where(isNotNull(people.mobileNumber))
    .orderBy(desc(people.addedAt), asc(people.id))
    .limit(10);
  const users = createPlatformUsersService({
    db,
    repository: createPlatformUsersRepository(db),
    sessions: createSessionsRepository(db),
    files: createFilesService(db, input.uploadsDir),
  });
  for (const { newest: index, ...block } of DEMO_BLOCKS) {
    const person = newest[index];
    if (person) await users.block(ctx, { donorId: person.id, ...block });
  }
}
