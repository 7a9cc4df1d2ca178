import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { OtpInput } from './otp-input';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <Providers queryClient={createQueryClient()} env="test">
      <OtpInput label="Code from the e-mail" value={value} onChange={setValue} />
      <output aria-label="value">{value}</output>
    </Providers>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;

describe('the six-box code input', () => {
  it('has six labelled single-digit boxes under a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Code from the e-mail' })).toBeTruthy();
    for (let n = 1; n <= 6; n++) expect(box(n)).toBeTruthy();
  });

  it('moves to the next box after each digit, and back with Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('4');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('82');
    expect(document.activeElement).toBe(box(4));
    expect([1, 2, 3].map((n) => box(n).value)).toEqual(['4', '8', '2']);
    // Backspace in an empty box goes back; the digit typed there replaces the old one.
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('5913');
    expect(screen.getByLabelText('value').textContent).toBe('485913');
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('fills every box from a pasted code, even with words and spaces around it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('Your code is 482 913.');
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('482913');
    expect(screen.getByLabelText('value').textContent).toBe('482913');
    expect(document.activeElement).toBe(box(6));
  });
});
