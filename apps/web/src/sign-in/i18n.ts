import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { I18N_OPTIONS } from '../lib/i18n-options';

/** i18next without React: the same options and keys as the app (lib/i18n.ts). */
export const i18n: I18n = i18next.createInstance();
void i18n.init(I18N_OPTIONS);

export const t: TFunction = i18n.t.bind(i18n);
