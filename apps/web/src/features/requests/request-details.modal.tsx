import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Box, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BloodRequestRow } from '@raktsetu/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLinks } from '../../components/file-links';
import { ModalButtons } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { formatDate, formatPhone } from '../../lib/format';
import { REQUEST_PENDING, requestMoved, requestPatientName } from './request-text';
import { REQUEST_DECISION, useChangeRequestStatus } from './requests.api';

export interface RequestDetailsModalProps {
  /** The request to show; the popup is open while there is one. */
  request: BloodRequestRow | null;
  onClose: () => void;
  /** Edit: the "Request Blood" popup takes this one's place. */
  onEdit: (request: BloodRequestRow) => void;
  /** Decline: the reason popup takes this one's place. */
  onDecline: (request: BloodRequestRow) => void;
}

/**
 * The "For Verification" popup (docs/spec/part-1-institution-side.md §2): everything the hospital needs to
 * vouch for a request, and Edit, Verify and Decline while it waits. A verified request opens read-only.
 */
export function RequestDetailsModal({ request, onClose, onEdit, onDecline }: RequestDetailsModalProps) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(request);
  const pending = shown?.status === REQUEST_PENDING;
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text component="span" fw={700} fz="lg">
          {pending
            ? t('requestDetails.title', 'For Verification')
            : t('requestDetails.verifiedTitle', 'Verified request')}
        </Text>
      }
    >
      {shown && <RequestDetails request={shown} onClose={onClose} onEdit={onEdit} onDecline={onDecline} />}
    </Modal>
  );
}

function RequestDetails({
  request,
  onClose,
  onEdit,
  onDecline,
}: {
  request: BloodRequestRow;
  onClose: () => void;
  onEdit: (request: BloodRequestRow) => void;
  onDecline: (request: BloodRequestRow) => void;
}) {
  const { t } = useTranslation();
  const change = useChangeRequestStatus();
  const pending = request.status === REQUEST_PENDING;

  const verify = async () => {
    try {
      const answer = await change.mutateAsync({ id: request._id, status: REQUEST_DECISION.verify });
      onClose();
      void popups.success({
        title: answer.message || t('requestDetails.verified', 'Verified successfully!'),
      });
    } catch (failure) {
      if (requestMoved(failure)) onClose();
      await popups.failedWith(failure);
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <Field label={t('requestDetails.name', 'Name')}>{requestPatientName(request)}</Field>
        <Field label={t('requestDetails.mobile', 'Mobile No')}>
          {formatPhone(request.details.mobileNumber)}
        </Field>
        <Field label={t('requestDetails.bloodGroup', 'Blood Group')}>{request.bloodGroup}</Field>
        <Field label={t('requestDetails.component', 'Component')}>{request.component}</Field>
        <Field label={t('requestDetails.age', 'Age')}>{request.age ?? ''}</Field>
        <Field label={t('requestDetails.patientId', 'Patient ID')}>{request.patientId}</Field>
        <Field label={t('requestDetails.purpose', 'Purpose')}>{request.reasons}</Field>
        <Field label={t('requestDetails.condition', 'Condition')}>{request.condition}</Field>
        <Field label={t('requestDetails.doctor', 'Doctor')}>{request.doctorName}</Field>
        <Field label={t('requestDetails.units', 'Units')}>{request.units}</Field>
        <Field label={t('requestDetails.requiredBy', 'Required By')}>{formatDate(request.requiredBy)}</Field>
        <Field label={t('requestDetails.hospital', 'Hospital')}>{request.hospitalName}</Field>
        <Field label={t('requestDetails.comments', 'Comments')} wide>
          {request.comments}
        </Field>
        <Field label={t('requestDetails.attachments', 'Attachments')} wide>
          {request.attachments.length > 0 ? <FileLinks files={request.attachments} /> : null}
        </Field>
      </SimpleGrid>
      <ModalButtons>
        {pending ? (
          <>
            <Button variant="default" onClick={() => onEdit(request)} disabled={change.isPending}>
              {t('requestDetails.edit', 'Edit')}
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() => onDecline(request)}
              disabled={change.isPending}
            >
              {t('requestDetails.decline', 'Decline')}
            </Button>
            <Button onClick={() => void verify()} loading={change.isPending}>
              {t('requestDetails.verify', 'Verify')}
            </Button>
          </>
        ) : (
          <Button variant="default" onClick={onClose}>
            {t('common.close', 'Close')}
          </Button>
        )}
      </ModalButtons>
    </Stack>
  );
}

/** One term of the popup's description list; nothing given reads "—". */
function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Text>
    </Box>
  );
}
