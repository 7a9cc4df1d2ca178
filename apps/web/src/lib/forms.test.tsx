import { Button, TextInput } from '@mantine/core';
import { lineText } from '@raktsetu/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../test/render';
import { ApiError } from './api';
import { showServerErrors, useContractForm } from './forms';

const schema = z.object({
  institutionName: lineText({ max: 20, message: 'Enter institution name', required: true }),
  city: lineText({ max: 20, message: 'Enter city', required: true }),
});

/** A form as screens write them: contract schema, message under each field, the server's answer placed. */
function DemoForm({ answer }: { answer: ApiError }) {
  const form = useContractForm(schema, { defaultValues: { institutionName: '', city: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => setFormError(showServerErrors(form, answer)))}>
      <TextInput
        label="Institution name"
        withAsterisk
        error={errors.institutionName?.message}
        {...form.register('institutionName')}
      />
      <TextInput label="City" withAsterisk error={errors.city?.message} {...form.register('city')} />
      {formError && <p role="alert">{formError}</p>}
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('a form checked by the contract', () => {
  it('shows every problem at its field and moves focus to the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoForm answer={new ApiError('x', 400)} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter institution name')).toBeTruthy();
    expect(screen.getByText('Enter city')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Institution name/));
  });

  it('puts the server’s refusal on the field it names, or above the form when it names none', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <DemoForm answer={new ApiError('Bad city', 400, [{ field: 'city', message: 'No such city' }])} />,
    );
    await user.type(screen.getByLabelText(/Institution name/), 'Sahyadri');
    await user.type(screen.getByLabelText(/City/), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No such city')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    renderWithProviders(<DemoForm answer={new ApiError('Too many requests', 429)} />);
    await user.type(screen.getByLabelText(/Institution name/), 'Sahyadri');
    await user.type(screen.getByLabelText(/City/), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');
  });
});
