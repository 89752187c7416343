export * from './businesses.ts';
export * from './identity.ts';
export * from './outbox.ts';
export * from './users.ts';
