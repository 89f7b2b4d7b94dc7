export * from './accounts.ts';
export * from './card.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './packages.ts';
