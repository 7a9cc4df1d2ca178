import {
  MESSAGES,
  PLATFORM_USER_MESSAGES,
  type PlatformUserDetail,
  permissionsAtLevel,
} from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { mockFetch } from '../../../test/render';
import { signInAdmin } from '../../../test/session-fixtures';
import { UserProfileModal } from './user-profile.modal';

configure({ asyncUtilTimeout: 4000 });

const DETAIL = '/api/super-admin/bloodbank/user-details';
const BLOCK = '/api/super-admin/bloodbank/blockuser';
const UNBLOCK = '/api/super-admin/bloodbank/unblockuser';
const UPLOAD = '/api/generic/file';
const ID = '7d0c1a52-1111-4222-8333-944455556666';
const SAVED_FILE = {
  name: 'complaint.pdf',
  location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf',
};

function userWith(blocked: boolean): PlatformUserDetail {
  return {
    _id: ID,
    donorId: 'D4829137',
    firstName: 'Priya',
    lastName: 'Kulkarni',
    gender: 'Female',
    bloodGroup: 'B+',
    email: 'priya@example.in',
    countryCode: '91',
    mobileNumber: '9822012345',
    address: { addressLine: '5 FC Road', city: 'Pune', fullAddress: '5 FC Road, Pune, Maharashtra 411004' },
    dateOfBirth: '1990-01-15',
    addedAt: '2024-11-02T08:00:00.000Z',
    donation: 3,
    livesSaved: 9,
    request: 0,
    isBlocked: blocked,
    isActive: !blocked,
    photo: null,
    block: blocked
      ? {
          type: 'permanently',
          reason: 'Asked money for donation',
          comment: null,
          until: null,
          file: SAVED_FILE,
          blockedAt: '2025-02-01T08:00:00.000Z',
        }
      : null,
  };
}

const ok = (message: string, content: unknown = {}) => ({ body: { code: 200, message, content } });

function renderProfile(
  options: { blocked?: boolean; answers?: Record<string, { status?: number; body: unknown }> } = {},
) {
  signInAdmin();
  const { fetchMock, calls } = mockFetch({
    [DETAIL]: ok('User', { data: userWith(options.blocked ?? false) }),
    [BLOCK]: ok(MESSAGES.userBlocked, { data: { _id: ID, isBlocked: true } }),
    [UNBLOCK]: ok(MESSAGES.userBlocked, { data: { _id: ID, isBlocked: false } }),
    ...options.answers,
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <Providers queryClient={queryClient} env="test">
      <UserProfileModal id={ID} canUpdate onClose={onClose} />
    </Providers>,
  );
  const sent = (path: string) => {
    const call = calls.find((c) => c.url === path);
    return call ? JSON.parse(String(call.init?.body)) : null;
  };
  return { onClose, invalidate, sent, user: userEvent.setup() };
}

function messageAt(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errors = ids.map((id) => document.getElementById(id)).filter((node) => node?.id.endsWith('error'));
  return errors.map((node) => node?.textContent).join(' ') || null;
}

async function chooseReason(user: UserEvent, popup: HTMLElement, reason: string) {
  await user.click(within(popup).getByRole('combobox', { name: 'Reason' }));
  await user.click(await screen.findByRole('option', { name: reason }));
}

async function openBlockForm(user: UserEvent) {
  const profile = await screen.findByRole('dialog', { name: 'Priya Kulkarni' });
  expect(within(profile).getByText('+91 9822012345')).toBeTruthy();
  expect(within(profile).getByText('9')).toBeTruthy();
  await user.click(within(profile).getByRole('button', { name: 'Block' }));
  return screen.findByRole('dialog', { name: 'Block Priya Kulkarni' });
}

describe('blocking a user from the profile', { timeout: 30_000 }, () => {
  it('needs a reason, then 1 to 182 days for a temporary block, and says "User Blocked Successfully"', async () => {
    const { user, sent, onClose, invalidate } = renderProfile();
    const popup = await openBlockForm(user);
    expect(within(popup).getByRole('radio', { name: 'Permanently' })).toHaveProperty('checked', true);
    await user.click(within(popup).getByRole('button', { name: 'Block user' }));
    const reason = within(popup).getByRole('combobox', { name: 'Reason' });
    expect(messageAt(reason)).toBe(MESSAGES.reasonRequired);
    expect(sent(BLOCK)).toBeNull();

    await user.click(within(popup).getByRole('radio', { name: 'Temporarily' }));
    await chooseReason(user, popup, 'Under Antibiotics/Prescribed Medication');
    const days = within(popup).getByRole('textbox', { name: 'Days' });
    await user.type(days, '1x83');
    expect((days as HTMLInputElement).value).toBe('183');
    await user.click(within(popup).getByRole('button', { name: 'Block user' }));
    expect(messageAt(days)).toBe(MESSAGES.invalidBlockPeriod);
    expect(sent(BLOCK)).toBeNull();

    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(popup).getByRole('button', { name: 'Block user' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.userBlocked })).toBeTruthy();
    expect(sent(BLOCK)).toEqual({
      donorId: ID,
      blockType: 'temporarily',
      blockPeriod: 30,
      reason: 'Under Antibiotics/Prescribed Medication',
    });
    expect(onClose).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['list', '/api/super-admin/bloodbank/users'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'users', 'detail', ID] });
  });

  it('needs a comment for Others, and sends it with an uploaded file', async () => {
    const { user, sent } = renderProfile({
      answers: { [UPLOAD]: ok('File uploaded', { savedFiles: [SAVED_FILE] }) },
    });
    const popup = await openBlockForm(user);
    await user.click(within(popup).getByRole('radio', { name: 'Till recovery' }));
    await chooseReason(user, popup, 'Others (please specify)');
    await user.click(within(popup).getByRole('button', { name: 'Block user' }));
    const comment = within(popup).getByRole('textbox', { name: 'Comment' });
    expect(messageAt(comment)).toBe(MESSAGES.commentRequired);

    await user.type(comment, 'Threatened camp staff');
    const input = popup.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'complaint.pdf', { type: 'application/pdf' }));
    expect(await within(popup).findByText('complaint.pdf')).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Block user' }));
    await screen.findByRole('dialog', { name: MESSAGES.userBlocked });
    expect(sent(BLOCK)).toEqual({
      donorId: ID,
      blockType: 'recovery',
      reason: 'Others (please specify)',
      comment: 'Threatened camp staff',
      file: SAVED_FILE,
    });
  });

  it('shows the server’s refusal over the form; Escape closes only the refusal, Cancel goes back', async () => {
    const { user, onClose } = renderProfile({
      answers: {
        [BLOCK]: {
          status: 409,
          body: { code: 409, message: PLATFORM_USER_MESSAGES.alreadyBlocked, content: {} },
        },
      },
    });
    const popup = await openBlockForm(user);
    await chooseReason(user, popup, 'Unruly behaviour');
    await user.click(within(popup).getByRole('button', { name: 'Block user' }));
    expect(await screen.findByRole('dialog', { name: PLATFORM_USER_MESSAGES.alreadyBlocked })).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PLATFORM_USER_MESSAGES.alreadyBlocked })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Priya Kulkarni' })).toBeTruthy();
  });
});

