import { BLOCK_MESSAGES, MESSAGES } from '@raktsetu/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { mockFetch } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { BlockDonorModal } from './donor-block.modal';
import { UnblockDonorModal } from './donor-unblock.modal';

configure({ asyncUtilTimeout: 4000 });

const BLOCK = '/api/requests/blockuser';
const UNBLOCK = '/api/requests/unblockuser';
const UPLOAD = '/api/generic/file';
const DONOR = { _id: '7d0c1a52-1111-4222-8333-944455556666', name: 'Priya Kulkarni' };
const SAVED_FILE = {
  name: 'medical-note.pdf',
  location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf',
};

const ok = (message: string, content: unknown = {}) => ({ body: { code: 200, message, content } });

/** One popup over the app's providers, with the calls it makes recorded and the cache's reloads watched. */
function renderPopup(
  popup: (onClose: () => void) => ReactNode,
  answers: Record<string, { status?: number; body: unknown }>,
) {
  signInInstitution('BloodBank');
  const { fetchMock, calls } = mockFetch(answers);
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <Providers queryClient={queryClient} env="test">
      {popup(onClose)}
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

const openBlock = (answers: Record<string, { status?: number; body: unknown }> = {}) => {
  const rendered = renderPopup((onClose) => <BlockDonorModal donor={DONOR} onClose={onClose} />, {
    [BLOCK]: ok(MESSAGES.donorBlocked),
    ...answers,
  });
  return { ...rendered, popup: screen.getByRole('dialog', { name: 'Block Priya Kulkarni' }) };
};

describe('the Block popup', { timeout: 30_000 }, () => {
  it('needs a reason, and sends a permanent block with the reason chosen', async () => {
    const { user, popup, sent, onClose, invalidate } = openBlock();
    expect(within(popup).getByRole('radio', { name: 'Permanently' })).toHaveProperty('checked', true);
    await user.click(within(popup).getByRole('button', { name: 'Block donor' }));

    const reason = within(popup).getByRole('combobox', { name: 'Reason' });
    expect(messageAt(reason)).toBe(MESSAGES.reasonRequired);
    expect(document.activeElement).toBe(reason);
    expect(sent(BLOCK)).toBeNull();

    await chooseReason(user, popup, 'Unruly behaviour');
    expect(messageAt(reason)).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Block donor' }));

    expect(await screen.findByRole('dialog', { name: MESSAGES.donorBlocked })).toBeTruthy();
    expect(sent(BLOCK)).toEqual({ donorId: DONOR._id, blockType: 'permanently', reason: 'Unruly behaviour' });
    expect(onClose).toHaveBeenCalled();
    // The People list and the donor's profile reload with the new status.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['list', '/api/institution/get-known-donors'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['donors', 'profile', DONOR._id] });
  });

  it('asks for 1 to 182 days for a temporary block and sends them', async () => {
    const { user, popup, sent } = openBlock();
    expect(within(popup).queryByRole('textbox', { name: 'Days' })).toBeNull();
    await user.click(within(popup).getByRole('radio', { name: 'Temporarily' }));
    const days = within(popup).getByRole('textbox', { name: 'Days' });
    await chooseReason(user, popup, 'Under Antibiotics/Prescribed Medication');

    await user.click(within(popup).getByRole('button', { name: 'Block donor' }));
    expect(messageAt(days)).toBe(MESSAGES.invalidBlockPeriod);

    // Digits only: letters never reach the box.
    await user.type(days, '2x00');
    expect((days as HTMLInputElement).value).toBe('200');
    await user.click(within(popup).getByRole('button', { name: 'Block donor' }));
    expect(messageAt(days)).toBe(MESSAGES.invalidBlockPeriod);
    await user.clear(days);
    await user.type(days, '0');
    expect(messageAt(days)).toBe(MESSAGES.invalidBlockPeriod);
    expect(sent(BLOCK)).toBeNull();

    await user.clear(days);
    await user.type(days, '182');
    expect(messageAt(days)).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Block donor' }));
    await screen.findByRole('dialog', { name: MESSAGES.donorBlocked });
    expect(sent(BLOCK)).toEqual({
      donorId: DONOR._id,
      blockType: 'temporarily',
      blockPeriod: 182,
      reason: 'Under Antibiotics/Prescribed Medication',
    });
  });

  it('needs a comment when the reason is Others, and sends it with an attached file', async () => {
    const { user, popup, sent } = openBlock({ [UPLOAD]: ok('File uploaded', { savedFiles: [SAVED_FILE] }) });
    await user.click(within(popup).getByRole('radio', { name: 'Till recovery' }));
    await chooseReason(user, popup, 'Others (please specify)');
    await user.click(within(popup).getByRole('button', { name: 'Block donor' }));
    const comment = within(popup).getByRole('textbox', { name: 'Comment' });
    expect(messageAt(comment)).toBe(MESSAGES.commentRequired);
    expect(document.activeElement).toBe(comment);

    await user.type(comment, 'Fainted at the last two camps');
    const input = popup.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'medical-note.pdf', { type: 'application/pdf' }));
    expect(await within(popup).findByText('medical-note.pdf')).toBeTruthy();
    expect(within(popup).getByRole('button', { name: 'Remove medical-note.pdf' })).toBeTruthy();

    await user.click(within(popup).getByRole('button', { name: 'Block donor' }));
    await screen.findByRole('dialog', { name: MESSAGES.donorBlocked });
    expect(sent(BLOCK)).toEqual({
      donorId: DONOR._id,
      blockType: 'recovery',
      reason: 'Others (please specify)',
      comment: 'Fainted at the last two camps',
      file: SAVED_FILE,
    });
  });

  it('refuses a file of the wrong kind or too large before uploading it', async () => {
    const { user, popup } = openBlock();
    const input = popup.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // The picker offers PDFs and images only; a file dropped past it is still checked.
    const applyAccept = userEvent.setup({ applyAccept: false });
    await applyAccept.upload(input, new File(['x'], 'notes.docx'));
    expect(within(popup).getByRole('alert').textContent).toBe('Choose a PDF, PNG or JPEG file');

    const large = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, large);
    expect(within(popup).getByRole('alert').textContent).toBe('The file is larger than 10 MB');
  });

  it('shows the server’s refusal in a failure popup and stays open', async () => {
    const { user, popup, onClose } = openBlock({
      [BLOCK]: { status: 409, body: { code: 409, message: BLOCK_MESSAGES.alreadyBlocked, content: {} } },
    });
    await chooseReason(user, popup, 'False Declaration');
    await user.click(within(popup).getByRole('button', { name: 'Block donor' }));
    expect(await screen.findByRole('dialog', { name: BLOCK_MESSAGES.alreadyBlocked })).toBeTruthy();
    // Escape dismisses the failure only; the block popup stays for another try.
    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: BLOCK_MESSAGES.alreadyBlocked })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the Unblock popup', { timeout: 30_000 }, () => {
  it('needs a reason, then unblocks and says so', async () => {
    const { user, sent, onClose, invalidate } = renderPopup(
      (close) => <UnblockDonorModal donor={DONOR} onClose={close} />,
      { [UNBLOCK]: ok(BLOCK_MESSAGES.unblocked) },
    );
    const popup = screen.getByRole('dialog', { name: 'Unblock Priya Kulkarni' });
    await user.click(within(popup).getByRole('button', { name: 'Unblock donor' }));
    const reason = within(popup).getByRole('textbox', { name: 'Reason' });
    expect(messageAt(reason)).toBe(MESSAGES.reasonRequired);
    expect(sent(UNBLOCK)).toBeNull();

    await user.type(reason, 'Recovered; doctor’s note seen');
    await user.click(within(popup).getByRole('button', { name: 'Unblock donor' }));
    expect(await screen.findByRole('dialog', { name: BLOCK_MESSAGES.unblocked })).toBeTruthy();
    expect(sent(UNBLOCK)).toEqual({ donorId: DONOR._id, reason: 'Recovered; doctor’s note seen' });
    expect(onClose).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['list', '/api/institution/get-known-donors'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['donors', 'profile', DONOR._id] });
  });

  it('is closed while no donor is chosen', () => {
    renderPopup((close) => <UnblockDonorModal donor={null} onClose={close} />, {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
