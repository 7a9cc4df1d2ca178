import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Box, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { displayUnitNumber, type LabReport, SCREENING_TESTS } from '@raktsetu/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../components/facts';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { FinalResultBadge, OutcomeText } from './lab-register-columns';
import print from './lab-report-print.module.css';
import { screeningOutcomeLabel, screeningTestLabel } from './lab-text';

const PHONE = '(max-width: 36em)';

/**
 * A result's details (docs/spec/part-2-operations-and-admin.md §2 "Results": "a read-only, printable details
 * popup"): the report as the lab signs it — institution, report, donor, sample and unit, the group found against
 * the group on the unit, the measures, every parameter with its standard, the mandatory screening, the final
 * result and what it did to the units. Print prints only the report; Correct result opens the form prefilled.
 */
export function LabResultDetailsModal({
  report,
  onClose,
  onCorrect,
}: {
  report: LabReport | null;
  onClose: () => void;
  onCorrect: (report: LabReport) => void;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE) ?? false;
  const shown = useKeptWhileClosing(report);
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {t('labDetails.title', 'Lab report {{reportNo}}', { reportNo: shown?.labResults.reportNo ?? '' })}
        </Text>
      }
      size="56rem"
      fullScreen={isPhone}
      classNames={{
        overlay: print.overlay,
        inner: print.inner,
        content: print.content,
        header: print.header,
        body: print.body,
      }}
    >
      {shown && (
        <>
          <LabReportSheet report={shown} />
          {/* The popup's sticky button bar (components/modal-buttons), left off the paper. */}
          <Box
            className={print.noPrint}
            pos="sticky"
            bottom={0}
            mt="lg"
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
          >
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('labDetails.close', 'Close')}
              </Button>
              <Button variant="light" onClick={() => onCorrect(shown)}>
                {t('labDetails.correct', 'Correct result')}
              </Button>
              <Button onClick={() => window.print()}>{t('labDetails.print', 'Print')}</Button>
            </Group>
          </Box>
        </>
      )}
    </Modal>
  );
}

