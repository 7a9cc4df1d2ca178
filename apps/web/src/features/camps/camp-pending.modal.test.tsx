import type { CampRow } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../inventory/units.fixtures';
import { openAsInstitution } from '../requests/requests.fixtures';
import { box, CAMP_PATHS, campRoutes, campRow, dayFromToday, fill, typedDay } from './camps.fixtures';

configure({ asyncUtilTimeout: 4000 });

const waiting = campRow(4, {
  campName: 'Jeevan Dhara Drive',
  status: 'Pending',
  sponsoredBy: '',
  comments: 'Near the bus stand',
  bbName: 'Dr. Rao',
  can: { schedule: true, decline: true, deactivate: false, remove: false },
});

/** A blood centre at its Pending tab; a decision moves the camp to Accepted or takes it off the list. */
function openPending(rows: CampRow[], answer: (request: FakeRequest) => FakeAnswer) {
  const camps = [...rows];
  const opened = openAsInstitution(
    'BloodBank',
    '/camp?type=Pending',
    campRoutes(camps, {
      [`POST ${CAMP_PATHS.changeStatus}`]: (request) => {
        const body = request.body as { id: string; action: string };
        const at = camps.findIndex((camp) => camp._id === body.id);
        const result = answer(request);
        if (at >= 0 && (result.status ?? 200) === 200) {
          camps[at] = {
            ...(camps[at] as CampRow),
            status: body.action === 'Accepted' ? 'Accepted' : 'Declined',
          };
        }
        return result;
      },
    }),
  );
  return opened;
}

const fact = (popup: HTMLElement, label: string) =>
  within(popup).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openPopup(user: ReturnType<typeof openPending>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Pending: Jeevan Dhara Drive' }));
  return screen.findByRole('dialog', { name: 'Request to initate blood donation camp' });
}

describe('the pending camp popup of a blood centre', { timeout: 30_000 }, () => {
  it('shows who asks and the camp, with the capacity guide', async () => {
    const { user } = openPending([waiting], () => ({ message: 'Done' }));
    const popup = await openPopup(user);
    expect(within(popup).getByText('Jeevan Dhara Foundation')).toBeTruthy();
    expect(within(popup).getByText('Anil Kapoor')).toBeTruthy();
    expect(within(popup).getByText('+91 9811100000')).toBeTruthy();
    expect(within(popup).getByText('ID: RS-NGO-0042')).toBeTruthy();
    expect(fact(popup, 'Date')).toBe('10 Mar 2030');
    expect(fact(popup, 'Time')).toBe('09:00 – 15:00');
    expect(fact(popup, 'Camp')).toBe('Jeevan Dhara Drive');
    expect(fact(popup, 'Venue')).toBe('Hall 4');
    expect(fact(popup, 'Address')).toBe('4 MG Road, Pune, Maharashtra');
    expect(fact(popup, 'Sponser')).toBe('—');
    expect(fact(popup, 'Coordinator')).toBe('Kiran Shah');
    expect(fact(popup, 'Email')).toBe('kiran@example.org');
    expect(fact(popup, 'Mobile')).toBe('+91 9822000001');
    expect(fact(popup, 'Comments')).toBe('Near the bus stand');
    const guide = within(popup).getByRole('region', { name: 'Attention' });
    expect(fact(guide, 'Maximum capacity')).toBe('180 units');
    expect(within(popup).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(popup).getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });

  it('wants a comment to decline, then declines with it, reloading the list', async () => {
    const { user, api } = openPending([waiting], () => ({ message: 'Declined successfully!' }));
    const popup = await openPopup(user);
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    const comment = within(popup).getByRole('textbox', { name: 'Comment' });
    expect(document.activeElement).toBe(comment);

    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    expect(within(popup).getByText('*Comment Is Required For Decline Camp Request')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([]);

    // Cancel hides the box again; Decline shows it afresh.
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(within(popup).queryByRole('textbox', { name: 'Comment' })).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));

    const listCalls = api.gets(CAMP_PATHS.list).length;
    await user.type(within(popup).getByRole('textbox', { name: 'Comment' }), 'No staff free that day');
    await user.click(within(popup).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('dialog', { name: 'Declined successfully!' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([
      { id: waiting._id, action: 'Declined', comments: 'No staff free that day' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Request to initate blood donation camp' })).toBeNull();
    await vi.waitFor(() => expect(api.gets(CAMP_PATHS.list).length).toBeGreaterThan(listCalls));
  });

  it('schedules it in the Re-schedule popup, checking the plan, and the camp moves to Accepted', async () => {
    const { user, api } = openPending([waiting], () => ({ message: 'Camp scheduled successfully' }));
    const popup = await openPopup(user);
    await user.click(within(popup).getByRole('button', { name: 'Schedule' }));
    const form = await screen.findByRole('dialog', { name: 'Re-schedule' });
    expect((box(form, 'Date') as HTMLInputElement).value).toBe('10/03/2030');
    expect((box(form, 'From') as HTMLInputElement).value).toBe('09:00');
    expect((box(form, 'To') as HTMLInputElement).value).toBe('15:00');
    expect((box(form, 'No. of Beds') as HTMLInputElement).value).toBe('5');
    expect((box(form, 'Target Units') as HTMLInputElement).value).toBe('150');
    const guide = within(form).getByRole('region', { name: 'Attention' });
    expect(fact(guide, 'Maximum capacity')).toBe('180 units');

    await fill(user, box(form, 'Target Units'), '80');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(within(form).getByRole('alert').textContent).toBe('Plan minimum 100 units');

    await fill(user, box(form, 'Target Units'), '120');
    await fill(user, box(form, 'Date'), typedDay(dayFromToday(-2)));
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(within(form).getByRole('alert').textContent).toBe('select date today/after today!');

    const day = dayFromToday(0);
    await fill(user, box(form, 'Date'), typedDay(day));
    await fill(user, box(form, 'To'), '0800');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(within(form).getByRole('alert').textContent).toBe('To should be greater than from');
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([]);

    await fill(user, box(form, 'To'), '1300');
    await fill(user, box(form, 'No. of Beds'), '8');
    // 4 hours with 8 beds.
    expect(fact(guide, 'Maximum capacity')).toBe('192 units');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('dialog', { name: 'Camp scheduled successfully' })).toBeTruthy();
    expect(api.posts(CAMP_PATHS.changeStatus)).toEqual([
      {
        id: waiting._id,
        action: 'Accepted',
        schedule: {
          campDuration: { startTime: `${day}T09:00:00+05:30`, endTime: `${day}T13:00:00+05:30` },
          noOfBeds: 8,
          targetUnits: 120,
        },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Re-schedule' })).toBeNull();
    expect(await screen.findByText('No Pending Camp List')).toBeTruthy();
  });

  it('goes back to the camp from the Re-schedule popup on Cancel', async () => {
    const { user } = openPending([waiting], () => ({ message: 'Done' }));
    const popup = await openPopup(user);
    await user.click(within(popup).getByRole('button', { name: 'Schedule' }));
    const form = await screen.findByRole('dialog', { name: 'Re-schedule' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('dialog', { name: 'Request to initate blood donation camp' }),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request to initate blood donation camp' })).toBeNull(),
    );
  });
});
