import { displayUnitNumber, type SampleRow } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';

/** The sample a result is for, as the samples list shows it. */
export function sampleFactItems(
  t: TFunction,
  sample: Pick<SampleRow, 'sample' | 'donorId' | 'bagId' | 'unitNumber' | 'collectionDate'>,
): [string, ReactNode][] {
  return [
    [t('labForm.fact.sampleId', 'Sample ID'), sample.sample.sampleId_1],
    [t('labForm.fact.donorId', 'Donor ID'), sample.donorId],
    [t('labForm.fact.bagId', 'Bag ID'), sample.bagId],
    [
      t('labForm.fact.unitNumber', 'Unit number'),
      sample.unitNumber ? displayUnitNumber(sample.unitNumber) : '',
    ],
    [t('labForm.fact.collectedOn', 'Collected on'), formatDate(sample.collectionDate)],
  ];
}
