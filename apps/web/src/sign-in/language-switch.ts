import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@raktsetu/contract';
import { LANGUAGE_SWITCH_LABEL } from '../lib/language';
import { h } from './dom';
import { i18n, type LiveTexts } from './i18n';

/**
 * "English | हिन्दी" on the sign-in page, as the app's switch (components/language-switch.tsx) draws it:
 * each language named in itself, the one shown pressed, two plain buttons for Tab, Enter and Space.
 * `choose` is the page's: it loads the texts, remembers the choice and says when that failed.
 */
export function languageSwitch(texts: LiveTexts, choose: (language: Language) => void): HTMLElement {
  const buttons = LANGUAGES.map((language) => {
    const button = h(
      'button',
      { type: 'button', class: 'rs-language-option', lang: language },
      LANGUAGE_NAMES[language],
    );
    button.addEventListener('click', () => {
      if (i18n.language !== language) choose(language);
    });
    return { language, button };
  });
  texts.follow(() => {
    for (const { language, button } of buttons)
      button.setAttribute('aria-pressed', String(i18n.language === language));
  });
  return h(
    'div',
    { class: 'rs-language', role: 'group', 'aria-label': LANGUAGE_SWITCH_LABEL },
    ...buttons.flatMap(({ button }, index) =>
      index === 0 ? [button] : [h('span', { class: 'rs-language-bar', 'aria-hidden': 'true' }, '|'), button],
    ),
  );
}
