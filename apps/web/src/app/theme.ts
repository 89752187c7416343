import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Indigo 8 keeps white text on filled buttons, and indigo links on white, above 4.5:1 (WCAG AA);
  // Mantine's default shade 6 gives 4.3:1.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, "DejaVu Sans", sans-serif',
});

/**
 * Text colours that Mantine's defaults put under 4.5:1 (WCAG AA), found by axe: dimmed text (gray 7,
 * 7.8:1; gray 6 gives 3.2:1), error text (red 9; red 6 gives 3.3:1), and the text of light teal and
 * yellow badges and alerts (teal 9 darkened, yellow as dark amber; the defaults give 4.3:1 and 2.7:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-light-color': '#05614a',
    '--mantine-color-yellow-light-color': '#7a4b00',
  },
  dark: {},
});
