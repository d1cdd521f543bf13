import { describe, expect, it } from 'vitest';
import type { HostResult, SentSnapshot, Snapshot } from '../../schemas/host-api.js';
import type { HostApi } from '../../electron/host/api.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Action } from '../../engine/core/types.js';
import { Store } from './store.js';

const snapshot = (revision: number, moduleId = 'demo'): SentSnapshot => ({
  doc: { fileName: null, dirty: false, canUndo: false, canRedo: false, moduleId, scenarioId: 's', revision },
  view: {
    side: 'axis',
    toAct: ['axis'],
    state: {
      activeSide: 'axis',
      pieces: [
        {
          id: 'p1',
          def: 'u',
          kind: 'unit',
          side: 'allied',
          at: { kind: 'hex', hex: '0101' },
          steps: 1,
          disrupted: false,
        },
      ],
    } as never,
    legalActions: [],
    prompts: [],
  },
  log: [],
  logEvents: '[]',
  logFrom: 0,
});

/** A host whose act() answers after a delay that shrinks with each call, to shuffle completion order. */
function fakeHost(opts: { failAct?: boolean } = {}) {
  const calls: string[] = [];
  const acted: Action[] = [];
  let rev = 0;
  let delay = 40;
  const host = {
    kind: 'browser',
    async getModule({ moduleId }: { moduleId: string }): Promise<HostResult<GameModule>> {
      calls.push(`getModule:${moduleId}`);
      return { ok: true, value: { manifest: { id: moduleId } } as GameModule };
    },
    async getSnapshot(): Promise<HostResult<SentSnapshot>> {
      calls.push('getSnapshot');
      return { ok: true, value: snapshot(rev) };
    },
    async checkRecovery(): Promise<HostResult<null>> {
      calls.push('checkRecovery');
      return { ok: true, value: null };
    },
    async act({ action }: { action: Action }): Promise<HostResult<SentSnapshot>> {
      calls.push(`act:${action.verb}`);
      delay -= 15;
      await new Promise((r) => setTimeout(r, delay > 0 ? delay : 0));
      if (opts.failAct) return { ok: false, error: { code: 'rule', message: 'Not allowed here.' } };
      acted.push(action);
      return { ok: true, value: snapshot(++rev) };
    },
  } as unknown as HostApi;
  return { host, calls, acted };
}

