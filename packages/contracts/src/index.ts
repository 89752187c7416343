export * from './businesses.ts';
export * from './common.ts';
export * from './identity.ts';
export * from './sandbox.ts';
export * from './users.ts';
