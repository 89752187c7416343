export * from './import-columns.ts';
export * from './import-kinds.ts';
export * from './row-schemas.ts';
export * from './validate-row.ts';
