export * from './accounts.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './messages.ts';
