import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import {
  ADMIN_STATUS_LABELS,
  type AdminRecord,
  type AdminStatus,
  type Gender,
  levelOf,
  type PermissionArea,
  type PermissionLevel,
  type PermissionSet,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The six areas as the Add Admin form names them (docs/spec/part-2-operations-and-admin.md §3, §6). */
export function areaLabel(t: TFunction, area: PermissionArea): string {
  switch (area) {
    case 'userManagement':
      return t('admin.area.userManagement', 'User Management');
    case 'instituteManagement':
      return t('admin.area.instituteManagement', 'Institute Management');
    case 'admins':
      return t('admin.area.admins', 'Administrators');
    case 'billing':
      return t('admin.area.billing', 'Billing');
    case 'configurations':
      return t('admin.area.configurations', 'Configurations');
    case 'subscription':
      return t('admin.area.subscription', 'Subscription');
  }
}

/** The four levels of the dropdown (docs/spec/part-2-operations-and-admin.md §6), in the spec's words. */
export function levelLabel(t: TFunction, level: PermissionLevel): string {
  switch (level) {
    case 'Full Permission':
      return t('admin.level.full', 'Full Permission');
    case 'View Only':
      return t('admin.level.viewOnly', 'View Only');
    case 'Create, Update but Not Delete':
      return t('admin.level.noDelete', 'Create, Update but Not Delete');
    case 'None':
      return t('admin.level.none', 'None');
  }
}

/** A set's level, or its flags spelled out when it is a mix the dropdown cannot show (set outside this form). */
export function setLabel(t: TFunction, set: PermissionSet): string {
  const level = levelOf(set);
  if (level) return levelLabel(t, level);
  const flags = (['read', 'write', 'update', 'delete'] as const).filter((flag) => set[flag]);
  return t('admin.level.custom', 'Custom: {{flags}}', { flags: flags.join(', ') });
}

export function genderLabel(t: TFunction, gender: Gender): string {
  if (gender === 'Male') return t('admin.gender.male', 'Male');
  if (gender === 'Female') return t('admin.gender.female', 'Female');
  return t('admin.gender.other', 'Other');
}

export const adminName = (admin: Pick<AdminRecord, 'personalInfo'>) =>
  `${admin.personalInfo.firstName} ${admin.personalInfo.lastName}`.trim();

const STATUS_COLOR: Record<AdminStatus, string> = { 0: 'yellow', 1: 'teal', 2: 'gray' };

export function statusLabel(t: TFunction, status: AdminStatus): string {
  const label = ADMIN_STATUS_LABELS[status];
  return t(`admin.administrators.status.${label}`, label);
}

/** Pending, Active or Inactive. A dot carries the colour and the words keep the text colour (WCAG AA). */
export function AdminStatusBadge({ status }: { status: AdminStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={STATUS_COLOR[status]}
      radius="sm"
      c="dark.7"
      // The word whole (Inactive, Pending): a badge cut to "INACT…" says nothing.
      style={{ flexShrink: 0, overflow: 'visible', minWidth: 'max-content' }}
    >
      {statusLabel(t, status)}
    </Badge>
  );
}
