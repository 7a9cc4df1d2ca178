import { MESSAGES } from '@raktsetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HI_MESSAGES } from '../i18n/hi-messages.js';
import { anonymous, signedInInstitution } from '../test/callers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

describe('answers in the language of the person asking', () => {
  it('refuses a wrong password in Hindi for a Hindi screen, in English otherwise', async () => {
    const wrong = { loginId: 'nobody@example.in', password: 'Wrong-password-1', role: 'Login' };
    const hindi = await anonymous(t).send('POST', '/api/institution/login', wrong, { headers: HINDI });
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().message).toBe(HI_MESSAGES[MESSAGES.loginInvalid]);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.headers.vary).toContain('accept-language');

    const english = await anonymous(t).send('POST', '/api/institution/login', wrong);
    expect(english.json().message).toBe(MESSAGES.loginInvalid);
    expect(english.headers['content-language']).toBeUndefined();
  });

  it('says each field error of a refused form in Hindi', async () => {
    const response = await anonymous(t).send(
      'POST',
      '/api/institution/login',
      { loginId: '', password: '', role: 'Login' },
      { headers: HINDI },
    );
    expect(response.statusCode).toBe(400);
    const { message, content } = response.json();
    const errors = content.errors as { field: string; message: string }[];
    expect(errors.length).toBeGreaterThan(0);
    for (const error of [{ message }, ...errors]) {
      expect(error.message, 'a message in Devanagari').toMatch(/[\u0900-\u097F]/);
    }
  });

  it('carries the values of a message across: the number typed stays as typed', async () => {
    const bank = await signedInInstitution(t);
    const response = await bank.send('GET', '/api/institution/inventory/find?code=NOPE-77', undefined, {
      headers: HINDI,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      HI_MESSAGES['No unit with the number {1}']?.replace('{1}', 'NOPE-77'),
    );
  });

  it('leaves the data alone: the content of an answer is the same in both languages', async () => {
    await signedInInstitution(t, { place: { city: 'Panaji', state: 'Goa' } });
    const url = '/api/public/blood-availability/cities?state=Goa';
    const english = await anonymous(t).send('GET', url);
    const hindi = await anonymous(t).send('GET', url, undefined, { headers: HINDI });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().content).toEqual(english.json().content);
  });
});
