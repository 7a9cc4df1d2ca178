import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render';
import { signInInstitution } from '../test/session-fixtures';
import { ApiError, api } from './api';
import { readSession, STORAGE_KEYS } from './session';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('the API client', () => {
  it('returns the envelope when code is 200 and sends the stored token', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({
      '/api/health': { body: { code: 200, message: 'ok', content: { status: 'ok', database: 'pglite' } } },
    });
    vi.stubGlobal('fetch', fetchMock);

    const answer = await api.get<{ status: string }>('/api/health', {
      page: 1,
      search: '',
      bloodGroup: undefined,
    });
    expect(answer.content.status).toBe('ok');
    expect(calls[0]?.url).toBe('/api/health?page=1');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer institution-token');
  });

  it('sends no token on a public call', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({
      '/api/open': { body: { code: 200, message: 'ok', content: {} } },
    });
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/api/open', { a: 1 }, { public: true });
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBeNull();
    expect(calls[0]?.init?.method).toBe('POST');
  });

  it('fails with the server message when code is not 200, keeping field errors', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/thing': {
          status: 400,
          body: {
            code: 400,
            message: 'Invalid input',
            content: { errors: [{ field: 'units', message: 'Required' }] },
          },
        },
      }).fetchMock,
    );
    const error = await failure(api.post('/api/thing', {}));
    expect(error.message).toBe('Invalid input');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ field: 'units', message: 'Required' }]);
  });

  it('treats an HTTP 200 whose code is not 200 as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/thing': { status: 200, body: { code: 409, message: 'Already issued', content: {} } },
      }).fetchMock,
    );
    const error = await failure(api.get('/api/thing'));
    expect(error.message).toBe('Already issued');
    expect(error.status).toBe(409);
  });

  it('says "Something went wrong" when there is no message or no server', async () => {
    vi.stubGlobal('fetch', mockFetch({ '/api/thing': { status: 500, body: { code: 500 } } }).fetchMock);
    expect((await failure(api.get('/api/thing'))).message).toBe('Something went wrong');

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await failure(api.get('/api/thing'));
    expect(offline.message).toBe('Something went wrong');
    expect(offline.status).toBe(0);
  });

  it('refuses paths outside /api/ so the token never leaves the site', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    await failure(api.get('https://elsewhere.example/api/x'));
    await failure(api.get('//elsewhere.example/api/x'));
    expect(calls).toHaveLength(0);
  });

  it('ends the session on a 401 of an authenticated call, keeping the identifier', async () => {
    signInInstitution('BloodBank');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/get': { status: 401, body: { code: 401, message: 'Session expired', content: {} } },
      }).fetchMock,
    );
    expect((await failure(api.get('/api/institution/get'))).status).toBe(401);
    expect(readSession()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.identifier)).toBe('institution');
  });

  it('keeps the session when a public call answers 401 (a wrong password)', async () => {
    signInInstitution('BloodBank');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/login': {
          status: 401,
          body: { code: 401, message: 'Enter valid email and password', content: {} },
        },
      }).fetchMock,
    );
    await failure(api.post('/api/institution/login', {}, { public: true }));
    expect(readSession()).not.toBeNull();
  });
});
