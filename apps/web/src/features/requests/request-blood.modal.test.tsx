import { MESSAGES } from '@raktsetu/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInInstitution } from '../../test/session-fixtures';
import { type FakeAnswer, type FakeRequest, fakeApi } from '../inventory/units.fixtures';
import { RequestBloodModal } from './request-blood.modal';
import { REQUEST_PATHS, verifiedRequest } from './requests.fixtures';

configure({ asyncUtilTimeout: 4000 });

const SEVA = {
  _id: '11111111-1111-4111-8111-111111111111',
  institutionName: 'Seva Sadan Hospital',
  institutionType: 'Hospital',
  address: { description: 'MG Road', city: 'Pune' },
};

function openPopup(override?: (request: FakeRequest) => FakeAnswer | undefined) {
  signInInstitution('BloodBank', 'City Blood Centre');
  const api = fakeApi({
    [`POST ${REQUEST_PATHS.add}`]: (request) =>
      override?.(request) ?? {
        message: MESSAGES.bloodRequested,
        content: { data: verifiedRequest(1) },
      },
    [`GET ${REQUEST_PATHS.institutions}`]: (request) => ({
      message: 'Institutions',
      content: { data: request.query.name?.toLowerCase().startsWith('sev') ? [SEVA] : [] },
    }),
  });
  const onClose = vi.fn();
  renderWithProviders(<RequestBloodModal opened onClose={onClose} />);
  const popup = screen.getByRole('dialog', { name: 'Request Blood' });
  return { api, onClose, popup, user: userEvent.setup() };
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
    expect(onClose).toHaveBeenCalled();
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
