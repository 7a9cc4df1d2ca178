import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from '../../test/callers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DOCX, XLSX } from '../../test/zip.js';

let t: TestApp;
let token: string;
let owner: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInInstitution(t);
  token = owner.token ?? '';
});
afterAll(() => t.close());

// The smallest real files of each kind: what a scanner or phone would produce, reduced to the signature.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
]);
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);

/** Uploads as the owner institution (registration's anonymous upload has its own test). */
function upload(bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  return owner.send('POST', '/api/generic/file', form);
}

const download = (location: string, authorization = `Bearer ${token}`) =>
  t.app.inject({ method: 'GET', url: location, headers: authorization ? { authorization } : {} });

describe('uploading a file', () => {
  it.each([
    ['a certificate scan as PDF', PDF, 'Licence 2026.pdf', 'application/pdf'],
    ['a photo as PNG', PNG, 'front.png', 'image/png'],
    ['a photo as JPEG', JPEG, 'front.jpeg', 'image/jpeg'],
    [
      'a note as text',
      Buffer.from('Cold chain checked 21/11/2026\n'),
      'note.txt',
      'text/plain; charset=utf-8',
    ],
    [
      'a donor sheet as .xlsx',
      XLSX,
      'donors.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  ])(
    'stores %s under a random name and gives it back to a signed-in user',
    async (_what, bytes, filename, type) => {
      const response = await upload(bytes, filename);
      expect(response.statusCode).toBe(200);
      const [saved] = response.json().content.savedFiles;
      expect(saved.name).toBe(filename);
      expect(saved.location).toMatch(/^\/api\/generic\/file\/[0-9a-f-]{36}\.(pdf|png|jpg|txt|xlsx)$/);

      const back = await download(saved.location);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(type);
      expect(back.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('registration may upload before any account exists', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'registration.pdf');
    expect((await anonymous(t).send('POST', '/api/generic/file', form)).statusCode).toBe(200);
  });

  it('the type is read from the content: a program renamed to .pdf is refused', async () => {
    const response = await upload(ELF, 'certificate.pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(415);
  });

  it('a Word document is not a spreadsheet, even when named .xlsx', async () => {
    expect((await upload(DOCX, 'donors.xlsx')).statusCode).toBe(415);
  });

  it('binary bytes calling themselves .txt are refused', async () => {
    expect((await upload(Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff]), 'notes.txt')).statusCode).toBe(415);
  });

  it('a PDF named .png is stored as the PDF it is', async () => {
    const [saved] = (await upload(PDF, 'looks-like-an-image.png')).json().content.savedFiles;
    expect(saved.location).toMatch(/\.pdf$/);
  });

  it('a file over 10 MB is refused with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const response = await upload(big, 'huge.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(413);
  });

  it('an empty file or a request without a file is a clear 400', async () => {
    expect((await upload(Buffer.alloc(0), 'empty.pdf')).statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/generic/file',
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  // Found by src/fuzz.test.ts: the multipart parser's own errors answered 500.
  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    [
      'a body cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"',
    ],
    ['no parts at all', 'multipart/form-data; boundary=x', 'not multipart'],
  ])('a body that only claims to be multipart (%s) is a clear 400', async (_what, type, payload) => {
    const response = await owner.send('POST', '/api/generic/file', payload, {
      headers: { 'content-type': type },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: expect.stringContaining('multipart') });
  });

  it('the sender’s file name cannot climb out of the uploads folder', async () => {
    const [saved] = (await upload(PDF, '../../../etc/passwd.pdf')).json().content.savedFiles;
    expect(saved.name).toBe('passwd.pdf');
    expect(saved.location).not.toContain('..');
  });
});

describe('reading files back', () => {
  it('needs a signed-in user', async () => {
    const [saved] = (await upload(PDF, 'private.pdf')).json().content.savedFiles;
    expect((await download(saved.location, '')).statusCode).toBe(401);
  });

  it('a file belongs to the uploading institution: another institution gets 404, an administrator reads it', async () => {
    const [saved] = (await upload(PDF, 'cross-match.pdf')).json().content.savedFiles;
    const other = await signedInInstitution(t);
    const admin = await signedInAdmin(t);
    expect((await other.send('GET', saved.location)).statusCode).toBe(404);
    expect((await admin.send('GET', saved.location)).statusCode).toBe(200);
    expect((await owner.send('GET', saved.location)).statusCode).toBe(200);
  });

  it('a certificate uploaded while registering is read by administrators only', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'licence.pdf');
    const [saved] = (await anonymous(t).send('POST', '/api/generic/file', form)).json().content.savedFiles;
    expect((await owner.send('GET', saved.location)).statusCode).toBe(404);
    expect((await (await signedInAdmin(t)).send('GET', saved.location)).statusCode).toBe(200);
  });

  it('answers are never kept in a browser or proxy cache', async () => {
    const [saved] = (await upload(PDF, 'report.pdf')).json().content.savedFiles;
    expect((await download(saved.location)).headers['cache-control']).toBe('no-store');
  });

  it('paths that are not ours are simply not found', async () => {
    for (const name of ['..%2F..%2Fpackage.json', 'jwt-secret', '00000000-0000-0000-0000-000000000000.pdf']) {
      const response = await download(`/api/generic/file/${name}`);
      expect(response.statusCode, name).toBe(404);
    }
  });
});
