export * from './businesses.ts';
export * from './cards.ts';
export * from './idempotency.ts';
export * from './identity.ts';
export * from './ledger.ts';
export * from './outbox.ts';
export * from './users.ts';
