import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Avatar, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { type CampRow, campHours, MESSAGES } from '@raktsetu/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLinks } from '../../components/file-links';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { type Ask, usePopupGuard } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { ApiError } from '../../lib/api';
import { useFileObjectUrl } from '../../lib/files';
import { formatDate, formatPhone } from '../../lib/format';
import { CampCapacityGuide, CampStatusBadge, Fact } from './camp-fields';
import {
  campAddressText,
  campDayOf,
  campHoursText,
  campMessageText,
  campTimeOf,
  personName,
} from './camp-text';
import { campMoved, useChangeCampStatus } from './camps.api';

/** What POST donation-camp/change-status keeps of a comment. */
const COMMENT_MAX = 1000;

export interface CampPendingModalProps {
  /** The camp to show; the popup is open while there is one. */
  camp: CampRow | null;
  /** The NGO's own view: titled with the camp's name, with its status, nothing to decide. */
  asNgo: boolean;
  onClose: () => void;
  /** Schedule: the Re-schedule popup takes this one's place. */
  onSchedule?: (camp: CampRow) => void;
}

/**
 * The pending camp popup (docs/spec/part-1-institution-side.md §2 "Camps", §4, §5): who asks for the camp, and
 * the camp — Date, Time, Camp, Venue, Address, Sponser, Coordinator, Email, Mobile, the Attention capacity guide
 * and the comments. A blood centre declines it (a comment is required) or schedules it; an NGO sees its own
 * camp read-only, with whether it waits or was declined and why.
 */
export function CampPendingModal({ camp, asNgo, onClose, onSchedule }: CampPendingModalProps) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(camp);
  const { ask, guard } = usePopupGuard();
  return (
    <Modal
      opened={camp !== null}
      onClose={guard(onClose)}
      size="lg"
      title={
        <Text component="span" fw={700} fz="lg">
          {asNgo ? (shown?.campName ?? '') : t('campPending.title', 'Request to initate blood donation camp')}
        </Text>
      }
    >
      {shown && (
        <PendingCamp
          key={shown._id}
          camp={shown}
          asNgo={asNgo}
          onClose={onClose}
          onSchedule={onSchedule}
          ask={ask}
        />
      )}
    </Modal>
  );
}

