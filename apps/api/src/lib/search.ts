const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%` and `_` typed by a person are letters, not wildcards. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** Text that starts with the term: the form a btree `text_pattern_ops` index can answer. */
export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}
