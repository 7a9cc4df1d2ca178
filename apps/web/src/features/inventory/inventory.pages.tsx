import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// Inventory arrives with its own issue; until then these routes say so.

export function StockPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('inventory.stock.title', 'Inventory')} />;
}

export function InProcessPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('inventory.inProcess.title', 'In Process')} />;
}

export function UpdateStockPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('inventory.updateStock.title', 'Update Stock')} />;
}

export function TransferPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('inventory.transfer.title', 'Transfer')} />;
}

export function ReceiptPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('inventory.receipt.title', 'Receipt')} />;
}

export function AgeingReportPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('inventory.ageing.title', 'Ageing Report')} />;
}

export function IssuedPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('inventory.issued.title', 'Issued')} />;
}

export function ReceivedPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('inventory.received.title', 'Received')} />;
}