function PendingCamp({
  camp,
  asNgo,
  onClose,
  onSchedule,
  ask,
}: {
  camp: CampRow;
  asNgo: boolean;
  onClose: () => void;
  onSchedule: ((camp: CampRow) => void) | undefined;
  ask: Ask;
}) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState(false);
  const hours = campHours(campTimeOf(camp.campDuration.startTime), campTimeOf(camp.campDuration.endTime));
  const decides = !asNgo && (camp.can.decline || camp.can.schedule);

  return (
    <Stack gap="md">
      <AdderProfile camp={camp} asNgo={asNgo} />
      {asNgo && (
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('campPending.status', 'Status')}
          </Text>
          <CampStatusBadge camp={camp} />
        </Group>
      )}
      {asNgo && camp.status === 'Declined' && (
        <Paper withBorder radius="md" p="sm">
          <Text size="sm" fw={600}>
            {t('campPending.declineReason', 'Why it was declined')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {camp.declineComment || t('campPending.noReason', 'No reason given')}
          </Text>
        </Paper>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <Fact label={t('campPending.date', 'Date')}>{formatDate(campDayOf(camp))}</Fact>
        <Fact label={t('campPending.time', 'Time')}>{campHoursText(camp)}</Fact>
        <Fact label={t('campPending.camp', 'Camp')}>{camp.campName}</Fact>
        <Fact label={t('campPending.venue', 'Venue')}>{camp.venue}</Fact>
        <Fact label={t('campPending.address', 'Address')} wide>
          {campAddressText(camp)}
        </Fact>
        <Fact label={t('campPending.sponser', 'Sponser')}>{camp.sponsoredBy}</Fact>
        <Fact label={t('campPending.coordinator', 'Coordinator')}>{camp.campCoordinator.name}</Fact>
        <Fact label={t('campPending.email', 'Email')}>{camp.campCoordinator.email}</Fact>
        <Fact label={t('campPending.mobile', 'Mobile')}>
          {formatPhone(camp.campCoordinator.mobileNumber)}
        </Fact>
        {camp.bloodBankReference && (
          <Fact label={t('campPending.bloodBank', 'Blood Bank')}>
            {[camp.bloodBankReference.institutionName, camp.bbName].filter(Boolean).join(' · ')}
          </Fact>
        )}
        <Fact label={t('campPending.comments', 'Comments')} wide>
          {camp.comments}
        </Fact>
        {camp.attachments.length > 0 && (
          <Fact label={t('campPending.attachments', 'Attachments')} wide>
            <FileLinks files={camp.attachments} />
          </Fact>
        )}
      </SimpleGrid>
      {(hours ?? 0) > 0 && (camp.noOfBeds ?? 0) > 0 && (
        <CampCapacityGuide hours={hours} beds={camp.noOfBeds} />
      )}

      {declining ? (
        <DeclineBox camp={camp} onCancel={() => setDeclining(false)} onDone={onClose} ask={ask} />
      ) : (
        <ModalButtons>
          {decides ? (
            <>
              {camp.can.decline && (
                <Button color="red" variant="light" onClick={() => setDeclining(true)}>
                  {t('campPending.decline', 'Decline')}
                </Button>
              )}
              {camp.can.schedule && onSchedule && (
                <Button onClick={() => onSchedule(camp)}>{t('campPending.schedule', 'Schedule')}</Button>
              )}
            </>
          ) : (
            <Button variant="default" onClick={onClose}>
              {t('common.close', 'Close')}
            </Button>
          )}
        </ModalButtons>
      )}
    </Stack>
  );
}

/** Who asks for the camp: photo, institution, contact person, mobile and, for a blood centre, the adder's ID. */
function AdderProfile({ camp, asNgo }: { camp: CampRow; asNgo: boolean }) {
  const { t } = useTranslation();
  const adder = camp.addedBy;
  const photo = useFileObjectUrl(adder.photo?.location);
  const contact = personName(adder);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={photo.url} alt="" radius="xl" size="lg" color="blood">
          {adder.institutionName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {adder.institutionName}
          </Text>
          {contact && <Text size="sm">{contact}</Text>}
          {adder.mobileNumber && <Text size="sm">{formatPhone(adder.mobileNumber)}</Text>}
          {!asNgo && adder.registrationId && (
            <Text size="sm" c="gray.7">
              {t('campPending.adderId', 'ID: {{id}}', { id: adder.registrationId })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Decline revealed: a comment, required (the server checks it too), then Cancel or Decline. */
function DeclineBox({
  camp,
  onCancel,
  onDone,
  ask,
}: {
  camp: CampRow;
  onCancel: () => void;
  onDone: () => void;
  ask: Ask;
}) {
  const { t } = useTranslation();
  const message = campMessageText(t);
  const change = useChangeCampStatus();
  const [comment, setComment] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // Decline revealed the box: the comment is what comes next.
  useEffect(() => box.current?.focus(), []);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const comments = comment.trim();
    if (!comments) {
      setError(MESSAGES.commentRequiredForDeclineCamp);
      return;
    }
    setError(null);
    try {
      const answer = await change.mutateAsync({ id: camp._id, action: 'Declined', comments });
      onDone();
      void popups.success({ title: answer.message || t('campPending.declined', 'Declined successfully!') });
    } catch (failure) {
      if (campMoved(failure)) onDone();
      if (failure instanceof ApiError && failure.errors.length > 0) {
        setError(failure.errors[0]?.message ?? failure.message);
        return;
      }
      await ask(popups.failedWith(failure));
    }
  };

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Textarea
        label={t('campPending.comment', 'Comment')}
        description={t(
          'campPending.commentHint',
          'Why the camp is declined; the one who asked for it reads it.',
        )}
        value={comment}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          if (error && event.currentTarget.value.trim()) setError(null);
        }}
        error={message(error ?? undefined)}
        withAsterisk
        aria-required
        maxLength={COMMENT_MAX}
        rows={3}
        ref={box}
      />
      <ModalButtons>
        <Button variant="default" onClick={onCancel} disabled={change.isPending}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" color="red" loading={change.isPending}>
          {t('campPending.decline', 'Decline')}
        </Button>
      </ModalButtons>
    </form>
  );
}
