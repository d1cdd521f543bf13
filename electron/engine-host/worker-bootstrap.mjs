// Starts the engine worker from TypeScript source (tests, tsx, the CLI): register tsx's loader in this
// thread, then load worker.ts. The built app uses dist-electron/engine-worker.mjs (worker.ts bundled) instead.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
