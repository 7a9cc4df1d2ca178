import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { BloodRequestRow } from '@raktsetu/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { requestMoved, requestPatientName } from './request-text';
import { REQUEST_DECISION, useChangeRequestStatus } from './requests.api';

/** What POST requests/change-status keeps of a reason. */
const REASON_MAX = 1000;

export interface DeclineRequestModalProps {
  /** The request to decline; the popup is open while there is one. */
  request: BloodRequestRow | null;
  /** Cancel, Escape: back to the request. */
  onClose: () => void;
  /** Declined, or decided meanwhile by someone else: nothing is left to show. */
  onDone: () => void;
}

/** "Decline this request?" with an optional reason, sent as status 4 (docs/decisions/0045). */
export function DeclineRequestModal({ request, onClose, onDone }: DeclineRequestModalProps) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(request);
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      size="md"
      title={
        <Text component="span" fw={700} fz="lg">
          {t('declineRequest.title', 'Decline this request?')}
        </Text>
      }
    >
      {request && shown && <DeclineForm request={shown} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function DeclineForm({
  request,
  onClose,
  onDone,
}: {
  request: BloodRequestRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeRequestStatus();
  const [reason, setReason] = useState('');

  const submit = async (event: FormEvent) => {
    // No form library here to do it: without this the browser submits the form itself and reloads the page.
    event.preventDefault();
    try {
      const answer = await change.mutateAsync({
        id: request._id,
        status: REQUEST_DECISION.decline,
        reason: reason.trim(),
      });
      onDone();
      void popups.success({ title: answer.message || t('declineRequest.done', 'Declined successfully!') });
    } catch (failure) {
      if (requestMoved(failure)) onDone();
      await popups.failedWith(failure);
    }
  };

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm">
          {t(
            'declineRequest.summary',
            'The request for {{name}} ({{units}} units of {{group}} {{component}}) will not be filled. The one who raised it sees it declined.',
            {
              name: requestPatientName(request),
              units: request.units,
              group: request.bloodGroup,
              component: request.component,
            },
          )}
        </Text>
        <Textarea
          label={t('declineRequest.reason', 'Reason (optional)')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={REASON_MAX}
          rows={3}
          resize="vertical"
          data-autofocus
        />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose} disabled={change.isPending}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" color="red" loading={change.isPending}>
          {t('declineRequest.submit', 'Decline')}
        </Button>
      </ModalButtons>
    </form>
  );
}
