import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { signInInstitution } from '../../test/session-fixtures';
import { DonorOtpVerification, DonorVerifyModal } from './donor-otp';

configure({ asyncUtilTimeout: 3000 });

const DONOR = '0a1b2c3d-1111-4222-8333-444455556666';
const CODE_ID = '0a1b2c3d-9999-4222-8333-444455556666';
const RIGHT_CODE = '482913';

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** The two verification calls; `send` answers the code request (a 400 when the donor cannot get one). */
function otpApi(options: { send?: { status: number; message: string } } = {}) {
  const calls: Call[] = [];
  const envelope = (content: unknown, status = 200, message = 'Success') =>
    new Response(JSON.stringify({ code: status, message, content }), { status });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (url.pathname === '/api/institution/donor-otp/send') {
      if (options.send) return envelope({}, options.send.status, options.send.message);
      return envelope({ data: { id: CODE_ID } }, 200, 'OTP sent to email');
    }
    if (url.pathname === '/api/institution/donor-otp/validate') {
      const { otp } = JSON.parse(String(init?.body)) as { otp: string };
      return otp === RIGHT_CODE
        ? envelope({}, 200, 'Donor verified successfully')
        : envelope({}, 400, 'Invalid OTP');
    }
    return envelope({}, 404, 'Not found');
  };
  const to = (path: string) => calls.filter((call) => call.path === path);
  return {
    fetchMock,
    sends: () => to('/api/institution/donor-otp/send'),
    validations: () => to('/api/institution/donor-otp/validate'),
  };
}

function renderWith(ui: ReactNode, api: ReturnType<typeof otpApi>, queryClient = createQueryClient()) {
  signInInstitution('BloodBank');
  vi.stubGlobal('fetch', api.fetchMock);
  render(
    <Providers queryClient={queryClient} env="test">
      {ui}
    </Providers>,
  );
  return queryClient;
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;

describe('verifying a donor by the code they read out', () => {
  it('asks for a code, refuses an empty one before any call, shows the server’s refusal at the boxes, and verifies', async () => {
    const api = otpApi();
    const onVerified = vi.fn();
    renderWith(<DonorOtpVerification donorId={DONOR} onVerified={onVerified} />, api);
    const user = userEvent.setup();

    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request OTP from Donor' }));
    expect(await screen.findByRole('group', { name: 'Code the donor reads out' })).toBeTruthy();
    expect(api.sends()).toHaveLength(1);
    expect(api.sends()[0]?.params.get('donorId')).toBe(DONOR);
    expect(screen.getByRole('status').textContent).toBe('OTP sent to email');
    // The first box has focus: the clerk types what the donor reads out.
    expect(document.activeElement).toBe(box(1));

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP');
    expect(api.validations()).toHaveLength(0);

    await user.click(box(1));
    await user.keyboard('111111');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP');
    expect(api.validations()[0]?.body).toEqual({ id: CODE_ID, otp: '111111' });
    expect(onVerified).not.toHaveBeenCalled();

    await user.clear(box(1));
    await user.click(box(1));
    await user.keyboard(RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('dialog', { name: 'Donor verified successfully' })).toBeTruthy();
    expect(api.validations()[1]?.body).toEqual({ id: CODE_ID, otp: RIGHT_CODE });
    expect(onVerified).toHaveBeenCalledTimes(1);
    // Back to the button, for another verification later.
    expect(screen.getByRole('button', { name: 'Request OTP from Donor' })).toBeTruthy();
  });

  it('checks a short code on the screen too', async () => {
    const api = otpApi();
    renderWith(<DonorOtpVerification donorId={DONOR} onVerified={() => {}} />, api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request OTP from Donor' }));
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('482');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP');
    expect(api.validations()).toHaveLength(0);
  });

  it('Cancel drops the code and offers the request again', async () => {
    const api = otpApi();
    renderWith(<DonorOtpVerification donorId={DONOR} onVerified={() => {}} />, api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request OTP from Donor' }));
    await screen.findByLabelText('Digit 1 of 6');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request OTP from Donor' })).toBeTruthy();
  });

  it('is disabled for a blocked donor and says why beside the button', async () => {
    const api = otpApi();
    renderWith(<DonorOtpVerification donorId={DONOR} disabled onVerified={() => {}} />, api);
    const button = screen.getByRole('button', { name: 'Request OTP from Donor' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('A code can be requested only from an active donor');
    await userEvent.setup().click(button);
    expect(api.sends()).toHaveLength(0);
  });

  it('shows why a code could not be sent', async () => {
    const api = otpApi({
      send: { status: 400, message: 'This donor has no mobile number or e-mail to send a code to' },
    });
    renderWith(<DonorOtpVerification donorId={DONOR} onVerified={() => {}} />, api);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request OTP from Donor' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This donor has no mobile number or e-mail to send a code to',
    );
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
  });
});

describe('the verification popup of the nearby lists', () => {
  it('is titled with the donor, verifies, reloads the donor’s calls and the three donor lists, and hands the donor on', async () => {
    const api = otpApi();
    const queryClient = createQueryClient();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const onVerified = vi.fn();
    const onClose = vi.fn();
    renderWith(
      <DonorVerifyModal
        donor={{ _id: DONOR, name: 'Priya Sharma' }}
        onClose={onClose}
        onVerified={onVerified}
      />,
      api,
      queryClient,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Verify Priya Sharma' });
    await user.click(within(dialog).getByRole('button', { name: 'Request OTP from Donor' }));
    await user.click(await within(dialog).findByLabelText('Digit 1 of 6'));
    await user.keyboard(`${RIGHT_CODE}{Enter}`);
    expect(await screen.findByRole('dialog', { name: 'Donor verified successfully' })).toBeTruthy();
    expect(onVerified).toHaveBeenCalledWith(DONOR);
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['donors', 'profile', DONOR],
      ['list', '/api/institution/get-known-donors'],
      ['list', '/api/institution/donors/nearby'],
      ['list', '/api/institution/donors/available'],
    ]);

    // Escape dismisses the success popup only, not the popup under it.
    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Donor verified successfully' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays closed without a donor', () => {
    renderWith(<DonorVerifyModal donor={null} onClose={() => {}} onVerified={() => {}} />, otpApi());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
