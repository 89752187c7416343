import type { AllowList } from './check-catalogs.ts';

/**
 * What the i18n check lets through. Keep it short: a string that reads as English to someone who
 * reads only Dari is a bug to translate, not an entry here. Matching is by whole word and case. A
 * term no translation holds is a finding, so add one (Visa, Plaid, IBAN…) with the text that needs it.
 */
export const ALLOW_LIST: AllowList = {
  latinTerms: [
    // Our brand and the organisations whose role names carry their acronym.
    'Causeway',
    'CWS',
    'USCCB',
    'HIAS',
    'Chapin Hall',
    'SIFH',
    'CEC',
    'MM',
    // Card networks, wallets and banking services, written as their owners write them.
    'Mastercard',
    'Apple Pay',
    'Google Pay',
    'Google Wallet',
    'Wallet',
    'Google',
    'iPhone',
    'Android',
    'UPS',
    'USPS',
    // Codes printed on cards, cheques and US forms, which the reader must match letter for letter.
    'ACH',
    'NACHA',
    'NOC',
    'MCC',
    'CVV',
    'PIN',
    'ATM',
    'EIN',
    'ITIN',
    'SSN',
    'IRS',
    'ZIP',
    'LLC',
    'CEO',
    'CFO',
    'COO',
    'US',
    'ISO',
    'ID',
    'MM/YY',
    // A–Z: the letters a card's embossed name may use, which are Latin whatever the language.
    'A–Z',
    // File formats, units and web terms the screens show as they are.
    'CSV',
    'PDF',
    'JPEG',
    'PNG',
    'JSON',
    'MB',
    // The SI symbol for milliseconds, written the same in every Latin-script language.
    'ms',
    'SMS',
    'URL',
    'API',
    'https',
    // Protocol terms the endpoint's operator looks up as written: HTTP's reason phrase, address
    // classes, headers and the field they carry.
    'Gone',
    'loopback',
    'link-local',
    'If-Match',
    'Idempotency-Key',
    'updatedAt',
    // An API value quoted in the spend-rule validation message (the others have underscores).
    'velocity',
    // The keyboard key the custom-field options box waits for.
    'Enter',
    // The time zone's IANA name, shown so the reader can compare it with a statement.
    'America/New_York',
    // The US bank term printed on cheques, kept in parentheses after the translation.
    'routing',
    // The environment variable that turns the sandbox on (SANDBOX=1).
    'SANDBOX',
    'example.org',
  ],
  languageTerms: {
    // Words these languages share with English, so a text equal to English's is a translation.
    es: ['Color', 'Virtual', 'Total', 'Taxi', 'Manual', 'Webhooks'],
    fr: [
      'Actions',
      'Code',
      'Note',
      'Notes',
      'Type',
      'type',
      'Message',
      'Date',
      'Active',
      'Inactive',
      'Total',
      'Orange',
      'Indigo',
      'Options',
      'Transactions',
      'Description',
      'Taxi',
      'Restaurants',
      'Organisation',
      'Trace',
      'Notifications',
      'Menu',
      'Documents',
      'Webhooks',
    ],
    pl: ['Import', 'Status', 'Administrator', 'Program', 'Bank', 'Tag', 'Limit', 'Menu', 'Transport'],
    // Chinese software writes "Webhook" and Apple's Chinese writes "App" in Latin letters.
    zh: ['Webhook', 'App'],
  },
  // Keys no code names, kept on purpose: none today (a new entry needs its reason here).
  unusedKeys: [],
};
