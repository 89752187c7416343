export * from './businesses.ts';
export * from './cards.ts';
export * from './common.ts';
export * from './funding.ts';
export * from './identity.ts';
export * from './money.ts';
export * from './sandbox.ts';
export * from './users.ts';