describe('unblocking a user from the profile', { timeout: 30_000 }, () => {
  it('shows the block, needs a free-text reason, and says "User Blocked Successfully" as the spec has it', async () => {
    const { user, sent, onClose } = renderProfile({ blocked: true });
    const profile = await screen.findByRole('dialog', { name: 'Priya Kulkarni' });
    expect(within(profile).getByText('Asked money for donation')).toBeTruthy();
    expect(within(profile).getByRole('button', { name: 'Download complaint.pdf' })).toBeTruthy();
    expect(within(profile).queryByRole('button', { name: 'Block' })).toBeNull();
    await user.click(within(profile).getByRole('button', { name: 'Unblock' }));

    const popup = await screen.findByRole('dialog', { name: 'Unblock Priya Kulkarni' });
    await user.click(within(popup).getByRole('button', { name: 'Unblock user' }));
    const reason = within(popup).getByRole('textbox', { name: 'Reason' });
    expect(messageAt(reason)).toBe(MESSAGES.reasonRequired);
    expect(sent(UNBLOCK)).toBeNull();

    await user.type(reason, 'Apologised in writing; cleared by the state coordinator');
    await user.click(within(popup).getByRole('button', { name: 'Unblock user' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.userBlocked })).toBeTruthy();
    expect(sent(UNBLOCK)).toEqual({
      donorId: ID,
      reason: 'Apologised in writing; cleared by the state coordinator',
      blockedForDays: 25,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the user is not there', async () => {
    renderProfile({
      answers: { [DETAIL]: { status: 404, body: { code: 404, message: 'User not found', content: {} } } },
    });
    const popup = await screen.findByRole('dialog', { name: 'User profile' });
    expect(await within(popup).findByRole('alert')).toHaveProperty('textContent', 'User not found');
  });
});

describe('without permission to change users', () => {
  it('shows the profile with no Block button', async () => {
    signInAdmin(permissionsAtLevel('View Only'));
    const { fetchMock } = mockFetch({ [DETAIL]: ok('User', { data: userWith(false) }) });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <UserProfileModal id={ID} canUpdate={false} onClose={() => undefined} />
      </Providers>,
    );
    const profile = await screen.findByRole('dialog', { name: 'Priya Kulkarni' });
    expect(within(profile).queryByRole('button', { name: 'Block' })).toBeNull();
    expect(within(profile).queryByRole('button', { name: 'Unblock' })).toBeNull();
  });
});
