import type { InstitutionType } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileAnswer } from '../../test/institution-fixtures';
import { mockFetch, renderApp } from '../../test/render';
import { signInInstitution, signInLabMember } from '../../test/session-fixtures';
import { institutionMenu, sidebarActions } from './institution-menu';

// The whole app renders behind the menu; a loaded machine takes more than the default second.
configure({ asyncUtilTimeout: 4000 });

async function openDashboardAs(type: InstitutionType) {
  signInInstitution(type);
  vi.stubGlobal('fetch', mockFetch({ '/api/institution/get': profileAnswer(type) }).fetchMock);
  renderApp('/');
  return screen.findByRole('navigation', { name: 'Main menu' });
}

function linkTargets(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const FULL_MENU = [
  ['Dashboard', '/'],
  ['Results', '/labresult'],
  ['Samples', '/labresult-samples'],
  ['People', '/people'],
  ['Inventory', '/inventory'],
  ['In Process', '/inventory-in-process'],
  ['Transfer', '/inventory-transfer'],
  ['Receipt', '/inventory-receipt'],
  ['Ageing', '/inventory-ageing-report'],
  ['Issued', '/inventory-issued'],
  ['Reports', '/reports'],
  ['Haemovigilance', '/haemovigilance'],
  ['Camp', '/camp'],
  ['Chat', '/chat'],
  ['Settings', '/settings'],
];

const REDUCED_MENU = [
  ['Dashboard', '/'],
  ['People', '/people'],
  ['Camp', '/camp'],
];

describe('the institution menu by type', () => {
  it.each(['BloodBank', 'Both'] as const)('a %s gets the full menu, with Lab as a group', async (type) => {
    const nav = await openDashboardAs(type);
    expect(linkTargets(nav)).toEqual(FULL_MENU);
    expect(within(nav).getByRole('button', { name: 'Lab' })).toBeTruthy();
  });

  it.each(['Hospital', 'NGO'] as const)('a %s gets the reduced menu', async (type) => {
    const nav = await openDashboardAs(type);
    // A hospital transfuses, so it records transfusion reactions; an NGO does not.
    expect(linkTargets(nav)).toEqual(
      type === 'Hospital'
        ? [...REDUCED_MENU.slice(0, 2), ['Haemovigilance', '/haemovigilance'], ...REDUCED_MENU.slice(2)]
        : REDUCED_MENU,
    );
    expect(within(nav).queryByRole('button', { name: 'Lab' })).toBeNull();
  });

  it('falls back to the reduced menu for any other type', () => {
    expect(institutionMenu('Pharmacy').map((item) => item.to)).toEqual(['/', '/people', '/camp']);
  });

  it('offers Add donor and Request Blood in the sidebar', async () => {
    await openDashboardAs('BloodBank');
    expect(screen.getByRole('link', { name: 'Add donor' }).getAttribute('href')).toBe('/add-donor');
    expect(screen.getByRole('link', { name: 'Request Blood' }).getAttribute('href')).toBe(
      '/?requestBlood=true',
    );
    expect(screen.queryByRole('link', { name: 'Create Camp' })).toBeNull();
  });

  it('offers Create Camp instead of Request Blood to an NGO', async () => {
    await openDashboardAs('NGO');
    expect(screen.getByRole('link', { name: 'Add donor' }).getAttribute('href')).toBe('/add-donor');
    expect(screen.getByRole('link', { name: 'Create Camp' }).getAttribute('href')).toBe('/camp?create=1');
    expect(screen.queryByRole('link', { name: 'Request Blood' })).toBeNull();
  });

  it('keeps Request Blood for hospitals', () => {
    expect(sidebarActions('Hospital').map((action) => action.to)).toEqual([
      '/add-donor',
      '/?requestBlood=true',
    ]);
  });

  it('shows the institution name in the header menu, with Profile and Logout', async () => {
    signInInstitution('Hospital', 'City Care Hospital');
    vi.stubGlobal(
      'fetch',
      mockFetch({ '/api/institution/get': profileAnswer('Hospital', 'City Care Hospital') }).fetchMock,
    );
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /City Care Hospital/ }));
    expect((await screen.findByRole('menuitem', { name: 'Profile' })).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('gives a lab member the lab only: Results and Samples, no sidebar buttons, no profile but their password', async () => {
    signInLabMember('Sahyadri Blood Centre');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/lab-results/list': {
          body: { code: 200, message: 'Samples', content: { data: [], total: 0 } },
        },
      }).fetchMock,
    );
    const user = userEvent.setup();
    renderApp('/labresult-samples');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(linkTargets(nav)).toEqual([
      ['Results', '/labresult'],
      ['Samples', '/labresult-samples'],
    ]);
    expect(screen.queryByRole('link', { name: 'Add donor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Request Blood' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Sahyadri Blood Centre, Meera Joshi · Lab member/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).toBeNull();
    expect((await screen.findByRole('menuitem', { name: 'Change password' })).getAttribute('href')).toBe(
      '/changePassword',
    );
  });

  it('builds a lab member’s menu and sidebar from the designation alone', () => {
    expect(institutionMenu('BloodBank', 'labMember').map((item) => item.key)).toEqual(['lab']);
    expect(institutionMenu('Both', 'labMember')[0]?.children?.map((item) => item.to)).toEqual([
      '/labresult',
      '/labresult-samples',
    ]);
    expect(institutionMenu('BloodBank', 'keymember')).toHaveLength(9);
    expect(sidebarActions('BloodBank', 'labMember')).toEqual([]);
  });
});
