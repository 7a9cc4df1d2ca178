import type { BloodRequestRow } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileAnswer } from '../../test/institution-fixtures';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { bloodRequest } from '../inventory/units.fixtures';
import { shown } from './requests.fixtures';

configure({ asyncUtilTimeout: 4000 });

const PATHS = {
  list: '/api/requests/list',
  edit: '/api/requests/edit',
  changeStatus: '/api/requests/change-status',
  profile: '/api/institution/get',
} as const;

/** Request n, raised by City Blood Centre and waiting for this hospital's verification. */
const pendingRequest = (n: number, overrides: Partial<BloodRequestRow> = {}) =>
  bloodRequest(n, { status: 0, raisedBy: 'City Blood Centre', ...overrides });

// Ravi Kumar's family asked City Blood Centre for 2 units for his surgery here; the hospital must vouch for it.
const ravi = pendingRequest(1, {
  details: { firstName: 'Ravi', lastName: 'Kumar', mobileNumber: '9822012345' },
  patientId: 'MRN-2026-00412',
  bloodGroup: 'A+',
  component: 'Red Cells Packed',
  units: 2,
  requiredBy: '2026-03-10',
  condition: 'Stable',
  reasons: 'Knee replacement',
  age: 54,
  doctorName: 'Dr. S. Kulkarni',
  comments: 'Surgery on Tuesday morning',
  attachments: [
    {
      name: 'prescription.pdf',
      location: '/api/generic/file/0b6f3c36-6c55-4f6e-9d2b-1f7f9a1d2c3e.pdf',
    },
  ],
});
// Meena Iyer's request was verified last week.
const meena = pendingRequest(2, {
  details: { firstName: 'Meena', lastName: 'Iyer', mobileNumber: null },
  status: 2,
  bloodGroup: 'O-',
});

type Answer = { status: number; body: unknown };
type Override = (path: string, body: Record<string, unknown>) => Answer | undefined;

const ok = (message: string, content: unknown): Answer => ({
  status: 200,
  body: { code: 200, message, content },
});

/**
 * The requests API as far as the verification list uses it: both tabs from `rows` by status, verify, decline
 * and edit change them as the server would; every call is kept.
 */
function requestsApi(initial: BloodRequestRow[], override?: Override) {
  let rows = [...initial];
  const lists: Record<string, string>[] = [];
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = (): Answer => {
      if (url.pathname === PATHS.profile)
        return { status: 200, ...profileAnswer('Hospital', 'Seva Sadan Hospital') };
      if (url.pathname === PATHS.list) {
        const query = Object.fromEntries(url.searchParams);
        lists.push(query);
        const status = query.tab === 'Verified' ? 2 : 0;
        const data = rows.filter((row) => row.status === status);
        return ok('Requests', { data, total: data.length });
      }
      // What else the shell asks (the chat's badge) is not the list's business.
      if (init?.method !== 'POST')
        return { status: 404, body: { code: 404, message: 'Not found', content: {} } };
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      posts.push({ path: url.pathname, body });
      const replaced = override?.(url.pathname, body);
      if (replaced) return replaced;
      const index = rows.findIndex((row) => row._id === body.id);
      const current = rows[index] as BloodRequestRow;
      if (url.pathname === PATHS.changeStatus) {
        rows[index] = { ...current, status: Number(body.status) };
        return ok(body.status === 2 ? 'Verified successfully!' : 'Declined successfully!', {
          data: rows[index],
        });
      }
      if (url.pathname === PATHS.edit) {
        rows[index] = {
          ...current,
          units: Number(body.units),
          bloodGroup: String(body.bloodGroup),
          component: String(body.component),
        };
        return ok('Edit successfully!', { data: rows[index] });
      }
      return { status: 404, body: { code: 404, message: 'Not found', content: {} } };
    };
    const { status, body } = answer();
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return {
    fetchMock,
    lists,
    posts,
    setRows: (next: BloodRequestRow[]) => {
      rows = next;
    },
  };
}

function openDashboard(rows: BloodRequestRow[], override?: Override, path = '/') {
  signInInstitution('Hospital', 'Seva Sadan Hospital');
  const api = requestsApi(rows, override);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderApp(path);
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, api, address, user: userEvent.setup() };
}

async function viewRequestOf(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  title = 'For Verification',
) {
  await user.click(await screen.findByRole('button', { name: `View request of ${name}` }));
  return screen.findByRole('dialog', { name: title });
}

