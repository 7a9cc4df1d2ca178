import { MESSAGES } from '@raktsetu/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { RequestBloodModal, type RequestDonor } from './request-blood.modal';
import { REQUEST_PATHS, verifiedRequest } from './requests.fixtures';

configure({ asyncUtilTimeout: 4000 });

const SEVA = {
  _id: '11111111-1111-4111-8111-111111111111',
  institutionName: 'Seva Sadan Hospital',
  institutionType: 'Hospital',
  address: { description: 'MG Road', city: 'Pune' },
};

const SEND = '/api/requests/blood-request/send';

const ASHA: RequestDonor = { _id: '00000000-0000-4000-8000-000000000001', name: 'Asha Patil' };
const MEERA: RequestDonor = { _id: '00000000-0000-4000-8000-000000000003', name: 'Meera Iyer' };

function openPopup(override?: (request: FakeRequest) => FakeAnswer | undefined, donors?: RequestDonor[]) {
  signInInstitution('BloodBank', 'City Blood Centre');
  const requested = (request: FakeRequest) =>
    override?.(request) ?? {
      message: MESSAGES.bloodRequested,
      content: { data: verifiedRequest(1) },
    };
  const api = fakeApi({
    [`POST ${REQUEST_PATHS.add}`]: requested,
    [`POST ${SEND}`]: requested,
    [`GET ${REQUEST_PATHS.institutions}`]: (request) => ({
      message: 'Institutions',
      content: { data: request.query.name?.toLowerCase().startsWith('sev') ? [SEVA] : [] },
    }),
  });
  const onClose = vi.fn();
  const onSent = vi.fn();
  renderWithProviders(<RequestBloodModal opened onClose={onClose} donors={donors} onSent={onSent} />);
  const popup = screen.getByRole('dialog', { name: 'Request Blood' });
  return { api, onClose, onSent, popup, user: userEvent.setup() };
}

const day = (days: number) => dayjs().add(days, 'day');
const field = (popup: HTMLElement, name: string) =>
  within(popup).getByRole(name === 'For' ? 'combobox' : 'textbox', { name });

