import type { CampRow } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openAsInstitution } from '../requests/requests.fixtures';
import { CAMP_PATHS, campId, campRoutes, campRow } from './camps.fixtures';

configure({ asyncUtilTimeout: 4000 });

const camp = campRow(7, {
  campName: 'Kothrud Blood Drive',
  venue: 'Kothrud Hall',
  noDonors: 14,
  donated: 9,
  attachments: [{ name: 'permission-letter.pdf', location: '/api/generic/file/abc123.pdf' }],
  can: { schedule: false, decline: false, deactivate: true, remove: true },
});

/** A blood centre at the camp's page, the API holding `current` and changing it as the calls ask. */
function openDetails(start: CampRow | null) {
  let current = start;
  const opened = openAsInstitution(
    'BloodBank',
    `/camp-details/${campId(7)}`,
    campRoutes(current ? [current] : [], {
      [`GET ${CAMP_PATHS.details}`]: () =>
        current
          ? { message: 'Camp', content: { data: current } }
          : { status: 404, message: 'No such camp', content: {} },
      [`POST ${CAMP_PATHS.changeStatus}`]: (request) => {
        const action = (request.body as { action: string }).action;
        if (current) current = { ...current, active: action === 'Activated' };
        return {
          message: action === 'Activated' ? 'Camp activated' : 'Camp deactivated',
          content: { data: current },
        };
      },
      [`POST ${CAMP_PATHS.remove}`]: () => {
        current = null;
        return { message: 'Camp deleted successfully', content: { data: { _id: campId(7) } } };
      },
    }),
  );
  return opened;
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/camp-details/:id', () => {
  it('shows every field of the camp, its donors and attachments, and links to its donors', async () => {
    const { api } = openDetails(camp);
    expect(await screen.findByRole('heading', { name: 'Kothrud Blood Drive', level: 1 })).toBeTruthy();
    expect(api.lastGet(CAMP_PATHS.details)).toEqual({ campId: campId(7) });
    expect(screen.getByRole('link', { name: 'Back to the list of camps' }).getAttribute('href')).toBe(
      '/camp',
    );
    expect(fact('Status')).toBe('Accepted');
    expect(fact('Date')).toBe('10 Mar 2030');
    expect(fact('Time')).toBe('09:00 – 15:00');
    expect(fact('Venue')).toBe('Kothrud Hall');
    expect(fact('Sponsored By')).toBe('Rotary Club of Pune');
    expect(fact('No. of Beds')).toBe('5');
    expect(fact('Target Units')).toBe('150');
    expect(fact('Donors assigned')).toBe('14');
    expect(fact('Donated')).toBe('9');
    expect(fact('Camp Coordinator')).toBe('Kiran Shah');
    expect(fact('Blood Bank Coordinator')).toBe('Meera Joshi');
    expect(screen.getByRole('button', { name: 'Download permission-letter.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Donors' }).getAttribute('href')).toBe(
      `/camp/donors_List?campId=${campId(7)}`,
    );
  });

  it('deactivates a running camp and activates it again', async () => {
    const { api, user } = openDetails(camp);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('dialog', { name: 'Camp deactivated' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([{ id: campId(7), action: 'Deactivated' }]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(fact('Status')).toBe('Deactivated');

    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('dialog', { name: 'Camp activated' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([
      { id: campId(7), action: 'Deactivated' },
      { id: campId(7), action: 'Activated' },
    ]);
  });

  it('deletes the camp only once confirmed, then returns to the list', async () => {
    const { api, user, router } = openDetails(camp);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the camp Kothrud Blood Drive?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.posts(CAMP_PATHS.remove)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete the camp Kothrud Blood Drive?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Camp deleted successfully' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.remove)).toEqual([{ id: campId(7) }]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/camp'));
    expect(await screen.findByRole('heading', { name: 'List of Camps', level: 1 })).toBeTruthy();
  });

  it('offers neither Deactivate nor Delete when the camp does not allow them', async () => {
    openDetails({ ...camp, can: { schedule: false, decline: false, deactivate: false, remove: false } });
    expect(await screen.findByRole('heading', { name: 'Kothrud Blood Drive', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says "No such camp" for a camp that is not there or not this institution’s', async () => {
    openDetails(null);
    expect(await screen.findByText('No such camp')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Camp Details', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the list of camps' }).getAttribute('href')).toBe('/camp');
  });
});
