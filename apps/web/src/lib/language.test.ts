import i18next, { type i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import hi from '../locales/hi.json';
import { i18nOptions } from './i18n-options';
import {
  chooseLanguage,
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_TEXTS,
  localeOf,
  startLanguage,
  storedLanguage,
} from './language';

/**
 * Which language a page opens in, how Hindi arrives (on demand, never with the page), and what follows a
 * change: <html lang> and the formatters' locale. Each test opens a page of its own: a fresh i18next.
 */

let opened: I18n[] = [];

async function openPage(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init(i18nOptions());
  opened.push(i18n);
  await startLanguage(i18n);
  return i18n;
}

afterEach(async () => {
  // Back to English, so the page and the formatters are as the other tests expect.
  for (const i18n of opened) await i18n.changeLanguage('en');
  opened = [];
});

describe('the language a page opens in', () => {
  it('is English on a device that never chose one, with no Hindi texts loaded', async () => {
    const page = await openPage();

    expect(page.language).toBe('en');
    expect(page.hasResourceBundle('hi', 'translation')).toBe(false);
    expect(document.documentElement.lang).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(page.t('auth.login.title', 'Sign in')).toBe('Sign in');
  });

  it('is the one this device last used: Hindi is loaded first, then shown', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');

    const page = await openPage();

    expect(page.language).toBe('hi');
    expect(page.t('auth.login.title', 'Sign in')).toBe(hi.auth.login.title);
    expect(document.documentElement.lang).toBe('hi');
    expect(currentLanguage()).toBe('hi');
    expect(localeOf()).toBe('hi-IN');
  });

  it('ignores a stored value that is no language of the app', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBeNull();

    expect((await openPage()).language).toBe('en');
  });

  it('is English when Hindi’s texts cannot be loaded: the page opens rather than not at all', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    vi.spyOn(LANGUAGE_TEXTS, 'hi').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );

    const page = await openPage();

    expect(page.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('choosing a language', () => {
  it('shows it, follows it in <html lang> and the formatters, and remembers it on this device', async () => {
    const page = await openPage();

    await chooseLanguage(page, 'hi');
    expect(page.t('shell.logout', 'Logout')).toBe(hi.shell.logout);
    expect(document.documentElement.lang).toBe('hi');
    expect(localeOf()).toBe('hi-IN');
    expect(storedLanguage()).toBe('hi');

    await chooseLanguage(page, 'en');
    expect(page.t('shell.logout', 'Logout')).toBe('Logout');
    expect(document.documentElement.lang).toBe('en');
    expect(localeOf()).toBe('en-IN');
    expect(storedLanguage()).toBe('en');
  });

  it('still switches when this browser refuses storage', async () => {
    const page = await openPage();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await chooseLanguage(page, 'hi');

    expect(page.language).toBe('hi');
    expect(storedLanguage()).toBeNull();
  });
});
