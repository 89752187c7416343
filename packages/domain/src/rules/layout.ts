import { NARROW_LAYOUT_MAX_WIDTH_PX } from '../constants.ts';

// Business spec §2.3: "below width 1026 px" a bottom bar replaces the side bar, so 1026 itself is wide.
export function isNarrowLayout(viewportWidthPx: number): boolean {
  return viewportWidthPx < NARROW_LAYOUT_MAX_WIDTH_PX;
}
