import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';

/** Renders the whole app (providers, router, guards) at `path`, as a person would open it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const result = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stand-in answering each `/api/...` path with an envelope; unknown paths answer 404. */
export function mockFetch(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const path = url.split('?')[0] ?? url;
    const answer = answers[path] ?? { status: 404, body: { code: 404, message: 'Not found', content: {} } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}

/** Renders one component inside the app's providers (theme, i18n, queries, popups), without the router. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );
}
