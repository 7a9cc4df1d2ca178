import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { lazyPopup } from './lazy-popup';

interface NotePopupProps {
  note: string | null;
  onClose: () => void;
}

const frame = ({ note }: NotePopupProps) => ({ opened: note !== null, title: note ?? '' });

describe('lazyPopup', () => {
  it('shows the popup once its code has arrived', async () => {
    const NotePopup = lazyPopup(
      async () =>
        ({ note }: NotePopupProps) => <p>Loaded: {note}</p>,
      frame,
    );
    renderWithProviders(
      <Suspense fallback={null}>
        <NotePopup note="BAG-001" onClose={() => undefined} />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded: BAG-001')).toBeTruthy();
  });

  it('says so in a popup of the same title when its code cannot be fetched, and closes like the popup', async () => {
    let closed = false;
    const NotePopup = lazyPopup<NotePopupProps>(() => Promise.reject(new Error('offline')), frame);
    renderWithProviders(
      <Suspense fallback={null}>
        <NotePopup
          note="BAG-001"
          onClose={() => {
            closed = true;
          }}
        />
      </Suspense>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'BAG-001' });
    expect(dialog.textContent).toContain('This popup could not be loaded. Reload the page to try again.');
    await userEvent.setup().keyboard('{Escape}');
    expect(closed).toBe(true);
  });
});
