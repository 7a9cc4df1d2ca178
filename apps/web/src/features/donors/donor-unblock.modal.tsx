import { Button, Stack, Text, Textarea } from '@mantine/core';
import { BLOCK_MESSAGES, donorsEndpoints, unblockDonorSchema } from '@raktsetu/contract';
import { useMutation } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import type { Ask } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { call } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { DonorFormModal, type NamedDonor, useBlockMessageText, useDonorChanged } from './donor-block.modal';

type UnblockValues = z.input<typeof unblockDonorSchema>;

/**
 * The Unblock popup of /people and the donor's profile (docs/spec/part-2-operations-and-admin.md §5:
 * "Unblock has a free-text reason"); the reason goes to the audit with the unblock.
 */
export function UnblockDonorModal({ donor, onClose }: { donor: NamedDonor | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DonorFormModal
      donor={donor}
      onClose={onClose}
      title={(name) => t('unblockDonor.title', 'Unblock {{name}}', { name })}
    >
      {(shown, ask) => <UnblockForm donor={shown} onClose={onClose} ask={ask} />}
    </DonorFormModal>
  );
}

function UnblockForm({ donor, onClose, ask }: { donor: NamedDonor; onClose: () => void; ask: Ask }) {
  const { t } = useTranslation();
  const messageText = useBlockMessageText();
  const changed = useDonorChanged();
  const form = useContractForm(unblockDonorSchema, { defaultValues: { donorId: donor._id, reason: '' } });
  const reason = useController({ control: form.control, name: 'reason' });
  const unblock = useMutation({
    mutationFn: (body: UnblockValues) => call(donorsEndpoints.unblock, body),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await unblock.mutateAsync(values);
      void changed(donor._id);
      onClose();
      void popups.success({ title: answer.message || t('unblockDonor.done', BLOCK_MESSAGES.unblocked) });
    } catch (failure) {
      const general = showServerErrors(form, failure);
      if (general) await ask(popups.failure({ title: general }));
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(
            'unblockDonor.intro',
            'The donor can be sent a code, scheduled and recorded as donating here again.',
          )}
        </Text>
        <Textarea
          ref={reason.field.ref}
          name={reason.field.name}
          label={t('unblockDonor.reason', 'Reason')}
          value={reason.field.value}
          onChange={(event) => reason.field.onChange(event.currentTarget.value)}
          onBlur={reason.field.onBlur}
          error={messageText(reason.fieldState.error?.message)}
          withAsterisk
          aria-required
          maxLength={unblockDonorSchema.shape.reason.maxLength ?? undefined}
          rows={3}
          resize="vertical"
          data-autofocus
        />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={unblock.isPending}>
          {t('unblockDonor.submit', 'Unblock donor')}
        </Button>
      </ModalButtons>
    </form>
  );
}
