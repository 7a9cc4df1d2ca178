import { type CheckItem, FACILITATOR_TYPES } from '@raktsetu/contract';
import type { TFunction } from 'i18next';

// The lists themselves are in the contract: the registration payload carries their keys and the reviewer
// sees them (docs/decisions/0021). Here they get their words on screen.
export {
  BLOOD_BANK_INFRASTRUCTURE,
  type CheckItem,
  DECLARATIONS,
  FACILITATOR_TYPES,
  HOSPITAL_INFRASTRUCTURE,
} from '@raktsetu/contract';

export function checkText(t: TFunction, prefix: string, item: CheckItem): string {
  return t(`${prefix}.${item.key}`, item.text);
}

export function facilitatorTypeLabel(t: TFunction, value: string | null | undefined): string {
  const known = FACILITATOR_TYPES.find((type) => type.value === value);
  return known ? t(`registration.facilitatorTypes.${known.value}`, known.label) : (value ?? '');
}
