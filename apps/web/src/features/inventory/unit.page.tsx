import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  DISPOSE_REASONS,
  type DisposeReason,
  displayUnitNumber,
  type ScreeningState,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { RecordState } from '../../components/record-state';
import { formatDate, formatDateTime } from '../../lib/format';
import { RecordReactionLink } from '../haemovigilance/record-reaction-link';
import { disposeReasonLabels, UnitLink, UnitStateBadge, UnitsHeader, unitStateText } from './unit-columns';
import { useUnit } from './unit-lists.api';
import { unitLabelPath } from './unit-paths';

type UnitDetails = NonNullable<ReturnType<typeof useUnit>['data']>;
type Unit = UnitDetails['data'];
type UnitEvent = UnitDetails['history'][number];

function screeningText(t: TFunction, screening: ScreeningState): string {
  const labels: Record<ScreeningState, string> = {
    pending: t('unitPage.screening.pending', 'Screening pending (quarantined)'),
    declared: t('unitPage.screening.declared', 'Screening declared non-reactive'),
    released: t('unitPage.screening.released', 'Released by the lab'),
    reactive: t('unitPage.screening.reactive', 'Reactive — unsafe'),
  };
  return labels[screening];
}

/** A reason as recorded: a disposal's reason by its label, anything else as written. */
function reasonText(t: TFunction, reason: string): string {
  return reason in DISPOSE_REASONS ? disposeReasonLabels(t)[reason as DisposeReason] : reason;
}

const moment = (at: string) => formatDateTime(at) || at;

/**
 * /inventory/unit/:id (docs/decisions/0044): one unit — what it is, where it is, whether it is safe — where it
 * came from and what was made of it, and every change to it in time order, from donation to patient or bin.
 * A unit that does not exist, or is not this institution's to see, is "No such unit".
 */
export function UnitPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const unit = useUnit(id);

  const body = (
    <RecordState
      query={unit}
      loading={t('unitPage.loading', 'Loading the unit…')}
      failed={t('unitPage.failed', 'The unit could not be loaded')}
      missing={{
        title: t('unitPage.notFound', 'No such unit'),
        text: t(
          'unitPage.notFoundText',
          'No unit of this institution has this number. Check the bag label, or find the unit from the inventory.',
        ),
        to: '/inventory',
        action: t('unitPage.toInventory', 'Go to inventory'),
      }}
    >
      {(details) => <UnitDetailsView details={details} />}
    </RecordState>
  );

  return (
    <Stack gap="lg">
      <BackLink to="/inventory" label={t('unitPage.back', 'Back to inventory')} />
      <UnitsHeader
        title={
          unit.data
            ? t('unitPage.title', 'Unit {{bagId}}', { bagId: unit.data.data.bagId })
            : t('inventory.unit.title', 'Unit')
        }
        intro={
          unit.data
            ? `${unit.data.data.bloodGroup} · ${unit.data.data.component}`
            : t('unitPage.intro', 'A unit, where it came from, and everything that happened to it.')
        }
      />
      {body}
    </Stack>
  );
}

function UnitDetailsView({ details }: { details: UnitDetails }) {
  const { data: unit, history } = details;
  return (
    <Stack gap="lg">
      <UnitFacts unit={unit} />
      <Family unit={unit} />
      <History history={history} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </div>
  );
}

