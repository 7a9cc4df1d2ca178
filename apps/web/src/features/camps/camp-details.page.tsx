import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CampRow, campHours } from '@raktsetu/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { FileLinks } from '../../components/file-links';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { RecordState } from '../../components/record-state';
import { formatCount, formatDate, formatPhone } from '../../lib/format';
import { CampCapacityGuide, CampStatusBadge, Fact } from './camp-fields';
import {
  campAddressText,
  campDayOf,
  campDonorsPath,
  campHoursText,
  campStatusText,
  campTimeOf,
  personName,
} from './camp-text';
import { useCampDetails, useChangeCampStatus, useRemoveCamp } from './camps.api';

/**
 * /camp-details/:id (docs/spec/part-1-institution-side.md §2, §3, §4): one camp — every field, its status, how
 * many donors are assigned and how many have donated, its attachments — and what the caller may do with it now
 * (`can`): deactivate or activate a running camp, delete one without donations, open its donors. A camp that
 * does not exist, or is not this institution's, is "No such camp".
 */
export function CampDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const camp = useCampDetails(id);

  const body = (
    <RecordState
      query={camp}
      loading={t('campDetails.loading', 'Loading the camp…')}
      failed={t('campDetails.failed', 'The camp could not be loaded')}
      missing={{
        title: t('campDetails.notFound', 'No such camp'),
        text: t(
          'campDetails.notFoundText',
          'No camp of this institution has this address. It may have been deleted; find it in the list of camps.',
        ),
        to: '/camp',
        action: t('campDetails.toList', 'Go to the list of camps'),
      }}
    >
      {(record) => <CampDetails camp={record} />}
    </RecordState>
  );

  return (
    <Stack gap="lg">
      <BackLink to="/camp" label={t('campDetails.back', 'Back to the list of camps')} />
      <PageHeader
        title={camp.data ? camp.data.campName : t('camps.details.title', 'Camp Details')}
        intro={
          camp.data
            ? [formatDate(campDayOf(camp.data)), camp.data.venue].filter(Boolean).join(' · ')
            : t('campDetails.intro', 'A donation camp, who runs it, and its donors.')
        }
      />
      {body}
    </Stack>
  );
}