describe('renderer store', () => {
  it('shows a snapshot after fetching its module once', async () => {
    const { host, calls } = fakeHost();
    const store = new Store(host);
    const seen: number[] = [];
    store.subscribe((s) => seen.push(s.snapshot?.doc?.revision ?? -1));
    await store.refresh();
    await store.refresh();
    expect(calls).toEqual(['getSnapshot', 'getModule:demo', 'getSnapshot']);
    expect(store.module?.manifest.id).toBe('demo');
    expect(seen).toEqual([0, 0]);
  });

  it("asks the start's questions ahead; the start takes those answers once, and asks again once they are dropped", async () => {
    const { host, calls } = fakeHost();
    const store = new Store(host);
    store.askStartAhead();
    await new Promise((r) => setTimeout(r, 0));
    // All three asked before anything took them: the module as soon as the snapshot named it.
    expect(calls).toEqual(['checkRecovery', 'getSnapshot', 'getModule:demo']);
    expect(await store.call((h) => store.takeAhead<null>('checkRecovery') ?? h.checkRecovery({}))).toBeNull();
    await store.callSnapshot((h) => store.takeAhead<Snapshot>('getSnapshot') ?? h.getSnapshot({}));
    expect(store.module?.manifest.id).toBe('demo');
    expect(calls).toEqual(['checkRecovery', 'getSnapshot', 'getModule:demo']);
    expect(store.takeAhead('getSnapshot')).toBeUndefined();
    store.askAhead('getSnapshot', (h) => h.getSnapshot({}));
    store.dropAhead();
    await store.callSnapshot((h) => store.takeAhead<Snapshot>('getSnapshot') ?? h.getSnapshot({}));
    expect(calls).toEqual(['checkRecovery', 'getSnapshot', 'getModule:demo', 'getSnapshot', 'getSnapshot']);
  });

  it('sends actions in order, one at a time, and keeps the last answer', async () => {
    const { host, acted } = fakeHost();
    const store = new Store(host);
    await store.refresh();
    const a = store.act('move', { piece: 'p1', to: { kind: 'hex', hex: '0102' } }, 'allied');
    const b = store.act('roll', { count: 1, sides: 6 });
    const c = store.act('flip', { piece: 'p1' });
    expect(store.busy).toBe(3);
    await Promise.all([a, b, c]);
    await store.settled();
    expect(acted.map((x) => x.verb)).toEqual(['move', 'roll', 'flip']);
    expect(acted[0].side).toBe('allied');
    expect(acted[1].side).toBe('axis'); // defaults to the side to play
    expect(store.snapshot?.doc?.revision).toBe(3);
    expect(store.busy).toBe(0);
  });

  it('a piece of no side (the turn marker) is moved by the side the screen shows, never by side ""', async () => {
    const { host, acted } = fakeHost();
    const store = new Store(host);
    await store.refresh();
    await store.act('move', { piece: 'turn', to: { kind: 'box', box: 'turn-track', index: 2 } }, '');
    await store.settled();
    expect(acted[0].side).toBe('axis');
  });

  it("a game by e-mail: an action with no side is this player's, not the side to play's", async () => {
    const { host, acted } = fakeHost();
    const store = new Store(host);
    await store.refresh();
    store.snapshot!.doc!.mail = { side: 'allied', known: 0, unsent: 0 };
    await store.act('consent', { accept: true });
    await store.settled();
    expect(acted[0].side).toBe('allied');
  });

  it('reports host errors and keeps the shown state', async () => {
    const { host } = fakeHost({ failAct: true });
    const store = new Store(host);
    await store.refresh();
    const errors: string[] = [];
    store.onError((e) => errors.push(e.message));
    const before = store.snapshot;
    expect(await store.act('move', { piece: 'p1' })).toBeUndefined();
    expect(errors).toEqual(['Not allowed here.']);
    expect(store.snapshot).toBe(before);
  });

  it('turns a thrown call into an error instead of an unhandled rejection', async () => {
    const host = { kind: 'browser', getSnapshot: () => Promise.reject(new Error('bridge down')) } as unknown as HostApi;
    const store = new Store(host);
    const errors: string[] = [];
    store.onError((e) => errors.push(e.message));
    expect(await store.refresh()).toBeUndefined();
    expect(errors).toEqual(['bridge down']);
  });
  it('says when host calls start and when the last one is answered, once each way', async () => {
    const { host } = fakeHost();
    const store = new Store(host);
    const seen: boolean[] = [];
    store.onBusy((b) => seen.push(b));
    const a = store.act('roll', { count: 1, sides: 6 }, 'axis');
    const b = store.act('roll', { count: 1, sides: 6 }, 'axis');
    expect(store.busy).toBe(2);
    await Promise.all([a, b]);
    await store.settled();
    expect(store.busy).toBe(0);
    expect(seen).toEqual([true, false]);
  });

  it('while a replayed position is shown, it is what is drawn and every action is refused', async () => {
    const { host, acted } = fakeHost();
    const store = new Store(host);
    await store.refresh();
    const errors: string[] = [];
    store.onError((e) => errors.push(e.code));
    const past = snapshot(0).view!;
    past.state.pieces[0]!.at = { kind: 'hex', hex: '0909' };
    store.setReplay({ seq: 3, length: 9, turn: 2, phase: 'air', view: past });
    expect(store.shown?.view).toBe(past);
    expect(store.shown?.doc).toBe(store.snapshot?.doc);
    expect(store.piece('p1')?.at).toEqual({ kind: 'hex', hex: '0909' });
    expect(await store.act('move', { piece: 'p1', to: { kind: 'hex', hex: '0102' } })).toBeUndefined();
    await store.settled();
    expect(acted).toEqual([]);
    expect(errors).toEqual(['replaying']);
    store.setReplay(null);
    expect(store.shown).toBe(store.snapshot);
    await store.act('roll', { count: 1, sides: 6 });
    expect(acted.map((a) => a.verb)).toEqual(['roll']);
  });
});
