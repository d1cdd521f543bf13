// Combat systems: odds CRTs, fire tables, modifiers, losses, retreat and advance.

export * from './odds.js';
export * from './modifiers.js';
export * from './crt.js';
export * from './resolve.js';
export * from './shift-sources.js';
export * from './fire.js';
export * from './steps.js';
export * from './loss-number.js';
export * from './factor-losses.js';
export * from './retreat.js';
export * from './advance.js';
