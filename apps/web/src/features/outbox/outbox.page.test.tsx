import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '../../test/render';

describe('the outbox page', () => {
  it('lists the kept mail, newest first, with clickable links', async () => {
    const { fetchMock, calls } = mockFetch({
      '/api/dev/outbox': {
        body: {
          code: 200,
          message: 'Outbox',
          content: {
            data: [
              {
                _id: 'm2',
                to: 'anjali@example.org',
                subject: 'RaktSetu: your institution is approved',
                text: `Set your password:\n${window.location.origin}/setPassword?id=abc&type=keymember\n\nThanks`,
                purpose: 'approval',
                addedAt: '2025-03-07T10:05:00.000Z',
              },
              {
                _id: 'm1',
                to: 'anjali@example.org',
                subject: 'RaktSetu: registration received',
                text: 'Thank you for registering. See https://example.org/help for help.',
                purpose: 'registration',
                addedAt: '2025-03-07T10:00:00.000Z',
              },
            ],
          },
        },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/dev/outbox');

    const mails = await screen.findAllByRole('article');
    expect(mails.map((mail) => mail.getAttribute('aria-label'))).toEqual([
      'RaktSetu: your institution is approved',
      'RaktSetu: registration received',
    ]);
    const setPassword = screen.getByRole('link', { name: /\/setPassword\?id=abc&type=keymember$/ });
    // A link to this site opens here; another site's in a new tab.
    expect(setPassword.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'https://example.org/help' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(calls[0]?.url).toBe('/api/dev/outbox?limit=50');
  });

  it('says there is no outbox when the server sends mail through SMTP', async () => {
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    renderApp('/dev/outbox');
    expect(
      await screen.findByText('Mail is sent through SMTP on this server; there is no outbox.'),
    ).toBeTruthy();
  });
});
