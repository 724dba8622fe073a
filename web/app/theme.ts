import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour moved `share` of the way to black. */
function darken(hex: string, share: number): string {
  const channels = [1, 3, 5].map((at) => Math.round(Number.parseInt(hex.slice(at, at + 2), 16) * (1 - share)));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The lightest grey a page is drawn on (`gray.1`: striped rows, the main area is `gray.0`). Shades 6 to 9 are
 * what text, links, outlines and filled buttons and badges use, so each must read against it.
 */
export const pageGrey = DEFAULT_THEME.colors.gray[1];
/** The contrast each text shade reaches against `pageGrey`: 4.5:1 is WCAG AA for body text. */
export const textShadeContrast: Record<6 | 7 | 8 | 9, number> = { 6: 4.6, 7: 5.2, 8: 6, 9: 7 };

/**
 * Mantine's palette with shades 6 to 9 darkened just enough to read as text on white and on the page's greys
 * (WCAG 2 AA): its defaults put white on green, teal, cyan or orange, and grey, blue or red text on white, under
 * 4.5:1. Shades 0 to 5 (backgrounds) stay as they are, and each text shade is at least as dark as the one before.
 */
function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  for (const shade of [6, 7, 8, 9] as const) {
    let colour = luminance(shades[shade]) > luminance(shades[shade - 1]) ? shades[shade - 1] : shades[shade];
    while (contrastRatio(colour, pageGrey) < textShadeContrast[shade]) colour = darken(colour, 0.03);
    shades[shade] = colour;
  }
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9] = shades;
  return [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9];
}

export const readableColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [name, readablePalette(palette)]),
);

// Inputs that can be cleared show an icon-only button, which needs a name (axe's button-name). Named by
// component rather than through `Select.extend`, so the date pickers stay out of the first load.
const clearable = { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } };
// Dialogs and notifications close with an icon-only "×", which needs a name too.
const closable = { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } };
// A dialog's title bar is a `<header>`, which reads as a second page banner while the dialog is open.
const dialog = {
  defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'presentation' } } },
};

/**
 * The app's one theme. Its colours are readable by construction (see readablePalette), so no page picks
 * shades for contrast on its own: `c="dimmed"` is grey 6, links and filled buttons blue 6, red text red 6.
 */
export const theme = createTheme({
  // Someone who asked their system for less motion gets dialogs, menus and panels without their fade and slide.
  respectReducedMotion: true,
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  colors: readableColors,
  components: {
    Select: clearable,
    MultiSelect: clearable,
    Autocomplete: clearable,
    DatePickerInput: clearable,
    MonthPickerInput: clearable,
    DateInput: clearable,
    Modal: dialog,
    Drawer: dialog,
    Notification: closable,
  },
});

/**
 * Placeholders Mantine draws as text (a file or date picker with nothing chosen) are grey 5 by default, under
 * 4.5:1: they take grey 6, the dimmed text's colour. Mantine merges this over its own variables.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
