import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { BLOCK_TYPES, type DonorProfile } from '@raktsetu/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ask } from '../../components/popup-guard';
import { formatDate, formatPhone } from '../../lib/format';
import { DonorDeclineForm } from './donor-decline.form';
import { DonorEligibility } from './donor-eligibility';
import { DonorOtpVerification } from './donor-otp';
import { donorQueryKey } from './donor-popup-guard';
import { DonorProfileTabs } from './donor-profile-tabs';
import { DonorQuestionnaire } from './donor-questionnaire';

/** A label and its value, as a term and description of the grid's description list. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} mt={2} ms={0} style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </div>
  );
}

function genderLabel(t: TFunction, gender: string): string {
  if (gender === 'Male') return t('donorProfile.gender.male', 'Male');
  if (gender === 'Female') return t('donorProfile.gender.female', 'Female');
  if (gender === 'Other') return t('donorProfile.gender.other', 'Other');
  return gender;
}

function donorTypeLabel(t: TFunction, donorType: string): string {
  if (donorType === 'walkIn') return t('donorProfile.donorType.walkIn', 'Walk-in');
  if (donorType === 'institution') return t('donorProfile.donorType.institution', 'Institution');
  if (donorType === 'Individual') return t('donorProfile.donorType.individual', 'Individual');
  return donorType;
}

/** Donor ID, blood group, status, whether the donor verified by code here, and the fitness label. */
function DonorProfileHeader({ donor }: { donor: DonorProfile }) {
  const { t } = useTranslation();
  const blocked = donor.status === 'Blocked';
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {t('donorProfile.donorId', 'Donor ID')}{' '}
            <Text span ff="monospace" fw={600}>
              {donor.donorId}
            </Text>
          </Text>
          <Badge variant="filled" color="blood" radius="sm" tt="none">
            {donor.bloodGroup
              ? t('donorProfile.bloodGroup', 'Blood group {{group}}', { group: donor.bloodGroup })
              : t('donorProfile.bloodGroupUnknown', 'Blood group not known')}
          </Badge>
          <Badge variant="light" color={blocked ? 'red' : 'green'} radius="sm" tt="none">
            {blocked
              ? t('donorProfile.status.blocked', 'Blocked')
              : t('donorProfile.status.active', 'Active')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {donor.verifiedAt
            ? t('donorProfile.verifiedOn', 'Verified by code here on {{date}}', {
                date: formatDate(donor.verifiedAt),
              })
            : t('donorProfile.notVerified', 'Not verified by code here yet')}
        </Text>
      </Stack>
      <DonorEligibility eligibility={donor.eligibility} />
    </Group>
  );
}

/**
 * The donor's details (docs/spec/part-1-institution-side.md §3 "Donor profile"). Aadhaar is never shown
 * beyond its last four digits: the API keeps no more than those and a keyed hash (docs/decisions/0041).
 */
function DonorDetails({ donor }: { donor: DonorProfile }) {
  const { t } = useTranslation();
  const birth = donor.dateOfBirth
    ? donor.age === null
      ? formatDate(donor.dateOfBirth)
      : t('donorProfile.birthWithAge', '{{date}} ({{age}} years)', {
          date: formatDate(donor.dateOfBirth),
          age: donor.age,
        })
    : null;
  const lastDonation = donor.lastDonationDate
    ? [formatDate(donor.lastDonationDate), donor.lastDonationComponent].filter(Boolean).join(', ')
    : t('donorProfile.neverDonated', 'No donation on record');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      <Field label={t('donorProfile.field.gender', 'Gender')}>{genderLabel(t, donor.gender)}</Field>
      <Field label={t('donorProfile.field.dateOfBirth', 'Date of birth')}>{birth}</Field>
      <Field label={t('donorProfile.field.height', 'Height')}>
        {donor.height === null ? null : t('donorProfile.cm', '{{value}} cm', { value: donor.height })}
      </Field>
      <Field label={t('donorProfile.field.weight', 'Weight')}>
        {donor.weight === null ? null : t('donorProfile.kg', '{{value}} kg', { value: donor.weight })}
      </Field>
      <Field label={t('donorProfile.field.bmi', 'BMI')}>{donor.bmi}</Field>
      <Field label={t('donorProfile.field.mobile', 'Mobile')}>
        {formatPhone(donor.mobileNumber, donor.countryCode)}
      </Field>
      <Field label={t('donorProfile.field.email', 'E-mail')}>{donor.email}</Field>
      <Field label={t('donorProfile.field.aadhaar', 'Aadhaar')}>
        {donor.aadharLast4 ? `XXXX XXXX ${donor.aadharLast4}` : null}
      </Field>
      <Field label={t('donorProfile.field.lastDonation', 'Last donation')}>{lastDonation}</Field>
      <Field label={t('donorProfile.field.address', 'Address')}>
        {donor.address.description || donor.address.landmark ? (
          <>
            {donor.address.description}
            {donor.address.landmark && (
              <Text span size="sm" display="block" c="dimmed">
                {t('donorProfile.landmark', 'Landmark: {{landmark}}', { landmark: donor.address.landmark })}
              </Text>
            )}
          </>
        ) : null}
      </Field>
      <Field label={t('donorProfile.field.addedOn', 'Added on')}>{formatDate(donor.addedAt)}</Field>
      <Field label={t('donorProfile.field.donorType', 'Donor type')}>
        {donorTypeLabel(t, donor.donorType)}
      </Field>
      <Field label={t('donorProfile.field.referredBy', 'Referred by')}>{donor.refferedBy}</Field>
      <Field label={t('donorProfile.field.notes', 'Notes')}>{donor.notes}</Field>
    </SimpleGrid>
  );
}

