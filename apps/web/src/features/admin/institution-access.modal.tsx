import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  type AdminInstitutionDetail,
  adminEndpoints,
  institutionActionRequestSchema,
  MESSAGES,
} from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usePopupGuard } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { CampAttachmentsField } from '../camps/camp-form-attachments';
import { reviewKeys } from './institution-review.api';

/** The comment and files of the popup, checked by the contract's own rules for the call. */
const accessSchema = institutionActionRequestSchema.pick({ comment: true, attachment: true });
type AccessValues = z.input<typeof accessSchema>;

/**
 * Block Institution / Unblock Institution (docs/spec/part-2-operations-and-admin.md §2, §4, §5): a required
 * comment and supporting files; the server ends the blocked institution's sessions at once. Escape closes it.
 */
export function InstitutionAccessModal({
  institution,
  opened,
  onClose,
}: {
  institution: AdminInstitutionDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const blocking = institution.state !== 'Blocked';
  const { ask, guard } = usePopupGuard();
  const queryClient = useQueryClient();
  const form = useContractForm(accessSchema, {
    defaultValues: { comment: '', attachment: [] } as AccessValues,
  });
  const change = useMutation({
    mutationFn: async (values: z.output<typeof accessSchema>) =>
      (
        await call(adminEndpoints.institutionAction, {
          institutionId: institution._id,
          institutionName: institution.institutionName,
          comment: values.comment,
          attachment: values.attachment,
          state: blocking ? 'Blocked' : 'Active',
        })
      ).message,
  });
  const problem = form.formState.errors.comment?.message;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    let message: string;
    try {
      message = await change.mutateAsync(values);
    } catch (failure) {
      const unplaced = showServerErrors(form, failure);
      if (unplaced) await ask(popups.failure({ title: unplaced }));
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.details }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(adminEndpoints.institutions) }),
    ]);
    close();
    // The server's words: "Institution Blocked" or "Institution Unlocked".
    await ask(popups.success({ title: message }));
  });

  return (
    <Modal
      opened={opened}
      onClose={guard(close)}
      title={
        <Text component="span" fw={700} fz="lg">
          {blocking
            ? t('admin.institutionDetail.block', 'Block Institution')
            : t('admin.institutionDetail.unblock', 'Unblock Institution')}
        </Text>
      }
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {blocking
              ? t(
                  'admin.institutionDetail.blockHint',
                  'Everyone of {{name}} is signed out at once and cannot sign in until it is unblocked.',
                  { name: institution.institutionName },
                )
              : t('admin.institutionDetail.unblockHint', '{{name}} can sign in and work again.', {
                  name: institution.institutionName,
                })}
          </Text>
          <Textarea
            label={t('admin.institutionDetail.comment', 'Comment')}
            required
            rows={3}
            resize="vertical"
            error={
              problem === MESSAGES.commentRequired
                ? t('admin.institutionDetail.commentRequired', MESSAGES.commentRequired)
                : problem
            }
            data-autofocus
            {...form.register('comment')}
          />
          <CampAttachmentsField control={form.control} name="attachment" message={(text) => text} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" color={blocking ? 'red' : 'blood'} loading={change.isPending}>
              {blocking
                ? t('admin.institutionDetail.block', 'Block Institution')
                : t('admin.institutionDetail.unblock', 'Unblock Institution')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
