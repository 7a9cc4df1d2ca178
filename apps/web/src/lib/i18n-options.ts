import { DEFAULT_LANGUAGE, LANGUAGES } from '@raktsetu/contract';
import type { InitOptions } from 'i18next';

/**
 * Every string a person reads goes through `t('key', 'English default')`. English lives in the code as
 * the default, so only the other languages have resources: Hindi (locales/hi.json), added by lib/language.ts
 * when someone chooses it (docs/decisions/0054-languages.md). Shared by the app (lib/i18n.ts) and the
 * sign-in page (src/sign-in/), which runs i18next without React.
 *
 * A function, not a constant: i18next keeps the `resources` object it is given and adds a language to it,
 * so two instances given the same object would share every language either of them loaded.
 */
export function i18nOptions(): InitOptions {
  return {
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: {} } },
    // React escapes what it renders, and the sign-in page only ever sets textContent.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  };
}
