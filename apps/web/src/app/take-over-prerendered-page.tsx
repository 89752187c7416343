import { type ReactNode, useLayoutEffect } from 'react';

declare global {
  interface Window {
    /** Set by the prerendered page's inline script (scripts/prerender.mjs) while a pointer is pressed. */
    causewayPointerDown?: boolean;
  }
}

/**
 * Puts the app's first render in place of the prerendered page (scripts/prerender.mjs). The app
 * renders into its own container beside the page and the swap happens in its first commit, before
 * the browser paints, so nothing flickers. While a pointer is pressed the swap waits for its release
 * and the click that follows: a press on the prerendered markup and a release on the app's would be
 * two elements, and the browser would send no click at all (a tap on a link at that instant was lost).
 */
export function takeOverPrerenderedPage(prerendered: HTMLElement, app: HTMLElement): void {
  if (!prerendered.isConnected) return;
  const swap = () => {
    if (!prerendered.isConnected) return;
    prerendered.remove();
    app.id = 'root';
    app.hidden = false;
  };
  if (!window.causewayPointerDown) {
    swap();
    return;
  }
  app.hidden = true;
  const afterRelease = () => {
    window.removeEventListener('pointerup', afterRelease, true);
    window.removeEventListener('pointercancel', afterRelease, true);
    // The click is dispatched after pointerup, in the same task: swap in the next one.
    setTimeout(swap, 0);
  };
  window.addEventListener('pointerup', afterRelease, true);
  window.addEventListener('pointercancel', afterRelease, true);
}

/** Calls `onFirstCommit` in the layout phase of the first commit, before that commit is painted. */
export function FirstCommit({ onFirstCommit, children }: { onFirstCommit: () => void; children: ReactNode }) {
  // The callback is made once, before the first render; it is idempotent (StrictMode runs it twice).
  useLayoutEffect(onFirstCommit, [onFirstCommit]);
  return children;
}
