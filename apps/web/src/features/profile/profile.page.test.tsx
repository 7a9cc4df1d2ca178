import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { profileAnswer } from '../../test/institution-fixtures';
import { renderApp } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';

configure({ asyncUtilTimeout: 3000 });

const IMAGE = { name: 'front.png', location: '/api/generic/file/0b8e3c1e-1111-4222-8333-944455556666.png' };

/** The message a field shows and a screen reader reads with it (its aria-describedby error), or null. */
function fieldError(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

/** Whether a reload or closing the tab would make the browser ask first. */
function reloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** GET /api/institution/get, POST /api/institution/edit (echoing the change), uploads and file downloads. */
function profileApi(options: { refuseEdit?: { field: string; message: string } } = {}) {
  let profile = profileAnswer('BloodBank', 'Sahyadri Blood Centre').body.content.data;
  const calls: { url: string; init?: RequestInit }[] = [];
  const json = (content: unknown, message = 'Success') =>
    new Response(JSON.stringify({ code: 200, message, content }), { status: 200 });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === '/api/institution/get') return json({ data: profile });
    if (url === '/api/institution/edit' && options.refuseEdit) {
      const refusal = { code: 400, message: 'Validation failed', content: { errors: [options.refuseEdit] } };
      return new Response(JSON.stringify(refusal), { status: 400 });
    }
    if (url === '/api/institution/edit') {
      const changes = JSON.parse(String(init?.body)) as Record<string, unknown>;
      profile = {
        ...profile,
        ...(changes.contactNumber ? { contactNumber: String(changes.contactNumber) } : {}),
        ...(changes.images ? { images: changes.images as typeof profile.images } : {}),
      };
      return json({ data: profile }, 'Profile updated successfully');
    }
    if (url === '/api/generic/file') return json({ savedFiles: [IMAGE] }, 'File uploaded');
    if (url === IMAGE.location)
      return new Response('png', { status: 200, headers: { 'Content-Type': 'image/png' } });
    return new Response(JSON.stringify({ code: 404, message: 'Not found', content: {} }), { status: 404 });
  };
  return { fetchMock, calls };
}

describe('the institution profile', () => {
  it('shows the registered details read-only and saves a new contact number', async () => {
    signInInstitution('BloodBank', 'Sahyadri Blood Centre');
    const { fetchMock, calls } = profileApi();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/profile');

    const registered = (await screen.findByRole('heading', { name: 'Registered details' })).closest('div')
      ?.parentElement as HTMLElement;
    expect(within(registered).getByText('REG-1')).toBeTruthy();
    expect(within(registered).getByText('contact@example.org')).toBeTruthy();
    // Read-only details are text, not fields.
    expect(screen.queryByRole('textbox', { name: 'Registration number' })).toBeNull();
    expect(screen.getByText('contact@example.org · +91 9876543210')).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    const number = screen.getByRole('textbox', { name: 'Contact number' });
    expect(number.hasAttribute('required')).toBe(true);
    await user.clear(number);
    await user.type(number, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldError(number)).toBe('Contact number must be 10 or 11 digits');
    expect(document.activeElement).toBe(number);
    expect(calls.some((call) => call.url === '/api/institution/edit')).toBe(false);

    await user.clear(number);
    await user.paste('+91 98220 12345');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Profile updated successfully' })).toBeTruthy();
    const edit = calls.find((call) => call.url === '/api/institution/edit');
    expect(JSON.parse(String(edit?.init?.body))).toEqual({ contactNumber: '9822012345' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // Saved: nothing left to lose.
    expect(save).toHaveProperty('disabled', true);
    expect(reloadAsks()).toBe(false);
  });

  it('says an empty address at the field, and puts the server’s field refusal at its field', async () => {
    signInInstitution('BloodBank');
    const { fetchMock } = profileApi({
      refuseEdit: { field: 'address.description', message: 'Remove the special characters from this field' },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/profile');
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldError(address)).toBe('Enter address');
    expect(document.activeElement).toBe(address);

    await user.type(address, '12 Karve Road{Enter}');
    await vi.waitFor(() => expect(fieldError(address)).toBe('Remove the special characters from this field'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has the browser ask before a reload or closing the tab only while changes are unsaved', async () => {
    signInInstitution('BloodBank');
    vi.stubGlobal('fetch', profileApi().fetchMock);
    const user = userEvent.setup();
    renderApp('/profile');
    const number = await screen.findByRole('textbox', { name: 'Contact number' });
    expect(reloadAsks()).toBe(false);
    await user.type(number, '{Backspace}5');
    expect(reloadAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(reloadAsks()).toBe(false);
  });

  it('asks before leaving the page with unsaved changes for another screen of the app', async () => {
    signInInstitution('BloodBank');
    vi.stubGlobal('fetch', profileApi().fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    const number = await screen.findByRole('textbox', { name: 'Contact number' });
    await user.type(number, '{Backspace}5');

    await user.click(screen.getByRole('link', { name: 'Change password' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(ask).getByText('Your changes to the contact number and address are not saved yet.'),
    ).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/profile');
    expect((screen.getByRole('textbox', { name: 'Contact number' }) as HTMLInputElement).value).toBe(
      '9876543215',
    );

    await user.click(screen.getByRole('link', { name: 'Change password' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/changePassword'));
  });

  it('lets Undo bring the saved values back, after which leaving asks nothing', async () => {
    signInInstitution('BloodBank');
    vi.stubGlobal('fetch', profileApi().fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    const number = await screen.findByRole('textbox', { name: 'Contact number' });
    await user.type(number, '1');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect((number as HTMLInputElement).value).toBe('9876543210');
    fireEvent.click(screen.getByRole('link', { name: 'Change password' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/changePassword'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('uploads an image into a tile, shows it with the token, and removes it', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = profileApi();
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs.
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:front';
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, objectUrls);
    });
    const user = userEvent.setup();
    renderApp('/profile');

    await screen.findByRole('button', { name: 'Add image 1' });
    // Five tiles, each a button that opens the file picker.
    for (let n = 1; n <= 5; n++) expect(screen.getByRole('button', { name: `Add image ${n}` })).toBeTruthy();
    const input = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[2];
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['png'], 'front.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'Image 3: front.png' })).toBeTruthy();
    const edit = calls.find((call) => call.url === '/api/institution/edit');
    expect(JSON.parse(String(edit?.init?.body))).toEqual({ images: [null, null, IMAGE, null, null] });
    const download = calls.find((call) => call.url === IMAGE.location);
    expect(new Headers(download?.init?.headers).get('Authorization')).toBe('Bearer institution-token');

    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: 'Add image 3' });
    const edits = calls.filter((call) => call.url === '/api/institution/edit');
    expect(JSON.parse(String(edits[1]?.init?.body))).toEqual({ images: [null, null, null, null, null] });
  });

  it('refuses a file that is not a PNG or JPEG before uploading it', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = profileApi();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Add image 1' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a PNG or JPEG image' })).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/generic/file')).toBe(false);
  });
});
