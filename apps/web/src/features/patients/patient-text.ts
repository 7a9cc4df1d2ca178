import {
  AADHAAR_MESSAGE,
  type CheckItem,
  CONTROL_CHARACTERS_MESSAGE,
  MESSAGES,
  PATIENT_MESSAGES,
  REGISTRATION_MESSAGES,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { PATIENT_FORM_MESSAGES } from './add-patient.schemas';

export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** The stored gender in words on screen; a value the list does not know is shown as it came. */
export function genderLabel(t: TFunction, gender: string): string {
  switch (gender) {
    case 'Male':
      return t('patientList.gender.male', 'Male');
    case 'Female':
      return t('patientList.gender.female', 'Female');
    case 'Other':
      return t('patientList.gender.other', 'Other');
    default:
      return gender;
  }
}

/**
 * The schemas and the API speak English; each message this form can meet is shown through a key of its
 * own, the English as default. A server message nobody foresaw is shown as it came.
 */
export function patientMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known: Record<string, string> = {
    [MESSAGES.enterRequiredDetails]: t('addPatient.message.required', MESSAGES.enterRequiredDetails),
    [MESSAGES.invalidEmail]: t('addPatient.message.invalidEmail', MESSAGES.invalidEmail),
    [MESSAGES.aadharMismatch]: t('addPatient.message.aadharMismatch', MESSAGES.aadharMismatch),
    [MESSAGES.invalidPhone]: t('addPatient.message.invalidPhone', MESSAGES.invalidPhone),
    [MESSAGES.invalidDate]: t('addPatient.message.invalidDate', MESSAGES.invalidDate),
    [MESSAGES.checkDeclaration]: t('addPatient.message.checkDeclaration', MESSAGES.checkDeclaration),
    [AADHAAR_MESSAGE]: t('addPatient.message.aadhaar', AADHAAR_MESSAGE),
    [CONTROL_CHARACTERS_MESSAGE]: t('addPatient.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE),
    [PATIENT_MESSAGES.patientIdTaken]: t(
      'addPatient.message.patientIdTaken',
      PATIENT_MESSAGES.patientIdTaken,
    ),
    [REGISTRATION_MESSAGES.zipcode]: t('addPatient.message.zipcode', REGISTRATION_MESSAGES.zipcode),
    [PATIENT_FORM_MESSAGES.age]: t('addPatient.rule.age', PATIENT_FORM_MESSAGES.age),
    [PATIENT_FORM_MESSAGES.height]: t('addPatient.rule.height', PATIENT_FORM_MESSAGES.height),
    [PATIENT_FORM_MESSAGES.weight]: t('addPatient.rule.weight', PATIENT_FORM_MESSAGES.weight),
    [PATIENT_FORM_MESSAGES.birthAfterToday]: t(
      'addPatient.rule.birthAfterToday',
      PATIENT_FORM_MESSAGES.birthAfterToday,
    ),
    [PATIENT_FORM_MESSAGES.tooManyItems]: t(
      'addPatient.rule.tooManyItems',
      PATIENT_FORM_MESSAGES.tooManyItems,
    ),
    [PATIENT_FORM_MESSAGES.tooManyRows]: t('addPatient.rule.tooManyRows', PATIENT_FORM_MESSAGES.tooManyRows),
  };
  return known[message] ?? message;
}

/** A checklist item or declaration in words; the keys are built from the contract's lists. */
export function checkItemText(t: TFunction, prefix: 'checklist' | 'declaration', item: CheckItem): string {
  return t(`addPatient.${prefix}Item.${item.key}`, item.text);
}