function UnitFacts({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="md">
        <Title order={2} fz="lg" id={headingId}>
          {t('unitPage.facts', 'The unit')}
        </Title>
        <Group gap="sm">
          <UnitStateBadge state={unit.state} />
          {/* Only the holder labels a bag: it is on its shelf. */}
          {unit.mine && (
            <Button component={Link} to={unitLabelPath(unit._id)} variant="light" size="xs">
              {t('unitPage.printLabel', 'Print label')}
            </Button>
          )}
          {/* Issue 17 item 6: the reaction of the patient who received it (haemovigilance). */}
          {unit.mine && unit.state === 'issued' && <RecordReactionLink bagId={unit.bagId} />}
        </Group>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        <Fact label={t('unitPage.bagId', 'Bag ID')}>
          <Text span ff="monospace" fw={600} size="sm">
            {unit.bagId}
          </Text>
        </Fact>
        <Fact label={t('unitPage.unitNumber', 'Unit number')}>
          {unit.unitNumber && (
            <Text span ff="monospace" fw={600} size="sm">
              {displayUnitNumber(unit.unitNumber)}
            </Text>
          )}
        </Fact>
        <Fact label={t('unitPage.donorId', 'Donor ID')}>{unit.donorId}</Fact>
        <Fact label={t('unitPage.group', 'Blood Group')}>{unit.bloodGroup}</Fact>
        <Fact label={t('unitPage.component', 'Component')}>{unit.component}</Fact>
        <Fact label={t('unitPage.volume', 'Volume (ml)')}>{unit.volume}</Fact>
        <Fact label={t('unitPage.collected', 'Collected on')}>{formatDate(unit.collectionDate)}</Fact>
        <Fact label={t('unitPage.expiry', 'Expires on')}>
          <Text span size="sm" fw={600} c={unit.state === 'expired' ? 'red.9' : undefined}>
            {formatDate(unit.expiryDate)}
          </Text>
        </Fact>
        <Fact label={t('unitPage.storedIn', 'Stored in')}>{unit.storedIn}</Fact>
        <Fact label={t('unitPage.state', 'State')}>{unitStateText(t, unit.state)}</Fact>
        <Fact label={t('unitPage.screeningLabel', 'Screening')}>
          <Text span size="sm" fw={600} c={unit.screening === 'reactive' ? 'red.9' : undefined}>
            {screeningText(t, unit.screening)}
          </Text>
        </Fact>
        <Fact label={t('unitPage.heldBy', 'Held by')}>{unit.heldBy}</Fact>
        {unit.receivedFrom && (
          <Fact label={t('unitPage.receivedFrom', 'Received from')}>
            {t('unitPage.receivedFromOn', '{{from}} on {{day}}', {
              from: unit.receivedFrom,
              day: formatDate(unit.receivedOn),
            })}
          </Fact>
        )}
        {unit.issuedDate && (
          <Fact label={t('unitPage.issuedOn', 'Issued on')}>{formatDate(unit.issuedDate)}</Fact>
        )}
        {(unit.patientName || unit.patientId) && (
          <Fact label={t('unitPage.patient', 'Patient')}>
            {[unit.patientName, unit.patientId].filter(Boolean).join(' · ')}
          </Fact>
        )}
        {unit.hospitalName && <Fact label={t('unitPage.hospital', 'Hospital')}>{unit.hospitalName}</Fact>}
        {unit.processedDate && (
          <Fact label={t('unitPage.processedOn', 'Processed on')}>{formatDate(unit.processedDate)}</Fact>
        )}
        {unit.disposedDate && (
          <Fact label={t('unitPage.disposedOn', 'Disposed on')}>{formatDate(unit.disposedDate)}</Fact>
        )}
      </SimpleGrid>
      {!unit.mine && (
        <Text size="sm" c="gray.7" mt="md">
          {t(
            'unitPage.notMine',
            'This institution no longer holds the unit (or has not received it yet): it is shown for tracing, and only its holder can change it.',
          )}
        </Text>
      )}
    </Paper>
  );
}

/** The unit it was made from, and the components made from it. */
function Family({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!unit.parent && unit.components.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t('unitPage.family', 'Made from and made into')}
      </Title>
      <Stack gap="sm">
        {unit.parent && (
          <Text size="sm">
            {t('unitPage.madeFrom', 'Made from')} <UnitLink unit={unit.parent} /> ({unit.parent.component})
          </Text>
        )}
        {unit.components.length > 0 && (
          <div>
            <Text size="sm" id={`${headingId}-made`}>
              {t('unitPage.madeInto', 'Components made from it')}
            </Text>
            <Stack component="ul" gap={4} mt={4} pl="md" aria-labelledby={`${headingId}-made`}>
              {unit.components.map((component) => (
                <Text component="li" size="sm" key={component._id}>
                  <UnitLink unit={component} /> ({component.component})
                </Text>
              ))}
            </Stack>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function History({ history }: { history: UnitEvent[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const events = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="md">
        {t('unitPage.history', 'History')}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('unitPage.noHistory', 'Nothing recorded yet')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} role="list" aria-labelledby={headingId}>
          {events.map((event) => (
            <Timeline.Item
              // Events have no id of their own; one action at one instant with one summary happens once.
              key={`${event.at}|${event.action}|${event.summary}`}
              role="listitem"
              title={
                <Text size="sm" fw={600} component="span">
                  {event.summary}
                </Text>
              }
            >
              <Stack gap={2}>
                <Text size="xs" c="gray.7">
                  <time dateTime={event.at}>{moment(event.at)}</time>
                  {' · '}
                  {event.institution}
                  {event.by && ` · ${event.by}`}
                </Text>
                {(event.fromState || event.toState) && (
                  <Text size="xs">
                    {event.fromState
                      ? t('unitPage.fromTo', '{{from}} → {{to}}', {
                          from: unitStateText(t, event.fromState),
                          to: unitStateText(t, event.toState),
                        })
                      : unitStateText(t, event.toState)}
                  </Text>
                )}
                {event.reason && (
                  <Text size="xs">
                    {t('unitPage.reason', 'Reason: {{reason}}', { reason: reasonText(t, event.reason) })}
                  </Text>
                )}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
