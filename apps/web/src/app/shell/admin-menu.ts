import { type AdminPermissions, canSeeArea, type PermissionArea } from '@raktsetu/contract';
import type { NavItem } from './nav-item';

type AdminIcon =
  | 'dashboard'
  | 'transaction'
  | 'institutions'
  | 'admins'
  | 'users'
  | 'pricing'
  | 'plans'
  | 'configuration'
  | 'audit';

export interface AdminMenuItem extends NavItem<AdminIcon> {
  to: string;
  /** The permission area that must have at least one true flag; none means always shown. */
  area?: PermissionArea;
}

// Paths keep the spec's spelling (docs/spec/part-2-operations-and-admin.md §2): Instituions, Configration, Subcription-plan.
export const ADMIN_MENU: AdminMenuItem[] = [
  {
    key: 'dashboard',
    label: ['admin.menu.dashboard', 'Dashboard'],
    to: '/Super-Admin/Dashboard',
    icon: 'dashboard',
  },
  {
    key: 'institutions',
    label: ['admin.menu.institutions', 'Institutions'],
    to: '/Super-Admin/Instituions',
    icon: 'institutions',
    area: 'instituteManagement',
  },
  {
    key: 'administrators',
    label: ['admin.menu.administrators', 'Administrators'],
    to: '/Super-Admin/Administrators',
    icon: 'admins',
    area: 'admins',
  },
  {
    key: 'users',
    label: ['admin.menu.users', 'Users'],
    to: '/Super-Admin/Users',
    icon: 'users',
    area: 'userManagement',
  },
  {
    key: 'transaction',
    label: ['admin.menu.transaction', 'Transaction'],
    to: '/Super-Admin/Transaction',
    icon: 'transaction',
  },
  {
    key: 'pricing',
    label: ['admin.menu.pricing', 'Pricing'],
    to: '/Super-Admin/Pricing',
    icon: 'pricing',
    area: 'billing',
  },
  {
    key: 'subscription',
    label: ['admin.menu.subscription', 'Subscription plans'],
    to: '/Super-Admin/Subcription-plan',
    icon: 'plans',
    area: 'subscription',
  },
  {
    key: 'configuration',
    label: ['admin.menu.configuration', 'Configuration'],
    to: '/Super-Admin/Configration',
    icon: 'configuration',
    area: 'configurations',
  },
  // Who changed what (issue 15): part of the admins area, so it shows with Administrators.
  {
    key: 'audit',
    label: ['admin.menu.audit', 'Audit trail'],
    to: '/Super-Admin/Audit',
    icon: 'audit',
    area: 'admins',
  },
];

/** docs/spec/part-2-operations-and-admin.md §6: Dashboard and Transaction always; every other entry only when its area has a true flag. */
export function adminMenu(permissions: AdminPermissions): AdminMenuItem[] {
  return ADMIN_MENU.filter((item) => !item.area || canSeeArea(permissions, item.area));
}
