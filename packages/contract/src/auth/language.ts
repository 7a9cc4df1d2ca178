import { z } from 'zod';

/**
 * The languages of the app (issue 17 item 4, docs/decisions/0054): every screen, message and mail in English and
 * Hindi. Each person's choice is kept with their account and comes back with every sign-in.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const languageSchema = z.enum(LANGUAGES);

/** Each language named in itself, as a switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const languageChoiceSchema = z.object({ language: languageSchema });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
