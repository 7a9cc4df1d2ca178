import { HAEMOVIGILANCE_MESSAGES, type IssuedUnitRow, type ReactionDonationRow } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

// The screen's code loads lazily through the whole app; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const RECORD_TRANSFUSION = '/api/institution/haemovigilance/transfusion-reactions';
const ISSUED = '/api/institution/haemovigilance/issued-units';
const RECORD_DONOR = '/api/institution/haemovigilance/donor-reactions';
const DONATIONS = '/api/institution/haemovigilance/donations';

const unit = (bagId: string, patient: string, key: string): IssuedUnitRow => ({
  _id: `00000000-0000-4000-8000-${bagId.replace(/\D/g, '').padStart(12, '0')}`,
  bagId,
  unitNumber: null,
  bloodGroup: 'A+',
  component: 'Whole Blood',
  issuedBy: 'Sahyadri Blood Centre',
  issuedAt: '2026-03-07T04:30:00.000Z',
  patientKey: key,
  patient: { name: patient, code: `MRN-${key}` },
});

const RAVI_1 = unit('SBC-101', 'Ravi Kumar', '1');
const RAVI_2 = unit('SBC-102', 'Ravi Kumar', '1');
const ASHA = unit('SBC-201', 'Asha Rao', '2');

const DONATION: ReactionDonationRow = {
  _id: '00000000-0000-4000-8000-00000000d001',
  startedAt: '2026-03-07T04:30:00.000Z',
  donatedOn: '2026-03-07',
  bagId: 'SBC-D-1',
  donorName: 'Neha Patil',
  donorCode: 'D-1001',
  component: 'Whole Blood',
  place: 'Walk-in donation',
};

type Answer = { status: number; message: string; content?: unknown };

/** The screens' API: the pickers, the record calls, and the lists the page opens after. */
function reactionApi(recordAnswer?: Answer) {
  const calls: {
    method: string;
    path: string;
    params: URLSearchParams;
    body: Record<string, unknown> | null;
  }[] = [];
  const envelope = (status: number, message: string, content: unknown) =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path: url.pathname, params: url.searchParams, body });
    if (method === 'POST' && recordAnswer) {
      return envelope(recordAnswer.status, recordAnswer.message, recordAnswer.content ?? {});
    }
    switch (url.pathname) {
      case ISSUED: {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const rows = [RAVI_1, RAVI_2, ASHA].filter(
          (row) => !search || row.bagId.toLowerCase().startsWith(search),
        );
        return envelope(200, 'Issued units', { data: rows, total: rows.length });
      }
      case DONATIONS:
        return envelope(200, 'Donations', { data: [DONATION], total: 1 });
      case RECORD_TRANSFUSION:
      case RECORD_DONOR:
        if (method === 'POST') return envelope(200, 'Reaction recorded', { data: { _id: 'r-1' } });
        return envelope(200, 'Reactions', { data: [], total: 0 });
      case '/api/institution/haemovigilance/report':
        return envelope(200, 'Report', {
          from: '2026-03-01',
          to: '2026-03-07',
          recorded: [],
          issued: [],
          donor: [],
        });
      default:
        return envelope(404, 'Not found', {});
    }
  };
  const posts = (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
  return { fetchMock, calls, posts };
}

