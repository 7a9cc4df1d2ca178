import type { CampPayload, InstitutionType } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../inventory/units.fixtures';
import { openAsInstitution } from '../requests/requests.fixtures';
import {
  bloodBank,
  box,
  CAMP_PATHS,
  campRoutes,
  campRow,
  dayFromToday,
  fill,
  typedDay,
} from './camps.fixtures';

configure({ asyncUtilTimeout: 4000 });

type Routes = Record<string, (request: FakeRequest) => FakeAnswer>;

async function openForm(
  type: InstitutionType = 'BloodBank',
  extra: Routes = {},
  path = '/camp',
  button = type === 'NGO' ? 'Create Camp' : 'Organise Camp',
) {
  const opened = openAsInstitution(type, path, campRoutes([], extra));
  await opened.user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Camp' });
  return { ...opened, dialog };
}

/** A blood centre's camp as a clerk types it, in ten days, 09:00 to 15:00; `changes` replaces boxes. */
async function fillBloodBankForm(user: UserEvent, dialog: HTMLElement, changes: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Camp Name': 'Kothrud Blood Drive',
    'Sponsored By': 'Rotary Club of Pune',
    Date: typedDay(dayFromToday(10)),
    From: '0900',
    To: '1500',
    'Target Units': '180',
    'Sponsor Coordinator': 'Kiran Shah',
    'Sponsor Mobile No.': '9822000001',
    'Sponsor Email ID': 'kiran@example.org',
    'Blood Bank Coordinator': 'Meera Joshi',
    'Blood Bank Mobile No.': '9822000002',
    'Blood Bank Email ID': 'meera@example.org',
    Venue: 'Kothrud Hall',
    Address: '12 Karve Road, Pune',
    ...changes,
  };
  for (const [name, value] of Object.entries(values)) await fill(user, box(dialog, name), value);
}

const problemLine = (dialog: HTMLElement) => within(dialog).getByRole('alert');

