import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  type AdminInstitutionDetail,
  adminEndpoints,
  type InstitutionRating,
  RATING_KINDS,
} from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { EmptyState } from '../../components/empty-state';
import { Facts } from '../../components/facts';
import { PageHeader } from '../../components/page-header';
import { call } from '../../lib/api';
import { formatCount, formatDate, formatDateTime, formatPhone } from '../../lib/format';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../dashboard/load-failed';
import { institutionTypeLabel } from '../institutions/institution-type';
import { InstitutionAccessModal } from './institution-access.modal';
import { reviewKeys } from './institution-review.api';
import { StatusBadges } from './institution-status';

/** The spec keeps the id in route state and "also stored locally": a reload of a bare address finds it there. */
const LAST_OPENED = 'raktsetu.admin.institutionDetail';

/** The institution to show: ?id= in the address, else the route state, else the one opened last. */
function useInstitutionId(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { id?: unknown } | null;
  const id =
    params.get('id') ??
    (typeof state?.id === 'string' ? state.id : null) ??
    localStorage.getItem(LAST_OPENED);
  useEffect(() => {
    if (id) localStorage.setItem(LAST_OPENED, id);
  }, [id]);
  return id;
}

/** A rating as five stars, read out as "4 of 5 stars". */
function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Text
      component="span"
      role="img"
      aria-label={t('admin.institutionDetail.stars', '{{count}} of 5 stars', { count })}
      c="yellow.9"
      fz="lg"
      style={{ letterSpacing: 2, whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(count)}
      <Text component="span" c="gray.6" inherit>
        {'★'.repeat(Math.max(0, 5 - count))}
      </Text>
    </Text>
  );
}

