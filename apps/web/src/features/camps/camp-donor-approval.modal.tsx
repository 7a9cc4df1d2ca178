import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type CampDonor,
  DONATION_APPROVAL_REQUIRED_FIELDS,
  DONATION_CONSENTS,
  type DonationOutcome,
  donationApprovalSchema,
  type InProcessDetails,
  indiaDayAndTime,
  MESSAGES,
} from '@raktsetu/contract';
import { useId, useState } from 'react';
import { type Control, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { formatDate } from '../../lib/format';
import { useContractForm } from '../../lib/forms';
import { cleanDecimal } from '../../lib/input';
import {
  bagTypeLabel,
  CampDonorFrame,
  type CampDonorPopupProps,
  CampRadioField,
  CampTextField,
  contractAfter,
  DeferredView,
  DonorFacts,
  donorName,
  Facts,
  hasEmptyRequired,
  RequiredAlert,
  requiredFirst,
  showRefusal,
} from './camp-donor-data.modal';
import {
  RELOAD_AFTER_APPROVAL_MS,
  useChangeCampDonorStatus,
  useInProcessDetails,
  useReloadCampLater,
} from './camp-donors.api';

/*
 * The approval popup of the camp donors screen (Proceed; docs/spec/part-1-institution-side.md §2 "Camps", §3
 * "Approval details", §4, §5): what the Donor Data form recorded, read-only, then the bleed — its times,
 * volume, bag weight, storage — and how the donor was. Empty required fields are marked and nothing is sent;
 * Approve makes the unit and its samples, and the popup names the unit.
 */

const text = z.string();
const yesNo = z.enum(['yes', 'no', '']);

/** The approval as typed, checked required-first (the yes/no questions must be answered too), then by the contract. */
const approvalForm = requiredFirst(
  z.object({
    startTime: text,
    endTime: text,
    volume: text,
    weight_2: text,
    storedIn: text,
    temperature: text,
    dataPostBy: text,
    haveExplainedProtocolsPrecautionsForDonation: z.boolean(),
    preDonationHealthCheckFilled: z.boolean(),
    comfortableDuringProcess: yesNo,
    clottingIssuesDuringAfterProcess: yesNo,
    issuePostDonationRecovery: yesNo,
  }),
  [
    ...DONATION_APPROVAL_REQUIRED_FIELDS,
    'comfortableDuringProcess',
    'clottingIssuesDuringAfterProcess',
    'issuePostDonationRecovery',
  ],
);
export const approvalFormSchema = approvalForm.pipe(contractAfter(approvalForm, donationApprovalSchema));
type ApprovalValues = z.input<typeof approvalFormSchema>;
type ApprovalControl = Control<ApprovalValues, unknown, z.output<typeof approvalFormSchema>>;

const EMPTY_APPROVAL: ApprovalValues = {
  startTime: '',
  endTime: '',
  volume: '',
  weight_2: '',
  storedIn: '',
  temperature: '',
  dataPostBy: '',
  haveExplainedProtocolsPrecautionsForDonation: true,
  preDonationHealthCheckFilled: true,
  comfortableDuringProcess: '',
  clottingIssuesDuringAfterProcess: '',
  issuePostDonationRecovery: '',
};

/** `HH:mm` as typed: digits, the colon put in after the hours. */
export function cleanClock(typed: string): string {
  if (/^\d{1,2}:\d{0,2}$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
const cleanAmount = (typed: string) => cleanDecimal(typed).replace(/^-/, '').slice(0, 6);
const cleanTemperature = (typed: string) => cleanDecimal(typed).slice(0, 6);

const CONSENT_TEXT = Object.fromEntries(DONATION_CONSENTS) as Record<string, string>;
const CONSENTS = ['haveExplainedProtocolsPrecautionsForDonation', 'preDonationHealthCheckFilled'] as const;

/**
 * The approval (Proceed): open while there is a donor. Loads what the Donor Data form recorded; Approve sends
 * the approval, then a success popup names the unit made and the donors reload 700 ms later.
 */
export function CampDonorApprovalModal({ donor, campId, onClose }: CampDonorPopupProps) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(donor);
  const [deferred, setDeferred] = useState<string[] | null>(null);
  const [openedFor, setOpenedFor] = useState(donor);
  if (donor !== openedFor) {
    setOpenedFor(donor);
    if (donor) setDeferred(null);
  }
  return (
    <CampDonorFrame
      opened={donor !== null}
      onClose={onClose}
      title={
        deferred
          ? t('campDonorData.deferredTitle', 'Donor deferred')
          : t('campApproval.title', 'Donor Data · Approval')
      }
    >
      {shown &&
        (deferred ? (
          <DeferredView donor={shown} reasons={deferred} onClose={onClose} />
        ) : (
          <Approval
            key={shown._id}
            donor={shown}
            campId={campId}
            onClose={onClose}
            onDeferred={setDeferred}
          />
        ))}
    </CampDonorFrame>
  );
}

function Approval({
  donor,
  campId,
  onClose,
  onDeferred,
}: {
  donor: CampDonor;
  campId: string;
  onClose: () => void;
  onDeferred: (reasons: string[]) => void;
}) {
  const { t } = useTranslation();
  const details = useInProcessDetails({ donorId: donor.personId, campId });
  if (details.isPending) {
    return (
      <Stack gap="md">
        <DonorFacts donor={donor} />
        <Group gap="xs" p="md">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('campApproval.loading', 'Loading what the Donor Data form recorded…')}</Text>
        </Group>
      </Stack>
    );
  }
  if (details.isError) {
    return (
      <Stack gap="md">
        <DonorFacts donor={donor} />
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('campApproval.loadFailed', 'The recorded donor data could not be loaded')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{details.error.message}</Text>
            <Button variant="default" size="compact-sm" onClick={() => void details.refetch()}>
              {t('campApproval.retry', 'Try again')}
            </Button>
          </Stack>
        </Alert>
        <ModalButtons>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </ModalButtons>
      </Stack>
    );
  }
  return (
    <ApprovalForm
      donor={donor}
      recorded={details.data}
      campId={campId}
      onClose={onClose}
      onDeferred={onDeferred}
    />
  );
}

/** What was recorded: who, and the Donor Data form's measures, bag and samples. */
function Recorded({ recorded }: { recorded: InProcessDetails }) {
  const { t } = useTranslation();
  const { sample } = recorded;
  const started = indiaDayAndTime(recorded.startedAt);
  return (
    <Stack gap="sm">
      <Facts
        label={t('campApproval.donor', 'Donor')}
        items={[
          [t('campDonorData.name', 'Name'), `${recorded.firstName} ${recorded.lastName}`.trim()],
          [t('campDonorData.donorId', 'Donor ID'), recorded.donorId],
          [t('campDonorData.bloodGroup', 'Blood Group'), recorded.bloodGroup],
          [t('campApproval.age', 'Age'), recorded.age],
          [t('campApproval.gender', 'Gender'), recorded.gender],
          [
            t('campApproval.startedAt', 'Donor data recorded at'),
            started ? `${formatDate(started.day)}, ${started.time}` : recorded.startedAt,
          ],
        ]}
      />
      <Facts
        label={t('campApproval.recordedSample', 'Recorded by the Donor Data form')}
        items={[
          [t('campDonorData.height', 'Height (cm)'), sample.height],
          [t('campDonorData.weight', 'Weight (kg)'), sample.weight_1],
          [t('campDonorData.hb', 'Hb (g/dL)'), sample.hb],
          [t('campDonorData.bp', 'Blood pressure (mmHg)'), sample.bp],
          [t('campDonorData.kitNumber', 'Kit number'), sample.kitNumber],
          [t('campDonorData.bagId', 'Bag ID'), sample.bagId],
          [t('campDonorData.bagType', 'Bag type'), bagTypeLabel(t, sample.bagType)],
          [t('campDonorData.sampleId1', 'Sample ID 1'), sample.sampleId_1],
          [t('campDonorData.sampleId2', 'Sample ID 2'), sample.sampleId_2],
          [t('campDonorData.sampleId3', 'Sample ID 3'), sample.sampleId_3],
        ]}
      />
    </Stack>
  );
}

/** A confirmation tick box of the approval, ticked until unticked. */
function ConsentBox({ control, name }: { control: ApprovalControl; name: (typeof CONSENTS)[number] }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const labels: Record<(typeof CONSENTS)[number], string> = {
    haveExplainedProtocolsPrecautionsForDonation: t(
      'campApproval.consent.explained',
      CONSENT_TEXT.haveExplainedProtocolsPrecautionsForDonation ?? '',
    ),
    preDonationHealthCheckFilled: t(
      'campApproval.consent.healthCheck',
      CONSENT_TEXT.preDonationHealthCheckFilled ?? '',
    ),
  };
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      label={labels[name]}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}

function ApprovalForm({
  donor,
  recorded,
  campId,
  onClose,
  onDeferred,
}: {
  donor: CampDonor;
  recorded: InProcessDetails;
  campId: string;
  onClose: () => void;
  onDeferred: (reasons: string[]) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useContractForm(approvalFormSchema, { defaultValues: EMPTY_APPROVAL });
  const { control, formState } = form;
  const change = useChangeCampDonorStatus();
  const reloadLater = useReloadCampLater();

  const submit = form.handleSubmit(async (sample) => {
    if (change.isPending) return;
    let outcome: DonationOutcome;
    try {
      const answer = await change.mutateAsync({ status: 'Approve', donorId: donor.personId, campId, sample });
      outcome = answer.content.data;
    } catch (failure) {
      showRefusal(form, failure);
      return;
    }
    reloadLater(campId, RELOAD_AFTER_APPROVAL_MS);
    if (outcome.outcome === 'deferred') {
      onDeferred(outcome.reasons);
      return;
    }
    onClose();
    void popups.success({
      title: t('campApproval.donated', MESSAGES.donorDonated),
      text: outcome.unit
        ? t(
            'campApproval.unitMade',
            '{{name}}: unit {{unitNumber}} (bag {{bagId}}) is in quarantine until tested.',
            {
              name: donorName(donor),
              unitNumber: outcome.unit.unitNumber,
              bagId: outcome.unit.bagId,
            },
          )
        : donorName(donor),
    });
  });

  const field = (name: Path<ApprovalValues>, label: string, extra = {}) => (
    <CampTextField control={control} name={name} label={label} maxLength={100} {...extra} />
  );
  const clock = {
    inputMode: 'numeric' as const,
    clean: cleanClock,
    maxLength: 5,
    placeholder: 'HH:mm',
    description: t('campApproval.timeHint', '24-hour clock, e.g. 14:05'),
  };
  const amount = { inputMode: 'decimal' as const, clean: cleanAmount, maxLength: 6 };
  const yesNo = [
    { value: 'yes', label: t('campApproval.yes', 'Yes') },
    { value: 'no', label: t('campApproval.no', 'No') },
  ];

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Recorded recorded={recorded} />
        <Stack gap="md" component="section" aria-labelledby={headingId}>
          <Title order={3} fz="md" id={headingId}>
            {t('campApproval.details', 'Donation details')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {field('startTime', t('campApproval.startTime', 'Start time (hrs)'), {
              ...clock,
              'data-autofocus': true,
            })}
            {field('endTime', t('campApproval.endTime', 'End time (hrs)'), clock)}
            {field('volume', t('campApproval.volume', 'Volume (ml)'), amount)}
            {field('weight_2', t('campApproval.weight', 'Bag weight (g)'), amount)}
            {field('storedIn', t('campApproval.storedIn', 'Stored in'))}
            {field('temperature', t('campApproval.temperature', 'Temperature (°C)'), {
              ...amount,
              clean: cleanTemperature,
            })}
            {field('dataPostBy', t('campApproval.dataPostBy', 'Data posted by'))}
          </SimpleGrid>
          <Stack gap="xs">
            {CONSENTS.map((name) => (
              <ConsentBox key={name} control={control} name={name} />
            ))}
          </Stack>
          <CampRadioField
            control={control}
            name="comfortableDuringProcess"
            label={t('campApproval.comfortable', 'Was the donor comfortable during the process?')}
            options={yesNo}
          />
          <CampRadioField
            control={control}
            name="clottingIssuesDuringAfterProcess"
            label={t('campApproval.clotting', 'Were there clotting issues during or after the process?')}
            options={yesNo}
          />
          <CampRadioField
            control={control}
            name="issuePostDonationRecovery"
            label={t('campApproval.recovery', 'Were there issues in the recovery after the donation?')}
            options={yesNo}
          />
        </Stack>
        <RequiredAlert shown={formState.submitCount > 0 && hasEmptyRequired(formState.errors)} />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={change.isPending}>
          {t('campApproval.approve', 'Approve')}
        </Button>
      </ModalButtons>
    </form>
  );
}
