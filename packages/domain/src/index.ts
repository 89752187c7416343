// @causeway/domain: what the API and the web must agree on, with no I/O.
export * from './constants.ts';
export * from './enums/index.ts';
export * from './error-messages.ts';
export * from './errors/error-catalogue.ts';
export * from './imports/index.ts';
export * from './languages.ts';
export * from './money.ts';
export * from './permissions/index.ts';
export * from './rules/index.ts';
export * from './validation/index.ts';
