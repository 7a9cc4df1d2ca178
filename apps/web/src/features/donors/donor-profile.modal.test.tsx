import type { DonorProfile, Eligibility } from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { renderWithProviders } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { DonorEligibility } from './donor-eligibility';
import { DonorProfileModal } from './donor-profile.modal';
import { DONOR_ID, donorProfile } from './donors.fixtures';

configure({ asyncUtilTimeout: 3000 });

const ID = DONOR_ID;
const CODE_ID = '0a1b2c3d-9999-4222-8333-444455556666';
const RIGHT_CODE = '482913';

const FIT: Eligibility = {
  eligibleToday: true,
  nextEligibleDate: '2025-04-10',
  deferredUntil: null,
  reasons: [],
};

function profile(changes: Partial<DonorProfile> = {}): DonorProfile {
  return donorProfile({
    eligibility: FIT,
    bmi: 21.34,
    address: { description: '12 FC Road, Pune', landmark: 'Near Goodluck Cafe' },
    aadharLast4: '1098',
    userType: 'user',
    refferedBy: 'Dr Kulkarni',
    notes: 'Prefers mornings',
    questionnaire: {
      answers: {
        cold: { answer: 'no', date: null },
        tattoo: { answer: 'yes', date: '2026-09-01' },
        travel: { answer: 'no', date: null },
      },
      submittedAt: '2026-11-20T08:00:00.000Z',
      deferringItems: ['tattoo'],
      review: null,
    },
    ...changes,
  });
}

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

const HISTORY_TOTAL = 7;
const DONATION_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

/**
 * The donor API as the profile uses it, every call recorded. The profile is read from `state`, so a test
 * (or the validate call) can change what the next load answers.
 */
function donorApi(
  start: DonorProfile | null,
  options: { review?: { status: number; message: string } } = {},
) {
  const calls: Call[] = [];
  const state = {
    profile: start,
    remarks: [] as {
      _id: string;
      addedAt: string;
      doctorName: string;
      event: string;
      comment: string;
      institutionName: string;
    }[],
  };
  const envelope = (content: unknown, status = 200, message = 'Success') =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, params: url.searchParams, body });
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 3);
    switch (url.pathname) {
      case '/api/auth/get-profile':
        return state.profile
          ? // An answer carrying more than the contract's last four digits must still show only those.
            envelope({ data: { ...state.profile, aadharNumber: '234567891098' } })
          : envelope({}, 404, 'Donor not found');
      case '/api/institution/donation-history/list': {
        const first = (page - 1) * limit + 1;
        const count = Math.max(0, Math.min(limit, HISTORY_TOTAL - first + 1));
        const data = Array.from({ length: count }, (_, i) => ({
          _id: `history-${first + i}`,
          date: `2024-0${first + i}-15`,
          component: 'Whole Blood',
          institutionName: 'Sahyadri Blood Centre',
          units: 1,
          comments: `Donation ${first + i}`,
          // Only the newest donation was taken here, on RaktSetu: it alone has a certificate.
          donationId: first + i === 1 ? DONATION_ID : null,
        }));
        return envelope({ data, total: HISTORY_TOTAL });
      }
      case `/api/institution/donors/${ID}/donations/${DONATION_ID}/certificate`:
        return new Response('%PDF-1.4\n', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="certificate-D4829137-2024-01-15.pdf"',
          },
        });
      case '/api/institution/lab-results/list':
        return envelope({
          data: [
            {
              _id: 'lab-1',
              addedAt: '2026-06-01T05:00:00.000Z',
              bloodPressure: '122/80',
              weight: 56,
              hb: 12.9,
              finalResult: 'Pass',
              results: [
                { parameter: 'RBC', observation: '4.6' },
                { parameter: 'Platelet', observation: '250000' },
              ],
              institutionName: 'Sahyadri Blood Centre',
            },
          ],
          total: 1,
        });
      case '/api/institution/medicalhistory/list':
        return envelope({ reports: [], total: 0 });
      case '/api/institution/donor/remarks':
        return envelope({
          data: state.remarks.slice((page - 1) * limit, page * limit),
          total: state.remarks.length,
        });
      case '/api/institution/donor/remarks/add': {
        const remark = {
          _id: `remark-${state.remarks.length + 1}`,
          addedAt: '2026-11-24T10:00:00.000Z',
          doctorName: String(body?.doctorName),
          event: String(body?.event),
          comment: String(body?.comment),
          institutionName: 'Sahyadri Blood Centre',
        };
        state.remarks.unshift(remark);
        return envelope({ data: remark }, 200, 'Remark added successfully');
      }
      case '/api/institution/donor-otp/send':
        return envelope({ data: { id: CODE_ID } }, 200, 'OTP sent to email');
      case '/api/institution/donor-otp/validate':
        if (body?.otp !== RIGHT_CODE) return envelope({}, 400, 'Invalid OTP');
        if (state.profile)
          state.profile = {
            ...state.profile,
            userType: 'knownDonor',
            verifiedAt: '2026-03-01T10:00:00.000Z',
          };
        return envelope({}, 200, 'Donor verified successfully');
      case '/api/institution/donor/change-status': {
        if (options.review) return envelope({}, options.review.status, options.review.message);
        return envelope(
          {},
          200,
          body?.status === 'Approve' ? 'Donor approved for donation' : 'Declined successfully!',
        );
      }
      default:
        return envelope({}, 404, 'Not found');
    }
  };
  const to = (path: string) => calls.filter((call) => call.path === path);
  return {
    fetchMock,
    state,
    calls,
    profileLoads: () => to('/api/auth/get-profile'),
    history: () => to('/api/institution/donation-history/list'),
    remarks: () => to('/api/institution/donor/remarks'),
    posts: (path: string) => to(path).map((call) => call.body),
  };
}

