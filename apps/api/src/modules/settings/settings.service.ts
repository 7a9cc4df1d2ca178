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
 * What is stored, read through the contract's schema part by part: a part never saved comes back as its
 * defaults, and one that cannot be read falls back to its defaults alone — a bad part never costs the lab its
 * criteria or locks the centre out of its settings.
 */
export function settingsFrom(stored: Record<string, unknown> | null | undefined): InstitutionSettings {
  const part = <K extends keyof InstitutionSettings>(key: K): InstitutionSettings[K] => {
    const schema = institutionSettingsSchema.shape[key];
    const parsed = schema.safeParse(stored?.[key]);
    return (parsed.success ? parsed.data : schema.parse(undefined)) as InstitutionSettings[K];
  };
  const labCriteria = part('labCriteria');
  return {
    general: part('general'),
    labCriteria: labCriteria?.length ? labCriteria : DEFAULT_LAB_CRITERIA,
    monthlyConsumption: part('monthlyConsumption'),
    infrastructure: part('infrastructure'),
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