describe("the hospital's verification list on its dashboard", () => {
  it('lists the requests waiting for this hospital, with the columns of the spec, in place of the placeholder', async () => {
    const { api } = openDashboard([ravi, meena]);
    const table = await screen.findByRole('table', { name: 'Pending requests for verification' });
    const row = (await within(table).findByRole('rowheader', { name: 'Ravi Kumar' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(table).queryByRole('rowheader', { name: 'Meena Iyer' })).toBeNull();
    expect(screen.queryByText('The dashboard is being built')).toBeNull();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Blood Group',
      'Component',
      'Request Date',
      'Condition',
      'Required By',
      'View',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['A+', 'Red Cells Packed', '05 Mar 2026', 'Stable', '10 Mar 2026', 'View']);
    expect(api.lists.at(-1)).toMatchObject({ requestType: 'verify', tab: 'Pending', page: '1', limit: '10' });
  });

  it('keeps the Verified tab in the address and says so when nothing was verified yet', async () => {
    const { api, address, user } = openDashboard([ravi]);
    await screen.findByRole('rowheader', { name: 'Ravi Kumar' });
    await user.click(screen.getByRole('tab', { name: 'Verified' }));
    expect(await screen.findByText('No verified requests yet')).toBeTruthy();
    expect(address()).toEqual({ tab: 'Verified' });
    expect(api.lists.at(-1)).toMatchObject({ requestType: 'verify', tab: 'Verified' });

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByRole('rowheader', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(address()).toEqual({});
  });

  it('says when no request waits for verification', async () => {
    openDashboard([]);
    expect(await screen.findByText('No requests waiting for your verification')).toBeTruthy();
  });

  it('shows every detail of a request in the For Verification popup, and Escape closes it', async () => {
    const { user } = openDashboard([ravi]);
    const popup = await viewRequestOf(user, 'Ravi Kumar');
    expect(shown(popup, 'Name')).toBe('Ravi Kumar');
    expect(shown(popup, 'Mobile No')).toBe('+91 9822012345');
    expect(shown(popup, 'Blood Group')).toBe('A+');
    expect(shown(popup, 'Component')).toBe('Red Cells Packed');
    expect(shown(popup, 'Age')).toBe('54');
    expect(shown(popup, 'Patient ID')).toBe('MRN-2026-00412');
    expect(shown(popup, 'Purpose')).toBe('Knee replacement');
    expect(shown(popup, 'Condition')).toBe('Stable');
    expect(shown(popup, 'Doctor')).toBe('Dr. S. Kulkarni');
    expect(shown(popup, 'Units')).toBe('2');
    expect(shown(popup, 'Required By')).toBe('10 Mar 2026');
    expect(shown(popup, 'Comments')).toBe('Surgery on Tuesday morning');
    expect(within(popup).getByRole('button', { name: 'Download prescription.pdf' })).toBeTruthy();
    for (const name of ['Edit', 'Verify', 'Decline'])
      expect(within(popup).getByRole('button', { name })).toBeTruthy();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'For Verification' })).toBeNull());
  });

  it('shows a missing age as a dash', async () => {
    const { user } = openDashboard([pendingRequest(3)]);
    const popup = await viewRequestOf(user, 'Patient 03');
    expect(shown(popup, 'Age')).toBe('—');
    expect(shown(popup, 'Mobile No')).toBe('—');
  });

  it("verifies a request: status 2 is sent, the server's message shows, and both tabs reload", async () => {
    const { api, user } = openDashboard([ravi, meena]);
    const popup = await viewRequestOf(user, 'Ravi Kumar');
    await user.click(within(popup).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('dialog', { name: 'Verified successfully!' })).toBeTruthy();
    expect(api.posts).toEqual([{ path: PATHS.changeStatus, body: { id: ravi._id, status: 2 } }]);
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ravi Kumar' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('tab', { name: 'Verified' }));
    expect(await screen.findByRole('rowheader', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Meena Iyer' })).toBeTruthy();
  });

  it('declines a request with the reason given: status 4 and the reason are sent', async () => {
    const { api, user } = openDashboard([ravi]);
    const popup = await viewRequestOf(user, 'Ravi Kumar');
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));

    const decline = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await user.type(
      within(decline).getByRole('textbox', { name: 'Reason (optional)' }),
      '  Patient discharged  ',
    );
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByRole('dialog', { name: 'Declined successfully!' })).toBeTruthy();
    expect(api.posts).toEqual([
      { path: PATHS.changeStatus, body: { id: ravi._id, status: 4, reason: 'Patient discharged' } },
    ]);
    expect(await screen.findByText('No requests waiting for your verification')).toBeTruthy();
  });

  it('goes back to the request when the decline is cancelled, without sending anything', async () => {
    const { api, user } = openDashboard([ravi]);
    const popup = await viewRequestOf(user, 'Ravi Kumar');
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await user.click(within(decline).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'For Verification' })).toBeTruthy();
    expect(api.posts).toEqual([]);
  });

  it("shows the server's refusal when someone else decided first, and reloads the list", async () => {
    const { api, user } = openDashboard([ravi], (path) => {
      if (path !== PATHS.changeStatus) return undefined;
      api.setRows([]);
      return { status: 409, body: { code: 409, message: 'This request was already verified', content: {} } };
    });
    const popup = await viewRequestOf(user, 'Ravi Kumar');
    const listsBefore = api.lists.length;
    await user.click(within(popup).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('dialog', { name: 'This request was already verified' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'For Verification' })).toBeNull();
    await vi.waitFor(() => expect(api.lists.length).toBeGreaterThan(listsBefore));
    expect(await screen.findByText('No requests waiting for your verification')).toBeTruthy();
  });

  it('edits units, blood group and component only, then shows the request as the server now has it', async () => {
    const { api, user } = openDashboard([ravi]);
    const popup = await viewRequestOf(user, 'Ravi Kumar');
    await user.click(within(popup).getByRole('button', { name: 'Edit' }));

    const edit = await screen.findByRole('dialog', { name: 'Request Blood' });
    // What the raiser gave is shown, not to be changed.
    const readOnly = (name: string) => within(edit).getByRole('textbox', { name }) as HTMLInputElement;
    expect(readOnly('Patient name').value).toBe('Ravi Kumar');
    expect(readOnly('Patient ID').value).toBe('MRN-2026-00412');
    expect(readOnly('Mobile No').value).toBe('+91 9822012345');
    expect(readOnly('Hospital').value).toBe('Test Hospital');
    expect(readOnly('Required By').value).toBe('10 Mar 2026');
    expect(readOnly('Comments').value).toBe('Surgery on Tuesday morning');
    for (const name of ['Patient name', 'Patient ID', 'Mobile No', 'Hospital', 'Required By', 'Comments']) {
      expect(readOnly(name).readOnly, name).toBe(true);
    }

    const units = within(edit).getByRole('textbox', { name: 'Units' });
    await user.clear(units);
    await user.type(units, '4');
    await user.click(within(edit).getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'A-' }));
    await user.click(within(edit).getByRole('combobox', { name: 'Component' }));
    await user.click(await screen.findByRole('option', { name: 'Whole Blood' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Edit successfully!' })).toBeTruthy();
    expect(api.posts).toEqual([
      { path: PATHS.edit, body: { id: ravi._id, units: 4, bloodGroup: 'A-', component: 'Whole Blood' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    const again = await screen.findByRole('dialog', { name: 'For Verification' });
    expect(shown(again, 'Units')).toBe('4');
    expect(shown(again, 'Blood Group')).toBe('A-');
    expect(shown(again, 'Component')).toBe('Whole Blood');
    expect(shown(again, 'Name')).toBe('Ravi Kumar');
  });

  it('keeps units within 1 to 50 before sending anything', async () => {
    const { api, user } = openDashboard([ravi]);
    const popup = await viewRequestOf(user, 'Ravi Kumar');
    await user.click(within(popup).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Request Blood' });
    const units = within(edit).getByRole('textbox', { name: 'Units' });
    await user.clear(units);
    await user.type(units, '51');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('Ask for at most 50 units')).toBeTruthy();
    expect(api.posts).toEqual([]);
  });

  it('opens a verified request read-only, with nothing to press but Close', async () => {
    const { user } = openDashboard([meena], undefined, '/?tab=Verified');
    const popup = await viewRequestOf(user, 'Meena Iyer', 'Verified request');
    expect(shown(popup, 'Blood Group')).toBe('O-');
    const buttons = within(popup)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons.filter((name) => ['Edit', 'Verify', 'Decline'].includes(name ?? ''))).toEqual([]);
    await user.click(within(popup).getByText('Close', { selector: 'button *' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verified request' })).toBeNull());
  });
});

describe('the dashboard of other institutions', () => {
  it('has no verification list and never asks for one', async () => {
    signInInstitution('BloodBank');
    const api = requestsApi([ravi]);
    const bloodBank = { status: 200, ...profileAnswer('BloodBank') };
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === PATHS.profile
        ? Promise.resolve(Response.json(bloodBank.body, { status: bloodBank.status }))
        : api.fetchMock(input, init),
    );
    renderApp('/');
    // The blood bank's Request tab lists what it may fill, not what waits for a hospital's verification.
    const table = await screen.findByRole('table', { name: 'Blood requests' });
    expect(await within(table).findByRole('rowheader', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Pending requests for verification' })).toBeNull();
    expect(api.lists.map((query) => query.requestType)).toEqual(['verified']);
  });
});
