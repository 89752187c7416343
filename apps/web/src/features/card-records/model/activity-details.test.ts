import { ACTIVITY_EVENT_TYPES } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import ar from '../../../i18n/locales/ar.json';
import da from '../../../i18n/locales/da.json';
import en from '../../../i18n/locales/en.json';
import es from '../../../i18n/locales/es.json';
import far from '../../../i18n/locales/far.json';
import fr from '../../../i18n/locales/fr.json';
import pa from '../../../i18n/locales/pa.json';
import pl from '../../../i18n/locales/pl.json';
import ru from '../../../i18n/locales/ru.json';
import sw from '../../../i18n/locales/sw.json';
import uk from '../../../i18n/locales/uk.json';
import zh from '../../../i18n/locales/zh.json';
import { activityDetails, activityLabelKey } from './activity-details.ts';

const CATALOGS = { en, es, fr, pl, ru, zh, uk, sw, da, far, pa, ar };

describe('activity labels', () => {
  it.each(Object.entries(CATALOGS))('%s labels every event type of spec §3', (_language, catalog) => {
    const types = catalog.cardRecords.activity.types as Record<string, string>;
    for (const type of ACTIVITY_EVENT_TYPES) {
      expect(types[type], type).toMatch(/\S/);
    }
    expect(Object.keys(types).sort()).toEqual([...ACTIVITY_EVENT_TYPES].sort());
  });

  it('keys each label under cardRecords.activity.types', () => {
    expect(activityLabelKey('card_tag_added')).toBe('cardRecords.activity.types.card_tag_added');
  });
});

describe('activity details', () => {
  it('reads a status change', () => {
    expect(activityDetails({ fromStatus: 'active', toStatus: 'locked' })).toEqual([
      { kind: 'statusChange', from: 'active', to: 'locked' },
    ]);
  });

  it('names a tag and a spend rule, leaving out their ids', () => {
    expect(activityDetails({ tagId: 'x', tagName: 'Winter' })).toEqual([{ kind: 'tag', name: 'Winter' }]);
    expect(activityDetails({ spendRuleId: 'y', name: 'Groceries only', ruleType: 'merchant_allow' })).toEqual(
      [{ kind: 'spendRule', name: 'Groceries only', ruleType: 'merchant_allow' }],
    );
  });

  it('lists metadata keys, money moved and the shipping type', () => {
    expect(activityDetails({ keys: ['case', 'region', 7] })).toEqual([
      { kind: 'metadataKeys', keys: ['case', 'region'] },
    ]);
    expect(activityDetails({ replacementCardId: 'z', movedCents: 1_250 })).toEqual([
      { kind: 'money', cents: 1_250 },
    ]);
    expect(activityDetails({ orderId: 'o', shippingType: 'UPS_GROUND' })).toEqual([
      { kind: 'shipping', shippingType: 'UPS_GROUND' },
    ]);
  });

  it('shows other simple values as they are and skips nested ones', () => {
    expect(activityDetails({ reason: 'lost', attempts: 2, nested: { a: 1 }, tagName: null })).toEqual([
      { kind: 'text', label: 'reason', value: 'lost' },
      { kind: 'text', label: 'attempts', value: '2' },
    ]);
    expect(activityDetails({})).toEqual([]);
  });
});
