// Colours for new items such as tags. Each reaches WCAG AA contrast (4.5:1) behind white text.
export const PRESET_COLORS = [
  '#1D4ED8',
  '#047857',
  '#B91C1C',
  '#7E22CE',
  '#C2410C',
  '#0F766E',
  '#BE185D',
  '#4338CA',
  '#A16207',
  '#374151',
] as const;
export type PresetColor = (typeof PRESET_COLORS)[number];

// `random` returns a number in [0, 1), like Math.random; injectable so callers and tests are deterministic.
export function randomPresetColor(random: () => number = Math.random): PresetColor {
  const rawIndex = Math.floor(random() * PRESET_COLORS.length);
  // Clamp so a misbehaving source (1, negative, NaN) still yields a preset colour.
  const index = Number.isFinite(rawIndex) ? Math.min(PRESET_COLORS.length - 1, Math.max(0, rawIndex)) : 0;
  return PRESET_COLORS[index]!;
}
