import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { i18nOptions } from '../lib/i18n-options';
import { startLanguage } from '../lib/language';

/** i18next without React: the same options and keys as the app (lib/i18n.ts). */
export const i18n: I18n = i18next.createInstance();
void i18n.init(i18nOptions());

export const t: TFunction = i18n.t.bind(i18n);

/** Settles once the page speaks the language this device last used: main.ts builds the page after it. */
export const languageReady: Promise<void> = startLanguage(i18n);

/** What a text says now: a `t` call, asked again whenever the language changes. */
export type Words = () => string;

/**
 * The texts of a page built without React, kept in step with the language switch: each remembers the `t`
 * call that wrote it and is written again, in place, when the language changes. The page keeps what a
 * person typed, where the focus is, and what is open.
 */
export interface LiveTexts {
  /** A text node saying `words`. */
  text(words: Words): Text;
  /** Sets `name` on `element` to `words` (an aria-label); returns the element. */
  attribute<E extends Element>(element: E, name: string, words: Words): E;
  /** Runs `apply` now and at every change of language (the document's title, which button is pressed). */
  follow(apply: () => void): void;
  /** Stops following the language. */
  stop(): void;
}

export function liveTexts(): LiveTexts {
  const updates: (() => void)[] = [];
  const update = () => {
    for (const apply of updates) apply();
  };
  i18n.on('languageChanged', update);
  const follow = (apply: () => void) => {
    apply();
    updates.push(apply);
  };
  return {
    text(words) {
      const node = document.createTextNode('');
      follow(() => {
        node.data = words();
      });
      return node;
    },
    attribute(element, name, words) {
      follow(() => element.setAttribute(name, words()));
      return element;
    },
    follow,
    stop() {
      i18n.off('languageChanged', update);
      updates.length = 0;
    },
  };
}
