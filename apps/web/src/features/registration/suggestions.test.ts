import { describe, expect, it } from 'vitest';
import { exactMatch, rankSuggestions } from './suggestions';

// Maharashtra's cities as the api lists them: alphabetical, so "Hadapsar, Pune" comes before "Pune".
const CITIES = ['Ahmednagar', 'Hadapsar, Pune', 'Japuni', 'Mumbai', 'Pune', 'Pune Division', 'Puntamba'];

describe('ranking suggestions', () => {
  it('puts the exact name first, then names starting with the term, then words, then the rest', () => {
    expect(rankSuggestions(CITIES, 'pun')).toEqual([
      'Pune',
      'Pune Division',
      'Puntamba',
      'Hadapsar, Pune',
      'Japuni',
    ]);
    expect(rankSuggestions(CITIES, 'pune')).toEqual(['Pune', 'Pune Division', 'Hadapsar, Pune']);
    expect(rankSuggestions(['Pune Division', 'Pune'], ' PUNE ')[0]).toBe('Pune');
  });

  it('keeps the list as it is for an empty term, and stops at the limit', () => {
    expect(rankSuggestions(CITIES, '  ')).toEqual(CITIES);
    expect(rankSuggestions(CITIES, 'p', 2)).toEqual(['Pune', 'Pune Division']);
  });

  it('finds the one exact name, ignoring case and spaces', () => {
    expect(exactMatch(CITIES, ' pune ')).toBe('Pune');
    expect(exactMatch(CITIES, 'pun')).toBeNull();
    expect(exactMatch(CITIES, '')).toBeNull();
  });
});
