import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Alert, Button, Group, Input, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { hasFullMenu, UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadKind } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { formatCount } from '../../lib/format';
import { useSession } from '../../lib/session';
import { type CheckedSheet, countRows, isValid, type PreviewRow, withRefusals } from './check-rows';
import { PreviewTable } from './preview-table';
import type { SheetProblem } from './read-sheet';
import { downloadTemplate, sendRows } from './upload.api';

/**
 * The door to the reading worker, loaded when a file is chosen: the worker (the spreadsheet library, about
 * 160 KB gzip) is then fetched by the browser, never with the screen itself.
 */
const loadReader = () => import('./read-sheet-in-worker');

/** A full page load (the spec: "reloads and goes to /inventory"); its own object so tests can watch it. */
export const fullPageLoad = { to: (path: string) => window.location.assign(path) };

type Problem = SheetProblem | 'onlyXlsx' | 'nothingValid';

const problemText = (t: TFunction, problem: Problem) =>
  t(`upload.problem.${problem}`, UPLOAD_MESSAGES[problem]);

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Where the page stands: nothing chosen, reading a file, a file read, storing it, or stored. */
type Stage =
  | { step: 'choose'; problem: Problem | null }
  | { step: 'reading'; file: string; percent: number }
  | { step: 'read'; file: string; rows: PreviewRow[] }
  | { step: 'storing'; file: string; rows: PreviewRow[]; done: number; parts: number }
  | { step: 'stored'; file: string; rows: PreviewRow[] };

/**
 * One tab: the three steps (download the template, fill it, upload the filled file), the preview and the
 * upload (docs/spec/part-2-operations-and-admin.md §2, §5, §8).
 */
