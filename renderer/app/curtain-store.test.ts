// The page's store at one screen over the real host service and Crusade: once the Nationalist has played, the
// snapshot that hands the screen over is held back (the curtain), so the store, the answer it gives and the host
// wrapper's copies hold neither hand nor any log line; the next call asks for nothing as a change (no `since`);
// the Republican's view comes whole after the click, and the take-back from the curtain still works.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostResult, Snapshot } from '../../schemas/host-api.js';
import type { HostApi } from '../../electron/host/api.js';
import { shippedHost } from '../../electron/services/fixtures/isabella-dir.js';
import type { HostService } from '../../electron/services/host-service.js';
import { Store } from './store.js';
import { handoverOf } from './handover.js';

let host: Awaited<ReturnType<typeof shippedHost>>;
/** The arguments of every call the page made, by operation. */
let calls: { op: string; args: Record<string, unknown> | undefined }[];

/** The service as the page's HostApi, recording the arguments of each call. */
function pageHost(service: HostService): HostApi {
  const api: Record<string, unknown> = { kind: 'browser', onMenu: () => () => {} };
  for (const op of Object.keys(service)) {
    api[op] = (args: Record<string, unknown> | undefined) => {
      calls.push({ op, args });
      return (service as unknown as Record<string, (a: unknown) => Promise<HostResult<unknown>>>)[op](args);
    };
  }
  return api as unknown as HostApi;
}

/** A store whose gate holds back the snapshots that hand the screen over, as the page's play controller does. */
function curtainedStore(): Store {
  const store = new Store(pageHost(host.service));
  store.setGate((snap) => handoverOf(snap, true) !== null);
  return store;
}

/** A new Campaign shown to the Nationalist: the screen pinned to the side it shows, as the play controller does. */
async function campaign(store: Store): Promise<Snapshot | undefined> {
  const args = { moduleId: 'crusade', scenarioId: 'campaign', seed: 'curtain-unit', mode: 'enforced' as const };
  await store.callSnapshot((h) => h.newGame(args));
  return store.callSnapshot((h) => h.getSnapshot({ side: 'NAT' }));
}

/** Every card id of both hands in the Nationalist's view and the Republican's, to look for. */
function handsOf(...views: Snapshot[]): string[] {
  const ids = new Set<string>();
  for (const s of views) {
    const decks = (s.view!.state.vars as { decks: Record<string, { hand: string[] }> }).decks;
    for (const d of Object.values(decks)) for (const id of d.hand) ids.add(id);
  }
  return [...ids];
}

/** Whether `text` names the card `id` as a JSON string. */
const names = (text: string, id: string) => text.includes(`"${id}"`);

beforeEach(async () => {
  host = await shippedHost();
  calls = [];
});
afterEach(async () => {
  await host.close();
});

describe('the store under the hand-over curtain', () => {
  it('holds no hand and no log line until the click; then the next side comes whole, with its own hand', async () => {
    const store = curtainedStore();
    const nat = await campaign(store);
    expect(nat?.view?.side).toBe('NAT');
    const natHand = handsOf(nat!);
    expect(natHand).toHaveLength(7);

    const kept = await store.act('play', { card: 'N1', as: 'event' });
    expect(kept?.view).toBeNull();
    expect(store.snapshot).toEqual({
      doc: expect.objectContaining({ moduleId: 'crusade' }),
      view: null,
      log: [],
      logFrom: 0,
    });
    expect(store.logLength).toBe(1);
    const held = JSON.stringify(store.snapshot);
    for (const id of natHand) expect(names(held, id), `${id} under the curtain`).toBe(false);

    // The click: the Republican's view, asked with no `since` (the page holds nothing to take a change of).
    calls = [];
    const rep = await store.callSnapshot((h) => h.getSnapshot({ side: 'REP' }));
    expect(calls.map((c) => [c.op, c.args?.since])).toEqual([['getSnapshot', undefined]]);
    expect(rep?.view?.side).toBe('REP');
    expect(store.logLength).toBe(1);
    expect(store.snapshot?.log.map((l) => l.verb)).toEqual(['play']);
    const repHand = (rep!.view!.state.vars as { decks: { REP: { hand: string[] } } }).decks.REP.hand;
    expect(repHand).toHaveLength(7);
    for (const id of repHand) expect(names(held, id), `${id} under the curtain`).toBe(false);
    const shown = JSON.stringify(store.snapshot);
    for (const id of natHand.filter((id) => id !== 'N1')) expect(names(shown, id), `${id} on REP's screen`).toBe(false);
    for (const id of repHand) expect(names(shown, id)).toBe(true);
    // The REP's next call asks for a change of what it now holds.
    calls = [];
    await store.refresh();
    expect(calls[0]?.args?.since).toMatchObject({ logLength: 1 });
  }, 60_000);

  it('the side that just acted takes its action back from the curtain: its view, and its hand, come back', async () => {
    const store = curtainedStore();
    await campaign(store);
    await store.act('play', { card: 'N1', as: 'event' });
    expect(store.snapshot?.doc?.canUndo).toBe(true);
    const back = await store.callSnapshot((h) => h.undo({}));
    expect(back?.view?.side).toBe('NAT');
    expect(back?.view?.toAct).toEqual(['NAT']);
    expect((back!.view!.state.vars as { decks: { NAT: { hand: string[] } } }).decks.NAT.hand).toContain('N1');
    expect(store.logLength).toBe(0);
  }, 60_000);
});
