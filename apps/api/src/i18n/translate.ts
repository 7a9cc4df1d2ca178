import { DEFAULT_LANGUAGE, type Language } from '@raktsetu/contract';
import { HI_MESSAGES } from './hi-messages.js';

/**
 * The language an answer's messages are written in: the first of the caller's `Accept-Language` choices that
 * RaktSetu speaks (the web app sends the language on its screen; the mobile app its phone's), else English.
 */
export function answerLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const choices = acceptLanguage
    .slice(0, 200)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((choice) => choice.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of choices) {
    if (tag === 'hi' || tag.startsWith('hi-')) return 'hi';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

interface Template {
  pattern: RegExp;
  /** The number of each value in the order the English carries them. */
  slots: number[];
  hindi: string;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Messages with values in them (`No unit with the number {1}`), matched whole, values carried across. A value
 * that is only an English plural ending (`unit{2}` → `s`) has no place in the Hindi and is left out of it.
 */
const TEMPLATES: Template[] = Object.entries(HI_MESSAGES)
  .filter(([english]) => /\{\d+\}/.test(english))
  .map(([english, hindi]) => {
    const slots: number[] = [];
    const source = english
      .split(/(\{\d+\})/)
      .map((part) => {
        const slot = /^\{(\d+)\}$/.exec(part);
        if (!slot) return literal(part);
        slots.push(Number(slot[1]));
        return '(.*?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), slots, hindi };
  })
  // The most specific first: a longer fixed text wins over a shorter one that also matches.
  .sort((a, b) => b.pattern.source.length - a.pattern.source.length);

/** A message in the language asked for; one without a translation stays as it is. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en' || !message) return message;
  const exact = HI_MESSAGES[message];
  if (exact !== undefined) return exact;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    // A value that is itself a message (`Bag {1}: {2}` with "is already disposed") is said in Hindi too.
    return template.slots.reduce((text, slot, index) => {
      const value = match[index + 1] ?? '';
      return text.replace(`{${slot}}`, () => HI_MESSAGES[value] ?? value);
    }, template.hindi);
  }
  return message;
}
