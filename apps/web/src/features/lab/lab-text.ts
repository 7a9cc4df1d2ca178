import {
  CONTROL_CHARACTERS_MESSAGE,
  type FinalResult,
  LAB_MESSAGES,
  type LabResultOutcome,
  MESSAGES,
  type ScreeningOutcome,
  type ScreeningTest,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';

/**
 * The lab's words on screen (docs/decisions/0040-translation-keys.md): the contract's English is the default of
 * each key, and a message the screen does not know (a server's) shows as it came.
 */

/** Texts the lab forms add where the contract has a rule but no words for a person. */
export const LAB_FORM_MESSAGES = {
  chooseSample: 'Choose the sample',
  bloodPressure: 'Write the blood pressure as 120/80',
  number: 'Enter a number',
  date: 'Enter valid date',
  validData: MESSAGES.enterValidData,
  minAboveMax: 'The lowest value cannot be above the highest',
} as const;

/** Every message a lab form may show, translated; unknown ones (the server's) as they came. */
export function labMessage(t: TFunction): (message: string | undefined) => string | undefined {
  const known: Record<string, string> = {
    [MESSAGES.allFiledsRequired]: t('labForm.message.allRequired', MESSAGES.allFiledsRequired),
    [MESSAGES.enterBloodGroup]: t('labForm.message.enterBloodGroup', MESSAGES.enterBloodGroup),
    [MESSAGES.enterHb]: t('labForm.message.enterHb', MESSAGES.enterHb),
    [MESSAGES.enterReportNo]: t('labForm.message.enterReportNo', MESSAGES.enterReportNo),
    [MESSAGES.enterWeight]: t('labForm.message.enterWeight', MESSAGES.enterWeight),
    [MESSAGES.enterBloodPressure]: t('labForm.message.enterBloodPressure', MESSAGES.enterBloodPressure),
    [MESSAGES.enterTestedBy]: t('labForm.message.enterTestedBy', MESSAGES.enterTestedBy),
    [MESSAGES.enterAddedAt]: t('labForm.message.enterAddedAt', MESSAGES.enterAddedAt),
    [MESSAGES.enterValidData]: t('labForm.message.enterValidData', MESSAGES.enterValidData),
    [LAB_MESSAGES.passWithReactive]: t('labForm.rule.passWithReactive', LAB_MESSAGES.passWithReactive),
    [LAB_MESSAGES.passNeedsScreening]: t('labForm.rule.passNeedsScreening', LAB_MESSAGES.passNeedsScreening),
    [LAB_MESSAGES.conditionalNeedsReason]: t(
      'labForm.rule.conditionalNeedsReason',
      LAB_MESSAGES.conditionalNeedsReason,
    ),
    [LAB_MESSAGES.correctionNeedsReason]: t(
      'labForm.rule.correctionNeedsReason',
      LAB_MESSAGES.correctionNeedsReason,
    ),
    [LAB_FORM_MESSAGES.chooseSample]: t('labForm.rule.chooseSample', LAB_FORM_MESSAGES.chooseSample),
    [LAB_FORM_MESSAGES.bloodPressure]: t('labForm.rule.bloodPressure', LAB_FORM_MESSAGES.bloodPressure),
    [LAB_FORM_MESSAGES.number]: t('labForm.rule.number', LAB_FORM_MESSAGES.number),
    [LAB_FORM_MESSAGES.date]: t('labForm.rule.date', LAB_FORM_MESSAGES.date),
    [LAB_FORM_MESSAGES.minAboveMax]: t('labForm.rule.minAboveMax', LAB_FORM_MESSAGES.minAboveMax),
    [CONTROL_CHARACTERS_MESSAGE]: t('labForm.rule.controlCharacters', CONTROL_CHARACTERS_MESSAGE),
  };
  return (message) => (message ? (known[message] ?? message) : undefined);
}

export function screeningTestLabel(t: TFunction, test: ScreeningTest): string {
  const labels: Record<ScreeningTest, string> = {
    hiv: t('labScreening.test.hiv', 'HIV 1 & 2'),
    hbsag: t('labScreening.test.hbsag', 'HBsAg'),
    hcv: t('labScreening.test.hcv', 'HCV'),
    syphilis: t('labScreening.test.syphilis', 'Syphilis (VDRL/RPR)'),
    malaria: t('labScreening.test.malaria', 'Malaria'),
  };
  return labels[test];
}

export function screeningOutcomeLabel(t: TFunction, outcome: ScreeningOutcome): string {
  return outcome === 'reactive'
    ? t('labScreening.outcome.reactive', 'Reactive')
    : t('labScreening.outcome.nonReactive', 'Non-reactive');
}

export function finalResultLabel(t: TFunction, result: FinalResult): string {
  const labels: Record<FinalResult, string> = {
    Pass: t('labResult.final.pass', 'Pass'),
    Fail: t('labResult.final.fail', 'Fail'),
    'Conditional Release': t('labResult.final.conditional', 'Conditional Release'),
  };
  return labels[result];
}

/** What a saved result did to its donation's units, in a word. */
export function outcomeLabel(t: TFunction, outcome: LabResultOutcome): string {
  const labels: Record<LabResultOutcome, string> = {
    released: t('labResult.outcome.released', 'Released'),
    held: t('labResult.outcome.held', 'Held'),
    unsafe: t('labResult.outcome.unsafe', 'Unsafe'),
    alreadyOut: t('labResult.outcome.alreadyOut', 'Already out'),
  };
  return labels[outcome];
}
