import type { InitOptions } from 'i18next';

/**
 * Every string a person reads goes through `t('key', 'English default')`. English lives in the code as
 * the default, so resources are only needed once another language (Hindi) arrives. Shared by the app
 * (lib/i18n.ts) and the sign-in page (src/sign-in/), which runs i18next without React.
 */
export const I18N_OPTIONS: InitOptions = {
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  resources: { en: { translation: {} } },
  // React escapes what it renders, and the sign-in page only ever sets textContent.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
};