/** Why and how long the donor is blocked here (docs/spec/part-2-operations-and-admin.md §5, docs/decisions/0016). */
function DonorBlockDetails({ block }: { block: NonNullable<DonorProfile['block']> }) {
  const { t } = useTranslation();
  const types: Record<keyof typeof BLOCK_TYPES, string> = {
    permanently: t('donorProfile.blockType.permanently', BLOCK_TYPES.permanently),
    temporarily: t('donorProfile.blockType.temporarily', BLOCK_TYPES.temporarily),
    recovery: t('donorProfile.blockType.recovery', BLOCK_TYPES.recovery),
  };
  return (
    <Alert color="red" variant="light" title={t('donorProfile.block.title', 'Blocked by this institution')}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Field label={t('donorProfile.block.type', 'Block type')}>{types[block.type]}</Field>
        <Field label={t('donorProfile.block.reason', 'Reason')}>{block.reason}</Field>
        {block.comment && <Field label={t('donorProfile.block.comment', 'Comment')}>{block.comment}</Field>}
        {block.until && (
          <Field label={t('donorProfile.block.until', 'Blocked until')}>{formatDate(block.until)}</Field>
        )}
        <Field label={t('donorProfile.block.blockedOn', 'Blocked on')}>{formatDate(block.blockedAt)}</Field>
      </SimpleGrid>
    </Alert>
  );
}

function ChartUnavailable() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('donorProfile.vitals.chartFailed', 'The chart could not be loaded; the readings are in the table.')}
    </Text>
  );
}

// A chart chunk that fails to load (offline, or replaced by a release) leaves the table, not an error page.
const DonorVitalsChart = lazy(() =>
  import('./donor-vitals-chart').then(
    (module) => ({ default: module.DonorVitalsChart }),
    () => ({ default: ChartUnavailable }),
  ),
);

const unitValue = (value: number | null, unit: string) => (value === null ? '—' : `${value} ${unit}`);

/**
 * bp, weight and hb by date (docs/spec/part-1-institution-side.md §2): the chart for the eye, named by its
 * latest readings, and every reading in a table for screen readers and keyboards.
 */
