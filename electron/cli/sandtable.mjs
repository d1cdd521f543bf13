#!/usr/bin/env node
// The `sandtable` command: a plain-Node bootstrap that registers tsx (so the TypeScript sources run as they
// are, right after npm install) and hands over to electron/cli/main.ts.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
