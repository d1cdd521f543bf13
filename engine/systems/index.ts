// Reusable rule parts that games compose: movement, ZOC, stacking, supply tracing and combat.

// movement, ZOC, stacking
export * from './movement-costs.js';
export * from './movement.js';
export * from './movement-path.js';
export * from './zoc.js';
export * from './stacking.js';

// supply tracing and combat
export * from './supply-graph.js';
export * from './supply.js';
export * from './supply-limited.js';
export * from './combat/index.js';
