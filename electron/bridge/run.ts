// Startup and shutdown of browser mode, separated from the entry file so it runs in tests with a fake service:
// parse the command line, create the host service, open a file given at start, listen, print the one
// parseable line, open a browser, and close cleanly on SIGINT/SIGTERM.

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HostArgsValidator, HostServiceLike } from '../dispatch.js';
import { messageOf } from '../host-result.js';
import { startBridge, type RunningBridge } from './app.js';
import { BRIDGE_USAGE, parseBridgeArgs, type DefaultsContext } from './args.js';

/** The line a person (and the tests) read to find the app: "Sandtable is running at <url>". */
export const RUNNING_LINE_PREFIX = 'Sandtable is running at ';

/** What runBridge needs from the outside world. */
export interface BridgeDeps {
  createService(opts: {
    modulesDir: string;
    dataDir: string;
    docsDir: string;
    opponentPaceMs: number;
  }): Promise<HostServiceLike>;
  validate: HostArgsValidator;
  context: DefaultsContext;
  log(line: string): void;
  error(line: string): void;
  openBrowser(url: string): string | null;
}

/** A running browser-mode session. */
export interface BridgeSession {
  bridge: RunningBridge;
  service: HostServiceLike;
  /** Stops listening, then closes the service (which removes its recovery marker). Idempotent. */
  shutdown(): Promise<void>;
}

/** Starts browser mode; throws with a readable message on a bad command line or a missing build. */
export async function runBridge(argv: readonly string[], deps: BridgeDeps): Promise<BridgeSession> {
  let args: ReturnType<typeof parseBridgeArgs>;
  try {
    args = parseBridgeArgs(argv, deps.context);
  } catch (err) {
    throw new Error(`${messageOf(err)}\n${BRIDGE_USAGE}`);
  }
  if (!existsSync(path.join(args.rendererDir, 'index.html'))) {
    throw new Error(
      `The renderer is not built (no ${path.join(args.rendererDir, 'index.html')}); run "npm run build" first.`,
    );
  }
  const service = await deps.createService({
    modulesDir: args.modulesDir,
    dataDir: args.dataDir,
    docsDir: args.docsDir,
    opponentPaceMs: args.opponentPaceMs,
  });
  if (args.openPath) {
    const opened = await service
      .openPath(args.openPath)
      .catch((err) => ({ ok: false as const, error: { code: 'internal', message: messageOf(err) } }));
    if (!opened.ok) deps.error(`Could not open ${args.openPath}: ${opened.error.message}`);
  }
  const token = args.token ?? randomBytes(32).toString('hex');
  let bridge: RunningBridge;
  try {
    bridge = await startBridge({ service, validate: deps.validate, token, rootDir: args.rendererDir, port: args.port });
  } catch (err) {
    await service.close().catch(() => undefined);
    throw new Error(`Could not listen on 127.0.0.1:${args.port}: ${messageOf(err)}`);
  }
  deps.log(RUNNING_LINE_PREFIX + bridge.url);
  if (args.open) deps.openBrowser(bridge.url);

  let closing: Promise<void> | null = null;
  const shutdown = () => {
    closing ??= (async () => {
      await bridge.close();
      await service.close();
    })();
    return closing;
  };
  return { bridge, service, shutdown };
}

/** Closes the session on SIGINT/SIGTERM and exits 0 (1 if closing failed). Repeated signals (Ctrl+C reaches
 * both `npm start` and this process, and npm start forwards it too) don't cut the clean close short. */
export function closeOnSignals(session: BridgeSession, exit: (code: number) => void = (c) => process.exit(c)): void {
  let closing = false;
  const onSignal = () => {
    if (closing) return;
    closing = true;
    session.shutdown().then(
      () => exit(0),
      (err) => {
        console.error(`Sandtable did not close cleanly: ${messageOf(err)}`);
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
