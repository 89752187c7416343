import { SHIPPING_TYPE_TRACKING_URL_BASES } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { carrierOf, trackingLink } from './tracking.ts';

describe('carrierOf', () => {
  it('names the carrier of each shipping type', () => {
    expect(carrierOf('USPS_PRIORITY')).toBe('USPS');
    expect(carrierOf('USPS_GROUND')).toBe('USPS');
    expect(carrierOf('UPS_NEXT_DAY')).toBe('UPS');
    expect(carrierOf('UPS_SECOND_DAY')).toBe('UPS');
  });
});

describe('trackingLink', () => {
  it('is null before the card ships', () => {
    expect(
      trackingLink({ shippingType: 'UPS_NEXT_DAY', trackingNumber: null, trackingUrl: null }),
    ).toBeNull();
    expect(trackingLink({ shippingType: 'UPS_NEXT_DAY', trackingNumber: ' ', trackingUrl: null })).toBeNull();
  });

  it('uses the page the API sends', () => {
    const url = 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784';
    expect(
      trackingLink({ shippingType: 'UPS_NEXT_DAY', trackingNumber: '1Z999AA10123456784', trackingUrl: url }),
    ).toEqual({ number: '1Z999AA10123456784', url, carrier: 'UPS' });
  });

  it("builds the carrier's page from the domain's link base when the API sends none", () => {
    const link = trackingLink({
      shippingType: 'USPS_PRIORITY',
      trackingNumber: '9400 1000',
      trackingUrl: null,
    });
    expect(link).toEqual({
      number: '9400 1000',
      url: `${SHIPPING_TYPE_TRACKING_URL_BASES.USPS_PRIORITY}9400%201000`,
      carrier: 'USPS',
    });
  });
});
