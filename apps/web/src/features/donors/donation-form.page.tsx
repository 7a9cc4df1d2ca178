import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { DonorProfile } from '@raktsetu/contract';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { personName } from '../camps/camp-text';
import { DonationOutcomeModal } from '../camps/donation-outcome';
import { useUnsavedChangesPrompt } from '../profile/unsaved-changes';
import { DonorLookup, DonorSummary, mayGiveToday } from './donation-donor';
import { type RecordedDonation, useDonationDonor, useRecordDonation } from './donation-form.api';
import { donationFormFields, payloadOf, startingValues, useMessageText } from './donation-form.schema';
import {
  BagSection,
  DeclarationsSection,
  DetailsSection,
  MeasuresSection,
  QuestionsSection,
} from './donation-form.sections';
import { SubmitBar } from './donation-form.submit-bar';

/*
 * The donation form, "Donation by Donor ID" (docs/spec/part-1-institution-side.md §2, §3 "Donation sample",
 * §4 "Donation form defaults", §5 "Donation form"): a blood centre records a donation at the desk in one go —
 * the donor's details, the measures, the bag and its sample tubes, the questions and the declarations. The
 * donor comes by the address (`?donorId=`, and `requestId=` for a donation asked for a request) or is found
 * by the donor ID they read out.
 */

/** /donation-form: a blood centre's screen (the router's RequireFullMenu sends other types home). */
export function DonationFormPage() {
  return <DonationFormScreen />;
}

const UUID = z.uuid();
const idParam = (value: string | null) => (value && UUID.safeParse(value).success ? value : null);

function DonationFormScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawDonorId = params.get('donorId');
  const donorId = idParam(rawDonorId);
  const requestId = idParam(params.get('requestId'));
  const donor = useDonationDonor(donorId);

  const findAnother = () => setParams({});

  let body: ReactNode;
  if (rawDonorId === null) {
    body = <DonorLookup onFound={(row) => setParams({ donorId: row._id })} />;
  } else if (donorId === null || (donor.isError && !donor.data)) {
    const notFound = donorId === null || donor.error?.status === 404;
    body = (
      <Stack gap="lg">
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {notFound ? t('donationForm.donorNotFound', 'Donor not found') : donor.error?.message}
            </Text>
            {!notFound && (
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => void donor.refetch()}
                loading={donor.isFetching}
              >
                {t('donationForm.retry', 'Try again')}
              </Button>
            )}
          </Stack>
        </Alert>
        <DonorLookup onFound={(row) => setParams({ donorId: row._id })} />
      </Stack>
    );
  } else if (!donor.data) {
    body = (
      <Group gap="xs" p="lg" justify="center">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('donationForm.loadingDonor', 'Loading the donor…')}</Text>
      </Group>
    );
  } else {
    body = (
      <Stack gap="lg">
        <DonorSummary donor={donor.data} scheduled={requestId !== null} onFindAnother={findAnother} />
        <DonationFormBody
          // Another donor starts on a fresh form, prefilled with their own details.
          key={donor.data._id}
          donor={donor.data}
          requestId={requestId}
          onDone={findAnother}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <BackLink to="/people" label={t('donationForm.back', 'People')} />
      <PageHeader
        title={t('donors.donationForm.title', 'Donation by Donor ID')}
        intro={t(
          'donationForm.intro',
          'Record a donation at the desk. Every field is needed except the notes; Approve is enabled once all are filled.',
        )}
      />
      {body}
    </Stack>
  );
}

/**
 * Enter in a text box sends the form even while Approve is disabled, so the clerk learns at every field what
 * is missing (a disabled button blocks the browser's own Enter submission). Enter in the notes is a new line.
 */
function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.tagName !== 'INPUT' || target.closest('form') !== event.currentTarget) return;
    event.preventDefault();
    submit();
  };
}

function DonationFormBody({
  donor,
  requestId,
  onDone,
}: {
  donor: DonorProfile;
  requestId: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const message = useMessageText();
  const record = useRecordDonation();
  const [recorded, setRecorded] = useState<RecordedDonation | null>(null);
  const form = useContractForm(donationFormFields, { defaultValues: startingValues(donor) });
  const { control, formState } = form;
  const mayGive = mayGiveToday(donor);

  useUnsavedChangesPrompt(
    formState.isDirty && recorded === null,
    t('donationForm.unsaved', 'The donation is not recorded yet.'),
  );

  const submit = form.handleSubmit(async (values) => {
    // Enter in a field sends the form again while the first one is under way or already recorded; an unfit
    // donor is refused (the server refuses too).
    if (record.isPending || recorded !== null || !mayGive) return;
    try {
      setRecorded(await record.mutateAsync(payloadOf(values, donor._id, requestId)));
    } catch (failure) {
      const general = showServerErrors(form, failure);
      if (general) await popups.failure({ title: general });
    }
  });

  const cancel = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/people');
  };

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        onKeyDown={submitOnEnter(() => void submit())}
        aria-label={t('donationForm.formLabel', 'Donation of {{name}}', { name: personName(donor) })}
      >
        <Stack gap="lg">
          <DetailsSection control={control} message={message} />
          <MeasuresSection control={control} message={message} />
          <BagSection control={control} message={message} />
          <QuestionsSection control={control} message={message} />
          <DeclarationsSection control={control} message={message} />
          <SubmitBar
            control={control}
            mayGive={mayGive}
            pending={record.isPending}
            onShowMissing={() => void submit()}
            onCancel={cancel}
          />
        </Stack>
      </form>
      <DonationOutcomeModal outcome={recorded?.outcome ?? null} onClose={onDone} />
    </>
  );
}
