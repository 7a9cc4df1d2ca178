import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DONOR_OTP_MESSAGES, donorOtpValidateSchema, donorsEndpoints, MESSAGES } from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpFormField } from '../../components/otp-input';
import { type Ask, usePopupGuard } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { listQueryKey } from '../../components/use-list-state';
import { type Answer, type ApiError, call } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { donorQueryKey } from './donor-popup-guard';

const codeSchema = donorOtpValidateSchema.pick({ otp: true });

/** The donor lists whose rows change once a donor is known here (the nearby lists unmask the number). */
const DONOR_LISTS = [donorsEndpoints.list, donorsEndpoints.nearby, donorsEndpoints.available] as const;

interface DonorOtpVerificationProps {
  donorId: string;
  /** No code for a blocked donor (docs/spec/part-1-institution-side.md §4): the button says why beside it. */
  disabled?: boolean;
  onVerified: () => void;
  /** The guard of the modal this sits in, so Escape on the success popup leaves the modal open. */
  ask?: Ask;
}

/**
 * Donor verification (docs/spec/part-1-institution-side.md §4, §5): "Request OTP from Donor" sends the donor
 * a six-digit code by e-mail and SMS; the clerk types what the donor reads out into six boxes. An empty or
 * short code is "Invalid OTP" before any call; a wrong, expired or locked code says so under the boxes. A
 * verified donor is on this institution's list from then on, so the donor lists and the donor's own calls
 * reload before `onVerified`.
 */
export function DonorOtpVerification({
  donorId,
  disabled,
  onVerified,
  ask = (popup) => popup,
}: DonorOtpVerificationProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [sent, setSent] = useState<{ id: string; message: string } | null>(null);
  const send = useMutation<Answer<typeof donorsEndpoints.sendOtp>, ApiError>({
    mutationFn: () => call(donorsEndpoints.sendOtp, { donorId }),
  });
  const validate = useMutation<unknown, ApiError, { id: string; otp: string }>({
    mutationFn: (body) => call(donorsEndpoints.validateOtp, body),
  });
  const form = useContractForm(codeSchema, {
    defaultValues: { otp: '' },
    // The message stays until the clerk types again (cleared below), not re-judged on every digit.
    reValidateMode: 'onSubmit',
  });
  const problem = form.formState.errors.otp?.message;

  const request = async () => {
    send.reset();
    try {
      const answer = await send.mutateAsync();
      form.reset({ otp: '' });
      setSent({ id: answer.content.data.id, message: answer.message });
    } catch {
      // Shown beside the button from the mutation's error.
    }
  };

  const cancel = () => {
    setSent(null);
    form.reset({ otp: '' });
  };

  const submit = form.handleSubmit(async ({ otp }) => {
    if (!sent) return;
    try {
      await validate.mutateAsync({ id: sent.id, otp });
    } catch (failure) {
      // Wrong, expired or locked: each is about the code, so it is said under the boxes.
      const message = showServerErrors(form, failure);
      if (message) form.setError('otp', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    setSent(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: donorQueryKey(donorId) }),
      ...DONOR_LISTS.map((list) => queryClient.invalidateQueries({ queryKey: listQueryKey(list) })),
    ]);
    // Not awaited: the profile reloads behind the popup instead of after the clerk closes it.
    void ask(popups.success({ title: t('donorOtp.verified', DONOR_OTP_MESSAGES.verified) }));
    onVerified();
  });

  if (!sent) {
    return (
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Button
            variant="outline"
            onClick={() => void request()}
            loading={send.isPending}
            disabled={disabled}
            aria-describedby={disabled ? reasonId : undefined}
          >
            {t('donorOtp.request', 'Request OTP from Donor')}
          </Button>
          {disabled && (
            <Text id={reasonId} size="sm" c="dimmed">
              {t('donorOtp.notActive', DONOR_OTP_MESSAGES.notActive)}
            </Text>
          )}
        </Group>
        {send.error && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {send.error.message}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {/* Polite: the clerk is already turning to the donor for the code. */}
        <Text role="status" size="sm" c="teal" fw={500}>
          {sent.message || t('donorOtp.sent', MESSAGES.otpSent)}
        </Text>
        <OtpFormField
          control={form.control}
          label={t('donorOtp.label', 'Code the donor reads out')}
          error={problem === MESSAGES.invalidOtp ? t('donorOtp.invalid', MESSAGES.invalidOtp) : problem}
          onEdit={() => problem && form.clearErrors('otp')}
        />
        <Group gap="sm">
          <Button type="submit" loading={validate.isPending}>
            {t('donorOtp.verify', 'Verify')}
          </Button>
          <Button variant="default" onClick={cancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Phones get the whole screen: six large boxes do not fit a narrow popup. */
const PHONE = '(max-width: 36em)';

export interface DonorVerifyModalProps {
  /** The donor to verify; null keeps the popup closed. */
  donor: { _id: string; name: string } | null;
  onClose: () => void;
  onVerified: (id: string) => void;
}

/**
 * The verification popup of the nearby lists (docs/spec/part-1-institution-side.md §2 "Donor profile
 * popups"), for a donor not yet on this institution's list: once the code checks out, the donor is known
 * here and the caller opens their profile.
 */
export function DonorVerifyModal({ donor, onClose, onVerified }: DonorVerifyModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE) ?? false;
  const { ask, guard } = usePopupGuard();
  // While the popup closes (a short fade) it keeps showing the donor it showed.
  const [shown, setShown] = useState(donor);
  if (donor && donor._id !== shown?._id) setShown(donor);
  return (
    <Modal
      opened={donor !== null}
      onClose={guard(onClose)}
      size="md"
      fullScreen={isPhone}
      title={
        <Text component="span" fw={700} fz="lg">
          {t('donorOtp.title', 'Verify {{name}}', { name: shown?.name ?? '' })}
        </Text>
      }
    >
      {shown && (
        <Stack gap="md">
          <Text size="sm">
            {t(
              'donorOtp.intro',
              'The donor receives a six-digit code by e-mail, and by SMS where this site sends texts. When they read it out and it matches, they join your donors and share their records with you.',
            )}
          </Text>
          <DonorOtpVerification
            key={shown._id}
            donorId={shown._id}
            onVerified={() => onVerified(shown._id)}
            ask={ask}
          />
        </Stack>
      )}
    </Modal>
  );
}
