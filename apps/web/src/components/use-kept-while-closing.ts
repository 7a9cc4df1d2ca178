import { useState } from 'react';

/**
 * What an open popup shows, kept while it fades out after `value` went back to nothing: a closing popup keeps
 * its words instead of flashing empty. `isOpen` says when a value opens it (by default: when it is not null).
 */
export function useKeptWhileClosing<T>(
  value: T | null,
  isOpen: (value: T | null) => boolean = (v) => v !== null,
) {
  const [kept, setKept] = useState(value);
  if (isOpen(value) && value !== kept) setKept(value);
  return kept;
}
