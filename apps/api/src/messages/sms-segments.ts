// GSM 03.38: the 7-bit default alphabet, and its extension table whose characters take two septets
// (an escape and the character). A message with any other character is sent in UCS-2.
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

const GSM7_SINGLE_SEGMENT = 160;
const GSM7_PER_PART = 153; // 7 septets of each part carry the concatenation header
const UCS2_SINGLE_SEGMENT = 70;
const UCS2_PER_PART = 67;

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsLength = { encoding: SmsEncoding; units: number; segments: number };

/**
 * How a text message travels: its encoding, its length in that encoding's units (septets, or
 * UTF-16 code units for UCS-2, where a character outside the BMP takes two) and how many SMS
 * segments the network bills and joins.
 */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENSION.includes(char)) septets += 2;
    else {
      const units = text.length;
      return {
        encoding: 'UCS-2',
        units,
        segments: units <= UCS2_SINGLE_SEGMENT ? 1 : Math.ceil(units / UCS2_PER_PART),
      };
    }
  }
  return {
    encoding: 'GSM-7',
    units: septets,
    segments: septets <= GSM7_SINGLE_SEGMENT ? 1 : Math.ceil(septets / GSM7_PER_PART),
  };
}