function Reviews({ ratings }: { ratings: InstitutionRating[] }) {
  const { t } = useTranslation();
  const labels = {
    institution: t('admin.institutionDetail.tab.institution', 'Institution'),
    delivery: t('admin.institutionDetail.tab.delivery', 'Delivery'),
  };
  return (
    <Tabs defaultValue="institution">
      <Tabs.List>
        {RATING_KINDS.map((kind) => (
          <Tabs.Tab key={kind} value={kind}>
            {labels[kind]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {RATING_KINDS.map((kind) => {
        const shown = ratings.filter((rating) => rating.kind === kind);
        return (
          <Tabs.Panel key={kind} value={kind} pt="md">
            {shown.length === 0 ? (
              <EmptyState title={t('admin.institutionDetail.noRatings', 'No Ratings Available')} />
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {shown.map((rating) => (
                  <Paper key={rating._id} component="li" withBorder radius="md" p="md">
                    <Group justify="space-between" align="flex-start" gap="xs">
                      <div>
                        <Text fw={600}>
                          {`${rating.addedBy.firstName} ${rating.addedBy.lastName}`.trim() ||
                            t('admin.institutionDetail.someone', 'A RaktSetu user')}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(rating.addedAt)}
                        </Text>
                      </div>
                      <Stars count={rating.avarageRating} />
                    </Group>
                    {rating.comments && (
                      <Text size="sm" mt="xs">
                        {rating.comments}
                      </Text>
                    )}
                  </Paper>
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

function Detail({ institution, canUpdate }: { institution: AdminInstitutionDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const [blocking, setBlocking] = useState(false);
  const blocked = institution.state === 'Blocked';
  const subscription = institution.subscriptions;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {institution.institutionName}
          </Title>
          <Group gap="xs" mt={6}>
            <Text c="dimmed">{institutionTypeLabel(t, institution.institutionType)}</Text>
            <StatusBadges status={institution.status} state={institution.state} />
          </Group>
        </div>
        {/* Only an administrator who may change institutes (instituteManagement.update) sees the button. */}
        {canUpdate && institution.status === 'Confirmed' && (
          <Button
            color={blocked ? 'blood' : 'red'}
            variant={blocked ? 'filled' : 'light'}
            onClick={() => setBlocking(true)}
          >
            {blocked
              ? t('admin.institutionDetail.unblock', 'Unblock Institution')
              : t('admin.institutionDetail.block', 'Block Institution')}
          </Button>
        )}
      </Group>

      <Facts
        items={[
          [t('admin.institutionDetail.address', 'Address'), institution.address.description],
          [t('admin.institutionDetail.email', 'Contact e-mail'), institution.contactEmail],
          [t('admin.institutionDetail.phone', 'Contact number'), formatPhone(institution.contactNumber)],
          [t('admin.institutionDetail.openTime', 'Open time'), institution.time],
          [t('admin.institutionDetail.signature', 'Authorised signature'), institution.authign],
          [
            t('admin.institutionDetail.registrationNumber', 'Registration number'),
            institution.registrationNumber,
          ],
          [
            t('admin.institutionDetail.joinedOn', 'Joined on'),
            formatDate(institution.verifiedAt ?? institution.addedAt),
          ],
          [
            t('admin.institutionDetail.rating', 'Average rating'),
            institution.avarageRating === null ? (
              t('admin.institutionDetail.noRating', 'Not rated yet')
            ) : (
              <Group key="rating" gap={4} component="span">
                <span aria-hidden style={{ color: 'var(--mantine-color-yellow-8)' }}>
                  ★
                </span>
                {institution.avarageRating}
              </Group>
            ),
          ],
          [t('admin.institutionDetail.registrationId', 'Registration ID'), institution.registrationId],
          [t('admin.institutionDetail.camps', 'Camps'), formatCount(institution.camps)],
          [
            t('admin.institutionDetail.subscription', 'Subscription'),
            subscription
              ? t('admin.institutionDetail.remaining', '{{remaining}}/{{quantity}} Remaining', {
                  remaining: formatCount(subscription.remaining),
                  quantity: formatCount(subscription.quantity),
                })
              : t('admin.institutionDetail.noSubscription', 'No subscription'),
          ],
          [
            t('admin.institutionDetail.lastSubscribed', 'Last subscribed'),
            subscription ? formatDate(subscription.subscribedAt) : '',
          ],
        ]}
      />

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="reviews-heading">
        <Title order={2} size="h4" id="reviews-heading" mb="sm">
          {t('admin.institutionDetail.reviews', 'Reviews')}
        </Title>
        <Reviews ratings={institution.ratings} />
      </Paper>

      {canUpdate && (
        <InstitutionAccessModal
          institution={institution}
          opened={blocking}
          onClose={() => setBlocking(false)}
        />
      )}
    </Stack>
  );
}

/** `/Super-Admin/Instituions-Detail-Page` (docs/spec/part-2-operations-and-admin.md §2). */
export function InstitutionDetailPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session?.identifier === 'admin' && session.permissions.instituteManagement.update;
  const id = useInstitutionId();
  const detail = useQuery({
    queryKey: reviewKeys.detail('registered', id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) =>
      (await call(adminEndpoints.institutionDetail, { id: id ?? '' }, { signal })).content.data,
  });

  return (
    <Stack gap="md">
      <BackLink
        to="/Super-Admin/Instituions?tab=registered"
        label={t('admin.institutionDetail.back', 'Back to Institutions')}
      />
      {!id ? (
        <PageHeader
          title={t('admin.institutionDetail.title', 'Institution Details')}
          intro={t('admin.institutionDetail.none', 'Choose an institution from the list of institutions.')}
        />
      ) : detail.status === 'error' ? (
        <LoadFailed
          title={t('admin.institutionDetail.failed', 'This institution could not be loaded')}
          message={detail.error?.message}
          onRetry={() => void detail.refetch()}
        />
      ) : detail.data ? (
        <Detail institution={detail.data} canUpdate={canUpdate} />
      ) : (
        <Skeleton h={400} />
      )}
    </Stack>
  );
}
