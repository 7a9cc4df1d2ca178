import { Button } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useContractForm } from '../../lib/forms';
import { renderWithProviders } from '../../test/render';
import { useFieldBinding } from './registration-fields';
import { StateCityFields } from './state-city-fields';

configure({ asyncUtilTimeout: 4000 });

const CITIES: Record<string, string[]> = {
  Maharashtra: ['Ahmednagar', 'Hadapsar, Pune', 'Mumbai', 'Pune', 'Pune Division', 'Puntamba'],
  Karnataka: ['Bengaluru', 'Mysuru'],
};

/** GET /api/generic/state-city/list: the states, or one state's cities. */
function stateCityApi() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const list =
      url.searchParams.get('type') === 'city'
        ? (CITIES[url.searchParams.get('state') ?? ''] ?? [])
        : Object.keys(CITIES).sort();
    return new Response(JSON.stringify({ code: 200, message: 'Success', content: { stateOrCity: list } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const schema = z.object({
  state: z.string().min(1, MESSAGES.allFiledsRequired),
  city: z.string().min(1, MESSAGES.allFiledsRequired),
});

/** The two fields in a form of their own, as the popup and the facilitator tab hold them. */
function Host() {
  const form = useContractForm(schema, { defaultValues: { state: '', city: '' } });
  const state = useFieldBinding(form.control, 'state');
  const city = useFieldBinding(form.control, 'city');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => setSent(`${values.city}, ${values.state}`))}>
      <StateCityFields state={state} city={city} />
      <Button type="submit">Save</Button>
      {sent && <output>{sent}</output>}
    </form>
  );
}

const stateBox = () => screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement;
const cityBox = () => screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;

describe('state and city', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', stateCityApi());
  });

  it('takes the highlighted suggestion on Enter, and offers "Pune" before "Hadapsar, Pune"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await user.type(stateBox(), 'maha');
    await screen.findByRole('option', { name: 'Maharashtra' });
    await user.keyboard('{Enter}');
    expect(stateBox().value).toBe('Maharashtra');

    await user.type(cityBox(), 'pun');
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: 'Pune' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pune', 'Pune Division', 'Puntamba', 'Hadapsar, Pune']);
    await user.keyboard('{Enter}');
    expect(cityBox().value).toBe('Pune');
    // Enter picked a suggestion; it did not send the form.
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Pune, Maharashtra');
  });

  it('ranks the list by a typed name that is already exact: "Pune" shows Pune first, not the cities from A', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await user.type(stateBox(), 'Maharashtra');
    await user.tab();
    await vi.waitFor(() => expect(cityBox().disabled).toBe(false));
    await user.type(cityBox(), 'Pune');
    const list = await screen.findByRole('listbox');
    await vi.waitFor(() => expect(within(list).getAllByRole('option')[0]?.textContent).toBe('Pune'));
    expect(within(list).queryByRole('option', { name: 'Ahmednagar' })).toBeNull();
  });

  it('refuses the city until a state is chosen, and empties it when the state changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    expect(cityBox().disabled).toBe(true);
    expect(screen.getByText('Choose the state first')).toBeTruthy();

    await user.type(stateBox(), 'Karnataka');
    await user.tab();
    await vi.waitFor(() => expect(cityBox().disabled).toBe(false));
    await user.type(cityBox(), 'Bengaluru');
    await user.tab();
    expect(cityBox().value).toBe('Bengaluru');

    await user.clear(stateBox());
    await user.type(stateBox(), 'Maharashtra');
    await user.tab();
    expect(cityBox().value).toBe('');
  });

  it('keeps text that names nothing and says to choose from the list; exact names in any case are taken', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host />);
    await user.type(stateBox(), 'Maharastra');
    await user.tab();
    expect(stateBox().value).toBe('Maharastra');
    expect(screen.getByText('Choose a state from the list')).toBeTruthy();
    expect(stateBox().getAttribute('aria-invalid')).toBe('true');
    expect(cityBox().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(stateBox());
    expect(screen.queryByRole('status')).toBeNull();

    await user.clear(stateBox());
    await user.type(stateBox(), 'maharashtra');
    await user.tab();
    expect(stateBox().value).toBe('Maharashtra');
    expect(screen.queryByText('Choose a state from the list')).toBeNull();

    await user.type(cityBox(), 'Punee');
    await user.tab();
    expect(cityBox().value).toBe('Punee');
    expect(screen.getByText('Choose a city from the list')).toBeTruthy();
  });
});
