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
 * 7.8:1; gray 6 gives 3.2:1), error text (red 9; red 6 gives 3.3:1), and the text of light badges
 * and alerts. With primaryShade 8 a light badge's text is shade 8 on a 10 % tint of shade 6, which
 * gives red 4.0, blue 4.5, cyan 4.0, teal 3.6, green 3.2, orange 3.3, lime 2.7 and yellow 2.3:1;
 * shade 9 (red, blue, cyan: 4.9–5.4:1) or a darker tone (teal, green, lime, orange, yellow: 5.9–6.6:1)
 * instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-cyan-light-color': 'var(--mantine-color-cyan-9)',
    '--mantine-color-teal-light-color': '#05614a',
    '--mantine-color-green-light-color': '#1e6b2f',
    '--mantine-color-lime-light-color': '#3d6308',
    '--mantine-color-orange-light-color': '#a8380a',
    '--mantine-color-yellow-light-color': '#7a4b00',
  },
  dark: {},
});
