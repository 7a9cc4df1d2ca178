import { DONATION_CONSENTS, type DonationForm } from '@raktsetu/contract';

/**
 * The questionnaire of a donation that went well, and every declaration ticked: what the demo's walk-ins and the
 * tests' donation forms answer.
 */
export const WELL_DONATION_ANSWERS: DonationForm['answers'] = {
  willDonateFree: 'yes',
  comfortableDuringProcess: 'yes',
  clottingIssuesDuringAfterProcess: 'no',
  issuePostDonationRecovery: 'no',
  participateBloodDonationCamps: 'yes',
  ableToReadWriteCommunicate: 'yes',
  sendReceiveMessagesOnMobile: 'yes',
  fitToDonatePlatelet: 'yes',
};

export const ALL_CONSENTS = Object.fromEntries(
  DONATION_CONSENTS.map(([key]) => [key, true]),
) as DonationForm['consents'];
