import '@mantine/core/styles/Tabs.layer.css';
import { Button, Group, Paper, Stack, Tabs } from '@mantine/core';
import { type CampRow, type InstitutionType, MESSAGES } from '@raktsetu/contract';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { PlusIcon } from '../../components/icons';
import { useAskedFor } from '../../components/lazy-popup';
import { PageHeader } from '../../components/page-header';
import { useListState } from '../../components/use-list-state';
import { useSession } from '../../lib/session';
import { acceptedCampColumns, createdCampColumns, pendingCampColumns } from './camp-columns';
import {
  CampFormModal,
  CampPendingModal,
  CampScheduleModal,
  prefetchCampForm,
  prefetchCampPopups,
} from './camp-popups';
import { campListEndpoint } from './camps.api';

const CAMP_TABS = ['Accepted', 'Pending'] as const;
type CampTab = (typeof CAMP_TABS)[number];
const TYPE_FILTER = ['type'] as const;

/** `/camp?create=1` opens the Create Camp popup on arrival (the sidebar's and the dashboard's links). */
const CREATE_PARAM = 'create';

/**
 * /camp, "List of Camps" (docs/spec/part-1-institution-side.md §2 "Camps"). A blood centre sees the camps it
 * runs (Accepted) and those waiting for its answer with its drafts (Pending); an NGO its running camps (On Going)
 * and those it created that wait or were declined (Created). Tab, page, search and order live in the address.
 * A hospital runs no camps and is told so.
 */
export function CampListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const type = session?.identifier === 'institution' ? session.institutionType : undefined;
  if (type === 'BloodBank' || type === 'Both' || type === 'NGO') return <CampList type={type} />;
  return (
    <Stack gap="lg">
      <PageHeader title={t('camps.list.title', 'List of Camps')} />
      <Paper withBorder radius="md">
        <EmptyState
          title={t('campList.hospitalTitle', 'Camps are run by blood banks')}
          description={t(
            'campList.hospitalText',
            'Blood banks organise donation camps, and NGOs create them with a blood bank. A hospital has no camps to list.',
          )}
        />
      </Paper>
    </Stack>
  );
}

/** Which popup is open: the form (new, or a draft to complete), a pending camp, or its Re-schedule. */
type OpenPopup =
  | { popup: 'form'; draft: CampRow | null }
  | { popup: 'pending'; camp: CampRow }
  | { popup: 'schedule'; camp: CampRow };

function CampList({ type }: { type: Exclude<InstitutionType, 'Hospital'> }) {
  const { t } = useTranslation();
  const ngo = type === 'NGO';
  const endpoint = campListEndpoint(type);
  const list = useListState(endpoint, { filters: TYPE_FILTER });
  const tab: CampTab = list.query.type;
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const formAsked = useAskedFor(open?.popup === 'form');
  const pendingAsked = useAskedFor(open?.popup === 'pending');
  const scheduleAsked = useAskedFor(open?.popup === 'schedule');
  const close = () => setOpen(null);
  // Cancel or Escape in the Re-schedule popup returns to the camp it came from.
  const backToCamp = () =>
    setOpen((current) => (current?.popup === 'schedule' ? { popup: 'pending', camp: current.camp } : null));

  // `?create=1`: open the form once, and leave the address plain so Back or a refresh does not open it again.
  const [params, setParams] = useSearchParams();
  const create = params.get(CREATE_PARAM) === '1';
  useEffect(() => {
    if (!create) return;
    setOpen({ popup: 'form', draft: null });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [create, setParams]);

  const title = t('camps.list.title', 'List of Camps');
  const tabLabels: Record<CampTab, string> = ngo
    ? { Accepted: t('campList.tab.onGoing', 'On Going'), Pending: t('campList.tab.created', 'Created') }
    : { Accepted: t('campList.tab.accepted', 'Accepted'), Pending: t('campList.tab.pending', 'Pending') };
  const emptyTexts: Record<CampTab, string> = {
    // An NGO's On Going tab is the drives it has planned with a blood centre.
    Accepted: ngo
      ? t('campList.empty.onGoing', MESSAGES.noDonationDrivesPlanned)
      : t('campList.empty.accepted', MESSAGES.noCampList),
    Pending: t('campList.empty.pending', MESSAGES.noPendingCampList),
  };
  const openCamp = (camp: CampRow) => setOpen({ popup: 'pending', camp });
  const columns = {
    Accepted: acceptedCampColumns(t),
    Pending: ngo
      ? createdCampColumns(t, { onOpen: openCamp, onPointer: prefetchCampPopups })
      : pendingCampColumns(t, {
          onOpen: openCamp,
          onEditDraft: (draft) => setOpen({ popup: 'form', draft }),
          onPointer: prefetchCampPopups,
        }),
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader
          title={title}
          intro={
            ngo
              ? t(
                  'campList.ngoIntro',
                  'Donation camps you create with a blood bank: those it scheduled are on going, the others wait for its answer.',
                )
              : t(
                  'campList.intro',
                  'Donation camps you run, and those waiting for your answer: schedule or decline them.',
                )
          }
        />
        <Button
          leftSection={<PlusIcon size={16} />}
          onClick={() => setOpen({ popup: 'form', draft: null })}
          onPointerEnter={prefetchCampForm}
          onFocus={prefetchCampForm}
        >
          {ngo ? t('campList.create', 'Create Camp') : t('campList.organise', 'Organise Camp')}
        </Button>
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => value && value !== tab && list.update({ type: value as CampTab })}
        keepMounted={false}
      >
        <Tabs.List>
          {CAMP_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {tabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CAMP_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <DataTable
              endpoint={endpoint}
              label={t('campList.tableLabel', '{{tab}} camps', { tab: tabLabels[value] })}
              columns={columns[value]}
              emptyText={emptyTexts[value]}
              search={{ placeholder: t('campList.searchPlaceholder', 'Camp name, venue or address') }}
              filters={TYPE_FILTER}
              minWidth={900}
            />
          </Tabs.Panel>
        ))}
      </Tabs>

      <Suspense fallback={null}>
        {formAsked && (
          <CampFormModal
            opened={open?.popup === 'form'}
            kind={ngo ? 'ngo' : 'bloodBank'}
            draft={open?.popup === 'form' ? open.draft : null}
            onClose={close}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {pendingAsked && (
          <CampPendingModal
            camp={open?.popup === 'pending' ? open.camp : null}
            asNgo={ngo}
            onClose={close}
            onSchedule={(camp) => setOpen({ popup: 'schedule', camp })}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {scheduleAsked && (
          <CampScheduleModal
            camp={open?.popup === 'schedule' ? open.camp : null}
            onClose={backToCamp}
            onDone={close}
          />
        )}
      </Suspense>
    </Stack>
  );
}
