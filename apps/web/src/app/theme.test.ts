import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, DIMMED, HOVERED_ROW, PLACEHOLDER, theme } from './theme';

/**
 * WCAG 2.1 AA asks 4.5:1 for text (docs/decisions/0030-accessibility-checks.md). The browser journey
 * measures the screens that exist; this checks the colours every future screen will take from the theme.
 */
const AA = 4.5;
const WHITE = '#ffffff';
const PAGE = DEFAULT_THEME.colors.gray[0];

const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light as Record<string, string>;
const palettes = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;

describe('the theme’s colours read at WCAG AA', () => {
  it('dimmed help text and placeholders', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED);
    expect(contrastRatio(DIMMED, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(DIMMED, PAGE)).toBeGreaterThanOrEqual(AA);
    expect(light['--mantine-color-placeholder']).toBe(PLACEHOLDER);
    expect(contrastRatio(PLACEHOLDER, WHITE)).toBeGreaterThanOrEqual(AA);
    // A hint, not a value: lighter than typed text and than dimmed help.
    expect(contrastRatio(PLACEHOLDER, WHITE)).toBeLessThan(contrastRatio(DIMMED, WHITE));
  });

  it.each(Object.keys(palettes))('%s: text, light badges and filled buttons', (name) => {
    const palette = palettes[name] as readonly string[];
    const text = light[`--mantine-color-${name}-text`] as string;
    expect(contrastRatio(text, WHITE), `${name} text on white`).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(text, PAGE), `${name} text on the page`).toBeGreaterThanOrEqual(AA);
    expect(
      contrastRatio(text, HOVERED_ROW),
      `${name} text in a row under the pointer`,
    ).toBeGreaterThanOrEqual(AA);

    const onLight = light[`--mantine-color-${name}-light-color`] as string;
    expect(contrastRatio(onLight, palette[1] as string), `${name} light badge`).toBeGreaterThanOrEqual(AA);

    const filled = light[`--mantine-color-${name}-filled`] as string;
    expect(contrastRatio(WHITE, filled), `white on ${name}`).toBeGreaterThanOrEqual(AA);
    const hover = light[`--mantine-color-${name}-filled-hover`] as string;
    expect(contrastRatio(WHITE, hover), `white on ${name} under the pointer`).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the brand red as it is: it already reads at AA', () => {
    expect(light['--mantine-color-blood-filled']).toBe(palettes.blood?.[6]);
    expect(light['--mantine-color-blood-text']).toBe(palettes.blood?.[6]);
  });

  it('errors under a field use the readable red', () => {
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-text)');
  });
});
