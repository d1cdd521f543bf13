// Reusable rule parts. Each owner adds its exports here (additively).

// movement, ZOC, stacking (helper A)
export * from './movement-costs.js';
export * from './movement.js';
export * from './movement-path.js';
export * from './zoc.js';
export * from './stacking.js';

// supply tracing and combat (helper B)
export * from './supply-graph.js';
export * from './supply.js';
export * from './supply-limited.js';
export * from './combat/index.js';
