import { hasFullMenu, type InstitutionType, LAB_MEMBER_DESIGNATION } from '@raktsetu/contract';
import type { MenuLabel, NavItem } from './nav-item';

/** One entry of the institution sidebar. */
export type MenuItem = NavItem<
  'home' | 'lab' | 'people' | 'inventory' | 'camp' | 'chat' | 'settings' | 'haemovigilance' | 'reports'
>;

const dashboard: MenuItem = {
  key: 'dashboard',
  label: ['menu.dashboard', 'Dashboard'],
  to: '/',
  icon: 'home',
};
const people: MenuItem = { key: 'people', label: ['menu.people', 'People'], to: '/people', icon: 'people' };
const camp: MenuItem = { key: 'camp', label: ['menu.camp', 'Camp'], to: '/camp', icon: 'camp' };

const lab: MenuItem = {
  key: 'lab',
  label: ['menu.lab', 'Lab'],
  icon: 'lab',
  children: [
    { key: 'lab-results', label: ['menu.labResults', 'Results'], to: '/labresult', icon: 'lab' },
    { key: 'lab-samples', label: ['menu.labSamples', 'Samples'], to: '/labresult-samples', icon: 'lab' },
  ],
};

const inventory: MenuItem = {
  key: 'inventory',
  label: ['menu.inventory', 'Inventory'],
  to: '/inventory',
  icon: 'inventory',
  children: [
    {
      key: 'inventory-in-process',
      label: ['menu.inventoryInProcess', 'In Process'],
      to: '/inventory-in-process',
      icon: 'inventory',
    },
    {
      key: 'inventory-transfer',
      label: ['menu.inventoryTransfer', 'Transfer'],
      to: '/inventory-transfer',
      icon: 'inventory',
    },
    {
      key: 'inventory-receipt',
      label: ['menu.inventoryReceipt', 'Receipt'],
      to: '/inventory-receipt',
      icon: 'inventory',
    },
    {
      key: 'inventory-ageing',
      label: ['menu.inventoryAgeing', 'Ageing'],
      to: '/inventory-ageing-report',
      icon: 'inventory',
    },
    {
      key: 'inventory-issued',
      label: ['menu.inventoryIssued', 'Issued'],
      to: '/inventory-issued',
      icon: 'inventory',
    },
  ],
};

/** Transfusion and donor reactions (issue 17 item 6): for every institution that transfuses or bleeds. */
const haemovigilance: MenuItem = {
  key: 'haemovigilance',
  label: ['menu.haemovigilance', 'Haemovigilance'],
  to: '/haemovigilance',
  icon: 'haemovigilance',
};

/** The daily stock report and the monthly report (issue 17 item 2b): the blood centre's registers. */
const reports: MenuItem = {
  key: 'reports',
  label: ['menu.reports', 'Reports'],
  to: '/reports',
  icon: 'reports',
};

const chat: MenuItem = { key: 'chat', label: ['menu.chat', 'Chat'], to: '/chat', icon: 'chat' };
const settings: MenuItem = {
  key: 'settings',
  label: ['menu.settings', 'Settings'],
  to: '/settings',
  icon: 'settings',
};

/**
 * docs/spec/part-1-institution-side.md §2: BloodBank and Both get the full menu; Hospital, NGO and any other type the reduced
 * one (Dashboard, People, Camp). A blood centre's lab member (designation labMember) gets the lab only: Results
 * and Samples.
 */
export function institutionMenu(type: InstitutionType | string, designation?: string): MenuItem[] {
  if (hasFullMenu(type as InstitutionType)) {
    return designation === LAB_MEMBER_DESIGNATION
      ? [lab]
      : [dashboard, lab, people, inventory, reports, haemovigilance, camp, chat, settings];
  }
  return type === 'Hospital' ? [dashboard, people, haemovigilance, camp] : [dashboard, people, camp];
}

export interface SidebarAction {
  key: string;
  label: MenuLabel;
  to: string;
}

/** The two sidebar buttons: Add donor, and Request Blood (Create Camp for an NGO); none for a lab member. */
export function sidebarActions(type: InstitutionType | string, designation?: string): SidebarAction[] {
  if (designation === LAB_MEMBER_DESIGNATION && hasFullMenu(type as InstitutionType)) return [];
  const second: SidebarAction =
    type === 'NGO'
      ? { key: 'create-camp', label: ['menu.createCamp', 'Create Camp'], to: '/camp?create=1' }
      : { key: 'request-blood', label: ['menu.requestBlood', 'Request Blood'], to: '/?requestBlood=true' };
  return [{ key: 'add-donor', label: ['menu.addDonor', 'Add donor'], to: '/add-donor' }, second];
}

/** Routes only the full menu leads to; other types are sent back to their dashboard. */
export const FULL_MENU_ROUTES = [
  '/inventory',
  '/inventory-in-process',
  '/inventory-in-process/updatestock',
  '/inventory-transfer',
  '/inventory-receipt',
  '/inventory-ageing-report',
  '/inventory-issued',
  '/reports',
  '/labresult',
  '/labresult-samples',
  '/settings',
] as const;
