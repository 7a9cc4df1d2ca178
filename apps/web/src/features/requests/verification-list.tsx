import '@mantine/core/styles/Tabs.layer.css';
import { Button, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { type BloodRequestRow, requestsEndpoints, VERIFY_TABS } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { useAskedFor } from '../../components/lazy-popup';
import { useListState } from '../../components/use-list-state';
import { formatDate } from '../../lib/format';
import { patientNameColumn, plain, type RequestColumn } from './request-columns';
import {
  DeclineRequestModal,
  prefetchRequestPopups,
  RequestDetailsModal,
  RequestEditModal,
} from './request-popups';
import { requestPatientName } from './request-text';

type VerifyTab = (typeof VERIFY_TABS)[number];

/** The hospital's verification list: requests that name it, whatever the raiser's own paging asked. */
const VERIFY_PARAMS = { requestType: 'verify' } as const;
const TAB_FILTER = ['tab'] as const;

/**
 * The columns of a verification list (docs/spec/part-1-institution-side.md §2): Name, Blood Group, Component,
 * Request Date, Condition, Required By, View. The dashboard's Verify tab shows the same.
 */
export function verificationColumns(t: TFunction, onView: (row: BloodRequestRow) => void): RequestColumn[] {
  return [
    patientNameColumn(t('verifyList.col.name', 'Name')),
    {
      id: 'bloodGroup',
      header: t('verifyList.col.bloodGroup', 'Blood Group'),
      sort: 'bloodGroup',
      cell: (row) => plain(row.bloodGroup),
    },
    {
      id: 'component',
      header: t('verifyList.col.component', 'Component'),
      cell: (row) => plain(row.component),
    },
    {
      id: 'addedAt',
      header: t('verifyList.col.addedAt', 'Request Date'),
      sort: 'addedAt',
      cell: (row) => plain(formatDate(row.addedAt)),
    },
    {
      id: 'condition',
      header: t('verifyList.col.condition', 'Condition'),
      cell: (row) => plain(row.condition),
    },
    {
      id: 'requiredBy',
      header: t('verifyList.col.requiredBy', 'Required By'),
      sort: 'requiredBy',
      cell: (row) => plain(formatDate(row.requiredBy)),
    },
    {
      id: 'view',
      header: t('verifyList.col.view', 'View'),
      cell: (row) => (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => onView(row)}
          onPointerEnter={prefetchRequestPopups}
          onFocus={prefetchRequestPopups}
          // The visible "View" starts the name, which then says whose request it is.
          aria-label={t('verifyList.viewOf', 'View request of {{name}}', { name: requestPatientName(row) })}
        >
          {t('verifyList.view', 'View')}
        </Button>
      ),
    },
  ];
}

/** Which popup of a request is open: its details, the edit form or the decline. */
interface OpenRequest {
  request: BloodRequestRow;
  step: 'details' | 'edit' | 'decline';
}

/**
 * The "For Verification" popup of a request and the edit and decline popups it leads to, as one flow: `view`
 * opens a request's details; each popup's code arrives when first asked for (request-popups.tsx). Shared by
 * the hospital's verification list and the dashboard's Verify tab, so both verify, edit and decline alike.
 */
export function useVerificationPopups(): { view: (request: BloodRequestRow) => void; popups: ReactNode } {
  const [open, setOpen] = useState<OpenRequest | null>(null);
  const step = (wanted: OpenRequest['step']) => (open?.step === wanted ? open.request : null);
  const detailsAsked = useAskedFor(open !== null);
  const editAsked = useAskedFor(open?.step === 'edit');
  const declineAsked = useAskedFor(open?.step === 'decline');
  const back = () => setOpen((current) => current && { ...current, step: 'details' });
  const close = () => setOpen(null);

  const popups = (
    <>
      <Suspense fallback={null}>
        {detailsAsked && (
          <RequestDetailsModal
            request={step('details')}
            onClose={close}
            onEdit={(request) => setOpen({ request, step: 'edit' })}
            onDecline={(request) => setOpen({ request, step: 'decline' })}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {editAsked && (
          <RequestEditModal
            request={step('edit')}
            onClose={back}
            onSaved={(request) => setOpen({ request, step: 'details' })}
            onGone={close}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {declineAsked && <DeclineRequestModal request={step('decline')} onClose={back} onDone={close} />}
      </Suspense>
    </>
  );
  return { view: (request) => setOpen({ request, step: 'details' }), popups };
}

/**
 * The hospital's part of the dashboard (docs/spec/part-1-institution-side.md §2): the requests that name it,
 * waiting for its verification or verified by it, each opening the "For Verification" popup; the tab, page,
 * search and blood group live in the address (docs/decisions/0045-the-life-of-a-request.md).
 */
export function VerificationList() {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useListState(requestsEndpoints.list, { filters: TAB_FILTER });
  const tab: VerifyTab = list.query.tab;
  const verification = useVerificationPopups();

  const tabLabels: Record<VerifyTab, string> = {
    Pending: t('verifyList.tab.pending', 'Pending'),
    Verified: t('verifyList.tab.verified', 'Verified'),
  };
  const emptyTexts: Record<VerifyTab, string> = {
    Pending: t('verifyList.empty.pending', 'No requests waiting for your verification'),
    Verified: t('verifyList.empty.verified', 'No verified requests yet'),
  };
  const columns = verificationColumns(t, verification.view);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('verifyList.title', 'Requests for verification')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t(
              'verifyList.intro',
              'Blood requests that name this hospital. Check each patient and verify the request, so blood banks can fill it, or decline it.',
            )}
          </Text>
        </div>
        <Tabs
          value={tab}
          onChange={(value) => value && value !== tab && list.update({ tab: value as VerifyTab })}
          keepMounted={false}
        >
          <Tabs.List>
            {VERIFY_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {tabLabels[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {VERIFY_TABS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <DataTable
                endpoint={requestsEndpoints.list}
                label={t('verifyList.tableLabel', '{{tab}} requests for verification', {
                  tab: tabLabels[value],
                })}
                columns={columns}
                emptyText={emptyTexts[value]}
                search={{
                  placeholder: t('verifyList.searchPlaceholder', 'Patient name, patient ID or hospital'),
                }}
                bloodGroupFilter
                params={VERIFY_PARAMS}
                filters={TAB_FILTER}
                minWidth={860}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>

      {verification.popups}
    </Paper>
  );
}
