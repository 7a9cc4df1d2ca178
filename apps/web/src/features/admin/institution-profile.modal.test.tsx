import type { AdminInstitution } from '@raktsetu/contract';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInAdmin } from '../../test/session-fixtures';
import { InstitutionProfileModal } from './institution-profile.modal';

configure({ asyncUtilTimeout: 3000 });

const ID = '00000001-0000-4000-8000-000000000000';
const PDF = { name: 'licence.pdf', location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.pdf' };
const PNG = {
  name: 'licence-scan.png',
  location: '/api/generic/file/0b8e3c1e-2222-4222-8333-944455556666.png',
};

function institution(changes: Partial<AdminInstitution> = {}): AdminInstitution {
  return {
    _id: ID,
    institutionName: 'Sahyadri Blood Centre',
    registrationNumber: 'MH/BB/2024/0001',
    registrationId: 'RS-000001',
    institutionType: 'BloodBank',
    ngoType: null,
    contactEmail: 'centre@example.org',
    contactNumber: '9822012345',
    address: {
      description: '1 Karve Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      location: null,
    },
    status: 'Pending',
    state: 'Active',
    infrastructure: ['licence', 'storage'],
    declarations: ['verified', 'upToDate', 'voluntary', 'lawful'],
    attachments: [PDF],
    keyMember: {
      firstName: 'Anjali',
      lastName: 'Deshpande',
      email: 'anjali@example.org',
      designation: 'keymember',
    },
    declineReason: null,
    addedAt: '2025-03-07T10:00:00.000Z',
    verifiedAt: null,
    ...changes,
  };
}

interface Call {
  path: string;
  init: RequestInit | undefined;
}

/** The pending-record call, file downloads and the verify call; `verify` answers the latter. */
function api(
  record: AdminInstitution,
  verify: { status: number; message: string; errors?: unknown[] } | null = null,
) {
  const calls: Call[] = [];
  const envelope = (content: unknown, status = 200, message = 'Success') =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    calls.push({ path, init });
    if (path === '/api/super-admin/bloodbank/pending/institution') return envelope({ data: record });
    if (path === PDF.location)
      return new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    if (path === PNG.location)
      return new Response('png', { status: 200, headers: { 'Content-Type': 'image/png' } });
    if (path === '/api/institution/verify') {
      const status = (JSON.parse(String(init?.body)) as { status: string }).status;
      const answer = verify ?? {
        status: 200,
        message: status === 'approved' ? 'Request Approve Successfully!' : 'Request Decline Successfully!',
      };
      return envelope(answer.errors ? { errors: answer.errors } : {}, answer.status, answer.message);
    }
    return envelope({}, 404, 'Not found');
  };
  return { fetchMock, calls, verifyBodies: () => calls.filter((c) => c.path === '/api/institution/verify') };
}

function open(
  record: AdminInstitution,
  options: { canUpdate?: boolean; verify?: Parameters<typeof api>[1] } = {},
) {
  signInAdmin();
  const server = api(record, options.verify ?? null);
  vi.stubGlobal('fetch', server.fetchMock);
  // jsdom has no object URLs.
  const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  let made = 0;
  URL.createObjectURL = () => `blob:http://localhost/file-${++made}`;
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    Object.assign(URL, objectUrls);
  });
  const onClose = vi.fn();
  renderWithProviders(
    <InstitutionProfileModal tab="pending" id={ID} canUpdate={options.canUpdate ?? true} onClose={onClose} />,
  );
  return { ...server, onClose };
}

const popup = () => screen.findByRole('dialog', { name: 'Sahyadri Blood Centre' });

