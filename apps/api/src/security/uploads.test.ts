import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { allEndpoints, type InstitutionType, MAX_FILE_BYTES } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInApp } from '../modules/mobile/mobile.test-support.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution } from '../test/callers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { callerKindFor, keyOf, placeholderPath } from './security.test-support.js';

/**
 * What a file upload may carry and how it comes back: the type is read from the bytes, never from the name;
 * nothing over the limit is read, and a refusal leaves no file behind; a stored file is sent with the type it
 * was found to be, as a download with a clean name, and only to whoever may see it. Every endpoint that takes
 * a body refuses one over the limit with 413, never 500.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);
const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0])]);
const HTML = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/institution/get")</script></body></html>',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"></svg>');

let t: TestApp;
let owner: Caller;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInInstitution(t);
  uploads = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

const filesKept = () => (existsSync(uploads) ? readdirSync(uploads).length : 0);

function upload(caller: Caller, bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  return caller.send('POST', '/api/generic/file', form);
}

async function uploaded(caller: Caller, bytes: Buffer, filename: string): Promise<string> {
  const response = await upload(caller, bytes, filename);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.savedFiles[0].location;
}

describe('the type of an upload is read from its bytes', () => {
  it.each([
    ['a Linux program', 'licence.pdf', ELF],
    ['a Windows program', 'licence.pdf', WINDOWS_PROGRAM],
    ['a web page', 'licence.pdf', HTML],
    ['a web page', 'photo.png', HTML],
    ['a web page', 'page.html', HTML],
    ['an SVG with a script', 'logo.png', SVG],
    ['an SVG with a script', 'logo.svg', SVG],
    ['a program', 'note.txt', ELF],
  ])('%s named %s is refused with 415 and nothing is kept', async (_what, filename, bytes) => {
    const before = filesKept();
    const response = await upload(owner, bytes, filename);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ code: 415 });
    expect(filesKept()).toBe(before);
  });

  it('a PDF named .html is kept as the PDF it is, and a page named .txt comes back as plain text', async () => {
    const pdf = await uploaded(owner, PDF, 'report.html');
    expect(pdf).toMatch(/\.pdf$/);
    expect((await owner.send('GET', pdf)).headers['content-type']).toBe('application/pdf');
    const text = await owner.send('GET', await uploaded(owner, HTML, 'note.txt'));
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the size of an upload is limited', () => {
  it(`a file of MAX_FILE_BYTES is taken, one byte more is 413, and nothing of it is kept`, async () => {
    const atLimit = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES - PDF.length, 0x20)]);
    await uploaded(owner, atLimit, 'scan.pdf');
    const before = filesKept();
    const response = await upload(owner, Buffer.concat([atLimit, Buffer.from(' ')]), 'scan.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413 });
    expect(filesKept()).toBe(before);
  });

  it('a second file in the same request is not taken', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'one.pdf');
    form.append('file', new Blob([PDF]), 'two.pdf');
    const before = filesKept();
    const response = await owner.send('POST', '/api/generic/file', form);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(filesKept() - before).toBeLessThanOrEqual(1);
  });

  it('every endpoint that takes a body refuses one over the limit with 413, never 500', async () => {
    const callers: Record<string, Caller> = {};
    const callerFor = async (kind: string | null, type: InstitutionType) => {
      const key = kind === 'institution' ? type : (kind ?? 'anonymous');
      callers[key] ??=
        kind === 'institution'
          ? await signedInInstitution(t, { type })
          : kind === 'admin'
            ? await signedInAdmin(t)
            : kind === 'person'
              ? await signUpInApp(t)
              : anonymous(t);
      return callers[key] as Caller;
    };
    const huge = JSON.stringify({ rows: 'x'.repeat(2 * 1024 * 1024 + 1) });
    // A multipart upload streams its file against MAX_FILE_BYTES instead (above).
    for (const definition of allEndpoints().filter((d) => d.method === 'POST' && d.transfer !== 'upload')) {
      const types = (definition.auth as { types?: readonly InstitutionType[] }).types;
      const caller = await callerFor(callerKindFor(definition), types?.[0] ?? 'BloodBank');
      const response = await caller.send('POST', placeholderPath(definition), huge, {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${keyOf(definition)}: ${response.body.slice(0, 200)}`).toBe(413);
    }
  });
});

describe('a stored file is sent back safely, and only to whoever may see it', () => {
  it('with the type it was found to be, as an attachment-safe name, never as a page', async () => {
    const location = await uploaded(owner, PDF, 'evil"\r\nSet-Cookie: a=b; .pdf');
    const response = await owner.send('GET', location);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^(inline|attachment); filename="[^"\r\n]*"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
  });

  it('to the uploading institution and to administrators; another institution gets 404, nobody else in', async () => {
    const location = await uploaded(owner, PNG, 'cross-match.png');
    const other = await signedInInstitution(t, { type: 'Hospital' });
    const person = await signUpInApp(t);
    expect((await owner.send('GET', location)).statusCode).toBe(200);
    expect((await (await signedInAdmin(t)).send('GET', location)).statusCode).toBe(200);
    expect((await other.send('GET', location)).statusCode).toBe(404);
    expect((await person.send('GET', location)).statusCode).toBe(404);
    expect((await anonymous(t).send('GET', location)).statusCode).toBe(401);
  });

  it("a person's own upload is theirs alone; a registration's certificate is the administrators'", async () => {
    const person = await signUpInApp(t);
    const own = await uploaded(person, PDF, 'prescription.pdf');
    expect((await person.send('GET', own)).statusCode).toBe(200);
    expect((await (await signUpInApp(t)).send('GET', own)).statusCode).toBe(404);
    expect((await owner.send('GET', own)).statusCode).toBe(404);

    const certificate = await uploaded(anonymous(t), PDF, 'licence.pdf');
    expect((await owner.send('GET', certificate)).statusCode).toBe(404);
    expect((await person.send('GET', certificate)).statusCode).toBe(404);
    expect((await (await signedInAdmin(t)).send('GET', certificate)).statusCode).toBe(200);
  });
});
