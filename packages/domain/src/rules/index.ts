export * from './announcement-banner.ts';
export * from './application-status-route.ts';
export * from './autoload-dates.ts';
export * from './decline-reason.ts';
export * from './layout.ts';
export * from './route-after-sign-in.ts';
export * from './transaction-display.ts';
export * from './view-type.ts';