/** The report itself: what prints. */
function LabReportSheet({ report }: { report: LabReport }) {
  const { t } = useTranslation();
  const session = useSession();
  const institution = session?.identifier === 'institution' ? session.institutionName : '';
  const lab = report.labResults;
  const mismatch = report.bloodGroup !== report.unitBloodGroup;
  const parametersId = useId();
  const screeningId = useId();

  return (
    <Stack gap="md" className={print.report}>
      <div>
        <Title order={2} fz="xl">
          {institution}
        </Title>
        <Text size="sm">
          {t('labDetails.heading', '{{laboratory}} · Lab report {{reportNo}}', {
            laboratory: lab.laboratory,
            reportNo: lab.reportNo,
          })}
        </Text>
      </div>

      {report.corrects && (
        <Alert color="blue" variant="light">
          {t('labDetails.corrects', 'Corrects report {{reportNo}}: {{reason}}', report.corrects)}
        </Alert>
      )}

      <Facts
        items={[
          [t('labDetails.reportNo', 'Report No'), lab.reportNo],
          [t('labDetails.laboratory', 'Laboratory'), lab.laboratory],
          [t('labDetails.donorId', 'Donor ID'), report.donorId],
          [t('labDetails.sampleId', 'Sample ID'), report.sampleCode],
          [t('labDetails.bagId', 'Bag ID'), report.bagId],
          [
            t('labDetails.unitNumber', 'Unit number'),
            report.unitNumber ? displayUnitNumber(report.unitNumber) : '',
          ],
          [t('labDetails.collectedOn', 'Collected on'), formatDate(report.collectedDate)],
          [t('labDetails.testedOn', 'Tested on'), formatDate(lab.addedAt)],
          [t('labDetails.groupFound', 'Group found'), report.bloodGroup],
          [
            t('labDetails.groupOnUnit', 'Group on the unit'),
            mismatch ? (
              <>
                {report.unitBloodGroup}{' '}
                <Text component="span" c="red" fw={700}>
                  {t('labDetails.mismatch', 'Mismatch')}
                </Text>
              </>
            ) : (
              report.unitBloodGroup
            ),
          ],
          [t('labDetails.weight', 'Weight (kg)'), lab.weight ?? ''],
          [t('labDetails.bloodPressure', 'Blood Pressure'), lab.bloodPressure ?? ''],
          [t('labDetails.hb', 'Hb (g/dL)'), lab.Hb ?? ''],
        ]}
      />
      {mismatch && (
        <Alert color="red" variant="light" role="note">
          {t(
            'labDetails.mismatchText',
            'Mismatch: the lab grouped {{found}}, the unit is labelled {{labelled}}.',
            { found: report.bloodGroup, labelled: report.unitBloodGroup },
          )}
        </Alert>
      )}

      <Box component="section" aria-labelledby={parametersId}>
        <Title order={3} fz="md" id={parametersId} mb="xs">
          {t('labDetails.parameters', 'Parameters')}
        </Title>
        {lab.results.length === 0 ? (
          <Text size="sm">{t('labDetails.noParameters', 'No parameters recorded')}</Text>
        ) : (
          <Table withTableBorder withColumnBorders aria-labelledby={parametersId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('labDetails.col.parameter', 'Parameter')}</Table.Th>
                <Table.Th>{t('labDetails.col.observation', 'Observation')}</Table.Th>
                <Table.Th>{t('labDetails.col.standard', 'Standard')}</Table.Th>
                <Table.Th>{t('labDetails.col.remarks', 'Remarks')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lab.results.map((result) => (
                <Table.Tr key={result.id}>
                  <Table.Th scope="row">{result.parameter}</Table.Th>
                  <Table.Td>
                    {result.outOfRange ? (
                      <Text size="sm" fw={700} c="red">
                        {result.observation} {t('labRegister.outside', '(outside standard)')}
                      </Text>
                    ) : (
                      result.observation || '—'
                    )}
                  </Table.Td>
                  <Table.Td>{result.standard || '—'}</Table.Td>
                  <Table.Td>{result.remarks || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Box>

      <Box component="section" aria-labelledby={screeningId}>
        <Title order={3} fz="md" id={screeningId} mb="xs">
          {t('labDetails.screening', 'Mandatory screening')}
        </Title>
        <Table withTableBorder withColumnBorders aria-labelledby={screeningId}>
          <Table.Tbody>
            {SCREENING_TESTS.map((test) => {
              const outcome = lab.screening[test.key];
              return (
                <Table.Tr key={test.key}>
                  <Table.Th scope="row" w="45%">
                    {screeningTestLabel(t, test.key)}
                  </Table.Th>
                  <Table.Td>
                    <Text
                      size="sm"
                      fw={outcome === 'reactive' ? 700 : 400}
                      c={outcome === 'reactive' ? 'red' : undefined}
                    >
                      {outcome
                        ? screeningOutcomeLabel(t, outcome)
                        : t('labDetails.notRecorded', 'Not recorded')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>

      <Facts
        cols={{ base: 1, sm: 2 }}
        items={[
          [
            t('labDetails.finalResult', 'Final Result'),
            <FinalResultBadge key="result" result={lab.finalResult} />,
          ],
          ...(lab.conditionalReason
            ? [
                [
                  t('labDetails.conditionalReason', 'Reason for conditional release'),
                  lab.conditionalReason,
                ] as [string, string],
              ]
            : []),
          [t('labDetails.comments', 'Comments'), lab.comments],
          [t('labDetails.testedBy', 'Tested By'), lab.testedBy],
          [
            t('labDetails.recordedBy', 'Recorded by'),
            report.recordedBy
              ? t('labDetails.recordedByOn', '{{name}} on {{date}}', {
                  name: report.recordedBy,
                  date: formatDate(report.recordedAt),
                })
              : formatDate(report.recordedAt),
          ],
          [
            t('labDetails.units', 'Units'),
            <Stack gap={2} key="units" component="span">
              <OutcomeText outcome={report.outcome} />
              <Text component="span" size="sm" fw={400}>
                {report.outcomeNote}
              </Text>
            </Stack>,
          ],
        ]}
      />
    </Stack>
  );
}
