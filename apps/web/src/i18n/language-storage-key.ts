/**
 * Where the browser keeps the visitor's last language choice (localStorage). Read by i18n.ts and by
 * the inline script of index.html that picks the first screen's language before the app runs
 * (vite.config.ts, firstScreenPreloadPlugin).
 */
export const LANGUAGE_STORAGE_KEY = 'causeway.language';
