import {
  inventoryEndpoints,
  type LabResultEntry,
  type labResultSavedSchema,
  reactiveTests,
  type ScreeningRecord,
} from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { popups } from '../../components/popups';
import { call } from '../../lib/api';
import { useInventoryChanged } from '../inventory/stock.api';

type Saved = z.infer<typeof labResultSavedSchema>;

/**
 * After a result that marked units unsafe (docs/decisions/0047): offers to dispose of them at once — as
 * "Reactive" when a screening test was reactive, otherwise as "Other" naming the failed report. "Later" leaves
 * them in inventory, unsafe, where Dispose on the stock grid finds them.
 */
export function useOfferDisposal() {
  const { t } = useTranslation();
  const inventoryChanged = useInventoryChanged();
  return async (
    saved: readonly Saved[],
    sent: readonly Pick<LabResultEntry, 'sampleId' | 'labResults'>[],
  ) => {
    const units = saved.flatMap((result) => result.unsafeUnits);
    if (units.length === 0) return;
    const reactive = saved
      .filter((result) => result.unsafeUnits.length > 0)
      .every((result) => {
        const entry = sent.find((one) => one.sampleId === result.sampleId);
        return reactiveTests((entry?.labResults.screening ?? {}) as ScreeningRecord).length > 0;
      });
    const confirmed = await popups.confirm({
      title: t('labDispose.title', 'Dispose of the unsafe units now?'),
      text: t('labDispose.text', 'The lab marked them unsafe; they can never be issued: bag {{bags}}.', {
        bags: units.map((unit) => unit.bagId).join(', '),
      }),
      confirmLabel: t('labDispose.confirm', 'Dispose'),
      cancelLabel: t('labDispose.later', 'Later'),
    });
    if (!confirmed) return;
    try {
      const answer = await call(inventoryEndpoints.changeStatus, {
        type: 'dispose',
        inventoryIds: units.map((unit) => unit._id),
        reason: reactive ? 'reactive' : 'other',
        comment: reactive ? '' : t('labDispose.failed', 'Lab result Fail'),
      });
      await inventoryChanged();
      await popups.success({ title: answer.message });
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };
}
