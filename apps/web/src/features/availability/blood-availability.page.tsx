import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { AVAILABILITY_PAGE_SIZE, type AvailabilityQuery } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { PublicLayout } from '../auth/public-layout';
import { useAvailabilitySearch } from './availability.api';
import { AvailabilityFilterFields } from './availability-filters';
import { type AvailabilityFilters, searchQueryOf, useAvailabilityFilters } from './availability-search';
import { CentreCard } from './centre-card';
import { useVisitorLocation, VisitorLocationControl } from './visitor-location';

/**
 * /blood-availability (issue 17 item 1, docs/decisions/0052): anyone, signed in or not, finds the blood
 * centres of a state or city that hold units now, with their counts, how to call them and, when the visitor
 * allows it, how far they are. Most people look from a phone: the filters stack and the counts wrap.
 */
export function BloodAvailabilityPage() {
  const { t } = useTranslation();
  const { filters, update } = useAvailabilityFilters();
  const location = useVisitorLocation();
  const query = searchQueryOf(filters, location.position);
  const search = useAvailabilitySearch(query);
  const outcome = outcomeOf(query, search);

  // A page past the last (the stock changed since the link was made) shows the last page instead.
  const lastPage = search.data ? Math.max(1, Math.ceil(search.data.total / AVAILABILITY_PAGE_SIZE)) : 1;
  const pastTheEnd = outcome === 'centres' || outcome === 'none' ? filters.page > lastPage : false;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  return (
    <PublicLayout size="md">
      <Stack gap="lg">
        <PageHeader
          title={t('availability.title', 'Find blood')}
          intro={t(
            'availability.intro',
            'Blood centres with units on the shelf now, counted live from their stock. Call the centre before you go.',
          )}
        />
        {/* The search landmark: a screen reader's list of regions leads straight to the filters. */}
        <search aria-label={t('availability.searchLabel', 'Search blood centres')}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <AvailabilityFilterFields filters={filters} onChange={update} />
              <VisitorLocationControl location={location} />
            </Stack>
          </Paper>
        </search>
        {/* What a search found, said once it is known: the results themselves appear after the loading. */}
        <VisuallyHidden role="status">
          {search.data ? summaryOf(filters, search.data.total, t) : ''}
        </VisuallyHidden>
        <Results outcome={outcome} filters={filters} search={search} onPage={(page) => update({ page })} />
      </Stack>
    </PublicLayout>
  );
}

type Search = ReturnType<typeof useAvailabilitySearch>;
type Outcome = 'noState' | 'tooMany' | 'failed' | 'loading' | 'none' | 'centres';

function outcomeOf(query: AvailabilityQuery | null, search: Search): Outcome {
  if (!query) return 'noState';
  if (search.isError) {
    return search.error instanceof ApiError && search.error.status === 429 ? 'tooMany' : 'failed';
  }
  if (!search.data) return 'loading';
  return search.data.data.length === 0 ? 'none' : 'centres';
}

/** Where the search looked, as a person says it: "Pune, Maharashtra" or "Maharashtra". */
function placeOf(filters: AvailabilityFilters): string {
  return [filters.city, filters.state].filter(Boolean).join(', ');
}

/** What was asked for: "O- Whole Blood", "O- blood", "Platelets Random Donor" or "blood". */
function wantedOf(filters: AvailabilityFilters, t: TFunction): string {
  const { bloodGroup, component } = filters;
  if (bloodGroup && component) return `${bloodGroup} ${component}`;
  if (bloodGroup) return t('availability.groupBlood', '{{group}} blood', { group: bloodGroup });
  return component ?? t('availability.anyBlood', 'blood');
}

function summaryOf(filters: AvailabilityFilters, total: number, t: TFunction): string {
  return total === 0
    ? t('availability.none', 'No blood centre in {{place}} has {{wanted}} available now.', {
        place: placeOf(filters),
        wanted: wantedOf(filters, t),
      })
    : t('availability.found', 'Blood centres with {{wanted}} in {{place}}: {{centres}}', {
        wanted: wantedOf(filters, t),
        place: placeOf(filters),
        centres: formatCount(total),
      });
}

function Results({
  outcome,
  filters,
  search,
  onPage,
}: {
  outcome: Outcome;
  filters: AvailabilityFilters;
  search: Search;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  // Another page of results starts at their heading, not at the foot of the page the visitor left.
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current || outcome !== 'centres') return;
    paged.current = false;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  });

  switch (outcome) {
    case 'noState':
      return (
        <Text c="gray.7">
          {t('availability.chooseStateHint', 'Choose a state to see the blood centres that hold units now.')}
        </Text>
      );
    case 'tooMany':
    case 'failed':
      return (
        <Alert
          color={outcome === 'tooMany' ? 'orange' : 'red'}
          variant="light"
          role="alert"
          title={
            outcome === 'tooMany'
              ? t(
                  'availability.tooMany',
                  'Too many searches from this connection. Please wait a minute and try again.',
                )
              : t('availability.failed', 'The search could not be done')
          }
        >
          <Stack gap="sm" align="flex-start">
            {outcome === 'failed' && <Text size="sm">{search.error?.message}</Text>}
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => void search.refetch()}
              loading={search.isFetching}
            >
              {t('availability.tryAgain', 'Try again')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'loading':
      return (
        <Group gap="xs" justify="center" p="lg">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('availability.searching', 'Looking at the blood centres’ shelves…')}</Text>
        </Group>
      );
    case 'none':
      return (
        <Paper withBorder radius="md">
          <EmptyState
            title={summaryOf(filters, 0, t)}
            description={t(
              'availability.noneHint',
              'Try another city or component, or call the nearest blood centre.',
            )}
          />
        </Paper>
      );
  }

  const { data: centres, total } = search.data as NonNullable<Search['data']>;
  const pages = Math.max(1, Math.ceil(total / AVAILABILITY_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const from = (page - 1) * AVAILABILITY_PAGE_SIZE + 1;
  return (
    <Stack gap="md" component="section" aria-labelledby="availability-results" aria-busy={search.isFetching}>
      <Title
        order={2}
        fz="h3"
        id="availability-results"
        ref={heading}
        tabIndex={-1}
        style={{ outline: 'none' }}
      >
        {summaryOf(filters, total, t)}
      </Title>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {centres.map((centre) => (
          <li key={centre._id}>
            <CentreCard centre={centre} />
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="gray.7">
            {t('availability.range', '{{from}}–{{to}} of {{total}}', {
              from,
              to: from + centres.length - 1,
              total: formatCount(total),
            })}
          </Text>
          <nav aria-label={t('availability.pages', 'Pages of blood centres')}>
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => {
                paged.current = true;
                onPage(next);
              }}
              size="sm"
              getItemProps={(n) => ({ 'aria-label': t('availability.page', 'Page {{n}}', { n }) })}
              getControlProps={(control) => ({
                'aria-label': {
                  first: t('availability.firstPage', 'First page'),
                  previous: t('availability.previousPage', 'Previous page'),
                  next: t('availability.nextPage', 'Next page'),
                  last: t('availability.lastPage', 'Last page'),
                }[control],
              })}
            />
          </nav>
        </Group>
      )}
    </Stack>
  );
}
