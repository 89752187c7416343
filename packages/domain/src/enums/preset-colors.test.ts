import { describe, expect, it } from 'vitest';
import { PRESET_COLORS, randomPresetColor } from './preset-colors.ts';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

describe('PRESET_COLORS', () => {
  it('holds 10 distinct six-digit hex colours', () => {
    expect(PRESET_COLORS).toHaveLength(10);
    expect(new Set(PRESET_COLORS).size).toBe(10);
    for (const color of PRESET_COLORS) expect(color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it.each(PRESET_COLORS)('%s reaches 4.5:1 contrast with white text', (color) => {
    expect(1.05 / (relativeLuminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('randomPresetColor', () => {
  it.each([
    [0, '#1D4ED8'],
    [0.1, '#047857'],
    [0.55, '#0F766E'],
    [0.999_999, '#374151'],
    [1, '#374151'],
    [-0.5, '#1D4ED8'],
    [Number.NaN, '#1D4ED8'],
  ])('random() = %d → %s', (value, expected) => {
    expect(randomPresetColor(() => value)).toBe(expected);
  });

  it('defaults to Math.random and returns a preset', () => {
    expect(PRESET_COLORS).toContain(randomPresetColor());
  });
});
