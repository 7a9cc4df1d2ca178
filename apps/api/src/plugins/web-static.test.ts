import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PAGE = '<!doctype html><html lang="en"><title>RaktSetu</title><div id="root"></div></html>';
const SIGN_IN_PAGE = '<!doctype html><html lang="en"><title>RaktSetu</title><div id="sign-in"></div></html>';
const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => `screen ${i}`))};`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'raktsetu-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // What the web build writes beside its files (apps/web/scripts/compress.mjs).
  for (const [file, content] of [
    ['index.html', PAGE],
    ['sign-in.html', SIGN_IN_PAGE],
    ['assets/screens-5678.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(webDist, file), content);
    writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(content));
  }
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app is served at every screen address', () => {
  it.each([
    '/',
    '/camp-details/42',
    '/Super-Admin/Dashboard',
    '/Super-Admin',
    '/signup',
    '/forgetPassword?loginId=a%40b.in',
    '/no-such-screen',
    '/login/extra',
    '/Super-Admin/login/extra',
    '/admin/login',
  ])("%s answers the app's page, never JSON", async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(PAGE);
  });

  // The sign-in doors are a page of their own (docs/decisions/0029-code-splitting.md), found the way the
  // app's router finds a route: in any case, with or without a final slash, with or without a query.
  it.each([
    '/login',
    '/LOGIN',
    '/login/',
    '/login?next=%2Fprofile',
    '/Super-Admin/login',
    '/super-admin/Login',
    '/Super-Admin/login/',
    '/%4Cogin',
  ])('%s answers the sign-in page, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SIGN_IN_PAGE);
  });

  it('answers HEAD for the sign-in page as for any page', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('built assets are files, cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=3600/);
  });

  it('sends the compressed copy the browser accepts, brotli first, and the plain file otherwise', async () => {
    const url = '/assets/screens-5678.js';
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toMatch(/max-age=3600/);
    expect(brotli.rawPayload.equals(readFileSync(path.join(webDist, 'assets/screens-5678.js.br')))).toBe(
      true,
    );

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('a file built without compressed copies is sent as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it.each([
    ['/', PAGE],
    ['/profile', PAGE],
    ['/login', SIGN_IN_PAGE],
    ['/Super-Admin/login', SIGN_IN_PAGE],
  ])('%s sends the compressed page, still never cached', async (url, page) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it('a built file that is not there is a 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/old-chunk-abcd1234.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('an unknown API path is still a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });
});
