import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group } from '@mantine/core';
import type { ReportFormat } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReport, type ReportKind } from './reports.api';
import classes from './reports.module.css';

/** Download .xlsx, Download PDF and Print for the report on screen. */
export function ReportDownloads({ kind, period }: { kind: ReportKind; period: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (format: ReportFormat) => {
    setBusy(format);
    setFailure(null);
    try {
      await downloadReport(kind, period, format);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={classes.noPrint}>
      <Group gap="xs">
        <Button
          variant="light"
          loading={busy === 'xlsx'}
          disabled={busy !== null}
          onClick={() => download('xlsx')}
        >
          {t('reports.downloadXlsx', 'Download .xlsx')}
        </Button>
        <Button
          variant="light"
          loading={busy === 'pdf'}
          disabled={busy !== null}
          onClick={() => download('pdf')}
        >
          {t('reports.downloadPdf', 'Download PDF')}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t('reports.print', 'Print')}
        </Button>
      </Group>
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mt="sm"
          title={t('reports.downloadFailed', 'The file could not be made')}
        >
          {failure}
        </Alert>
      )}
    </div>
  );
}
