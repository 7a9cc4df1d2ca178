import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type BloodRequestRow,
  type DeputeCandidate,
  dayFieldSchema,
  formatInputDate,
  isBeforeToday,
  MESSAGES,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DAY_TEXT, type FormMessage, formTextFields } from '../../components/form-fields';
import { ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { DEPUTE_CANDIDATES_LIMIT, useDeputeCandidates, useDeputeDonors } from './accept-depute.api';
import {
  type AcceptFlowProps,
  AcceptFooter,
  AcceptModal,
  type AcceptModalProps,
  QuantityPicker,
  RefusalAlert,
  RequestComment,
  RequestPicker,
  RequestSummary,
  type TableQuery,
  usePickedRequest,
} from './accept-parts';
import { isBulkRequest, unitsNeeded } from './accept-rules';
import { CandidatesTable } from './candidates-table';
import { requestPatientName } from './request-text';

/** The day the donors come, typed dd/mm/yyyy: today or later, as the server checks it (India's calendar). */
export const deputeFormSchema = z.object({
  donationDate: dayFieldSchema(MESSAGES.invalidDate).refine(
    (day) => !isBeforeToday(day),
    MESSAGES.selectDateTodayOrAfter,
  ),
});

/** The contract's messages for the day, through keys of their own; a server text shows as it came. */
function deputeMessage(t: TFunction): FormMessage {
  const known: Record<string, string> = {
    [MESSAGES.invalidDate]: t('acceptDepute.rule.invalidDate', MESSAGES.invalidDate),
    [MESSAGES.selectDateTodayOrAfter]: t('acceptDepute.rule.pastDate', MESSAGES.selectDateTodayOrAfter),
  };
  return (message) => (message ? (known[message] ?? message) : undefined);
}

/**
 * The NGO's Accept and Assign/Depute popup (docs/spec/part-1-institution-side.md §2, §6, §7; docs/decisions/0045):
 * the request (another verified one may be chosen under Details), the quantity, the NGO's donors who may give for
 * it today — the quantity ticking that many from the top and each tick changing the quantity; a donor already
 * deputed for the request shown but not offered — the day they come, the request's comment, and Assign/Depute.
 * A Bulk request cannot be accepted by an NGO: the popup says so and offers nothing to send.
 */
export function AcceptDeputeModal({ request, onClose }: AcceptModalProps) {
  const { t } = useTranslation();
  return (
    <AcceptModal
      request={request}
      onClose={onClose}
      title={t('acceptDepute.title', 'Accept and Assign/Depute')}
      flow={DeputeFlow}
    />
  );
}

function DeputeFlow({ opened, onClose }: AcceptFlowProps) {
  const { t } = useTranslation();
  const { request, options, pick, loading: choicesLoading } = usePickedRequest(opened);
  const bulk = isBulkRequest(request);
  const needed = unitsNeeded(request);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const candidates = useDeputeCandidates(request._id, term, !bulk);
  const rows = candidates.data?.data ?? [];
  const total = candidates.data?.total ?? 0;
  const offered = rows.filter((row) => !row.deputed);
  // Ticked donors, in the order they were ticked; a tick survives a search that hides its row.
  const [selected, setSelected] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const depute = useDeputeDonors();

  const message = deputeMessage(t);
  const form = useContractForm(deputeFormSchema, {
    defaultValues: { donationDate: formatInputDate(new Date()) },
  });
  const text = formTextFields(form.control, message);

  // After a reload (a refusal, another clerk's deputation, units received meanwhile), a donor now deputed leaves
  // the selection, and so does one no longer on the whole list (who cannot give today any more) and any tick
  // beyond what the request still needs.
  const whole = candidates.isSuccess && !candidates.isPlaceholderData && term === '' && total <= rows.length;
  const rowsKey = rows.map((row) => `${row._id}:${row.deputed}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey stands for the rows; selected is read, not watched.
  useEffect(() => {
    if (!candidates.isSuccess || candidates.isPlaceholderData) return;
    const byId = new Map(rows.map((row) => [row._id, row]));
    const kept = selected
      .filter((id) => {
        const row = byId.get(id);
        return row ? !row.deputed : !whole;
      })
      .slice(0, needed);
    if (kept.length !== selected.length) setSelected(kept);
  }, [rowsKey, whole, needed, candidates.isSuccess, candidates.isPlaceholderData]);

  const choose = (ids: string[]) => {
    setSelected(ids);
    setRefusal(null);
  };
  /** The first `count` donors the list offers (by name), as the quantity asks. */
  const firstDonors = (count: number) => offered.slice(0, Math.min(count, needed)).map((row) => row._id);
  const toggle = (id: string, on: boolean) =>
    choose(on ? [...selected, id] : selected.filter((other) => other !== id));
  const switchTo = (row: BloodRequestRow) => {
    pick(row);
    setSelected([]);
    setSearch('');
    setRefusal(null);
  };

  const missing = bulk
    ? []
    : [
        needed === 0 && t('acceptDepute.missing.filled', 'This request has all its units.'),
        needed > 0 && selected.length === 0 && t('acceptDepute.missing.donors', 'Choose at least one donor.'),
      ].filter((item): item is string => Boolean(item));
  const ready = !bulk && needed > 0 && selected.length > 0 && selected.length <= needed;

  const submit = form.handleSubmit(async (values) => {
    if (!ready || depute.isPending) return;
    setRefusal(null);
    try {
      const answer = await depute.mutateAsync({
        type: 'request',
        id: request._id,
        donationDate: values.donationDate,
        donors: selected,
      });
      onClose();
      void popups.success({ title: answer.message || t('acceptDepute.done', MESSAGES.assignDepute) });
    } catch (failure) {
      // A donor who can no longer give or was deputed meanwhile (409), too many donors or a past day (400): the
      // candidates reload (useDeputeDonors), the popup stays open and says why; a day refused goes on its box.
      const left = showServerErrors(form, failure);
      if (left) setRefusal(left);
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="lg">
        <RequestPicker request={request} options={options} loading={choicesLoading} onPick={switchTo} />

        <RequestSummary request={request} />

        {bulk ? (
          <Alert
            color="red"
            variant="light"
            title={t('acceptDepute.bulk', 'An NGO cannot accept a Bulk request')}
          >
            {t(
              'acceptDepute.bulkHint',
              'Blood banks fill Bulk requests item by item. Choose another request under Details.',
            )}
          </Alert>
        ) : (
          <Stack gap="sm">
            <QuantityPicker
              needed={needed}
              max={needed}
              chosen={selected.length}
              chosenText={
                needed > 0
                  ? t('acceptDepute.chosen', '{{count}} of {{needed}} donors chosen', {
                      count: selected.length,
                      needed,
                    })
                  : ''
              }
              disabled={needed === 0 || offered.length === 0}
              onChoose={(count) => choose(firstDonors(count))}
            />
            <TextInput
              type="search"
              label={t('acceptDepute.search', 'Search donors')}
              placeholder={t('acceptDepute.searchPlaceholder', 'Name or donor ID')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              // The list follows what is typed; Enter must not send the popup's form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              rightSection={candidates.isFetching ? <Loader size="xs" /> : undefined}
              maxLength={100}
              autoComplete="off"
              size="md"
              maw={420}
            />
            <DonorsTable
              request={request}
              rows={rows}
              query={candidates}
              selected={selected}
              atMax={selected.length >= needed}
              onToggle={toggle}
            />
            {total > rows.length && (
              <Text size="sm" c="dimmed">
                {t(
                  'acceptDepute.more',
                  'The first {{shown}} of {{total}} donors are shown, by name; search to find the others.',
                  { shown: Math.min(rows.length, DEPUTE_CANDIDATES_LIMIT), total },
                )}
              </Text>
            )}
            {text('donationDate', t('acceptDepute.donationDate', 'Donation date'), {
              ...DAY_TEXT,
              description: t('acceptDepute.donationDateHint', 'DD/MM/YYYY, today or later'),
              required: true,
            })}
          </Stack>
        )}

        <RequestComment request={request} />

        <RefusalAlert title={t('acceptDepute.refused', 'Not deputed')} refusal={refusal} />
      </Stack>
      <AcceptFooter missing={missing} onCancel={onClose}>
        <Button type="submit" disabled={!ready} loading={depute.isPending}>
          {t('acceptDepute.submit', 'Assign/Depute')}
        </Button>
      </AcceptFooter>
    </form>
  );
}

/** The NGO's donors who may give for the request today; one already deputed for it is marked Deputed. */
function DonorsTable({
  request,
  ...table
}: {
  request: BloodRequestRow;
  rows: DeputeCandidate[];
  query: TableQuery;
  selected: readonly string[];
  atMax: boolean;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <CandidatesTable
      {...table}
      label={t('acceptDepute.tableLabel', 'Donors who may give for {{name}} ({{group}} {{component}})', {
        name: requestPatientName(request),
        group: request.bloodGroup,
        component: request.component,
      })}
      taken={{
        box: (name) =>
          t('acceptDepute.deputedDonor', '{{name}} is already deputed for this request', { name }),
        badge: t('acceptDepute.deputed', 'Deputed'),
      }}
    />
  );
}