/** The profile on /people, with /donation-form beside it, as the screens open it. */
function open(api: ReturnType<typeof donorApi>, type: Parameters<typeof signInInstitution>[0] = 'BloodBank') {
  signInInstitution(type);
  vi.stubGlobal('fetch', api.fetchMock);
  const onClose = vi.fn();
  const onBlock = vi.fn();
  const onUnblock = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/people',
        element: (
          <DonorProfileModal donorId={ID} opened onClose={onClose} onBlock={onBlock} onUnblock={onUnblock} />
        ),
      },
      { path: '/donation-form', element: <p>Donation form</p> },
    ],
    { initialEntries: ['/people'] },
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, onClose, onBlock, onUnblock };
}

/** The popup once the donor and the popup's own code have arrived. */
async function popup() {
  const dialog = await screen.findByRole('dialog', { name: 'Priya Sharma' });
  await within(dialog).findByRole('group', { name: 'Actions' });
  return dialog;
}
const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;

describe('the donor profile popup', () => {
  it('loads the known donor’s profile and shows Aadhaar only as its last four digits', async () => {
    const api = donorApi(profile());
    open(api);
    const dialog = await popup();
    expect(api.profileLoads()[0]?.params.get('donorId')).toBe(ID);
    expect(api.profileLoads()[0]?.params.get('userType')).toBe('knownDonor');
    expect(within(dialog).getByText('RSD-48213')).toBeTruthy();
    expect(within(dialog).getByText('Blood group B+')).toBeTruthy();
    expect(within(dialog).getByText('Fit To Donate')).toBeTruthy();
    expect(within(dialog).getByText('+91 9822012345')).toBeTruthy();
    expect(within(dialog).getByText('01 Apr 1992 (33 years)')).toBeTruthy();
    expect(within(dialog).getByText('Landmark: Near Goodluck Cafe')).toBeTruthy();
    expect(within(dialog).getByText('Walk-in')).toBeTruthy();

    expect(within(dialog).getByText('XXXX XXXX 1098')).toBeTruthy();
    expect(dialog.textContent).not.toContain('23456789');
    expect(dialog.textContent).not.toContain('2345 6789');
  });

  it('says "Donor not found" inside the popup for a donor this institution does not know', async () => {
    open(donorApi(null));
    const dialog = await screen.findByRole('dialog', { name: 'Donor profile' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Donor not found');
  });

  it('verifies the donor by code and reloads the profile and its records', async () => {
    const api = donorApi(profile());
    open(api);
    const user = userEvent.setup();
    const dialog = await popup();
    expect(within(dialog).getByText('Not verified by code here yet')).toBeTruthy();
    await within(dialog).findByText('Donation 1');
    const historyLoads = api.history().length;

    await user.click(within(dialog).getByRole('button', { name: 'Request OTP from Donor' }));
    await within(dialog).findByLabelText('Digit 1 of 6');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Invalid OTP')).toBeTruthy();
    expect(api.posts('/api/institution/donor-otp/validate')).toHaveLength(0);

    await user.click(box(1));
    await user.keyboard(RIGHT_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Donor verified successfully' })).toBeTruthy();
    expect(api.posts('/api/institution/donor-otp/validate')).toEqual([{ id: CODE_ID, otp: RIGHT_CODE }]);
    expect(await within(dialog).findByText('Verified by code here on 01 Mar 2026')).toBeTruthy();
    expect(api.profileLoads()).toHaveLength(2);
    await vi.waitFor(() => expect(api.history().length).toBeGreaterThan(historyLoads));
  });

  it('offers no code to a blocked donor, shows the block, and hands Unblock to the screen', async () => {
    const api = donorApi(
      profile({
        status: 'Blocked',
        isBlocked: true,
        block: {
          type: 'temporarily',
          reason: 'Unruly behaviour',
          comment: 'Shouted at the staff',
          until: '2026-12-31',
          blockedAt: '2026-11-01T10:00:00.000Z',
        },
        eligibility: {
          eligibleToday: false,
          nextEligibleDate: '2025-04-10',
          deferredUntil: '2026-12-31',
          reasons: ['Blocked by this institution until 31 Dec 2026: Unruly behaviour'],
        },
      }),
    );
    const { onClose, onBlock, onUnblock } = open(api);
    const user = userEvent.setup();
    const dialog = await popup();
    const request = within(dialog).getByRole('button', {
      name: 'Request OTP from Donor',
    }) as HTMLButtonElement;
    expect(request.disabled).toBe(true);
    expect(within(dialog).getByText('A code can be requested only from an active donor')).toBeTruthy();
    expect(within(dialog).getByText('Assess Donor')).toBeTruthy();
    expect(
      within(dialog).getByText('Blocked by this institution until 31 Dec 2026: Unruly behaviour'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Temporarily')).toBeTruthy();
    expect(within(dialog).getByText('Shouted at the staff')).toBeTruthy();

    expect(within(dialog).queryByRole('button', { name: 'Block' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(onClose).toHaveBeenCalled();
    expect(onUnblock).toHaveBeenCalledWith({ _id: ID, name: 'Priya Sharma' });
    expect(onBlock).not.toHaveBeenCalled();
  });

  it('hands Block to the screen for an active donor', async () => {
    const { onBlock, onClose } = open(donorApi(profile()));
    const dialog = await popup();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(onClose).toHaveBeenCalled();
    expect(onBlock).toHaveBeenCalledWith({ _id: ID, name: 'Priya Sharma' });
  });

  it('says "No readings yet" without vitals, and draws no chart', async () => {
    open(donorApi(profile()));
    const dialog = await popup();
    expect(within(dialog).getByText('No readings yet')).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });
});

describe('the vitals of the profile', () => {
  it('names the chart by the latest readings and lists every reading, newest first', async () => {
    // jsdom lays nothing out, so recharts warns of a 0×0 chart; a browser gives it the box's size.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = donorApi(
      profile({
        vitals: [
          { date: '2026-01-10T05:00:00.000Z', bp: 118, weight: 55, hb: 13.1 },
          { date: '2026-06-01T05:00:00.000Z', bp: 122, weight: 56, hb: 12.9 },
        ],
      }),
    );
    open(api);
    const dialog = await popup();
    expect(
      within(dialog).getByRole('img', {
        name: 'Line chart of 2 readings of BP, weight and Hb. Latest, on 01 Jun 2026: BP 122 mmHg, weight 56 kg, Hb 12.9 g/dL.',
      }),
    ).toBeTruthy();
    const readings = within(dialog).getByRole('table', { name: 'Readings' });
    const rows = within(readings).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['01 Jun 20261225612.9', '10 Jan 20261185513.1']);
    expect(within(dialog).queryByText('No readings yet')).toBeNull();
    // The chart's own chunk arrives and renders (a failed import would say so instead).
    await vi.waitFor(() => expect(within(dialog).queryByText('Loading the chart…')).toBeNull());
    expect(within(dialog).queryByText(/The chart could not be loaded/)).toBeNull();
    expect(dialog.querySelector('.mantine-LineChart-root')).not.toBeNull();
  });
});

describe('the records tabs', () => {
  it('pages the history 3 at a time, and the page size changes the limit sent', async () => {
    const api = donorApi(profile());
    open(api);
    const user = userEvent.setup();
    const dialog = await popup();
    const table = await within(dialog).findByRole('table', { name: 'History' });
    await within(table).findByText('Donation 1');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).getByText('1–3 of 7')).toBeTruthy();
    const first = api.history()[0];
    expect([first?.params.get('donorId'), first?.params.get('page'), first?.params.get('limit')]).toEqual([
      ID,
      '1',
      '3',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Donation 4')).toBeTruthy();
    expect(api.history().at(-1)?.params.get('page')).toBe('2');

    await user.click(within(dialog).getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['3', '5', '10']);
    await user.click(screen.getByRole('option', { name: '5' }));
    expect(await within(dialog).findByText('1–5 of 7')).toBeTruthy();
    const last = api.history().at(-1);
    expect([last?.params.get('page'), last?.params.get('limit')]).toEqual(['1', '5']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('downloads the certificate of a donation taken here, and offers none for one carried from before', async () => {
    const api = donorApi(profile());
    open(api);
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:certificate', revokeObjectURL() {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const dialog = await popup();
    const table = await within(dialog).findByRole('table', { name: 'History' });
    await within(table).findByText('Donation 1');
    const buttons = within(table).getAllByRole('button', {
      name: /^Download the certificate of the donation of /,
    });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.getAttribute('aria-label')).toBe(
      'Download the certificate of the donation of 15 Jan 2024',
    );

    await user.click(buttons[0] as HTMLElement);
    await vi.waitFor(() => expect(saved).toEqual(['certificate-D4829137-2024-01-15.pdf']));
    expect(api.calls.at(-1)?.path).toBe(`/api/institution/donors/${ID}/donations/${DONATION_ID}/certificate`);
    click.mockRestore();
  });

  it('shows lab results with their parameters, and the medical tab’s empty state from content.reports', async () => {
    const api = donorApi(profile());
    open(api);
    const user = userEvent.setup();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('tab', { name: 'Lab results' }));
    const labs = await within(dialog).findByRole('table', { name: 'Lab results' });
    expect(await within(labs).findByText('122/80')).toBeTruthy();
    expect(within(labs).getByText('Pass')).toBeTruthy();
    expect(within(labs).getByText('RBC: 4.6')).toBeTruthy();
    expect(within(labs).getByText('Platelet: 250000')).toBeTruthy();

    await user.click(within(dialog).getByRole('tab', { name: 'Medical' }));
    expect(await within(dialog).findByText('No Data Available')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/institution/medicalhistory/list')).toBe(true);
  });

  it('adds a remark: required fields first, then the post, and the remarks reload', async () => {
    const api = donorApi(profile());
    open(api);
    const user = userEvent.setup();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('tab', { name: 'Remarks' }));
    expect(await within(dialog).findByText('No Data Available')).toBeTruthy();
    const loads = api.remarks().length;

    await user.click(within(dialog).getByRole('button', { name: 'Add remark' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Doctor name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save remark' }));
    expect(within(dialog).getAllByText('Please fill required details!')).toHaveLength(3);
    expect(api.posts('/api/institution/donor/remarks/add')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Doctor name' }), 'Dr Mehta');
    await user.type(within(dialog).getByRole('textbox', { name: 'Event' }), 'Camp donation');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Felt dizzy for a minute');
    await user.click(within(dialog).getByRole('button', { name: 'Save remark' }));
    expect(await screen.findByRole('dialog', { name: 'Remark added successfully' })).toBeTruthy();
    expect(api.posts('/api/institution/donor/remarks/add')).toEqual([
      { donorId: ID, doctorName: 'Dr Mehta', event: 'Camp donation', comment: 'Felt dizzy for a minute' },
    ]);
    const remarks = within(dialog).getByRole('table', { name: 'Remarks' });
    expect(await within(remarks).findByText('Felt dizzy for a minute')).toBeTruthy();
    expect(api.remarks().length).toBeGreaterThan(loads);
    expect(within(dialog).queryByRole('button', { name: 'Save remark' })).toBeNull();
  });
});

describe('reviewing the self-assessment', () => {
  it('lists the answers, marks what defers, and approves only once the confirmation is ticked', async () => {
    const api = donorApi(profile());
    const { router, onClose } = open(api);
    const user = userEvent.setup();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('button', { name: 'View Questionnaire' }));

    const answers = within(dialog).getByRole('table', { name: 'Answers' });
    const tattoo = within(answers).getByRole('rowheader', { name: /A tattoo in the last 6 months/ });
    expect(tattoo.textContent).toContain('Defers donation');
    expect(tattoo.closest('tr')?.textContent).toContain('01 Sep 2026');
    expect(within(answers).getByRole('rowheader', { name: 'A cold in the last week' })).toBeTruthy();
    expect(within(dialog).getByText('Waiting for review')).toBeTruthy();
    expect(within(dialog).getByText('Submitted on 20 Nov 2026')).toBeTruthy();

    const approve = within(dialog).getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    await user.click(approve);
    expect(api.posts('/api/institution/donor/change-status')).toHaveLength(0);

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: "I have reviewed the donor's answers and confirm the donor may donate",
      }),
    );
    expect(approve.disabled).toBe(false);
    await user.click(approve);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/donation-form'));
    expect(router.state.location.search).toBe(`?donorId=${ID}`);
    expect(api.posts('/api/institution/donor/change-status')).toEqual([{ donorId: ID, status: 'Approve' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('approves for an NGO without sending it to the donation form, which is a blood centre’s', async () => {
    const api = donorApi(profile());
    const { router, onClose } = open(api, 'NGO');
    const user = userEvent.setup();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('button', { name: 'View Questionnaire' }));
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: "I have reviewed the donor's answers and confirm the donor may donate",
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.posts('/api/institution/donor/change-status')).toEqual([{ donorId: ID, status: 'Approve' }]);
    expect(router.state.location.pathname).toBe('/people');
  });

  it('shows the server’s refusal to approve in a failure popup and stays', async () => {
    const refusal = 'This donor cannot give today: Deferred until 01 Mar 2027: A tattoo in the last 6 months';
    const api = donorApi(profile(), { review: { status: 409, message: refusal } });
    const { router } = open(api);
    const user = userEvent.setup();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('button', { name: 'View Questionnaire' }));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: refusal })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/people');

    // Escape closes the failure only; Back returns to the profile.
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: refusal })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    // The keyboard is back on the button that opened the questionnaire.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'View Questionnaire' }));
  });

  it('shows a past review of this submission', async () => {
    const base = profile();
    open(
      donorApi(
        profile({
          questionnaire: base.questionnaire && {
            ...base.questionnaire,
            review: {
              status: 'Decline',
              reviewedAt: '2026-11-21T10:00:00.000Z',
              reason: 'Due to donor health',
            },
          },
        }),
      ),
    );
    const dialog = await popup();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'View Questionnaire' }));
    expect(within(dialog).getByText('Declined on 21 Nov 2026 (Due to donor health)')).toBeTruthy();
  });

  it('offers no questionnaire when the donor sent none', async () => {
    open(donorApi(profile({ questionnaire: null })));
    const dialog = await popup();
    expect(within(dialog).queryByRole('button', { name: 'View Questionnaire' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('declines only with a reason, then says so and reloads the profile', async () => {
    const api = donorApi(profile());
    open(api);
    const user = userEvent.setup();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByRole('heading', { name: 'Decline Priya Sharma' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('*Reason Is Required')).toBeTruthy();
    expect(api.posts('/api/institution/donor/change-status')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Request fulfilled',
      'Request Cancelled',
      'Due to donor health',
    ]);
    await user.click(screen.getByRole('option', { name: 'Due to donor health' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Low Hb on screening');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('dialog', { name: 'Declined successfully!' })).toBeTruthy();
    expect(api.posts('/api/institution/donor/change-status')).toEqual([
      { donorId: ID, status: 'Decline', reason: 'Due to donor health', comment: 'Low Hb on screening' },
    ]);
    expect(within(dialog).queryByRole('heading', { name: 'Decline Priya Sharma' })).toBeNull();
    await vi.waitFor(() => expect(api.profileLoads()).toHaveLength(2));
  });
});

describe('the fitness label', () => {
  const today = dayjs().format('YYYY-MM-DD');
  const inTenDays = dayjs().add(10, 'day').format('YYYY-MM-DD');

  it('says "Fit To Donate" for a donor who may give today, with nothing more in a table cell', () => {
    renderWithProviders(<DonorEligibility eligibility={{ ...FIT, nextEligibleDate: today }} compact />);
    expect(screen.getByText('Fit To Donate')).toBeTruthy();
    expect(screen.queryByText(/^from /)).toBeNull();
  });

  it('says "Assess Donor" and from which day, compact; the dates and every reason in full', () => {
    const eligibility: Eligibility = {
      eligibleToday: false,
      nextEligibleDate: inTenDays,
      deferredUntil: null,
      reasons: ['Minimum interval since the last donation not met; may give from later'],
    };
    const { unmount } = renderWithProviders(<DonorEligibility eligibility={eligibility} compact />);
    expect(screen.getByText('Assess Donor')).toBeTruthy();
    expect(screen.getByText(`from ${dayjs(inTenDays).format('DD MMM YYYY')}`)).toBeTruthy();
    expect(screen.queryByText(eligibility.reasons[0] ?? '')).toBeNull();
    unmount();

    renderWithProviders(<DonorEligibility eligibility={eligibility} />);
    expect(screen.getByText(`Next eligible on ${dayjs(inTenDays).format('DD MMM YYYY')}`)).toBeTruthy();
    expect(screen.getByText(eligibility.reasons[0] ?? '')).toBeTruthy();
  });

  it('counts a deferral from the day after it ends', () => {
    renderWithProviders(
      <DonorEligibility
        eligibility={{
          eligibleToday: false,
          nextEligibleDate: null,
          deferredUntil: '2030-03-09',
          reasons: [],
        }}
        compact
      />,
    );
    expect(screen.getByText('from 10 Mar 2030')).toBeTruthy();
  });
});
