import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Input,
  InputWrapper,
  type MantineColorsTuple,
} from '@mantine/core';
import { i18n } from '../lib/i18n';

// A calm blood red: strong enough for a primary action, not alarming on every button.
const blood: MantineColorsTuple = [
  '#fdecee',
  '#f8d6d9',
  '#f0a9b0',
  '#e87a84',
  '#e0535f',
  '#da3a48',
  '#c81e2c',
  '#b01623',
  '#9a111d',
  '#820b16',
];

// ---- contrast (WCAG 2.1 AA, docs/decisions/0030-accessibility-checks.md) ------------------------------
//
// Mantine's stock greys and several of its palettes (red, teal, green, yellow, orange, cyan) are too light
// for text: dimmed help text is #868e96 (3.3:1 on white), a red error is #fa5252 (3.3:1), a teal
// "Confirmed" badge is 4.3:1. AA asks 4.5:1 for text of every size used here. Rather than pick colours
// screen by screen, the theme derives, from each palette, the lightest shade that still reads at AA, and
// points Mantine's text, filled, outline and light-badge colours at it. Screens keep writing
// `color="teal"` or `c="red"` and get a readable teal or red.

/** Room above 4.5:1, so rounding in a browser or a screenshot never tips a colour under the line. */
const TEXT_CONTRAST = 4.6;

const WHITE = '#ffffff';
/** The app's page background (gray.0): the lightest grey that text sits on, after white. */
const PAGE = DEFAULT_THEME.colors.gray[0];
/**
 * A table row under the pointer (Mantine's --table-hover-color, gray.1; every table highlights on hover): the
 * darkest background that coloured text in a cell ("Donated" in teal, "Blocked" in red) sits on.
 */
export const HOVERED_ROW = DEFAULT_THEME.colors.gray[1];

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function darken(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((c) => Math.round(c * (1 - amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The lightest of `shades` (tried in order) that reaches AA against every background; when none does, the
 * darkest one darkened step by step until it does.
 */
function readable(shades: readonly string[], backgrounds: readonly string[]): string {
  const passes = (colour: string) => backgrounds.every((bg) => contrastRatio(colour, bg) >= TEXT_CONTRAST);
  const found = shades.find(passes);
  if (found) return found;
  let colour = shades[shades.length - 1] as string;
  for (let step = 0; step < 20 && !passes(colour); step++) colour = darken(colour, 0.05);
  return colour;
}

/**
 * Calm but readable greys: dimmed help text at about 5.8:1 on the page background, placeholders a touch
 * lighter (about 4.9:1 on a white field) so they still look unlike typed text.
 */
export const DIMMED = '#5c636a';
export const PLACEHOLDER = '#6b7178';

const colors = { ...DEFAULT_THEME.colors, blood };

/** Per palette, the CSS variables Mantine reads for text and fills in the light scheme. */
function readableColorVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    // Text on the page: `c="red"`, error messages, links, outline buttons, menu items.
    const text = readable(palette.slice(6), [WHITE, PAGE, HOVERED_ROW]);
    // White text on a fill: filled buttons, badges, icons. Contrast is symmetric, so the same search
    // against white finds it (green, orange, yellow and lime end up darker than their own shade 9).
    const fill = readable(palette.slice(6), [WHITE]);
    // A light badge or alert: the text colour on its tinted background (shade 1).
    const lightColor = readable(palette.slice(7), [palette[1], palette[0]]);

    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-light-color`] = lightColor;
    variables[`--mantine-color-${name}-filled`] = fill;
    variables[`--mantine-color-${name}-filled-hover`] = darken(fill, 0.1);
  }
  return variables;
}

/** Passed to MantineProvider: overrides only what fails AA, and only in the light scheme the app uses. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readableColorVariables(),
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    // Field errors are text under the field: the readable red, not the bright fill.
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'blood',
  primaryShade: { light: 6, dark: 5 },
  colors: { blood },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  components: {
    // Red is both the brand and the error colour: a focused field must not look like a wrong one. And a
    // field with an error keeps its grey hint: a red hint reads as something the clerk typed.
    Input: Input.extend({
      styles: {
        wrapper: {
          '--input-bd-focus': 'var(--mantine-color-blue-6)',
          '--input-placeholder-color': 'var(--mantine-color-placeholder)',
        },
      },
    }),
    // A long label's asterisk stays with its last word: " *" alone on a line of its own reads as a stray mark.
    InputWrapper: InputWrapper.extend({ styles: { required: { whiteSpace: 'nowrap' } } }),
    Table: {
      defaultProps: { striped: true, highlightOnHover: true, verticalSpacing: 'sm', horizontalSpacing: 'md' },
    },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Every button has a name, the popups' × included (screen readers and tests find it as "Close").
    Modal: {
      defaultProps: { centered: true, closeButtonProps: { 'aria-label': i18n.t('common.close', 'Close') } },
    },
  },
});
