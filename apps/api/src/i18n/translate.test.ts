import { describe, expect, it } from 'vitest';
import { HI_MESSAGES } from './hi-messages.js';
import { answerLanguage, translateMessage } from './translate.js';

describe('the language an answer is written in', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    // A phone set to Marathi that also reads Hindi gets Hindi; one that reads neither, English.
    ['mr-IN,mr;q=0.9,hi;q=0.8', 'hi'],
    ['ta-IN,ta;q=0.9', 'en'],
    // Weights decide, not the order written; q=0 means "not this one".
    ['en;q=0.5,hi;q=0.9', 'hi'],
    ['hi;q=0,en', 'en'],
    ['*', 'en'],
  ])('Accept-Language %j → %s', (header, language) => {
    expect(answerLanguage(header)).toBe(language);
  });
});

describe('a message in Hindi', () => {
  it('is the translation of the whole English message', () => {
    expect(translateMessage('Enter valid email and password', 'hi')).toBe(
      HI_MESSAGES['Enter valid email and password'],
    );
    expect(translateMessage('Enter valid email and password', 'en')).toBe('Enter valid email and password');
  });

  it('carries the values of a message with values in it', () => {
    const hindi = translateMessage('No unit with the number BAG-0042', 'hi');
    expect(hindi).toContain('BAG-0042');
    expect(hindi).toBe(HI_MESSAGES['No unit with the number {1}']?.replace('{1}', 'BAG-0042'));
  });

  it('leaves out an English plural ending, and says a value that is itself a message in Hindi', () => {
    for (const count of [1, 3]) {
      const english = `This request needs ${count} more unit${count === 1 ? '' : 's'}; 4 were selected`;
      expect(translateMessage(english, 'hi')).toBe(
        HI_MESSAGES['This request needs {1} more unit{2}; {3} were selected']
          ?.replace('{1}', String(count))
          .replace('{3}', '4'),
      );
    }
    expect(translateMessage('Bag B-7: is already disposed', 'hi')).toBe(
      `बैग B-7: ${HI_MESSAGES['is already disposed']}`,
    );
  });

  it('leaves a message it does not know as it is, rather than guess', () => {
    expect(translateMessage('Ravi Kumar', 'hi')).toBe('Ravi Kumar');
  });
});