function open(path: string, recordAnswer?: Answer) {
  signInInstitution('BloodBank');
  const api = reactionApi(recordAnswer);
  vi.stubGlobal('fetch', api.fetchMock);
  renderApp(path);
  return api;
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function describeReaction(user: UserEvent, type: string, severity: string) {
  await choose(user, 'Type of reaction', type);
  await choose(user, 'Severity', severity);
  await choose(user, 'Outcome', 'Recovered');
  await user.type(
    screen.getByRole('textbox', { name: /^Actions taken/ }),
    'Transfusion stopped; paracetamol given',
  );
}

describe('recording a transfusion reaction', () => {
  it('opened from a unit’s page, the bag is chosen with its patient, and the reaction is sent for it', async () => {
    const user = userEvent.setup();
    const api = open('/haemovigilance/transfusion-reaction?bag=SBC-101');
    const bag = await screen.findByRole('checkbox', { name: 'Bag SBC-101 for Ravi Kumar' });
    await vi.waitFor(() => expect((bag as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('Patient: Ravi Kumar (MRN-1)')).toBeTruthy();

    await describeReaction(user, 'Febrile non-haemolytic transfusion reaction (FNHTR)', 'Non-severe');
    await user.click(screen.getByRole('button', { name: 'Record reaction' }));

    await vi.waitFor(() => expect(api.posts(RECORD_TRANSFUSION)).toHaveLength(1));
    const body = api.posts(RECORD_TRANSFUSION)[0]?.body ?? {};
    expect(body).toMatchObject({
      unitIds: [RAVI_1._id],
      type: 'febrileNonHaemolytic',
      severity: 'nonSevere',
      outcome: 'recovered',
      actions: 'Transfusion stopped; paracetamol given',
    });
    // The two boxes become one instant, in India time, not in the future.
    expect(Date.parse(String(body.onsetAt))).toBeLessThanOrEqual(Date.now());
    expect(await screen.findByRole('heading', { name: 'Haemovigilance' })).toBeTruthy();
  });

  it('keeps to one patient: once a unit is chosen, another patient’s units cannot join it', async () => {
    const user = userEvent.setup();
    open('/haemovigilance/transfusion-reaction');
    await user.click(await screen.findByRole('checkbox', { name: 'Bag SBC-101 for Ravi Kumar' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Bag SBC-201 for Asha Rao' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Bag SBC-102 for Ravi Kumar' }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const api = open('/haemovigilance/transfusion-reaction');
    await screen.findByRole('checkbox', { name: 'Bag SBC-101 for Ravi Kumar' });
    await user.click(screen.getByRole('button', { name: 'Record reaction' }));
    expect(await screen.findByText(HAEMOVIGILANCE_MESSAGES.chooseUnits)).toBeTruthy();
    expect(screen.getByText(HAEMOVIGILANCE_MESSAGES.chooseType)).toBeTruthy();
    expect(screen.getByText(HAEMOVIGILANCE_MESSAGES.actionsRequired)).toBeTruthy();
    expect(api.posts(RECORD_TRANSFUSION)).toHaveLength(0);
  });

  it('asks for the reaction to be named when it is Other, and refuses a time in the future', async () => {
    const user = userEvent.setup();
    const api = open('/haemovigilance/transfusion-reaction?bag=SBC-101');
    await screen.findByText('Patient: Ravi Kumar (MRN-1)');
    await describeReaction(user, 'Other', 'Severe');
    expect(screen.getByRole('textbox', { name: /^Name the reaction/ })).toBeTruthy();
    const day = screen.getByRole('textbox', { name: /^Began on/ });
    await user.clear(day);
    await user.type(day, '31/12/2099');
    await user.click(screen.getByRole('button', { name: 'Record reaction' }));
    expect(await screen.findByText(HAEMOVIGILANCE_MESSAGES.otherTypeRequired)).toBeTruthy();
    expect(screen.getByText(HAEMOVIGILANCE_MESSAGES.onsetFuture)).toBeTruthy();
    expect(api.posts(RECORD_TRANSFUSION)).toHaveLength(0);
  });

  it('puts the server’s refusal of the onset beside the time', async () => {
    const user = userEvent.setup();
    const refusal = 'The reaction cannot begin before bag SBC-101 was issued (07 Mar 2026, 10:00)';
    open('/haemovigilance/transfusion-reaction?bag=SBC-101', {
      status: 400,
      message: refusal,
      content: { errors: [{ field: 'onsetAt', message: refusal }] },
    });
    await screen.findByText('Patient: Ravi Kumar (MRN-1)');
    await describeReaction(user, 'Allergic reaction (minor)', 'Non-severe');
    await user.click(screen.getByRole('button', { name: 'Record reaction' }));
    const time = screen.getByRole('textbox', { name: /^At \(time\)/ });
    await vi.waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal)).toBeTruthy();
  });
});

describe('recording a donor reaction', () => {
  it('sends the chosen donation with the reaction, and opens the donor reactions', async () => {
    const user = userEvent.setup();
    const api = open('/haemovigilance/donor-reaction');
    const table = await screen.findByRole('table', { name: 'The donation' });
    await user.click(await within(table).findByRole('radio', { name: 'Neha Patil, 07 Mar 2026' }));
    await describeReaction(user, 'Haematoma (bruise)', 'Moderate');
    await user.click(screen.getByRole('button', { name: 'Record reaction' }));
    await vi.waitFor(() => expect(api.posts(RECORD_DONOR)).toHaveLength(1));
    expect(api.posts(RECORD_DONOR)[0]?.body).toMatchObject({
      donationId: DONATION._id,
      type: 'haematoma',
      severity: 'moderate',
    });
    expect(await screen.findByRole('tab', { name: 'Donor reactions', selected: true })).toBeTruthy();
  });
});
