import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  DONOR_DECLINE_REASONS,
  type DonorDeclineReason,
  donorsEndpoints,
  MESSAGES,
  paragraphText,
} from '@raktsetu/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Ask } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { type ApiError, call } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';

/**
 * The review's Decline as the contract sends it (`donorReviewSchema`), with the spec's "*Reason Is Required"
 * for a missing reason instead of zod's text for a value outside the list.
 */
const declineFormSchema = z.object({
  reason: z.enum(DONOR_DECLINE_REASONS, { error: MESSAGES.reasonRequired }),
  comment: paragraphText({ max: 1000 }).optional(),
});

/**
 * Decline a donor (docs/spec/part-1-institution-side.md §4 "Decline donor", §9 reasons): one of the spec's
 * reasons, an optional comment, "Declined successfully!" and back to the profile, which reloads.
 */
export function DonorDeclineForm({
  donor,
  ask,
  onCancel,
  onDeclined,
}: {
  donor: { _id: string; name: string };
  ask: Ask;
  onCancel: () => void;
  onDeclined: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaced the profile under the keyboard's focus: start reading from its heading.
  useEffect(() => heading.current?.focus(), []);
  const decline = useMutation<string, ApiError, z.output<typeof declineFormSchema>>({
    mutationFn: async ({ reason, comment }) =>
      (
        await call(donorsEndpoints.review, {
          donorId: donor._id,
          status: 'Decline',
          reason,
          ...(comment ? { comment } : {}),
        })
      ).message,
  });
  const form = useContractForm(declineFormSchema, { defaultValues: { comment: '' } });
  const { errors } = form.formState;
  const reasonLabels: Record<DonorDeclineReason, string> = {
    'Request fulfilled': t('donorProfile.declineReason.fulfilled', 'Request fulfilled'),
    'Request Cancelled': t('donorProfile.declineReason.cancelled', 'Request Cancelled'),
    'Due to donor health': t('donorProfile.declineReason.health', 'Due to donor health'),
  };

  const submit = form.handleSubmit(async (values) => {
    let message: string;
    try {
      message = await decline.mutateAsync(values);
    } catch (failure) {
      const unplaced = showServerErrors(form, failure);
      if (unplaced) await ask(popups.failure({ title: unplaced }));
      return;
    }
    onDeclined();
    await ask(popups.success({ title: message || t('donorProfile.decline.done', MESSAGES.declined) }));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} fz="md" ref={heading} tabIndex={-1}>
          {t('donorProfile.decline.title', 'Decline {{name}}', { name: donor.name })}
        </Title>
        <Text size="sm" c="dimmed">
          {t(
            'donorProfile.decline.intro',
            "The donor's self-assessment is marked declined here, with the reason you choose.",
          )}
        </Text>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Select
              label={t('donorProfile.decline.reason', 'Reason')}
              placeholder={t('donorProfile.decline.reasonPlaceholder', 'Choose a reason')}
              required
              data={DONOR_DECLINE_REASONS.map((reason) => ({ value: reason, label: reasonLabels[reason] }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              allowDeselect={false}
              error={
                errors.reason?.message === MESSAGES.reasonRequired
                  ? t('donorProfile.decline.reasonRequired', MESSAGES.reasonRequired)
                  : errors.reason?.message
              }
              maw={360}
            />
          )}
        />
        <Textarea
          label={t('donorProfile.decline.comment', 'Comment')}
          rows={3}
          resize="vertical"
          error={errors.comment?.message}
          {...form.register('comment')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" color="red" loading={decline.isPending}>
            {t('donorProfile.decline.submit', 'Decline')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
