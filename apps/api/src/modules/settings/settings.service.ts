import {
  DEFAULT_LAB_CRITERIA,
  type InstitutionSettings,
  institutionSettingsSchema,
} from '@raktsetu/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutions } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { forbidden } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';

/**
 * What is stored, read through the contract's schema: parts never saved come back as their defaults, and a
 * part saved by an older version gains the fields added since. Unreadable parts fall back to defaults rather
 * than locking the centre out of its settings.
 */
export function settingsFrom(stored: Record<string, unknown> | null | undefined): InstitutionSettings {
  const parsed = institutionSettingsSchema.safeParse(stored ?? {});
  const settings = parsed.success ? parsed.data : institutionSettingsSchema.parse({});
  return {
    ...settings,
    labCriteria: settings.labCriteria?.length ? settings.labCriteria : DEFAULT_LAB_CRITERIA,
  };
}

export async function settingsOf(db: Db, institutionId: string): Promise<InstitutionSettings> {
  const [row] = await db
    .select({ settings: institutions.settings })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  return settingsFrom(row?.settings);
}

/**
 * Saves the wizard's whole object (POST institution/edit with `settings`). Only blood centres have the
 * wizard; keys the wizard does not own (none today) stay as they were.
 */
export async function saveSettings(tx: Db, ctx: InstitutionContext, settings: InstitutionSettings) {
  if (ctx.institutionType !== 'BloodBank' && ctx.institutionType !== 'Both')
    throw forbidden('Only a blood centre has settings');
  const { labCriteria, ...parts } = settings;
  const saved = labCriteria ? { ...parts, labCriteria } : parts;
  await tx
    .update(institutions)
    .set({
      settings: sql`${institutions.settings} || ${JSON.stringify(saved)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(institutions.id, ctx.institutionId));
  await recordChange(tx, ctx, {
    action: 'institution.settings-saved',
    subjectType: 'institution',
    subjectId: ctx.institutionId,
    details: { parts: Object.keys(saved) },
  });
}
