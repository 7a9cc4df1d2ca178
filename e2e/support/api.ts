import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, type DemoInstitution } from './accounts.js';

/**
 * The API as a journey calls it beside the page (bearer tokens, no cookies), to raise or read what the person
 * then finds on screen, and the days and words that keep a journey's data its own.
 */

export interface Answer<T> {
  status: number;
  message: string;
  content: T;
}

/** Calls the API with a session's token, as the app does; returns the whole answer, refusals included. */
export async function callApi<T>(
  page: Page,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  input: { params?: Record<string, string | number>; data?: unknown } = {},
): Promise<Answer<T>> {
  const response = await page.request.fetch(path, {
    method,
    ...input,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { message: string; content: T };
  return { status: response.status(), message: body.message, content: body.content };
}

/** A session of another demo account, signed in through the API beside the page's own (no cookies: bearer). */
export async function sessionOf(page: Page, account: DemoInstitution): Promise<string> {
  const answer = await callApi<{ data: { token: string } }>(page, '', 'POST', '/api/institution/login', {
    data: { loginId: account.email, password: DEMO_PASSWORD, role: 'Login' },
  });
  expect(answer.status, `signing in as ${account.email}: ${answer.message}`).toBe(200);
  return answer.content.data.token;
}

/** Today on India's calendar (yyyy-mm-dd): the server's today, the earliest Required By it takes. */
export function indiaToday(): string {
  return new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

/** Comments no other journey or run writes: the clock in base 36 makes them the journey's own. */
export function ownComments(words: string): string {
  return `${words} (${Date.now().toString(36).toUpperCase()})`;
}