describe('the Request Blood popup', () => {
  it('asks for A+ Whole Blood unless chosen, for the caller itself, and shows the server’s message', async () => {
    const { api, onClose, popup, user } = openPopup();
    expect((within(popup).getByRole('combobox', { name: 'Blood Group' }) as HTMLInputElement).value).toBe(
      'A+',
    );
    expect((within(popup).getByRole('combobox', { name: 'Component' }) as HTMLInputElement).value).toBe(
      'Whole Blood',
    );
    expect(within(popup).getByText(/Leave empty when the blood is for City Blood Centre/)).toBeTruthy();

    await user.type(field(popup, 'Required Before'), day(5).format('DDMMYYYY'));
    expect(field(popup, 'Required Before')).toHaveProperty('value', day(5).format('DD/MM/YYYY'));
    await user.type(field(popup, 'Units'), '2');
    await user.type(field(popup, 'Comments'), 'Thalassaemia transfusion');
    await user.click(within(popup).getByRole('button', { name: 'Request' }));

    expect(await screen.findByRole('dialog', { name: 'Blood requested Successfully!' })).toBeTruthy();
    expect(api.posts(REQUEST_PATHS.add)).toEqual([
      {
        requiredBy: day(5).format('YYYY-MM-DD'),
        bloodGroup: 'A+',
        units: 2,
        component: 'Whole Blood',
        comments: 'Thalassaemia transfusion',
      },
    ]);
    // Without donors (the dashboard's popup): no donor line, nothing sent to donors.
    expect(within(popup).queryByText(/^To \d+ donors?:/)).toBeNull();
    expect(api.posts(SEND)).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  it('with donors chosen on People, names them and sends the request to them with its fields', async () => {
    const { api, onClose, onSent, popup, user } = openPopup(
      () => ({ message: 'Blood requested Successfully!', content: { data: verifiedRequest(1) } }),
      [ASHA, MEERA],
    );
    expect(within(popup).getByText('To 2 donors: Asha Patil, Meera Iyer')).toBeTruthy();
    await user.type(field(popup, 'Required Before'), day(1).format('DDMMYYYY'));
    await user.type(field(popup, 'Units'), '3');
    await user.click(within(popup).getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'B+' }));
    await user.type(field(popup, 'Comments'), 'Surgery on Friday');
    await user.click(within(popup).getByRole('button', { name: 'Request' }));

    expect(await screen.findByRole('dialog', { name: 'Blood requested Successfully!' })).toBeTruthy();
    expect(api.posts(SEND)).toEqual([
      {
        requiredBy: day(1).format('YYYY-MM-DD'),
        bloodGroup: 'B+',
        units: 3,
        component: 'Whole Blood',
        comments: 'Surgery on Friday',
        donorIds: [ASHA._id, MEERA._id],
      },
    ]);
    expect(api.posts(REQUEST_PATHS.add)).toEqual([]);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names a single donor as one donor', () => {
    const { popup } = openPopup(undefined, [ASHA]);
    expect(within(popup).getByText('To 1 donor: Asha Patil')).toBeTruthy();
  });

  it('names the first five donors of many and counts the rest', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      _id: `00000000-0000-4000-8000-00000000001${i}`,
      name: `Donor ${i + 1}`,
    }));
    const { popup } = openPopup(undefined, many);
    expect(
      within(popup).getByText('To 7 donors: Donor 1, Donor 2, Donor 3, Donor 4, Donor 5 and 2 more'),
    ).toBeTruthy();
  });

  it('keeps the popup open with the server’s refusal when a chosen donor cannot be asked', async () => {
    const { api, onClose, onSent, popup, user } = openPopup(
      () => ({ status: 400, message: 'A blocked donor cannot be asked to give' }),
      [ASHA],
    );
    await user.type(field(popup, 'Required Before'), day(1).format('DDMMYYYY'));
    await user.type(field(popup, 'Units'), '1');
    await user.click(within(popup).getByRole('button', { name: 'Request' }));

    expect(
      await screen.findByRole('dialog', { name: 'A blocked donor cannot be asked to give' }),
    ).toBeTruthy();
    expect(api.posts(SEND)).toHaveLength(1);
    expect(onSent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the group and component chosen', async () => {
    const { api, popup, user } = openPopup();
    await user.type(field(popup, 'Required Before'), day(0).format('DDMMYYYY'));
    await user.type(field(popup, 'Units'), '4');
    await user.click(within(popup).getByRole('combobox', { name: 'Blood Group' }));
    await user.click(await screen.findByRole('option', { name: 'O-' }));
    await user.click(within(popup).getByRole('combobox', { name: 'Component' }));
    await user.click(await screen.findByRole('option', { name: 'Platelets Random Donor' }));
    await user.click(within(popup).getByRole('button', { name: 'Request' }));

    await screen.findByRole('dialog', { name: 'Blood requested Successfully!' });
    expect(api.posts(REQUEST_PATHS.add)).toEqual([
      {
        requiredBy: day(0).format('YYYY-MM-DD'),
        bloodGroup: 'O-',
        units: 4,
        component: 'Platelets Random Donor',
        comments: '',
      },
    ]);
  });

  it('refuses a day in the past, and units outside 1 to 50, before sending anything', async () => {
    const { api, onClose, popup, user } = openPopup();
    await user.type(field(popup, 'Required Before'), day(-2).format('DDMMYYYY'));
    await user.type(field(popup, 'Units'), '51');
    await user.click(within(popup).getByRole('button', { name: 'Request' }));

    expect(await within(popup).findByText(MESSAGES.selectDateTodayOrAfter)).toBeTruthy();
    expect(within(popup).getByText('Ask for at most 50 units')).toBeTruthy();
    expect(api.posts(REQUEST_PATHS.add)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is for the hospital chosen by name, which the request then names', async () => {
    const { api, popup, user } = openPopup();
    await user.type(field(popup, 'Required Before'), day(3).format('DDMMYYYY'));
    await user.type(field(popup, 'Units'), '1');
    await user.type(field(popup, 'For'), 'Seva');
    await user.click(await screen.findByRole('option', { name: /Seva Sadan Hospital/ }));
    expect(field(popup, 'For')).toHaveProperty('value', 'Seva Sadan Hospital');
    expect(api.gets(REQUEST_PATHS.institutions).at(-1)).toEqual({ name: 'Seva' });
    await user.click(within(popup).getByRole('button', { name: 'Request' }));

    await screen.findByRole('dialog', { name: 'Blood requested Successfully!' });
    expect(api.posts(REQUEST_PATHS.add)).toEqual([
      expect.objectContaining({ institutionId: SEVA._id, units: 1, bloodGroup: 'A+' }),
    ]);
  });

  it('does not send a name typed but never chosen from the list', async () => {
    const { api, popup, user } = openPopup();
    await user.type(field(popup, 'Required Before'), day(3).format('DDMMYYYY'));
    await user.type(field(popup, 'Units'), '1');
    await user.type(field(popup, 'For'), 'Nowhere General');
    expect(await screen.findByText('No approved institution by that name')).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Request' }));

    expect(await within(popup).findByText('Choose the hospital or institution')).toBeTruthy();
    expect(api.posts(REQUEST_PATHS.add)).toEqual([]);

    // Emptied, the request is the caller's own again.
    await user.click(within(popup).getByRole('button', { name: 'Clear the hospital or institution' }));
    await user.click(within(popup).getByRole('button', { name: 'Request' }));
    await screen.findByRole('dialog', { name: 'Blood requested Successfully!' });
    expect(api.posts(REQUEST_PATHS.add)[0]).not.toHaveProperty('institutionId');
  });

  it('shows the server’s field errors under their fields, and anything else in a failure popup', async () => {
    let answer: FakeAnswer = {
      status: 400,
      message: 'Check the request',
      content: { errors: [{ field: 'units', message: 'Ask for at most 50 units' }] },
    };
    const { popup, user, onClose } = openPopup(() => answer);
    await user.type(field(popup, 'Required Before'), day(3).format('DDMMYYYY'));
    await user.type(field(popup, 'Units'), '9');
    await user.click(within(popup).getByRole('button', { name: 'Request' }));
    expect(await within(popup).findByText('Ask for at most 50 units')).toBeTruthy();

    answer = { status: 403, message: 'This institution may not request blood' };
    await user.clear(field(popup, 'Units'));
    await user.type(field(popup, 'Units'), '3');
    await user.click(within(popup).getByRole('button', { name: 'Request' }));
    expect(
      await screen.findByRole('dialog', { name: 'This institution may not request blood' }),
    ).toBeTruthy();
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });
});
