import {
  type BLOOD_CENTRE_SECTORS,
  type CAPACITY_UNITS,
  CONTROL_CHARACTERS_MESSAGE,
  type ComponentGroup,
  dayFieldSchema,
  formatInputDate,
  generalSettingsSchema,
  type INFRASTRUCTURE_CATEGORIES,
  type InstitutionSettings,
  institutionSettingsSchema,
  KEY_MEMBER_MESSAGES,
  MESSAGES,
  SETTINGS_STEPS,
  type SettingsStep,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/*
 * The wizard's form (docs/decisions/0032-forms.md): the contract's settings schema, shaped for people in one
 * place — the licence's end is typed dd/mm/yyyy like every other day of the app and sent as yyyy-mm-dd.
 */

/** The licence's last day: empty is "not known" (null). */
const typedLicenceDay = z
  .string()
  .transform((text) => (text.trim() === '' ? null : text))
  .pipe(dayFieldSchema(MESSAGES.invalidDate).nullable());

export const settingsFormSchema = institutionSettingsSchema.extend({
  general: generalSettingsSchema.extend({ licenceValidUntil: typedLicenceDay }),
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

/**
 * The form's values from the saved settings. The lab criteria are left out: the Set Lab Test Criteria popup
 * saves them on its own, and sending the copy read when the page opened would undo a change made in it since.
 */
export function settingsFormValues(settings: InstitutionSettings): SettingsFormValues {
  const { labCriteria: _ownedByThePopup, ...parts } = settings;
  return {
    ...parts,
    general: { ...parts.general, licenceValidUntil: formatInputDate(parts.general.licenceValidUntil) },
  };
}

/** The settings object sent by the last step: the form's output, without the lab criteria (see above). */
export function settingsPayload(values: SettingsFormOutput): InstitutionSettings {
  const { labCriteria: _ownedByThePopup, ...parts } = values;
  return parts;
}

/** The part of the settings object each step edits (the labs step saves its members at once). */
export const STEP_FIELDS: Record<SettingsStep, keyof SettingsFormValues | null> = {
  general: 'general',
  labs: null,
  monthlyInventoryType: 'monthlyConsumption',
  infrastructure: 'infrastructure',
};

/** The first step, in order, with a problem among `errors`' parts. */
export function firstStepWithErrors(errors: Partial<Record<string, unknown>>): number | null {
  const index = SETTINGS_STEPS.findIndex((step) => {
    const field = STEP_FIELDS[step];
    return field !== null && errors[field] !== undefined;
  });
  return index === -1 ? null : index;
}

/** Names of the steps, as the stepper and their headings show them. */
export function stepTitles(t: TFunction): Record<SettingsStep, string> {
  return {
    general: t('settings.step.general', 'General'),
    labs: t('settings.step.labs', 'Labs'),
    monthlyInventoryType: t('settings.step.monthlyInventoryType', 'Monthly inventory type'),
    infrastructure: t('settings.step.infrastructure', 'Infrastructure'),
  };
}

export function sectorLabels(t: TFunction): Record<(typeof BLOOD_CENTRE_SECTORS)[number], string> {
  return {
    Government: t('settings.sector.government', 'Government'),
    Private: t('settings.sector.private', 'Private'),
    Charitable: t('settings.sector.charitable', 'Charitable'),
    'Red Cross': t('settings.sector.redCross', 'Red Cross'),
  };
}

export function consumptionColumnLabels(t: TFunction): Record<ComponentGroup, string> {
  return {
    'Whole Blood': t('settings.consumption.column.wholeBlood', 'Whole Blood'),
    Plasma: t('settings.consumption.column.plasma', 'Plasma'),
    Platelets: t('settings.consumption.column.platelets', 'Platelets'),
    'Red Cells': t('settings.consumption.column.redCells', 'Red cells'),
  };
}

export function categoryLabels(t: TFunction): Record<(typeof INFRASTRUCTURE_CATEGORIES)[number], string> {
  return {
    'General Equipments': t('settings.category.general', 'General Equipments'),
    'Laboratory Equipments': t('settings.category.laboratory', 'Laboratory Equipments'),
    'Component Preparation': t('settings.category.componentPreparation', 'Component Preparation'),
    Infrastructure: t('settings.category.infrastructure', 'Infrastructure'),
  };
}

export function capacityUnitLabels(t: TFunction): Record<(typeof CAPACITY_UNITS)[number], string> {
  return {
    KWH: t('settings.capacityUnit.kwh', 'KWH'),
    'Hrs.': t('settings.capacityUnit.hours', 'Hrs.'),
    'Units.': t('settings.capacityUnit.units', 'Units.'),
    'Km.': t('settings.capacityUnit.km', 'Km.'),
  };
}

/** The contract's messages of the settings and lab member forms, translated; unknown ones (the server's) as they came. */
export function settingsMessage(t: TFunction): (message: string | undefined) => string | undefined {
  const known: Record<string, string> = {
    [KEY_MEMBER_MESSAGES.invalid]: t('settings.message.invalid', KEY_MEMBER_MESSAGES.invalid),
    [KEY_MEMBER_MESSAGES.emailInUse]: t('settings.message.emailInUse', KEY_MEMBER_MESSAGES.emailInUse),
    [MESSAGES.invalidDate]: t('settings.message.invalidDate', MESSAGES.invalidDate),
    'Enter a number of units': t('settings.message.units', 'Enter a number of units'),
    'Enter whole units': t('settings.message.wholeUnits', 'Enter whole units'),
    'At most 100000 units a month': t('settings.message.mostUnits', 'At most 100000 units a month'),
    'Enter a number': t('settings.message.number', 'Enter a number'),
    'Enter a whole number': t('settings.message.wholeNumber', 'Enter a whole number'),
    [CONTROL_CHARACTERS_MESSAGE]: t('settings.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE),
  };
  return (message) => (message ? (known[message] ?? message) : undefined);
}