function CampDetails({ camp }: { camp: CampRow }) {
  const { t } = useTranslation();
  const hours = campHours(campTimeOf(camp.campDuration.startTime), campTimeOf(camp.campDuration.endTime));
  return (
    <Stack gap="lg">
      <CampActions camp={camp} />
      <Section title={t('campDetails.section.camp', 'The camp')}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact label={t('campDetails.campName', 'Camp Name')}>{camp.campName}</Fact>
          <Fact label={t('campDetails.status', 'Status')}>{campStatusText(t, camp)}</Fact>
          <Fact label={t('campDetails.date', 'Date')}>{formatDate(campDayOf(camp))}</Fact>
          <Fact label={t('campDetails.time', 'Time')}>{campHoursText(camp)}</Fact>
          <Fact label={t('campDetails.venue', 'Venue')}>{camp.venue}</Fact>
          <Fact label={t('campDetails.address', 'Address')}>{campAddressText(camp)}</Fact>
          <Fact label={t('campDetails.organiser', 'Organiser')}>{camp.organiser}</Fact>
          <Fact label={t('campDetails.sponsoredBy', 'Sponsored By')}>{camp.sponsoredBy}</Fact>
          <Fact label={t('campDetails.bloodBank', 'Blood Bank')}>
            {camp.bloodBankReference?.institutionName}
          </Fact>
          {camp.bbName && (
            <Fact label={t('campDetails.bbName', 'Blood bank contact person')}>{camp.bbName}</Fact>
          )}
          <Fact label={t('campDetails.createdBy', 'Created by')}>{camp.addedBy.institutionName}</Fact>
          <Fact label={t('campDetails.noOfBeds', 'No. of Beds')}>{camp.noOfBeds ?? ''}</Fact>
          <Fact label={t('campDetails.targetUnits', 'Target Units')}>{camp.targetUnits ?? ''}</Fact>
          <Fact label={t('campDetails.noDonors', 'Donors assigned')}>{formatCount(camp.noDonors)}</Fact>
          <Fact label={t('campDetails.donated', 'Donated')}>{formatCount(camp.donated)}</Fact>
          {camp.status === 'Declined' && (
            <Fact label={t('campDetails.declineComment', 'Why it was declined')} wide>
              {camp.declineComment}
            </Fact>
          )}
          <Fact label={t('campDetails.comments', 'Comments')} wide>
            {camp.comments}
          </Fact>
          <Fact label={t('campDetails.attachments', 'Attachments')} wide>
            {camp.attachments.length > 0 ? <FileLinks files={camp.attachments} /> : null}
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title={t('campDetails.section.coordinators', 'Coordinators')}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact label={t('campDetails.coordinator', 'Camp Coordinator')}>{camp.campCoordinator.name}</Fact>
          <Fact label={t('campDetails.coordinatorMobile', 'Coordinator Mobile No.')}>
            {formatPhone(camp.campCoordinator.mobileNumber)}
          </Fact>
          <Fact label={t('campDetails.coordinatorEmail', 'Coordinator Email ID')}>
            {camp.campCoordinator.email}
          </Fact>
          {camp.bloodBankCoordinator.name && (
            <>
              <Fact label={t('campDetails.bbCoordinator', 'Blood Bank Coordinator')}>
                {camp.bloodBankCoordinator.name}
              </Fact>
              <Fact label={t('campDetails.bbCoordinatorMobile', 'Blood Bank Mobile No.')}>
                {formatPhone(camp.bloodBankCoordinator.mobileNumber)}
              </Fact>
              <Fact label={t('campDetails.bbCoordinatorEmail', 'Blood Bank Email ID')}>
                {camp.bloodBankCoordinator.email}
              </Fact>
            </>
          )}
          <Fact label={t('campDetails.addedBy', 'Asked for by')}>
            {[personName(camp.addedBy), formatPhone(camp.addedBy.mobileNumber)].filter(Boolean).join(' · ')}
          </Fact>
        </SimpleGrid>
      </Section>
      {(hours ?? 0) > 0 && (camp.noOfBeds ?? 0) > 0 && (
        <CampCapacityGuide hours={hours} beds={camp.noOfBeds} />
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The camp's status and what the caller may do with it now: Donors, Deactivate or Activate, Delete. */
function CampActions({ camp }: { camp: CampRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeCampStatus();
  const remove = useRemoveCamp();
  const busy = change.isPending || remove.isPending;

  const switchActive = async () => {
    try {
      const answer = await change.mutateAsync({
        id: camp._id,
        action: camp.active ? 'Deactivated' : 'Activated',
      });
      void popups.success({
        title:
          answer.message ||
          (camp.active
            ? t('campDetails.deactivated', 'The camp is deactivated')
            : t('campDetails.activated', 'The camp is active again')),
      });
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };

  const deleteCamp = async () => {
    const sure = await popups.confirm({
      title: t('campDetails.deleteConfirm', 'Delete the camp {{camp}}?', { camp: camp.campName }),
      text: t('campDetails.deleteText', 'The camp and its donor list are removed. This cannot be undone.'),
      confirmLabel: t('campDetails.delete', 'Delete'),
    });
    if (!sure) return;
    try {
      const answer = await remove.mutateAsync(camp._id);
      navigate('/camp', { replace: true });
      void popups.success({ title: answer.message || t('campDetails.deleted', 'The camp is deleted') });
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };

  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('campDetails.statusLabel', 'Status')}
        </Text>
        <CampStatusBadge camp={camp} />
      </Group>
      <Group gap="sm">
        {camp.status === 'Accepted' && (
          <Button component={Link} to={campDonorsPath(camp._id)} variant="light">
            {t('campDetails.donors', 'Donors')}
          </Button>
        )}
        {camp.can.deactivate && (
          <Button
            variant="default"
            onClick={() => void switchActive()}
            loading={change.isPending}
            disabled={busy}
          >
            {camp.active ? t('campDetails.deactivate', 'Deactivate') : t('campDetails.activate', 'Activate')}
          </Button>
        )}
        {camp.can.remove && (
          <Button
            color="red"
            variant="light"
            onClick={() => void deleteCamp()}
            loading={remove.isPending}
            disabled={busy}
          >
            {t('campDetails.delete', 'Delete')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
