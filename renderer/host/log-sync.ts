// The renderer's copy of the game log and view, kept in step with the host by deltas: every operation that answers
// a Snapshot tells the host what the page already holds (`since`: revision and log length, and the number of its
// view), the host sends only the lines after the part that is still right (`logFrom`) and the view's pieces and
// legal actions that differ from the page's (`viewDelta`, electron/services/view-delta.ts), and this wrapper hands
// the rest of the page whole snapshots (logFrom 0, the full log, every piece and action), so nothing else in the
// renderer knows about deltas. Pieces and actions that did not change are the page's own objects, as they were. The lines' events come as one JSON text
// beside them (SentSnapshot.logEvents: the host keeps them as text), parsed here once and put back on each line.

import {
  answersSnapshot,
  HOST_OPS,
  type HostResult,
  type LogCursor,
  type LogLine,
  type SentLogLine,
  type SentSnapshot,
  type Snapshot,
} from '../../schemas/host-api.js';
import type { HostApi, PageHostApi } from '../../electron/host/api.js';
import type { View } from '../../engine/core/types.js';
import { deltaView } from '../../electron/services/view-delta.js';

type AnyOp = (args?: unknown) => Promise<HostResult<unknown>>;

/** The sent lines with their events put back, or null when the events text does not fit them. */
export function withEvents(log: readonly SentLogLine[], logEvents: unknown): LogLine[] | null {
  if (typeof logEvents !== 'string') return null;
  let events: unknown;
  try {
    events = JSON.parse(logEvents);
  } catch {
    return null;
  }
  if (!Array.isArray(events) || events.length !== log.length) return null;
  const out: LogLine[] = [];
  for (let i = 0; i < log.length; i++) {
    if (!Array.isArray(events[i])) return null;
    out.push({ ...log[i]!, events: events[i] });
  }
  return out;
}

/** How each page host made by withLogDeltas drops what it holds (forgetHeld). */
const forgetters = new WeakMap<object, () => void>();

/**
 * Drops the log and the view `api` (made by withLogDeltas) holds, so that no later call asks for a change of them:
 * the next answer comes whole (the curtain: the page must not keep a side's view or log lines while it is up).
 */
export function forgetHeld(api: PageHostApi): void {
  forgetters.get(api)?.();
}

/** A HostApi over `host` whose Snapshot answers carry the whole log (events parsed), fetched as deltas. */
export function withLogDeltas(host: HostApi): PageHostApi {
  let lines: LogLine[] = [];
  let held: LogCursor | undefined;
  /** The view held and its number (what the host sent it as). */
  let view: View | null = null;
  let viewId: number | undefined;
  const call = (op: string, args: unknown) => (host as unknown as Record<string, AnyOp>)[op](args);

  /** The snapshot with the whole log, or null when the delta does not fit what this page holds. */
  function merge(snap: SentSnapshot): Snapshot | null {
    if (!Number.isInteger(snap.logFrom) || snap.logFrom < 0 || snap.logFrom > lines.length) return null;
    const sent = withEvents(snap.log, snap.logEvents);
    if (!sent) return null;
    // An answer older than what is held (calls made outside the store's queue) cannot be merged safely.
    if (held && snap.doc && snap.doc.revision < held.revision) return null;
    const { viewDelta, viewId: nextId, logEvents: _text, ...rest } = snap;
    const next = viewDelta ? rebuilt(snap.view, viewDelta) : snap.view;
    if (next === null && viewDelta) return null;
    const whole = snap.logFrom === 0 ? sent : lines.slice(0, snap.logFrom).concat(sent);
    lines = snap.doc ? whole : [];
    view = snap.doc ? next : null;
    viewId = view ? nextId : undefined;
    held = snap.doc ? { revision: snap.doc.revision, logLength: lines.length } : undefined;
    if (held && viewId !== undefined) held.view = viewId;
    return { ...rest, view: next, log: lines, logFrom: 0 };
  }

  /** The view whose pieces and actions came as a change of the one held, whole again; null if not the one held. */
  function rebuilt(sent: View | null, delta: NonNullable<Snapshot['viewDelta']>): View | null {
    if (!sent || !view || delta.from !== viewId) return null;
    return deltaView(view, sent, delta);
  }

  /** Holds nothing: the next call carries no `since`, and its answer is whole. */
  function forget(): void {
    lines = [];
    held = undefined;
    view = null;
    viewId = undefined;
  }

  async function snapshotCall(op: string, args: unknown): Promise<HostResult<unknown>> {
    const given = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>;
    const r = await call(op, held ? { ...given, since: held } : given);
    if (!r.ok || r.value === null) return r;
    const merged = merge(r.value as SentSnapshot);
    if (merged) return { ok: true, value: merged };
    // Out of step (should not happen): start over from the whole log and view of the current game.
    forget();
    const full = await call('getSnapshot', {});
    if (!full.ok) return full;
    return { ok: true, value: merge(full.value as SentSnapshot) };
  }

  const api: Record<string, unknown> = {
    kind: host.kind,
    onMenu: (listener: Parameters<HostApi['onMenu']>[0]) => host.onMenu(listener),
  };
  forgetters.set(api, forget);
  for (const op of HOST_OPS) {
    api[op] = answersSnapshot(op) ? (args?: unknown) => snapshotCall(op, args) : (args?: unknown) => call(op, args);
  }
  return api as unknown as PageHostApi;
}