describe('the institution review popup', () => {
  it('shows the PDF certificate in the popup, fetched with the token, and keeps the download', async () => {
    const { calls } = open(institution());
    const dialog = await popup();
    const frame = await within(dialog).findByTitle('Preview of licence.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:http://localhost/file-1#navpanes=0&view=FitH');
    const download = calls.find((call) => call.path === PDF.location);
    expect(new Headers(download?.init?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(within(dialog).getByRole('button', { name: 'Download licence.pdf' })).toBeTruthy();
    const tab = within(dialog).getByRole('link', { name: 'Open in new tab: licence.pdf' });
    expect(tab.getAttribute('href')).toBe('blob:http://localhost/file-1');
    expect(tab.getAttribute('target')).toBe('_blank');
  });

  it('shows an image certificate as an image', async () => {
    open(institution({ attachments: [PNG] }));
    const dialog = await popup();
    const image = await within(dialog).findByRole('img', { name: 'Preview of licence-scan.png' });
    expect(image.getAttribute('src')).toBe('blob:http://localhost/file-1');
  });

  it('offers the new tab in place of an empty frame where the page’s policy refuses to frame the PDF', async () => {
    open(institution());
    const dialog = await popup();
    await within(dialog).findByTitle('Preview of licence.pdf');
    fireEvent(document, Object.assign(new Event('securitypolicyviolation'), { blockedURI: 'blob' }));
    expect(
      await within(dialog).findByText(
        'This PDF cannot be shown inside this window. Open it in a new tab to read it.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByTitle('Preview of licence.pdf')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Open in new tab: licence.pdf' })).toBeTruthy();
  });

  it('lists the infrastructure and declarations in the registration form’s words, marking what was not ticked', async () => {
    open(institution());
    const dialog = await popup();
    const infrastructure = within(dialog).getByRole('region', { name: 'Infrastructure' });
    expect(within(infrastructure).getByText('2 of 7 ticked')).toBeTruthy();
    expect(
      within(infrastructure).getByText(
        'A valid blood centre licence from the State and Central drug licensing authorities',
      ).parentElement?.textContent,
    ).not.toContain('(not ticked)');
    expect(
      within(infrastructure).getByText('A platelet agitator with incubator at 20–24 °C').parentElement
        ?.textContent,
    ).toContain('(not ticked)');
    const declarations = within(dialog).getByRole('region', { name: 'Declaration & Undertaking' });
    expect(within(declarations).getByText('4 of 4 ticked')).toBeTruthy();
    expect(
      within(declarations).getByText('We will keep this information up to date on RaktSetu.'),
    ).toBeTruthy();
    expect(within(declarations).queryByText('(not ticked)')).toBeNull();
  });

  it('says plainly when a registration from an older form sent no lists', async () => {
    open(institution({ infrastructure: [], declarations: [] }));
    const dialog = await popup();
    expect(
      within(within(dialog).getByRole('region', { name: 'Infrastructure' })).getByText(
        /^No infrastructure was sent with this registration: it was made with an older version/,
      ),
    ).toBeTruthy();
    expect(
      within(within(dialog).getByRole('region', { name: 'Declaration & Undertaking' })).getByText(
        /^No declarations were sent with this registration/,
      ),
    ).toBeTruthy();
  });

  it('has no infrastructure list for a facilitator', async () => {
    open(institution({ institutionType: 'NGO', ngoType: 'ngo', infrastructure: [] }));
    const dialog = await popup();
    expect(within(dialog).queryByRole('region', { name: 'Infrastructure' })).toBeNull();
    expect(within(dialog).getByRole('region', { name: 'Declaration & Undertaking' })).toBeTruthy();
  });

  it('asks before approving, and approves only when confirmed', async () => {
    const { verifyBodies, onClose } = open(institution());
    const user = userEvent.setup();
    const dialog = await popup();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    let ask = await screen.findByRole('dialog', { name: 'Approve Sahyadri Blood Centre?' });
    expect(within(ask).getByText('The key member will receive a link to set a password.')).toBeTruthy();
    // Escape dismisses the question only, not the review under it.
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: /^Approve/ })).toBeNull());
    expect(verifyBodies()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sahyadri Blood Centre' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    ask = await screen.findByRole('dialog', { name: 'Approve Sahyadri Blood Centre?' });
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'Request Approve Successfully!' })).toBeTruthy();
    expect(JSON.parse(String(verifyBodies()[0]?.init?.body))).toEqual({ id: ID, status: 'approved' });
    expect(onClose).toHaveBeenCalled();
  });

  it('needs a comment to decline, at the field, and puts the server’s refusal of it there too', async () => {
    const { verifyBodies } = open(institution(), {
      verify: {
        status: 400,
        message: 'Validation failed',
        errors: [{ field: 'reason', message: 'Remove the special characters from this field' }],
      },
    });
    const user = userEvent.setup();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    expect(comment.hasAttribute('required')).toBe(true);
    await user.type(comment, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('*Comment Is Required For Decline')).toBeTruthy();
    expect(document.activeElement).toBe(comment);
    expect(verifyBodies()).toHaveLength(0);

    await user.type(comment, 'The licence copy is not readable');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Remove the special characters from this field')).toBeTruthy();
    expect(JSON.parse(String(verifyBodies()[0]?.init?.body))).toEqual({
      id: ID,
      status: 'declined',
      reason: 'The licence copy is not readable',
    });
    expect(screen.queryByRole('dialog', { name: 'Validation failed' })).toBeNull();
  });

  it('offers only Cancel without the update permission', async () => {
    open(institution(), { canUpdate: false });
    const dialog = await popup();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
