import { beforeAll, describe, expect, it, vi } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';

// i18n.ts sets <html lang dir> and remembers the choice: a minimal document and window stand in.
beforeAll(() => {
  Object.assign(globalThis, {
    document: { documentElement: {} },
    window: { location: { search: '' }, localStorage: { getItem: () => null, setItem: () => undefined } },
  });
});

describe('the catalogue loads in parts', () => {
  it('starts with the first part only, and a route loads its groups in the language shown', async () => {
    const { i18n, initI18n, loadCatalogGroups, changeLanguage } = await import('./i18n.ts');
    await initI18n();
    expect(i18n.t('common.signIn')).toBe(en.common.signIn);
    expect(i18n.exists('cardholderCards.backToCards')).toBe(false);

    await changeLanguage('ar');
    await loadCatalogGroups(['cardholder']);
    expect(i18n.t('cardholderCards.backToCards')).toBe(ar.cardholderCards.backToCards);
    expect(i18n.exists('sandbox.heading')).toBe(false);

    // Back in English, the groups the routes needed so far load in English too.
    await changeLanguage('en');
    expect(i18n.t('cardholderCards.backToCards')).toBe(en.cardholderCards.backToCards);
  });

  it('a key of a group not loaded loads every group, and the screen gets it', async () => {
    const { i18n } = await import('./i18n.ts');
    const added = vi.fn();
    i18n.store.on('added', added);
    expect(i18n.t('sandbox.heading')).toBe('sandbox.heading');
    await vi.waitFor(() => expect(i18n.t('sandbox.heading')).toBe(en.sandbox.heading));
    expect(added).toHaveBeenCalled();
  });
});
