import { Button, Modal, Stack, Text } from '@mantine/core';
import { DISPOSE_REASON_VALUES, type DisposeReason, type InventoryUnit, MESSAGES } from '@raktsetu/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { ReasonFields } from '../../components/reason-fields';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { useContractForm } from '../../lib/forms';
import { disposeReasonLabels } from './unit-columns';

const CHOOSE_REASON = 'Choose why the units are disposed';
const SAY_WHY = 'Write why the units are disposed';
const COMMENT_MAX = 1000;

function disposeFormSchema(withComment: boolean) {
  return z
    .object({
      reason: z.enum(DISPOSE_REASON_VALUES, { error: CHOOSE_REASON }),
      comment: z.string().trim().max(COMMENT_MAX),
    })
    .refine((values) => !withComment || values.reason !== 'other' || values.comment !== '', {
      path: ['comment'],
      message: SAY_WHY,
    });
}

export interface DisposeChoice {
  reason: DisposeReason;
  comment: string;
}

/**
 * The confirmation of a disposal (docs/spec/part-2-operations-and-admin.md §2: "Are you sure you want to Dispose
 * the selected units?"), with the reason the bin's register keeps (docs/decisions/0044) and, where the call
 * takes one, a comment, required when the reason is Other. `dispose` makes the call and answers the server's
 * message, shown in a success popup; a refusal (a unit that changed meanwhile) shows in a failure popup.
 */
export function DisposeModal({
  units,
  onClose,
  dispose,
  withComment = true,
}: {
  /** The units to dispose; the popup is open while there are some. */
  units: readonly InventoryUnit[] | null;
  onClose: () => void;
  dispose: (choice: DisposeChoice) => Promise<{ message: string }>;
  withComment?: boolean;
}) {
  const { t } = useTranslation();
  const opened = units !== null && units.length > 0;
  const shown = useKeptWhileClosing(units, (list) => list !== null && list.length > 0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {t('disposeUnits.confirm', MESSAGES.confirmDispose)}
        </Text>
      }
      size="md"
    >
      {opened && shown && (
        <DisposeForm units={shown} onClose={onClose} dispose={dispose} withComment={withComment} />
      )}
    </Modal>
  );
}

function DisposeForm({
  units,
  onClose,
  dispose,
  withComment,
}: {
  units: readonly InventoryUnit[];
  onClose: () => void;
  dispose: (choice: DisposeChoice) => Promise<{ message: string }>;
  withComment: boolean;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => disposeFormSchema(withComment), [withComment]);
  const form = useContractForm(schema, { defaultValues: { comment: '' } });
  const labels = disposeReasonLabels(t);
  const messageText = (message: string | undefined) => {
    if (message === CHOOSE_REASON) return t('disposeUnits.chooseReason', CHOOSE_REASON);
    if (message === SAY_WHY) return t('disposeUnits.sayWhy', SAY_WHY);
    return message;
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await dispose({ reason: values.reason, comment: values.comment });
      onClose();
      void popups.success({ title: answer.message || t('disposeUnits.done', 'Units disposed') });
    } catch (failure) {
      await popups.failedWith(failure);
    }
  });

  const bags = units.map((unit) => unit.bagId).join(', ');
  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm">
          {units.length === 1
            ? t('disposeUnits.summaryOne', 'The unit {{bags}} goes to the bin. This cannot be undone.', {
                bags,
              })
            : t('disposeUnits.summary', '{{n}} units go to the bin: {{bags}}. This cannot be undone.', {
                n: units.length,
                bags,
              })}
        </Text>
        <ReasonFields
          control={form.control}
          reasonName="reason"
          commentName="comment"
          reasons={DISPOSE_REASON_VALUES.map((value) => ({ value, label: labels[value] }))}
          otherReason={'other' satisfies DisposeReason}
          commentHint={t('disposeUnits.commentHint', 'Required when the reason is Other')}
          commentMax={COMMENT_MAX}
          message={messageText}
          withComment={withComment}
        />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" color="red" loading={form.formState.isSubmitting}>
          {t('disposeUnits.submit', 'Dispose')}
        </Button>
      </ModalButtons>
    </form>
  );
}
