import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@raktsetu/contract';
import type { i18n as I18n } from 'i18next';

/**
 * The language a person reads the web app in (docs/decisions/0054-languages.md). English is written in the
 * code as every text's default; Hindi is a resource file loaded only when someone chooses it, so nobody
 * downloads 230 KB of texts they never read. No React here: the sign-in page (src/sign-in/) uses it too.
 */

/**
 * The name of the language switch, in both languages: whoever cannot read the page's language still finds
 * the way out of it. Not a translated text, for the same reason.
 */
export const LANGUAGE_SWITCH_LABEL = 'Language / भाषा';

/** The device remembers the last language used, so the sign-in page and public pages open in it. */
export const LANGUAGE_STORAGE_KEY = 'raktsetu.language';

/** The languages besides English, each with how its texts load: on demand, from a chunk of their own. */
export const LANGUAGE_TEXTS: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  hi: () => import('../locales/hi.json'),
};

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language this device last used, or null when none was chosen (or storage is blocked). */
export function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

let current: Language = DEFAULT_LANGUAGE;

/** The language the page shows now: what dates and numbers are formatted for (lib/format.ts). */
export function currentLanguage(): Language {
  return current;
}

/**
 * The locale of dates and numbers. Both group digits the Indian way (1,00,000); Hindi keeps the Latin digits,
 * as Indian government sites do (the formatters ask for numberingSystem 'latn').
 */
export function localeOf(language: Language = current): 'en-IN' | 'hi-IN' {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/**
 * Makes the page follow `i18n`'s language: `<html lang>` (what screen readers pronounce by and what axe
 * checks) and the formatters. Called once for each i18next instance (the app's, the sign-in page's).
 */
export function followLanguage(i18n: I18n): void {
  const apply = (language: string) => {
    current = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    // A screen module imported outside a browser (the bundle test reads each one in Node) has no page.
    if (typeof document !== 'undefined') document.documentElement.lang = current;
  };
  i18n.on('languageChanged', apply);
  if (i18n.language) apply(i18n.language);
}

/** Switches `i18n` to `language`, first loading its texts when this page has not loaded them yet. */
export async function applyLanguage(i18n: I18n, language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const texts = await LANGUAGE_TEXTS[language]();
    i18n.addResourceBundle(language, 'translation', texts.default, true, true);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * The language a page opens in: the one this device last used. When its texts cannot be loaded (the
 * network dropped), the page opens in English rather than not at all.
 */
export async function startLanguage(i18n: I18n): Promise<void> {
  followLanguage(i18n);
  const language = storedLanguage();
  if (!language || language === DEFAULT_LANGUAGE) return;
  try {
    await applyLanguage(i18n, language);
  } catch {
    // English it is; the switch offers Hindi again.
  }
}

/** A person chose a language here: shown at once and remembered on this device. */
export async function chooseLanguage(i18n: I18n, language: Language): Promise<void> {
  await applyLanguage(i18n, language);
  rememberLanguage(language);
}
