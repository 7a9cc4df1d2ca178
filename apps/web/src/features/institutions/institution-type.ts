import type { InstitutionType } from '@raktsetu/contract';
import type { TFunction } from 'i18next';

/** How an institution type reads on screen. */
export function institutionTypeLabel(t: TFunction, type: InstitutionType | string): string {
  switch (type) {
    case 'BloodBank':
      return t('institution.type.bloodBank', 'Blood bank');
    case 'Hospital':
      return t('institution.type.hospital', 'Hospital');
    case 'Both':
      return t('institution.type.both', 'Blood bank and hospital');
    case 'NGO':
      return t('institution.type.ngo', 'NGO / camp organiser');
    default:
      return type;
  }
}
