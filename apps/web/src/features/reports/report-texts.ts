import type { DonorType, StockMeasure } from '@raktsetu/contract';
import type { TFunction } from 'i18next';

/** The register's column headings on screen (the files keep the contract's English). */
export function measureLabel(t: TFunction, measure: StockMeasure): string {
  switch (measure) {
    case 'opening':
      return t('reports.measure.opening', 'Opening stock');
    case 'collected':
      return t('reports.measure.collected', 'Collected / added');
    case 'received':
      return t('reports.measure.received', 'Received (transfers in)');
    case 'prepared':
      return t('reports.measure.prepared', 'Components prepared');
    case 'returned':
      return t('reports.measure.returned', 'Returned to stock');
    case 'issued':
      return t('reports.measure.issued', 'Issued');
    case 'transferredOut':
      return t('reports.measure.transferredOut', 'Transferred out');
    case 'toProcessing':
      return t('reports.measure.toProcessing', 'Sent to processing');
    case 'discarded':
      return t('reports.measure.discarded', 'Discarded');
    case 'unsafe':
      return t('reports.measure.unsafe', 'Found unsafe (TTI / lab)');
    case 'expired':
      return t('reports.measure.expired', 'Expired');
    case 'closing':
      return t('reports.measure.closing', 'Closing stock');
    case 'expiringSoon':
      return t('reports.measure.expiringSoon', 'Expiring within 3 days');
  }
}

export function donorTypeLabel(t: TFunction, type: DonorType): string {
  return type === 'voluntary'
    ? t('reports.monthly.voluntary', 'Voluntary')
    : t('reports.monthly.replacement', 'Replacement');
}
