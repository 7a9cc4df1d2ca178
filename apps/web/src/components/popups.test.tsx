import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { popups } from './popups';

describe('popups', () => {
  it('shows a success popup named by its title and closes it with OK', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    let closed = false;
    act(() => {
      void popups.success({ title: 'Donor added successfully!' }).then(() => {
        closed = true;
      });
    });
    expect(await screen.findByRole('dialog', { name: 'Donor added successfully!' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Donor added successfully!' })).toBeNull();
    await act(async () => {});
    expect(closed).toBe(true);
  });

  it('closes a failure popup with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    act(() => {
      void popups.failure({ title: 'Something went wrong', text: 'Please try again.' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog.textContent).toContain('Please try again.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers a confirm: OK is true, Cancel and Escape are false', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const ask = () => {
      let answer: Promise<boolean> = Promise.resolve(false);
      act(() => {
        answer = popups.confirm({ title: 'Are you sure you want to Dispose the selected units?' });
      });
      return answer;
    };

    const first = ask();
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await first).toBe(true);

    const second = ask();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await second).toBe(false);

    const third = ask();
    await screen.findByRole('dialog', { name: 'Are you sure you want to Dispose the selected units?' });
    await user.keyboard('{Escape}');
    expect(await third).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the focus on Cancel in a confirm, so Enter alone does not confirm', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = popups.confirm({ title: 'Do you want to delete?' });
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await vi.waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('{Enter}');
    expect(await answer).toBe(false);
  });

  it('shows popups one after another', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    act(() => {
      void popups.success({ title: 'First' });
      void popups.failure({ title: 'Second' });
    });
    await screen.findByRole('dialog', { name: 'First' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeTruthy();
  });
});
