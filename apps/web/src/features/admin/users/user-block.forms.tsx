import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import {
  blockPlatformUserSchema,
  CONTROL_CHARACTERS_MESSAGE,
  MESSAGES,
  PLATFORM_USER_MESSAGES,
  platformUsersEndpoints,
  UNBLOCK_BLOCKED_FOR_DAYS,
  unblockPlatformUserSchema,
} from '@raktsetu/contract';
import { useMutation } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BlockFields } from '../../../components/block-fields';
import { ModalButtons, ownSubmit } from '../../../components/modal-buttons';
import type { Ask } from '../../../components/popup-guard';
import { popups } from '../../../components/popups';
import { call } from '../../../lib/api';
import { showServerErrors, useContractForm } from '../../../lib/forms';
import { useUserChanged } from './users.api';

/** A user as the block and unblock forms name them. */
export interface NamedUser {
  _id: string;
  name: string;
}

interface FormProps {
  user: NamedUser;
  ask: Ask;
  /** Back to the profile, nothing sent. */
  onCancel: () => void;
  /** Blocked or unblocked: the popup closes and the server's message is shown. */
  onDone: (message: string) => void;
}

/** The contract's messages speak English; each known one is shown through a key of its own. */
function useMessageText() {
  const { t } = useTranslation();
  const known = new Map<string, string>([
    [MESSAGES.reasonRequired, t('admin.users.message.reasonRequired', MESSAGES.reasonRequired)],
    [MESSAGES.commentRequired, t('admin.users.message.commentRequired', MESSAGES.commentRequired)],
    [MESSAGES.invalidBlockPeriod, t('admin.users.message.invalidBlockPeriod', MESSAGES.invalidBlockPeriod)],
    [CONTROL_CHARACTERS_MESSAGE, t('admin.users.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE)],
    [
      PLATFORM_USER_MESSAGES.fileNotYours,
      t('admin.users.message.fileNotYours', PLATFORM_USER_MESSAGES.fileNotYours),
    ],
  ]);
  return (message: string | undefined) => (message ? (known.get(message) ?? message) : undefined);
}

type BlockValues = z.input<typeof blockPlatformUserSchema>;
type BlockOutput = z.output<typeof blockPlatformUserSchema>;

/** What is sent: days only for a temporary block, and no empty comment. */
function bodyOf(values: BlockOutput): BlockValues {
  return {
    donorId: values.donorId,
    blockType: values.blockType,
    reason: values.reason,
    ...(values.blockType === 'temporarily' && { blockPeriod: Number(values.blockPeriod) }),
    ...(values.comment && { comment: values.comment }),
    ...(values.file && { file: values.file }),
  };
}

/**
 * The platform's Block form (docs/spec/part-2-operations-and-admin.md §4, §5): permanently, for 1–182 days, or
 * till recovery; one of the seven reasons, a comment when the reason is "Others"; optionally a supporting file.
 * The same rules as an institution's block of its donor: the contract's schema checks both.
 */
export function BlockUserForm({ user, ask, onCancel, onDone }: FormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const changed = useUserChanged();
  const form = useContractForm(blockPlatformUserSchema, {
    defaultValues: { donorId: user._id, blockType: 'permanently', blockPeriod: '', reason: '', comment: '' },
  });
  const { control } = form;
  const block = useMutation({
    mutationFn: (body: BlockValues) => call(platformUsersEndpoints.block, body),
  });
  const commentMax = blockPlatformUserSchema.shape.comment.unwrap().maxLength ?? undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await block.mutateAsync(bodyOf(values));
      void changed(user._id);
      onDone(answer.message || t('admin.users.blocked', PLATFORM_USER_MESSAGES.blocked));
    } catch (failure) {
      void changed(user._id);
      const general = showServerErrors(form, failure);
      if (general) await ask(popups.failure({ title: general }));
    }
  });

  return (
    <form
      noValidate
      onSubmit={ownSubmit(submit)}
      aria-label={t('admin.users.blockForm.label', 'Block {{name}}', { name: user.name })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(
            'admin.users.blockForm.intro',
            'A blocked user is signed out of the RaktSetu app at once and cannot sign in until unblocked. A temporary block ends by itself after its last day.',
          )}
        </Text>
        <BlockFields control={control} message={messageText} commentMax={commentMax} />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" color="red" loading={block.isPending}>
          {t('admin.users.blockForm.submit', 'Block user')}
        </Button>
      </ModalButtons>
    </form>
  );
}

type UnblockValues = z.input<typeof unblockPlatformUserSchema>;

/**
 * The platform's Unblock form (docs/spec/part-2-operations-and-admin.md §5: "Unblock has a free-text reason");
 * the reason goes to the audit with the unblock, and the spec's client constant blockedForDays with it.
 */
export function UnblockUserForm({ user, ask, onCancel, onDone }: FormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const changed = useUserChanged();
  const form = useContractForm(unblockPlatformUserSchema, {
    defaultValues: { donorId: user._id, reason: '' },
  });
  const reason = useController({ control: form.control, name: 'reason' });
  const unblock = useMutation({
    mutationFn: (body: UnblockValues) => call(platformUsersEndpoints.unblock, body),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await unblock.mutateAsync({
        donorId: values.donorId,
        reason: values.reason,
        blockedForDays: UNBLOCK_BLOCKED_FOR_DAYS,
      });
      void changed(user._id);
      onDone(answer.message || t('admin.users.unblocked', PLATFORM_USER_MESSAGES.unblocked));
    } catch (failure) {
      void changed(user._id);
      const general = showServerErrors(form, failure);
      if (general) await ask(popups.failure({ title: general }));
    }
  });

  return (
    <form
      noValidate
      onSubmit={ownSubmit(submit)}
      aria-label={t('admin.users.unblockForm.label', 'Unblock {{name}}', { name: user.name })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('admin.users.unblockForm.intro', 'The user can sign in to the RaktSetu app again.')}
        </Text>
        <Textarea
          ref={reason.field.ref}
          name={reason.field.name}
          label={t('admin.users.unblockForm.reason', 'Reason')}
          value={reason.field.value}
          onChange={(event) => reason.field.onChange(event.currentTarget.value)}
          onBlur={reason.field.onBlur}
          error={messageText(reason.fieldState.error?.message)}
          withAsterisk
          aria-required
          maxLength={unblockPlatformUserSchema.shape.reason.maxLength ?? undefined}
          rows={3}
          resize="vertical"
          data-autofocus
          autoFocus
        />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={unblock.isPending}>
          {t('admin.users.unblockForm.submit', 'Unblock user')}
        </Button>
      </ModalButtons>
    </form>
  );
}
