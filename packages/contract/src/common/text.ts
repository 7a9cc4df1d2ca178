import { z } from 'zod';

/**
 * Every text field of every endpoint is built from these, so each has a length bound and refuses control
 * characters. PostgreSQL cannot store NUL in text (a NUL once answered 500), and newlines or escape codes
 * smuggled into a name end up in official mails and logs.
 */
export const TEXT_LIMITS = {
  /** Names of people and institutions, designations, cities. */
  name: 100,
  /** One line: an address, a title, a registration number. */
  line: 300,
  /** Free text with line breaks: comments, reasons, notes. */
  paragraph: 2000,
  /** A search box. */
  search: 100,
  email: 254,
  /** Passwords: one limit for setting and for signing in. */
  password: 128,
} as const;

export const CONTROL_CHARACTERS_MESSAGE = 'Remove the special characters from this field';

const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls, DEL and C1 controls; a paragraph may keep tab, line feed and carriage return. */
export function hasControlCharacters(value: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(allowLineBreaks && LINE_BREAKS.has(code))) return true;
  }
  return false;
}

interface TextOptions {
  /** Longest accepted text after trimming; `message` is also given for a text that is too long. */
  max: number;
  /** The message for a missing, empty or too long value (the spec's wording where it has one). */
  message?: string;
  /** Required texts refuse the empty string after trimming. */
  required?: boolean;
}

// The length is checked first and stops the checks there (`abort`): no later rule ever reads a text that is
// longer than the field allows, however much a client sends.
const bounded = (max: number, message: string | undefined) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .max(max, { message: message ?? `At most ${max} characters`, abort: true });

/** One line of text: trimmed, bounded, no control characters. */
export function lineText({ max, message, required = false }: TextOptions) {
  const base = bounded(max, message).refine(
    (value) => !hasControlCharacters(value),
    CONTROL_CHARACTERS_MESSAGE,
  );
  return required ? base.min(1, message ?? 'This field is required') : base;
}

/** Free text that may have line breaks (comments, reasons): bounded, no other control characters. */
export function paragraphText({
  max = TEXT_LIMITS.paragraph,
  message,
  required = false,
}: Partial<TextOptions>) {
  const base = bounded(max, message).refine(
    (value) => !hasControlCharacters(value, true),
    CONTROL_CHARACTERS_MESSAGE,
  );
  return required ? base.min(1, message ?? 'This field is required') : base;
}

/** Text that is not trimmed or judged, only bounded and free of control characters (passwords). */
export function secretText({ max, message }: TextOptions) {
  return z
    .string(message ? { error: message } : undefined)
    .max(max, { message: message ?? `At most ${max} characters`, abort: true })
    .refine((value) => !hasControlCharacters(value), message ?? CONTROL_CHARACTERS_MESSAGE);
}

// Bounded repetitions keep the check linear in the length of the text (no backtracking blow-up).
const LINK_PATTERN = /(https?:\/\/|www\.|\b[a-z0-9-]{1,63}\.(com|in|org|net|io|xyz|info|co)\b)/i;

/** True when a text carries something a mail client would turn into a link. */
export function looksLikeLink(value: string): boolean {
  return LINK_PATTERN.test(value);
}

/** A name that goes into official mails: one line and no web addresses. */
export function nameText(options: Omit<TextOptions, 'max'> & { max?: number }) {
  return lineText({ max: TEXT_LIMITS.name, ...options }).refine(
    (value) => !looksLikeLink(value),
    'A name cannot contain a web address',
  );
}

/** The search box of every list: optional, one line. */
export const searchTextSchema = lineText({ max: TEXT_LIMITS.search });
