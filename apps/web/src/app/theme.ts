import { createTheme, Input, type MantineColorsTuple } from '@mantine/core';
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
    // Red is both the brand and the error colour: a focused field must not look like a wrong one.
    Input: Input.extend({ styles: { wrapper: { '--input-bd-focus': 'var(--mantine-color-blue-6)' } } }),
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
