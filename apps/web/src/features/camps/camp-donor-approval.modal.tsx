import { Facts } from '../../components/facts';
import { PopupLoadFailure } from '../../components/popup-load-failure';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DONATION_APPROVAL_REQUIRED_FIELDS,
  displayUnitNumber,
  donationApprovalSchema,
  type InProcessDetails,
  indiaDayAndTime,
  MESSAGES,
} from '@raktsetu/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formTextFields } from '../../components/form-fields';
import { ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { formatDate } from '../../lib/format';
import { useContractForm } from '../../lib/forms';
import { unitLabelPath } from '../inventory/unit-paths';
import {
  type CampDonorPopupProps,
  CampDonorStepPopup,
  type CampDonorStepProps,
  CampStepButtons,
  campFieldMessage,
  contractAfter,
  DonorFacts,
  donorFactItems,
  requiredFirst,
  useCampDonorStep,
} from './camp-donor-popup';
import { RELOAD_AFTER_APPROVAL_MS, useInProcessDetails } from './camp-donors.api';
import { personName } from './camp-text';
import {
  bagTypeLabel,
  bagTypeTitle,
  ConsentBox,
  consentLabel,
  donationBoxes,
  useDonationBoxes,
  YesNoField,
} from './donation-fields';

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

/** The two declarations the approval asks again, ticked until unticked. */
const CONSENTS = ['haveExplainedProtocolsPrecautionsForDonation', 'preDonationHealthCheckFilled'] as const;

/**
 * The approval (Proceed): open while there is a donor. Loads what the Donor Data form recorded; Approve sends
 * the approval, then a success popup names the unit made and the donors reload 700 ms later.
 */
export function CampDonorApprovalModal({ donor, campId, onClose }: CampDonorPopupProps) {
  const { t } = useTranslation();
  return (
    <CampDonorStepPopup
      donor={donor}
      onClose={onClose}
      title={t('campApproval.title', 'Donor Data · Approval')}
    >
      {(shown, onDeferred) => (
        <Approval key={shown._id} donor={shown} campId={campId} onClose={onClose} onDeferred={onDeferred} />
      )}
    </CampDonorStepPopup>
  );
}

function Approval(props: CampDonorStepProps) {
  const { donor, campId, onClose } = props;
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
      <PopupLoadFailure
        title={t('campApproval.loadFailed', 'The recorded donor data could not be loaded')}
        error={details.error}
        onRetry={() => void details.refetch()}
        onClose={onClose}
      >
        <DonorFacts donor={donor} />
      </PopupLoadFailure>
    );
  }
  return <ApprovalForm {...props} recorded={details.data} />;
}

/** What was recorded: who, and the Donor Data form's measures, bag and samples. */
function Recorded({ recorded }: { recorded: InProcessDetails }) {
  const { t } = useTranslation();
  const { sample } = recorded;
  const started = indiaDayAndTime(recorded.startedAt);
  const box = donationBoxes(t);
  return (
    <Stack gap="sm">
      <Facts
        label={t('campApproval.donor', 'Donor')}
        items={[
          ...donorFactItems(t, recorded),
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
          [box.height.label, sample.height],
          [box.weight_1.label, sample.weight_1],
          [box.hb.label, sample.hb],
          [box.bp.label, sample.bp],
          [box.kitNumber.label, sample.kitNumber],
          [t('campDonorData.bagId', 'Bag ID'), sample.bagId],
          [bagTypeTitle(t), bagTypeLabel(t, sample.bagType)],
          [box.sampleId_1.label, sample.sampleId_1],
          [box.sampleId_2.label, sample.sampleId_2],
          [box.sampleId_3.label, sample.sampleId_3],
        ]}
      />
    </Stack>
  );
}

function ApprovalForm({ recorded, ...props }: CampDonorStepProps & { recorded: InProcessDetails }) {
  const { donor } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const form = useContractForm(approvalFormSchema, { defaultValues: EMPTY_APPROVAL });
  const { control } = form;
  const message = campFieldMessage(t);
  const box = useDonationBoxes(control, message);
  const own = formTextFields(control, message, { required: true, maxLength: 100 });
  const step = useCampDonorStep(form, props, RELOAD_AFTER_APPROVAL_MS);
  const questions = [
    [
      'comfortableDuringProcess',
      t('campApproval.comfortable', 'Was the donor comfortable during the process?'),
    ],
    [
      'clottingIssuesDuringAfterProcess',
      t('campApproval.clotting', 'Were there clotting issues during or after the process?'),
    ],
    [
      'issuePostDonationRecovery',
      t('campApproval.recovery', 'Were there issues in the recovery after the donation?'),
    ],
  ] as const;

  const submit = form.handleSubmit((sample) =>
    step.send({ status: 'Approve', sample }, (outcome) => {
      void popups.success({
        title: t('campApproval.donated', MESSAGES.donorDonated),
        text: outcome.unit
          ? t(
              'campApproval.unitMade',
              '{{name}}: unit {{unitNumber}} (bag {{bagId}}) is in quarantine until tested.',
              {
                name: personName(donor),
                unitNumber: displayUnitNumber(outcome.unit.unitNumber),
                bagId: outcome.unit.bagId,
              },
            )
          : personName(donor),
        link: outcome.unit
          ? { label: t('campApproval.printLabel', 'Print label'), href: unitLabelPath(outcome.unit._id) }
          : undefined,
      });
    }),
  );

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Recorded recorded={recorded} />
        <Stack gap="md" component="section" aria-labelledby={headingId}>
          <Title order={3} fz="md" id={headingId}>
            {t('campApproval.details', 'Donation details')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {box('startTime', {
              label: t('campApproval.startTime', 'Start time (hrs)'),
              'data-autofocus': true,
            })}
            {box('endTime', { label: t('campApproval.endTime', 'End time (hrs)') })}
            {box('volume')}
            {box('weight_2')}
            {own('storedIn', t('campApproval.storedIn', 'Stored in'))}
            {box('temperature')}
            {box('dataPostBy')}
          </SimpleGrid>
          <Stack gap="xs">
            {CONSENTS.map((name) => (
              <ConsentBox key={name} control={control} name={name} label={consentLabel(t, name)} />
            ))}
          </Stack>
          {questions.map(([name, label]) => (
            <YesNoField key={name} control={control} name={name} label={label} message={message} />
          ))}
        </Stack>
      </Stack>
      <CampStepButtons control={control} pending={step.pending} onClose={props.onClose}>
        {t('campApproval.approve', 'Approve')}
      </CampStepButtons>
    </form>
  );
}
