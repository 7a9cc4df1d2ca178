import { disposeRefusal, UNIT_REFUSALS, type UnitState } from '@raktsetu/contract';
import type { TFunction } from 'i18next';

/** Why a unit in this state cannot be chosen: the contract's words (UNIT_REFUSALS), through i18next. */
export function stateRefusal(t: TFunction, state: UnitState): string {
  const texts: Record<UnitState, string> = {
    quarantined: t('bagSelection.refusal.quarantined', `This unit ${UNIT_REFUSALS.quarantined}`),
    available: '',
    reserved: t('bagSelection.refusal.reserved', `This unit ${UNIT_REFUSALS.reserved}`),
    inTransfer: t('bagSelection.refusal.inTransfer', `This unit ${UNIT_REFUSALS.inTransfer}`),
    inProcessing: t('bagSelection.refusal.inProcessing', `This unit ${UNIT_REFUSALS.inProcessing}`),
    issued: t('bagSelection.refusal.issued', `This unit ${UNIT_REFUSALS.issued}`),
    disposed: t('bagSelection.refusal.disposed', `This unit ${UNIT_REFUSALS.disposed}`),
    processed: t('bagSelection.refusal.processed', `This unit ${UNIT_REFUSALS.processed}`),
    unsafe: t('bagSelection.refusal.unsafe', `This unit ${UNIT_REFUSALS.unsafe}`),
    expired: t('bagSelection.refusal.expired', `This unit ${UNIT_REFUSALS.expired}`),
  };
  return texts[state];
}

/** Why a unit cannot be disposed of, in words (contract `disposeRefusal`), or null when it can. */
export function disposeRefusalText(t: TFunction, unit: { state: UnitState }): string | null {
  return disposeRefusal(unit) === null ? null : stateRefusal(t, unit.state);
}
