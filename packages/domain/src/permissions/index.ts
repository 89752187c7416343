export * from './covering-role.ts';
export * from './has-permission.ts';
export * from './permission-names.ts';
export * from './role-grants.ts';
export * from './roles.ts';
