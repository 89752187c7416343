export * from './activity-event-types.ts';
export * from './bank-transfers.ts';
export * from './business.ts';
export * from './cards.ts';
export * from './merchant-categories.ts';
export * from './notifications.ts';
export * from './preset-colors.ts';
export * from './shipping-types.ts';
