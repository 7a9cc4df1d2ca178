/**
 * Suggestions for a typed term, best first: the name itself, then names that start with the term, then
 * names with a word that starts with it, then names that merely contain it. Within a group the list's own
 * (alphabetical) order stays, so "pun" offers "Pune" before "Hadapsar, Pune" although H sorts first.
 */
export function rankSuggestions(names: readonly string[], term: string, limit = Number.POSITIVE_INFINITY) {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return names.slice(0, limit);
  const groups: [string[], string[], string[], string[]] = [[], [], [], []];
  for (const name of names) {
    const lower = name.toLowerCase();
    if (lower === wanted) groups[0].push(name);
    else if (lower.startsWith(wanted)) groups[1].push(name);
    else if (lower.split(/[\s,/().-]+/).some((word) => word.startsWith(wanted))) groups[2].push(name);
    else if (lower.includes(wanted)) groups[3].push(name);
  }
  return groups.flat().slice(0, limit);
}

/** The one name equal to the text, ignoring case and surrounding spaces; null when there is none. */
export function exactMatch(names: readonly string[], text: string): string | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  return names.find((name) => name.toLowerCase() === wanted) ?? null;
}
