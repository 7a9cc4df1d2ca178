import { describe, expect, it } from 'vitest';
import { HI_MESSAGES } from './hi-messages.js';
import { apiMessageCatalogue } from './message-catalogue.js';

const catalogue = apiMessageCatalogue();
const slots = (text: string): string[] => [...(text.match(/\{\d+\}/g) ?? [])].sort();
/** What may stay in Latin letters inside Hindi: names, units and codes. */
const KEPT =
  /^(RaktSetu|OTP|ml|g|dL|kg|km|cm|mm|Hg|ID|IDs|PDF|CSV|xlsx|Aadhaar|Aadhar|NGO|HIV|HBsAg|HCV|VDRL|RDP|SDP|FFP|PRBC|TRALI|TACO|GvHD|Rh|A|B|AB|O|ISBT|URL|SMS|PIN|GST|UTC|IST|[A-Z]{2,}[0-9]*)$/;

describe('the API speaks Hindi', () => {
  it('has a Hindi text for every message the API may answer with', () => {
    expect(catalogue.length).toBeGreaterThan(300);
    expect(catalogue.filter((message) => HI_MESSAGES[message] === undefined)).toEqual([]);
  });

  it('keeps every value of a message in its Hindi text, but for English plural endings', () => {
    const pluralEnding = (english: string, slot: string) =>
      new RegExp(`[a-z]\\${slot.slice(0, -1)}\\}`).test(english);
    const broken = Object.entries(HI_MESSAGES).filter(([english, hindi]) => {
      const kept = slots(hindi);
      const dropped = slots(english).filter((slot) => !kept.includes(slot));
      return (
        new Set(kept).size !== kept.length ||
        kept.some((slot) => !slots(english).includes(slot)) ||
        dropped.some((slot) => !pluralEnding(english, slot))
      );
    });
    expect(broken).toEqual([]);
  });

  it('writes Hindi, leaving only names, units and codes in Latin letters', () => {
    const english = Object.entries(HI_MESSAGES).flatMap(([key, hindi]) =>
      (hindi.match(/[A-Za-z]+/g) ?? [])
        .filter((word) => !KEPT.test(word))
        .map((word) => `${word} in "${hindi}" (${key})`),
    );
    expect(english).toEqual([]);
  });
});
