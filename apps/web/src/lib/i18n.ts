import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from './i18n-options';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init(I18N_OPTIONS);
