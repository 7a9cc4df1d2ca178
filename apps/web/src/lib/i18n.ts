import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n-options';
import { startLanguage } from './language';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init(i18nOptions());

/**
 * Settles once the app speaks the language this device last used (Hindi's texts arrive from their own
 * chunk): main.tsx renders after it, so a Hindi reader never sees the screens flash in English first.
 */
export const languageReady: Promise<void> = startLanguage(i18n);
