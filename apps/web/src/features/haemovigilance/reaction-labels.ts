import {
  CONTROL_CHARACTERS_MESSAGE,
  type DonorReactionType,
  type DonorSeverity,
  HAEMOVIGILANCE_MESSAGES,
  MESSAGES,
  type ReactionOutcome,
  type TransfusionReactionType,
  type TransfusionSeverity,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';

/** HvPI / ISBT categories in the screen's language; the contract keeps the English. */
export function transfusionTypeLabels(t: TFunction): Record<TransfusionReactionType, string> {
  return {
    febrileNonHaemolytic: t(
      'haemovigilance.type.febrileNonHaemolytic',
      'Febrile non-haemolytic transfusion reaction (FNHTR)',
    ),
    allergicMinor: t('haemovigilance.type.allergicMinor', 'Allergic reaction (minor)'),
    anaphylactic: t('haemovigilance.type.anaphylactic', 'Anaphylactic / anaphylactoid reaction'),
    acuteHaemolytic: t('haemovigilance.type.acuteHaemolytic', 'Acute haemolytic transfusion reaction (AHTR)'),
    delayedHaemolytic: t(
      'haemovigilance.type.delayedHaemolytic',
      'Delayed haemolytic transfusion reaction (DHTR)',
    ),
    taco: t('haemovigilance.type.taco', 'Transfusion-associated circulatory overload (TACO)'),
    trali: t('haemovigilance.type.trali', 'Transfusion-related acute lung injury (TRALI)'),
    tad: t('haemovigilance.type.tad', 'Transfusion-associated dyspnoea (TAD)'),
    hypotensive: t('haemovigilance.type.hypotensive', 'Hypotensive transfusion reaction'),
    tti: t('haemovigilance.type.tti', 'Transfusion-transmitted infection (TTI)'),
    ptp: t('haemovigilance.type.ptp', 'Post-transfusion purpura (PTP)'),
    taGvhd: t('haemovigilance.type.taGvhd', 'Transfusion-associated graft-versus-host disease (TA-GvHD)'),
    other: t('haemovigilance.type.other', 'Other'),
  };
}

export function donorTypeLabels(t: TFunction): Record<DonorReactionType, string> {
  return {
    vasovagalImmediate: t('haemovigilance.donorType.vasovagalImmediate', 'Vasovagal reaction — immediate'),
    vasovagalDelayed: t('haemovigilance.donorType.vasovagalDelayed', 'Vasovagal reaction — delayed'),
    haematoma: t('haemovigilance.donorType.haematoma', 'Haematoma (bruise)'),
    arterialPuncture: t('haemovigilance.donorType.arterialPuncture', 'Arterial puncture'),
    nerveInjury: t('haemovigilance.donorType.nerveInjury', 'Nerve injury or irritation'),
    citrateReaction: t('haemovigilance.donorType.citrateReaction', 'Citrate reaction (apheresis)'),
    allergic: t('haemovigilance.donorType.allergic', 'Allergic reaction'),
    other: t('haemovigilance.donorType.other', 'Other'),
  };
}

export function transfusionSeverityLabels(t: TFunction): Record<TransfusionSeverity, string> {
  return {
    nonSevere: t('haemovigilance.severity.nonSevere', 'Non-severe'),
    severe: t('haemovigilance.severity.severe', 'Severe'),
    lifeThreatening: t('haemovigilance.severity.lifeThreatening', 'Life-threatening'),
    death: t('haemovigilance.severity.death', 'Death'),
  };
}

export function donorSeverityLabels(t: TFunction): Record<DonorSeverity, string> {
  return {
    mild: t('haemovigilance.donorSeverity.mild', 'Mild'),
    moderate: t('haemovigilance.donorSeverity.moderate', 'Moderate'),
    severe: t('haemovigilance.donorSeverity.severe', 'Severe'),
  };
}

export function outcomeLabels(t: TFunction): Record<ReactionOutcome, string> {
  return {
    recovered: t('haemovigilance.outcome.recovered', 'Recovered'),
    recovering: t('haemovigilance.outcome.recovering', 'Recovering'),
    sequelae: t('haemovigilance.outcome.sequelae', 'Recovered with sequelae'),
    death: t('haemovigilance.outcome.death', 'Death'),
    unknown: t('haemovigilance.outcome.unknown', 'Unknown'),
  };
}

/** The options of a select, in the contract's order. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/**
 * The messages the reaction forms can meet, each through a key of its own with the English as default; a
 * server message nobody foresaw (a bag named in it) is shown as it came.
 */
export function reactionMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known: Record<string, string> = {
    [HAEMOVIGILANCE_MESSAGES.chooseUnits]: t(
      'haemovigilance.message.chooseUnits',
      HAEMOVIGILANCE_MESSAGES.chooseUnits,
    ),
    [HAEMOVIGILANCE_MESSAGES.tooManyUnits]: t(
      'haemovigilance.message.tooManyUnits',
      HAEMOVIGILANCE_MESSAGES.tooManyUnits,
    ),
    [HAEMOVIGILANCE_MESSAGES.unitTwice]: t(
      'haemovigilance.message.unitTwice',
      HAEMOVIGILANCE_MESSAGES.unitTwice,
    ),
    [HAEMOVIGILANCE_MESSAGES.chooseType]: t(
      'haemovigilance.message.chooseType',
      HAEMOVIGILANCE_MESSAGES.chooseType,
    ),
    [HAEMOVIGILANCE_MESSAGES.chooseSeverity]: t(
      'haemovigilance.message.chooseSeverity',
      HAEMOVIGILANCE_MESSAGES.chooseSeverity,
    ),
    [HAEMOVIGILANCE_MESSAGES.chooseOutcome]: t(
      'haemovigilance.message.chooseOutcome',
      HAEMOVIGILANCE_MESSAGES.chooseOutcome,
    ),
    [HAEMOVIGILANCE_MESSAGES.onsetRequired]: t(
      'haemovigilance.message.onsetRequired',
      HAEMOVIGILANCE_MESSAGES.onsetRequired,
    ),
    [HAEMOVIGILANCE_MESSAGES.onsetTime]: t(
      'haemovigilance.message.onsetTime',
      HAEMOVIGILANCE_MESSAGES.onsetTime,
    ),
    [HAEMOVIGILANCE_MESSAGES.onsetFuture]: t(
      'haemovigilance.message.onsetFuture',
      HAEMOVIGILANCE_MESSAGES.onsetFuture,
    ),
    [HAEMOVIGILANCE_MESSAGES.actionsRequired]: t(
      'haemovigilance.message.actionsRequired',
      HAEMOVIGILANCE_MESSAGES.actionsRequired,
    ),
    [HAEMOVIGILANCE_MESSAGES.otherTypeRequired]: t(
      'haemovigilance.message.otherTypeRequired',
      HAEMOVIGILANCE_MESSAGES.otherTypeRequired,
    ),
    [HAEMOVIGILANCE_MESSAGES.deathNeedsOutcome]: t(
      'haemovigilance.message.deathNeedsOutcome',
      HAEMOVIGILANCE_MESSAGES.deathNeedsOutcome,
    ),
    [HAEMOVIGILANCE_MESSAGES.chooseDonation]: t(
      'haemovigilance.message.chooseDonation',
      HAEMOVIGILANCE_MESSAGES.chooseDonation,
    ),
    [HAEMOVIGILANCE_MESSAGES.duplicate]: t(
      'haemovigilance.message.duplicate',
      HAEMOVIGILANCE_MESSAGES.duplicate,
    ),
    [HAEMOVIGILANCE_MESSAGES.differentPatients]: t(
      'haemovigilance.message.differentPatients',
      HAEMOVIGILANCE_MESSAGES.differentPatients,
    ),
    [MESSAGES.invalidDate]: t('haemovigilance.message.invalidDate', MESSAGES.invalidDate),
    [CONTROL_CHARACTERS_MESSAGE]: t('haemovigilance.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE),
  };
  return known[message] ?? message;
}
