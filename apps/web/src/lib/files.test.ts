import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render';
import { signInInstitution } from '../test/session-fixtures';
import { fetchFileBlob } from './api';
import { checkUpload, uploadFile } from './files';
import { readSession } from './session';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('uploads', () => {
  it('checks the kind and the size before uploading', () => {
    expect(checkUpload(file('licence.PDF'), 'certificate')).toBeNull();
    expect(checkUpload(file('photo.jpeg'), 'image')).toBeNull();
    expect(checkUpload(file('licence.pdf'), 'image')).toBe('imageType');
    expect(checkUpload(file('sheet.xlsx'), 'certificate')).toBe('certificateType');
    expect(checkUpload(file('scan.png', 10 * 1024 * 1024 + 1), 'certificate')).toBe('tooLarge');
  });

  it('sends the file as multipart field "file", with the token of whoever is signed in', async () => {
    signInInstitution('BloodBank');
    const { fetchMock, calls } = mockFetch({
      '/api/generic/file': {
        body: {
          code: 200,
          message: 'File uploaded',
          content: { savedFiles: [{ name: 'a.png', location: '/x' }] },
        },
      },
    });
    vi.stubGlobal('fetch', fetchMock);

    expect(await uploadFile(file('a.png'))).toEqual({ name: 'a.png', location: '/x' });
    window.localStorage.clear();
    await uploadFile(file('a.png'));
    const [signedIn, open] = calls;
    const body = signedIn?.init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('a.png');
    const headers = new Headers(signedIn?.init?.headers);
    expect(headers.get('Content-Type')).toBeNull(); // the browser adds multipart with its boundary
    expect(headers.get('Authorization')).toBe('Bearer institution-token');
    expect(new Headers(open?.init?.headers).get('Authorization')).toBeNull();
  });

  it('shows the server’s refusal of a file (413, 415)', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/generic/file': {
          status: 415,
          body: {
            code: 415,
            message: 'Only PDF, PNG, JPEG, text and Excel (.xlsx) files can be uploaded',
            content: {},
          },
        },
      }).fetchMock,
    );
    await expect(uploadFile(file('a.png'))).rejects.toMatchObject({
      status: 415,
      message: 'Only PDF, PNG, JPEG, text and Excel (.xlsx) files can be uploaded',
    });
  });
});

describe('downloading an uploaded file', () => {
  it('sends the token and returns the bytes', async () => {
    signInInstitution('BloodBank');
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return new Response('PNGDATA', { status: 200, headers: { 'Content-Type': 'image/png' } });
    });
    const blob = await fetchFileBlob('/api/generic/file/0b7a5f3e-3c1d-4e8a-9f2b-6d5c4b3a2f10.png');
    expect(await blob.text()).toBe('PNGDATA');
    expect(new Headers(calls[0]?.headers).get('Authorization')).toBe('Bearer institution-token');
  });

  it('ends the session when the token is refused, and never leaves /api/', async () => {
    signInInstitution('BloodBank');
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 401, message: 'Session expired', content: {} }), { status: 401 }),
    );
    await expect(
      fetchFileBlob('/api/generic/file/0b7a5f3e-3c1d-4e8a-9f2b-6d5c4b3a2f10.png'),
    ).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
    await expect(fetchFileBlob('https://elsewhere.example/x.png')).rejects.toMatchObject({ status: 0 });
  });
});
