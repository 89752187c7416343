import { describe, expect, it } from 'vitest';
import { SHIPPING_TYPES, type ShippingType, trackingUrl } from './shipping-types.ts';

describe('trackingUrl', () => {
  it.each<[ShippingType, string, string]>([
    [
      'USPS_GROUND',
      '9400100000000000000000',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    ],
    [
      'USPS_PRIORITY',
      '9205500000000000000000',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9205500000000000000000',
    ],
    ['USPS_EXPRESS', 'EA000000000US', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=EA000000000US'],
    ['UPS_GROUND', '1Z999AA10123456784', 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784'],
    [
      'UPS_SECOND_DAY',
      ' 1Z999AA10123456784 ',
      'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    ],
    ['UPS_NEXT_DAY', '1Z 999&x=1', 'https://www.ups.com/track?loc=en_US&tracknum=1Z%20999%26x%3D1'],
  ])('%s %j → %s', (shippingType, trackingNumber, expected) => {
    expect(trackingUrl(shippingType, trackingNumber)).toBe(expected);
  });

  it('gives every shipping type an https base', () => {
    for (const shippingType of SHIPPING_TYPES) {
      expect(trackingUrl(shippingType, 'X')).toMatch(/^https:\/\/[^?]+\?.*=X$/);
    }
  });
});
