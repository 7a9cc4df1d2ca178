import {
  adminEndpoints,
  authEndpoints,
  filesEndpoints,
  healthEndpoints,
  institutionsEndpoints,
  settingsEndpoints,
} from '@raktsetu/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render';
import { signInInstitution } from '../test/session-fixtures';
import { ApiError, call, fetchFileBlob } from './api';
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
      '/api/institution/get': { body: { code: 200, message: 'ok', content: { data: { _id: 'i1' } } } },
    });
    vi.stubGlobal('fetch', fetchMock);

    const answer = await call(institutionsEndpoints.profile);
    expect(answer.content.data._id).toBe('i1');
    expect(calls[0]?.url).toBe('/api/institution/get');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer institution-token');
  });

  it('builds the request from the endpoint definition: query for a GET, leaving out empty values', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({
      '/api/super-admin/bloodbank/institutions': {
        body: { code: 200, message: 'ok', content: { data: [], total: 0 } },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    await call(adminEndpoints.institutions, { page: 2, search: '', sort: 'city', order: 'asc' });
    expect(calls[0]?.url).toBe('/api/super-admin/bloodbank/institutions?page=2&sort=city&order=asc');
    expect(calls[0]?.init?.method).toBe('GET');
  });

  it('sends no token on a public call, and the input as a JSON body for a POST', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({
      '/api/institution/forgot-password': {
        body: { code: 200, message: 'ok', content: { data: { id: 'x' } } },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    await call(authEndpoints.forgotPassword, { loginId: 'a@b.in' });
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBeNull();
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"loginId":"a@b.in"}');
  });

  it('fails with the server message when code is not 200, keeping field errors', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/edit': {
          status: 400,
          body: {
            code: 400,
            message: 'Invalid input',
            content: { errors: [{ field: 'units', message: 'Required' }] },
          },
        },
      }).fetchMock,
    );
    const error = await failure(call(settingsEndpoints.edit, {}));
    expect(error.message).toBe('Invalid input');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ field: 'units', message: 'Required' }]);
  });

  it('treats an HTTP 200 whose code is not 200 as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/get': { status: 200, body: { code: 409, message: 'Already issued', content: {} } },
      }).fetchMock,
    );
    const error = await failure(call(institutionsEndpoints.profile));
    expect(error.message).toBe('Already issued');
    expect(error.status).toBe(409);
  });

  it('says "Something went wrong" when there is no message or no server', async () => {
    vi.stubGlobal('fetch', mockFetch({ '/api/health': { status: 500, body: { code: 500 } } }).fetchMock);
    expect((await failure(call(healthEndpoints.health))).message).toBe('Something went wrong');

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await failure(call(healthEndpoints.health));
    expect(offline.message).toBe('Something went wrong');
    expect(offline.status).toBe(0);
  });

  it('fetches only files of our own API, so the token never leaves the site', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    await failure(fetchFileBlob('https://elsewhere.example/api/generic/file/x.pdf'));
    await failure(fetchFileBlob('//elsewhere.example/api/x'));
    await failure(fetchFileBlob('/api/institution/get'));
    expect(calls).toHaveLength(0);
    expect(filesEndpoints.download.path).toBe('/api/generic/file/:name');
  });

  it('ends the session on a 401 of an authenticated call, keeping the identifier', async () => {
    signInInstitution('BloodBank');
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/get': { status: 401, body: { code: 401, message: 'Session expired', content: {} } },
      }).fetchMock,
    );
    expect((await failure(call(institutionsEndpoints.profile))).status).toBe(401);
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
    await failure(call(authEndpoints.login, { loginId: 'a@b.in', password: 'x' }));
    expect(readSession()).not.toBeNull();
  });
});
