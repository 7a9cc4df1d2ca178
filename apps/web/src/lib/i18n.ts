import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every string a person reads goes through `t('key', 'English default')`. English lives in the
 * components as the default, so this file only needs resources once another language (Hindi) arrives.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  resources: { en: { translation: {} } },
  interpolation: { escapeValue: false }, // React escapes already.
  returnEmptyString: false,
  initAsync: false,
});
