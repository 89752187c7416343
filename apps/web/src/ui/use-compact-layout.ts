import { useMediaQuery } from '@mantine/hooks';

/** Below 40em (640 px) wide tables give way to stacked rows, so amounts stay in view without scrolling sideways. */
export const COMPACT_LAYOUT_QUERY = '(max-width: 40em)';

export function useCompactLayout(): boolean {
  const initial = typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_LAYOUT_QUERY).matches;
  return useMediaQuery(COMPACT_LAYOUT_QUERY, initial, { getInitialValueInEffect: false }) ?? initial;
}
