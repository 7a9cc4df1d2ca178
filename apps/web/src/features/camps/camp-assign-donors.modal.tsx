import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type CampRow, MAX_DEPUTED_DONORS, MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/data-table';
import { ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { ApiError } from '../../lib/api';
import { AcceptFooter, RefusalAlert } from '../requests/accept-parts';
import { CandidatesTable } from '../requests/candidates-table';
import { CampDonorFrame } from './camp-donor-popup';
import { CANDIDATES_PAGE_SIZE, useAssignCampDonors, useCampCandidates } from './camp-donors.api';

/*
 * Assign Donors (docs/spec/part-1-institution-side.md §4 "The donor-assignment step for camps submits donors
 * with type camp"; docs/decisions/0046): the institution's donors who may give on the camp's day, searched and
 * paged by the server, each with a tick box; one already assigned to the camp is shown, marked, and not offered
 * again. Assign sends the ticked ones, from every page looked at.
 */

/** The popup's page sizes: the lists' own, but the longest, which would not fit a popup. */
const CANDIDATE_PAGE_SIZES = [10, 20, 50] as const;

export interface CampAssignDonorsProps {
  /** The camp whose Assign Donors was pressed; the popup is open while there is one. */
  camp: Pick<CampRow, '_id' | 'campName'> | null;
  onClose: () => void;
}

export function CampAssignDonorsModal({ camp, onClose }: CampAssignDonorsProps) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(camp);
  return (
    <CampDonorFrame opened={camp !== null} onClose={onClose} title={t('campAssign.title', 'Assign Donors')}>
      {camp && shown && <AssignFlow key={shown._id} camp={shown} onClose={onClose} />}
    </CampDonorFrame>
  );
}

function AssignFlow({ camp, onClose }: { camp: Pick<CampRow, '_id' | 'campName'>; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(CANDIDATES_PAGE_SIZE);
  const [pageOf, setPageOf] = useState(term);
  // A new search starts from its first page.
  if (term !== pageOf) {
    setPageOf(term);
    setPage(1);
  }
  const candidates = useCampCandidates(camp._id, term, page, limit);
  const rows = candidates.data?.data ?? [];
  const total = candidates.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  // Ticked donors, in the order ticked; a tick survives another page or search.
  const [selected, setSelected] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const assign = useAssignCampDonors();
  const atMax = selected.length >= MAX_DEPUTED_DONORS;

  // A donor the reloaded list now shows as assigned (by another clerk, or just refused) leaves the selection.
  const assignedNow = rows.filter((row) => row.deputed && selected.includes(row._id)).map((row) => row._id);
  if (assignedNow.length > 0) setSelected(selected.filter((id) => !assignedNow.includes(id)));

  const toggle = (id: string, on: boolean) => {
    setSelected(on ? [...selected, id] : selected.filter((other) => other !== id));
    setRefusal(null);
  };

  const submit = async () => {
    if (selected.length === 0 || assign.isPending) return;
    setRefusal(null);
    try {
      const answer = await assign.mutateAsync({ id: camp._id, donors: selected });
      onClose();
      void popups.success({ title: answer.message || t('campAssign.done', MESSAGES.assignDepute) });
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  const missing =
    selected.length === 0 ? [t('campAssign.missing', 'Choose at least one donor.')] : ([] as string[]);
  const label = t('campAssign.tableLabel', 'Donors who may give at {{camp}}', { camp: camp.campName });

  return (
    <form
      noValidate
      onSubmit={ownSubmit(async (event) => {
        event.preventDefault();
        await submit();
      })}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(
            'campAssign.intro',
            'Your donors who may give on the camp day. Tick the donors to assign; those already assigned are marked.',
          )}
        </Text>
        <TextInput
          type="search"
          label={t('campAssign.search', 'Search donors')}
          placeholder={t('campAssign.searchPlaceholder', 'Name or donor ID')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          // The list follows what is typed; Enter must not send the popup's form.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          rightSection={candidates.isFetching ? <Loader size="xs" /> : undefined}
          maxLength={100}
          autoComplete="off"
          maw={420}
          data-autofocus
        />
        <CandidatesTable
          label={label}
          rows={rows}
          query={candidates}
          selected={selected}
          atMax={atMax}
          onToggle={toggle}
          withBloodGroup
          taken={{
            box: (name) =>
              t('campAssign.assignedDonor', '{{name}} is already assigned to this camp', { name }),
            badge: t('campAssign.assigned', 'Assigned'),
          }}
        />
        <Pager
          page={Math.min(page, pages)}
          pages={pages}
          limit={limit}
          sizes={CANDIDATE_PAGE_SIZES}
          total={candidates.data ? total : null}
          pagesLabel={t('campAssign.pages', 'Pages of donors')}
          onPage={setPage}
          onLimit={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
        <Text size="sm" aria-live="polite">
          {t('campAssign.chosen', 'Donors chosen: {{count}}', { count: selected.length })}
          {atMax &&
            ` ${t('campAssign.atMost', '(at most {{count}} at a time)', { count: MAX_DEPUTED_DONORS })}`}
        </Text>
        <RefusalAlert title={t('campAssign.refused', 'Not assigned')} refusal={refusal} />
      </Stack>
      <AcceptFooter missing={missing} onCancel={onClose}>
        <Button type="submit" disabled={selected.length === 0} loading={assign.isPending}>
          {t('campAssign.submit', 'Assign')}
        </Button>
      </AcceptFooter>
    </form>
  );
}
