import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, phoneHref } from './support-contact.ts';

describe('the support phone', () => {
  it.each([
    ['8885550142', '(888) 555-0142', 'tel:+18885550142'],
    ['2025550101', '(202) 555-0101', 'tel:+12025550101'],
    // Not 10 digits: shown and dialled as written rather than mangled.
    ['+44 20 7946 0000', '+44 20 7946 0000', 'tel:+44 20 7946 0000'],
    ['555-0142', '555-0142', 'tel:555-0142'],
  ])('%s reads %s and dials %s', (digits, shown, href) => {
    expect(formatPhoneNumber(digits)).toBe(shown);
    expect(phoneHref(digits)).toBe(href);
  });

  it('the published phone is the spec’s 10 digits, and the email an address', () => {
    expect(SUPPORT_PHONE).toMatch(/^\d{10}$/);
    expect(SUPPORT_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
  });
});