describe('the Create Camp popup of a blood centre', { timeout: 30_000 }, () => {
  it('says "All Fileds Is Required!" on an empty form, marking and focusing the first field, and sends nothing', async () => {
    const { user, dialog, api } = await openForm();
    expect((box(dialog, 'Organiser') as HTMLInputElement).value).toBe('Test BloodBank');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(problemLine(dialog).textContent).toBe('All Fileds Is Required!');
    const name = box(dialog, 'Camp Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(api.posts(CAMP_PATHS.add)).toEqual([]);
  });

  it('asks for a target of at least 100 units', async () => {
    const { user, dialog, api } = await openForm();
    await fillBloodBankForm(user, dialog, { 'Target Units': '50' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(problemLine(dialog).textContent).toBe('Plan minimum 100 units');
    expect(box(dialog, 'Target Units').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts(CAMP_PATHS.add)).toEqual([]);
  });

  it('refuses a day before today', async () => {
    const { user, dialog } = await openForm();
    await fillBloodBankForm(user, dialog, { Date: typedDay(dayFromToday(-1)) });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(problemLine(dialog).textContent).toBe('select date today/after today!');
    expect(box(dialog, 'Date').getAttribute('aria-invalid')).toBe('true');
  });

  it('wants To after From', async () => {
    const { user, dialog } = await openForm();
    await fillBloodBankForm(user, dialog, { From: '1500', To: '0900' });
    await fill(user, box(dialog, 'No. of Beds'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(problemLine(dialog).textContent).toBe('To should be greater than from');
    expect(box(dialog, 'To').getAttribute('aria-invalid')).toBe('true');
  });

  it('sets the beds from the target and the hours, and shows what the camp can collect', async () => {
    const { user, dialog } = await openForm();
    const guide = within(dialog).getByRole('region', { name: 'Attention' });
    expect(
      within(guide).getByText('Enter the hours and the beds to see what this camp can collect.'),
    ).toBeTruthy();

    await fill(user, box(dialog, 'From'), '0900');
    await fill(user, box(dialog, 'To'), '1500');
    await fill(user, box(dialog, 'Target Units'), '180');
    // 180 units over 6 hours.
    expect((box(dialog, 'No. of Beds') as HTMLInputElement).value).toBe('30');

    // docs/spec/part-1-institution-side.md §9: 6 hours with 5 beds, at most 180 and at least 120 units.
    await fill(user, box(dialog, 'No. of Beds'), '5');
    const figure = (label: string) =>
      within(guide).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Maximum capacity')).toBe('180 units');
    expect(figure('Minimum capacity')).toBe('120 units');
    expect(figure('Average capacity')).toBe('150 units');
    expect(figure('Achievable (65 %)')).toBe('117 units');

    // A later change of the hours follows the target again.
    await fill(user, box(dialog, 'To'), '1200');
    expect((box(dialog, 'No. of Beds') as HTMLInputElement).value).toBe('60');
  });

  it('sends a complete camp as Pending, with its hours as instants in India, and says so', async () => {
    const { user, dialog, api } = await openForm();
    await fillBloodBankForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'The Camp Has Been Added Successfully' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create Camp' })).toBeNull();
    const day = dayFromToday(10);
    expect(api.posts(CAMP_PATHS.add)).toEqual([
      {
        status: 'Pending',
        campName: 'Kothrud Blood Drive',
        organiser: 'Test BloodBank',
        sponsoredBy: 'Rotary Club of Pune',
        noOfBeds: 30,
        targetUnits: 180,
        campDuration: { startTime: `${day}T09:00:00+05:30`, endTime: `${day}T15:00:00+05:30` },
        campCoordinator: { name: 'Kiran Shah', mobileNumber: '9822000001', email: 'kiran@example.org' },
        bloodBankCoordinator: { name: 'Meera Joshi', mobileNumber: '9822000002', email: 'meera@example.org' },
        venue: 'Kothrud Hall',
        address: { description: '12 Karve Road, Pune' },
        attachments: [],
      } satisfies CampPayload,
    ]);
  });

  it('attaches files by uploading them at once, lists their names, and sends them with the camp', async () => {
    const { user, dialog, api } = await openForm();
    // The fake API reads JSON bodies; the upload's multipart body is answered here before it.
    const json = globalThis.fetch;
    let uploads = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!(init?.body instanceof FormData)) return json(input, init);
      uploads += 1;
      const file = init.body.get('file') as File;
      const location = `/api/generic/file/0b8e3c1e-1111-4222-8333-94445555666${uploads}.pdf`;
      return new Response(
        JSON.stringify({
          code: 200,
          message: 'File uploaded',
          content: { savedFiles: [{ name: file.name, location }] },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, [
      new File(['%PDF-1.4'], 'permission.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'sponsor-letter.pdf', { type: 'application/pdf' }),
    ]);
    expect(await within(dialog).findByText('permission.pdf')).toBeTruthy();
    expect(within(dialog).getByText('sponsor-letter.pdf')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove permission.pdf' }));
    expect(within(dialog).queryByText('permission.pdf')).toBeNull();

    await fillBloodBankForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'The Camp Has Been Added Successfully' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.add)).toEqual([
      expect.objectContaining({
        attachments: [
          {
            name: 'sponsor-letter.pdf',
            location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556662.pdf',
          },
        ],
      }),
    ]);
  });

  it('puts the server’s refusal on its field', async () => {
    const { user, dialog } = await openForm('BloodBank', {
      [`POST ${CAMP_PATHS.add}`]: () => ({
        status: 400,
        message: 'Invalid email!',
        content: { errors: [{ field: 'campCoordinator.email', message: 'Invalid email!' }] },
      }),
    });
    await fillBloodBankForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(box(dialog, 'Sponsor Email ID').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('dialog', { name: 'Create Camp' })).toBeTruthy();
  });

  it('saves a draft with only its name, skipping the other checks', async () => {
    const { user, dialog, api } = await openForm();
    await user.clear(box(dialog, 'Organiser'));
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    expect(problemLine(dialog).textContent).toBe('Give the draft a camp name');
    expect(api.posts(CAMP_PATHS.add)).toEqual([]);

    await fill(user, box(dialog, 'Camp Name'), 'Diwali Camp');
    await fill(user, box(dialog, 'Target Units'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByRole('dialog', { name: 'Draft saved' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.add)).toEqual([
      expect.objectContaining({
        status: 'Draft',
        campName: 'Diwali Camp',
        targetUnits: 40,
        campDuration: {},
      }),
    ]);
  });

  it('opens a draft filled in, without Save as Draft, and submits it by its id', async () => {
    const draft = campRow(5, {
      campName: 'Half-planned Camp',
      status: 'Draft',
      date: null,
      campDuration: { startTime: null, endTime: null },
      noOfBeds: null,
      targetUnits: 120,
      venue: '',
      can: { schedule: false, decline: false, deactivate: false, remove: true },
    });
    const opened = openAsInstitution('Both', '/camp?type=Pending', campRoutes([draft]));
    const { user, api } = opened;
    await user.click(await screen.findByRole('button', { name: 'Edit Draft Half-planned Camp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Draft' });
    expect((box(dialog, 'Camp Name') as HTMLInputElement).value).toBe('Half-planned Camp');
    expect((box(dialog, 'Target Units') as HTMLInputElement).value).toBe('120');
    expect((box(dialog, 'Sponsor Coordinator') as HTMLInputElement).value).toBe('Kiran Shah');
    expect(within(dialog).queryByRole('button', { name: 'Save as Draft' })).toBeNull();

    await fill(user, box(dialog, 'Date'), typedDay(dayFromToday(3)));
    await fill(user, box(dialog, 'From'), '1000');
    await fill(user, box(dialog, 'To'), '1400');
    await fill(user, box(dialog, 'No. of Beds'), '6');
    await fill(user, box(dialog, 'Venue'), 'Town Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'The Camp Has Been Added Successfully' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.add)).toEqual([
      expect.objectContaining({
        id: draft._id,
        status: 'Pending',
        noOfBeds: 6,
        targetUnits: 120,
        venue: 'Town Hall',
      }),
    ]);
  });
});

describe('the camp popup of the inventory screens', { timeout: 30_000 }, () => {
  it('opens from the expiring units, speaks its own messages and wants a day after today', async () => {
    const { user, dialog, api } = await openForm('BloodBank', {}, '/inventory-expiring', 'Organise Camp');
    expect(within(dialog).getByText('Plan for & maximize this oppotunity')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(problemLine(dialog).textContent).toBe('Please fill required details!');

    // The internal coordinator is not asked for here.
    await fillBloodBankForm(user, dialog, {
      Date: typedDay(dayFromToday(0)),
      'Blood Bank Coordinator': '',
      'Blood Bank Mobile No.': '',
      'Blood Bank Email ID': '',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(problemLine(dialog).textContent).toBe('Please select date after today!');

    await fill(user, box(dialog, 'Date'), typedDay(dayFromToday(1)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'The Camp Has Been Added Successfully' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.add)).toHaveLength(1);
  });
});

describe('the Create Camp popup of an NGO', { timeout: 30_000 }, () => {
  const banks = [bloodBank(1, 'Sahyadri Blood Centre'), bloodBank(2, 'Sahara Blood Bank', 'Mumbai')];
  const ngoRoutes: Routes = {
    [`GET ${CAMP_PATHS.registered}`]: (request) => ({
      message: 'Blood banks',
      content: {
        data: banks.filter((bank) =>
          bank.institutionName.toLowerCase().includes((request.query.name ?? '').toLowerCase()),
        ),
      },
    }),
    [`POST ${CAMP_PATHS.add}`]: () => ({
      message: 'Donation Camp Create successfully',
      content: { data: campRow(98, { status: 'Pending' }) },
    }),
  };

  it('finds the participating blood bank by name and sends the camp for it', async () => {
    const { user, dialog, api } = await openForm('NGO', ngoRoutes);
    expect(within(dialog).queryByRole('textbox', { name: 'Sponsored By' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save as Draft' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(problemLine(dialog).textContent).toBe('All Fileds Is Required!');

    const bankBox = within(dialog).getByRole('combobox', { name: 'Participating Blood Bank' });
    await user.type(bankBox, 'Sahy');
    await user.click(await screen.findByRole('option', { name: /Sahyadri Blood Centre/ }));
    expect(api.lastGet(CAMP_PATHS.registered)).toEqual({ name: 'Sahy', type: 'bloodBank' });
    expect((bankBox as HTMLInputElement).value).toBe('Sahyadri Blood Centre');

    const day = dayFromToday(0);
    for (const [name, value] of Object.entries({
      'Camp Name': 'Youth Drive',
      'Blood bank contact person': 'Dr. Rao',
      Date: typedDay(day),
      From: '1000',
      To: '1300',
      'Coordinator Name': 'Anil Kapoor',
      'Coordinator Mobile No.': '9811100000',
      'Coordinator Email ID': 'anil@example.org',
      Venue: 'Community Hall',
      Address: 'Sector 5, Lucknow',
      Comments: 'Tea and biscuits arranged',
    })) {
      await fill(user, box(dialog, name), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Donation Camp Create successfully' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.add)).toEqual([
      {
        status: 'Pending',
        campName: 'Youth Drive',
        organiser: 'Test NGO',
        campDuration: { startTime: `${day}T10:00:00+05:30`, endTime: `${day}T13:00:00+05:30` },
        campCoordinator: { name: 'Anil Kapoor', mobileNumber: '9811100000', email: 'anil@example.org' },
        venue: 'Community Hall',
        address: { description: 'Sector 5, Lucknow' },
        attachments: [],
        institutionId: banks[0]?._id,
        bbName: 'Dr. Rao',
        comments: 'Tea and biscuits arranged',
      },
    ]);
  });

  it('asks for a blood bank chosen from the list, not only typed', async () => {
    const { user, dialog, api } = await openForm('NGO', ngoRoutes);
    await user.type(within(dialog).getByRole('combobox', { name: 'Participating Blood Bank' }), 'Nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(problemLine(dialog).textContent).toBe('Choose the blood bank from the list');
    expect(api.posts(CAMP_PATHS.add)).toEqual([]);
  });
});
