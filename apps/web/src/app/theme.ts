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

/** Dimmed text (hints, descriptions) at gray 7, 7.8:1 on the page background; gray 6 gives 3.2:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
