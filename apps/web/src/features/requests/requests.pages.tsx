import { Stack } from '@mantine/core';
import {
  type BloodRequestRow,
  MESSAGES,
  REQUEST_REACH_KM,
  REQUEST_SORT_FIELDS,
  requestsEndpoints,
} from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BackLink } from '../../components/back-link';
import { DataTable } from '../../components/data-table';
import { useAskedFor } from '../../components/lazy-popup';
import { PageHeader } from '../../components/page-header';
import { AcceptPopup, useAcceptKind } from './accept-request';
import { requestColumns } from './request-columns';
import { VerificationList } from './verification-list';

/**
 * GET requests/list as the request view-all reads it: nearest first unless the address says otherwise. Same
 * path, so its pages share the list's cache key and reload with every other request list; only the sort a
 * plain address means differs, so a link without `sort` opens nearest first and every other order stays in
 * the address.
 */
const nearestFirst = {
  ...requestsEndpoints.list,
  query: requestsEndpoints.list.query.extend({
    sort: z.enum(REQUEST_SORT_FIELDS).default('distance'),
  }),
};

/** The blood centres' list: verified requests this institution may fill (docs/decisions/0045). */
const VERIFIED_PARAMS = { requestType: 'verified' } as const;

/**
 * /dashboard/request-viewall (docs/spec/part-1-institution-side.md §2 "View-all screens"): every verified request
 * this institution may fill — raised by it, addressed to it, or from a hospital within REQUEST_REACH_KM —
 * nearest first, with sortable headers, the blood-group filter and paging; from its row a blood bank accepts
 * one and issues units, an NGO accepts one (not a Bulk request) and deputes donors. Page, order, search and
 * group live in the address.
 */
export function RequestViewAllPage() {
  const { t } = useTranslation();
  const kind = useAcceptKind();
  const [accepting, setAccepting] = useState<BloodRequestRow | null>(null);
  const acceptAsked = useAskedFor(accepting !== null);
  const title = t('requests.viewAll.title', 'All Blood Requests');
  return (
    <Stack gap="lg">
      <BackLink to="/" label={t('requestViewAll.back', 'Back to the dashboard')} />
      <PageHeader
        title={title}
        intro={t(
          'requestViewAll.intro',
          'Verified requests for blood that you may fill: your own, those addressed to you and those from hospitals within {{km}} km, nearest first.',
          { km: REQUEST_REACH_KM },
        )}
      />
      <DataTable
        endpoint={nearestFirst}
        label={title}
        columns={requestColumns(t, {
          accept: kind ? { kind, onAccept: setAccepting } : null,
          compact: false,
        })}
        emptyText={t('requestViewAll.empty', MESSAGES.noNewRequestForBlood)}
        search={{
          placeholder: t('requestViewAll.searchPlaceholder', 'Patient name, patient ID or hospital'),
        }}
        bloodGroupFilter
        params={VERIFIED_PARAMS}
        minWidth={kind ? 900 : 820}
      />
      {kind && acceptAsked && (
        <AcceptPopup kind={kind} request={accepting} onClose={() => setAccepting(null)} />
      )}
    </Stack>
  );
}

/**
 * /dashboard/verify-request-viewall (docs/spec/part-1-institution-side.md §2): the hospital's verification list
 * — Pending and Verified, each request to view, verify, decline or edit — on a page of its own.
 */
export function VerifyRequestViewAllPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <BackLink to="/" label={t('verifyViewAll.back', 'Back to the dashboard')} />
      <PageHeader title={t('requests.verifyViewAll.title', 'Requests Awaiting Verification')} />
      <VerificationList />
    </Stack>
  );
}