function DonorVitals({ vitals }: { vitals: DonorProfile['vitals'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const latest = vitals.at(-1);
  const newestFirst = [...vitals].reverse();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="sm" mb="sm" id={titleId}>
        {t('donorProfile.vitals.title', 'Vitals')}
      </Title>
      {!latest ? (
        <Text size="sm" c="dimmed">
          {t('donorProfile.vitals.none', 'No readings yet')}
        </Text>
      ) : (
        <Stack gap="md">
          <div
            role="img"
            aria-label={t(
              'donorProfile.vitals.summary',
              'Line chart of {{count}} readings of BP, weight and Hb. Latest, on {{date}}: BP {{bp}}, weight {{weight}}, Hb {{hb}}.',
              {
                count: vitals.length,
                date: formatDate(latest.date),
                bp: unitValue(latest.bp, 'mmHg'),
                weight: unitValue(latest.weight, 'kg'),
                hb: unitValue(latest.hb, 'g/dL'),
              },
            )}
          >
            <Suspense
              fallback={
                <Group gap="xs" h={220} justify="center">
                  <Loader size="sm" aria-hidden="true" />
                  <Text size="sm">{t('donorProfile.vitals.loadingChart', 'Loading the chart…')}</Text>
                </Group>
              }
            >
              <DonorVitalsChart vitals={vitals} />
            </Suspense>
          </div>
          {/* Scrolls when readings pile up over the years; focusable, so a keyboard can scroll it too. */}
          <Table.ScrollContainer
            minWidth={420}
            maxHeight={200}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('donorProfile.vitals.readings', 'Readings by date')}
          >
            <Table aria-label={t('donorProfile.vitals.table', 'Readings')} fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('donorProfile.vitals.date', 'Date')}</Table.Th>
                  <Table.Th>{t('donorProfile.vitals.bp', 'BP (systolic, mmHg)')}</Table.Th>
                  <Table.Th>{t('donorProfile.vitals.weight', 'Weight (kg)')}</Table.Th>
                  <Table.Th>{t('donorProfile.vitals.hb', 'Hb (g/dL)')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {newestFirst.map((reading) => (
                  <Table.Tr key={reading.date}>
                    <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(reading.date)}
                    </Table.Th>
                    <Table.Td>{reading.bp ?? '—'}</Table.Td>
                    <Table.Td>{reading.weight ?? '—'}</Table.Td>
                    <Table.Td>{reading.hb ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}

/** A donor as the block and unblock popups name them. */
export interface NamedDonor {
  _id: string;
  name: string;
}

type View = 'profile' | 'questionnaire' | 'decline';

export interface DonorProfileBodyProps {
  donor: DonorProfile;
  /** The donor's name as the popup's title shows it. */
  name: string;
  ask: Ask;
  onClose: () => void;
  onBlock: ((donor: NamedDonor) => void) | undefined;
  onUnblock: ((donor: NamedDonor) => void) | undefined;
}

/**
 * What the profile popup shows once the donor is loaded: the profile with its actions, or in its place the
 * questionnaire review or the decline form. Loaded on the popup's first opening (donor-profile.modal.tsx),
 * so the list screens do not carry it until a clerk opens a donor.
 */
export function DonorProfileBody({ donor, name, ask, onClose, onBlock, onUnblock }: DonorProfileBodyProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>('profile');
  // Back from the questionnaire or the decline form, the keyboard returns to the button that opened it
  // (that button left the page while the other view was shown, and focus with it).
  const openedFrom = useRef<View | null>(null);
  const questionnaireButton = useRef<HTMLButtonElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (view !== 'profile' || !openedFrom.current) return;
    (openedFrom.current === 'decline' ? declineButton : questionnaireButton).current?.focus();
    openedFrom.current = null;
  }, [view]);
  const show = (next: View) => {
    openedFrom.current = next;
    setView(next);
  };
  const verificationId = useId();
  const named = { _id: donor._id, name };
  const blocked = donor.status === 'Blocked';

  // Both open the caller's own popup: this one closes first, so the two never stack (one Escape would close
  // both, and the one underneath would still hold the keyboard's focus trap).
  const handOver = (action: ((donor: NamedDonor) => void) | undefined) =>
    action
      ? () => {
          onClose();
          action(named);
        }
      : undefined;
  const block = handOver(blocked ? onUnblock : onBlock);

  if (view === 'questionnaire' && donor.questionnaire) {
    return (
      <DonorQuestionnaire
        donor={donor}
        questionnaire={donor.questionnaire}
        ask={ask}
        onBack={() => setView('profile')}
        onApproved={onClose}
      />
    );
  }
  if (view === 'decline') {
    return (
      <DonorDeclineForm
        donor={named}
        ask={ask}
        onCancel={() => setView('profile')}
        onDeclined={() => {
          setView('profile');
          void queryClient.invalidateQueries({ queryKey: donorQueryKey(donor._id) });
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <DonorProfileHeader donor={donor} />

      <Group gap="sm" wrap="wrap" role="group" aria-label={t('donorProfile.actions.label', 'Actions')}>
        {donor.questionnaire && (
          <Button ref={questionnaireButton} onClick={() => show('questionnaire')}>
            {t('donorProfile.actions.questionnaire', 'View Questionnaire')}
          </Button>
        )}
        <Button ref={declineButton} variant="outline" color="red" onClick={() => show('decline')}>
          {t('donorProfile.actions.decline', 'Decline')}
        </Button>
        {block && (
          <Button variant="default" onClick={block}>
            {blocked
              ? t('donorProfile.actions.unblock', 'Unblock')
              : t('donorProfile.actions.block', 'Block')}
          </Button>
        )}
      </Group>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={verificationId}>
        <Title order={3} fz="sm" mb="xs" id={verificationId}>
          {t('donorProfile.verification', 'Verification by code')}
        </Title>
        <DonorOtpVerification
          donorId={donor._id}
          disabled={blocked}
          ask={ask}
          // The verification itself reloads the profile and its tabs; the popup stays on them.
          onVerified={() => {}}
        />
      </Paper>

      {donor.block && <DonorBlockDetails block={donor.block} />}

      <DonorDetails donor={donor} />

      <DonorVitals vitals={donor.vitals} />

      <DonorProfileTabs donorId={donor._id} ask={ask} />
    </Stack>
  );
}
