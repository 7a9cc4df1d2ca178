import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { blockDonorSchema, CONTROL_CHARACTERS_MESSAGE, donorsEndpoints, MESSAGES } from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BlockFields } from '../../components/block-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { type Ask, usePopupGuard } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { listQueryKey } from '../../components/use-list-state';
import { call } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { donorQueryKey } from './donor-popup-guard';

/** A donor as the block and unblock popups name them. */
export interface NamedDonor {
  _id: string;
  name: string;
}

/** Phones get the whole screen, so the fields and the buttons below them fit. */
const PHONE = '(max-width: 36em)';

/**
 * The frame of the block and unblock popups: titled with the donor's name (kept while the popup fades
 * out), the form mounted only while open so every opening starts clean, full screen on phones. Escape on a
 * failure popup over it closes only that popup (usePopupGuard).
 */
export function DonorFormModal({
  donor,
  onClose,
  title,
  children,
}: {
  donor: NamedDonor | null;
  onClose: () => void;
  title: (name: string) => string;
  children: (donor: NamedDonor, ask: Ask) => ReactNode;
}) {
  const isPhone = useMediaQuery(PHONE) ?? false;
  const [shown, setShown] = useState(donor);
  if (donor && (donor._id !== shown?._id || donor.name !== shown.name)) setShown(donor);
  const { ask, guard } = usePopupGuard();
  return (
    <Modal
      opened={donor !== null}
      onClose={guard(onClose)}
      title={
        <Text component="span" fw={700} fz="lg">
          {shown ? title(shown.name) : ''}
        </Text>
      }
      size="md"
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
    >
      {donor && <Fragment key={donor._id}>{children(donor, ask)}</Fragment>}
    </Modal>
  );
}

/** After a block or an unblock: every list that shows the donor's status, and their profile, reload. */
export function useDonorChanged() {
  const queryClient = useQueryClient();
  return (donorId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listQueryKey(donorsEndpoints.list) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(donorsEndpoints.nearby) }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(donorsEndpoints.available) }),
      // The profile popup and its tabs, which show the block and offer Block or Unblock.
      queryClient.invalidateQueries({ queryKey: donorQueryKey(donorId) }),
    ]);
}

/** The contract's messages speak English; each known one is shown through a key of its own. */
export function useBlockMessageText() {
  const { t } = useTranslation();
  const known = new Map<string, string>([
    [MESSAGES.reasonRequired, t('blockDonor.message.reasonRequired', MESSAGES.reasonRequired)],
    [MESSAGES.commentRequired, t('blockDonor.message.commentRequired', MESSAGES.commentRequired)],
    [MESSAGES.invalidBlockPeriod, t('blockDonor.message.invalidBlockPeriod', MESSAGES.invalidBlockPeriod)],
    [CONTROL_CHARACTERS_MESSAGE, t('blockDonor.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE)],
  ]);
  return (message: string | undefined) => (message ? (known.get(message) ?? message) : undefined);
}

type BlockValues = z.input<typeof blockDonorSchema>;
type BlockOutput = z.output<typeof blockDonorSchema>;

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
 * The Block popup of /people and the donor's profile (docs/spec/part-1-institution-side.md §4;
 * docs/spec/part-2-operations-and-admin.md §5): permanently, for 1–182 days, or till recovery; one of the
 * seven reasons, a comment when the reason is "Others"; optionally a supporting file.
 */
export function BlockDonorModal({ donor, onClose }: { donor: NamedDonor | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DonorFormModal
      donor={donor}
      onClose={onClose}
      title={(name) => t('blockDonor.title', 'Block {{name}}', { name })}
    >
      {(shown, ask) => <BlockForm donor={shown} onClose={onClose} ask={ask} />}
    </DonorFormModal>
  );
}

function BlockForm({ donor, onClose, ask }: { donor: NamedDonor; onClose: () => void; ask: Ask }) {
  const { t } = useTranslation();
  const messageText = useBlockMessageText();
  const changed = useDonorChanged();
  const form = useContractForm(blockDonorSchema, {
    defaultValues: { donorId: donor._id, blockType: 'permanently', blockPeriod: '', reason: '', comment: '' },
  });
  const { control } = form;
  const block = useMutation({
    mutationFn: (body: BlockValues) => call(donorsEndpoints.block, body),
  });
  const commentMax = blockDonorSchema.shape.comment.unwrap().maxLength ?? undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await block.mutateAsync(bodyOf(values));
      void changed(donor._id);
      onClose();
      void popups.success({ title: answer.message || t('blockDonor.done', MESSAGES.donorBlocked) });
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
            'blockDonor.intro',
            'A blocked donor cannot be sent a code, scheduled or recorded as donating here until unblocked. A temporary block ends by itself after its last day.',
          )}
        </Text>
        <BlockFields control={control} message={messageText} commentMax={commentMax} />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" color="red" loading={block.isPending}>
          {t('blockDonor.submit', 'Block donor')}
        </Button>
      </ModalButtons>
    </form>
  );
}