function UploadFlow({ kind, onLeave }: { kind: UploadKind; onLeave: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [stage, setStage] = useState<Stage>({ step: 'choose', problem: null });
  // A new key gives a new, empty file input: after a failure the person chooses the file again.
  const [inputKey, setInputKey] = useState(0);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const work = useRef<AbortController | null>(null);

  // Leaving the page stops the worker and any parts still to send (nothing is stored without the last part).
  useEffect(() => () => work.current?.abort(), []);

  const rows = 'rows' in stage ? stage.rows : null;
  const counts = useMemo(() => (rows ? countRows(rows) : null), [rows]);

  const restart = (problem: Problem | null = null) => {
    work.current?.abort();
    setStage({ step: 'choose', problem });
    setOnlyProblems(false);
    setInputKey((key) => key + 1);
  };

  const choose = async (file: File | undefined) => {
    work.current?.abort();
    setOnlyProblems(false);
    if (!file) {
      setStage({ step: 'choose', problem: null });
      return;
    }
    // The name first (the spec: only .xlsx), the content next, in the worker.
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setStage({ step: 'choose', problem: 'onlyXlsx' });
      return;
    }
    if (file.size > UPLOAD_LIMITS.fileBytes) {
      setStage({ step: 'choose', problem: 'tooLarge' });
      return;
    }
    const controller = new AbortController();
    work.current = controller;
    setStage({ step: 'reading', file: file.name, percent: 0 });
    let sheet: CheckedSheet;
    try {
      const { readSheetInWorker } = await loadReader();
      sheet = await readSheetInWorker(file, kind, {
        signal: controller.signal,
        onProgress: (percent) =>
          setStage((current) => (current.step === 'reading' ? { ...current, percent } : current)),
      });
    } catch (error) {
      if (isAbort(error)) return;
      sheet = { rows: [], problem: 'broken' };
    }
    if (controller.signal.aborted) return;
    setStage(
      sheet.problem
        ? { step: 'choose', problem: sheet.problem }
        : { step: 'read', file: file.name, rows: sheet.rows },
    );
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(kind);
    } catch (error) {
      await popups.failedWith(error);
    } finally {
      setDownloading(false);
    }
  };

  const upload = async () => {
    if (stage.step !== 'read') return;
    const { file } = stage;
    let shown = stage.rows;
    const valid = shown.filter(isValid);
    if (valid.length === 0) return;
    const controller = new AbortController();
    work.current = controller;
    setStage({ step: 'storing', file, rows: shown, done: 0, parts: 1 });
    try {
      const result = await sendRows(kind, valid, {
        signal: controller.signal,
        onPart: (done, parts, refused) => {
          // A row the server refuses shows its reasons as soon as they arrive.
          shown = withRefusals(shown, refused);
          setStage({ step: 'storing', file, rows: shown, done, parts });
        },
      });
      shown = withRefusals(shown, result.refused);
      setStage({ step: 'stored', file, rows: shown });
      const refused = result.stored.refused;
      if (refused > 0) setOnlyProblems(true);
      await popups.success({
        title: result.message,
        text: [
          kind === 'donors'
            ? t(
                'upload.storedDonors',
                'Added: {{added}} · Linked: {{linked}} · Refused: {{refused}}',
                result.stored,
              )
            : t('upload.storedUnits', 'Added: {{added}} · Refused: {{refused}}', result.stored),
          refused > 0 ? t('upload.refusedNote', 'The reason is beside each refused row.') : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
      // With rows refused the person stays to read why (then Done); otherwise the upload is over.
      if (refused === 0) onLeave();
    } catch (error) {
      if (isAbort(error)) return;
      // The spec (§8): the error popup, and the file input reset; the file is chosen again.
      restart();
      await popups.failedWith(error);
    }
  };

  const busy = stage.step === 'reading' || stage.step === 'storing';
  const noun = kind === 'inventory' ? t('upload.nounUnits', 'unit') : t('upload.nounDonors', 'donor');
  const problem = stage.step === 'choose' ? stage.problem : null;
  const nothingValid = stage.step === 'read' && counts !== null && counts.valid === 0;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${inputId}-step1`}>
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4" id={`${inputId}-step1`}>
            {t('upload.step.download', '1. Download the template')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(
              'upload.step.downloadText',
              'The template has the columns in the order they are read, drop-down lists and dd/mm/yyyy dates.',
            )}
          </Text>
          <Button variant="default" onClick={() => void download()} loading={downloading}>
            {t('upload.downloadTemplate', 'Download template')}
          </Button>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${inputId}-step2`}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={`${inputId}-step2`}>
            {t('upload.step.fill', '2. Fill it in')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(
              'upload.step.fillText',
              'One row per {{noun}} under the header, dates as dd/mm/yyyy, at most {{rows}} rows. Columns marked * are required.',
              { noun, rows: formatCount(UPLOAD_LIMITS.rows) },
            )}
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${inputId}-step3`}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${inputId}-step3`}>
            {t('upload.step.upload', '3. Upload the filled file')}
          </Title>
          <Input.Wrapper
            id={inputId}
            label={t('upload.fileLabel', 'Spreadsheet (.xlsx)')}
            description={t(
              'upload.fileHint',
              'Read on this computer first: nothing is stored until you press Upload.',
            )}
            error={problem ? problemText(t, problem) : undefined}
            maw={520}
          >
            <Input
              key={inputKey}
              id={inputId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={stage.step === 'storing' || stage.step === 'stored'}
              onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event.currentTarget.files?.[0])}
              styles={{ input: { paddingTop: 6 } }}
            />
          </Input.Wrapper>
          {stage.step === 'reading' && (
            <Stack gap={4} maw={520}>
              <Text size="sm">
                {t('upload.reading', 'Reading… {{percent}}%', { percent: stage.percent })}
              </Text>
              <Progress
                value={stage.percent}
                animated
                aria-label={t('upload.readingLabel', 'Reading {{file}}', { file: stage.file })}
              />
            </Stack>
          )}
        </Stack>
      </Paper>

      {rows && counts && (
        <Stack gap="sm" component="section" aria-labelledby={`${inputId}-preview`}>
          <Title order={2} size="h4" id={`${inputId}-preview`}>
            {t('upload.preview', 'Preview')}
          </Title>
          {nothingValid && (
            <Alert color="red" variant="light" role="alert">
              {problemText(t, 'nothingValid')}
            </Alert>
          )}
          {stage.step === 'storing' && (
            <Stack gap={4}>
              <Text size="sm">
                {t('upload.storing', 'Storing… {{percent}}%', {
                  percent: Math.floor((100 * stage.done) / stage.parts),
                })}
              </Text>
              <Progress
                value={Math.floor((100 * stage.done) / stage.parts)}
                animated
                aria-label={t('upload.storingLabel', 'Storing the rows of {{file}}', { file: stage.file })}
              />
            </Stack>
          )}
          <PreviewTable
            kind={kind}
            rows={rows}
            counts={counts}
            label={t('upload.tableLabel', 'Rows of {{file}}', { file: 'file' in stage ? stage.file : '' })}
            onlyProblems={onlyProblems}
            onOnlyProblems={setOnlyProblems}
          />
        </Stack>
      )}

      <Group justify="flex-end" gap="sm">
        {stage.step === 'stored' ? (
          <Button onClick={onLeave}>{t('upload.done', 'Done')}</Button>
        ) : (
          <>
            <Button variant="default" onClick={() => navigate('/')}>
              {t('upload.cancel', 'Cancel')}
            </Button>
            <Button
              onClick={() => void upload()}
              loading={stage.step === 'storing'}
              disabled={stage.step !== 'read' || nothingValid || busy}
            >
              {t('upload.upload', 'Upload')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

/**
 * /upload (docs/spec/part-2-operations-and-admin.md §2 "Spreadsheet upload"): Inventory and Donors tabs, the
 * Inventory tab for a blood centre only (BloodBank, Both), as the API allows. Reached from People (Upload
 * Donors) and from Inventory (Upload Inventory, `from=inventory`): after a stored upload the page goes to
 * `/`, or reloads /inventory when opened from there.
 */
export function UploadPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const bloodCentre = session?.identifier === 'institution' && hasFullMenu(session.institutionType);
  const kinds: UploadKind[] = bloodCentre ? ['inventory', 'donors'] : ['donors'];
  const asked = params.get('tab');
  const tab: UploadKind = kinds.find((kind) => kind === asked) ?? (kinds[0] as UploadKind);
  const fromInventory = params.get('from') === 'inventory';

  const leave = () => {
    if (fromInventory) fullPageLoad.to('/inventory');
    else navigate('/');
  };

  const labels: Record<UploadKind, string> = {
    inventory: t('upload.tab.inventory', 'Inventory'),
    donors: t('upload.tab.donors', 'Donors'),
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('upload.title', 'Spreadsheet upload')}
        intro={t(
          'upload.intro',
          'Add many units or donors at once from an Excel workbook: every row is checked before anything is stored.',
        )}
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          value &&
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List>
          {kinds.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {labels[kind]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <UploadFlow kind={kind} onLeave={leave} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
