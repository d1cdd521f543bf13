import { describe, expect, it } from 'vitest';
import type { Action, GameEvent, GameState } from '../../../engine/core/types.js';
import { campaignStart, crusadeModule, varsOf } from '../../../engine/games/crusade/crusade.fixture.js';
import { crusadeRules } from '../../../engine/games/crusade/rules.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { battleShown, combatNow, lastBattle } from './battledata.js';

/** Seed crusade-map-17's Republican attack on Beasain (e2e/crusade-map.spec.ts), to the Nationalist loss. */
const ACTIONS: (Action | ((s: GameState) => Action | null))[] = [
  { side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } },
  { side: 'REP', verb: 'play', args: { card: 'R2', as: 'ops' } },
  { side: 'REP', verb: 'activate', args: { space: 'durango', as: 'attack' } },
  { side: 'REP', verb: 'activate', args: { space: 'cuenca', as: 'move' } },
  // Cuenca's stack moved two spaces, as the browser test drags it.
  (s) => {
    const a = crusadeRules
      .view(crusadeModule, s, 'REP')
      .legalActions.find((x) => x.verb === 'moveStack' && (x.args!.path as string[]).length === 2)!;
    return { side: 'REP', verb: a.verb, args: a.args! };
  },
  (s) => (varsOf(s).step === 'ops-move' ? { side: 'REP', verb: 'doneMoving', args: {} } : null),
  { side: 'REP', verb: 'attack', args: { target: 'beasain', attackers: ['rep-mil-bas-02', 'rep-mil-bas-03'] } },
  { side: 'REP', verb: 'combatCards', args: { cards: [] } },
  { side: 'NAT', verb: 'combatCards', args: { cards: [] } },
];

/** The state after the actions and the log as the page gets it (one line an action with its events). */
function played(actions: typeof ACTIONS): { state: GameState; log: LogLine[] } {
  let state = campaignStart('crusade-map-17');
  const log: LogLine[] = [];
  for (const next of actions) {
    const a = typeof next === 'function' ? next(state) : next;
    if (!a) continue;
    const seq = log.length;
    const r = crusadeRules.reduce(crusadeModule, state, a);
    if ('violations' in r) throw new Error(`${a.verb}: ${JSON.stringify(r.violations)}`);
    state = r.state;
    log.push({ seq, side: a.side, verb: a.verb, events: r.events as GameEvent[] } as unknown as LogLine);
  }
  return { state, log };
}

describe("what Crusade's battle view shows", () => {
  it('§11.3.4 the combat in progress: the space, both sides, the Loss Numbers, the ways to take the losses', () => {
    const { state } = played(ACTIONS);
    const now = combatNow(crusadeRules.view(crusadeModule, state, 'NAT'))!;
    expect(now).toMatchObject({ target: 'beasain', attacker: 'REP', defender: 'NAT', lossSide: 'NAT' });
    expect(now.attackers).toEqual(['rep-mil-bas-02', 'rep-mil-bas-03']);
    expect(now.defenders.length).toBeGreaterThan(0);
    expect(now.plans!.length).toBeGreaterThanOrEqual(2);
    for (const p of now.plans!) expect(p.losses.every((l) => now.defenders.includes(l.unit))).toBe(true);
    expect(combatNow(crusadeRules.view(crusadeModule, campaignStart('1'), 'NAT'))).toBeNull();
  });

  it("§11.2.6 the last combat of the log: both sides' fire in parts, as the fire event gives them", () => {
    const { state, log } = played(ACTIONS);
    const rec = lastBattle(log)!;
    const attackSeq = log.findIndex((l) => l.verb === 'attack');
    expect(rec).toMatchObject({ seq: attackSeq, target: 'beasain', attacker: 'REP' });
    // No Combat Card was played: none recorded for either side.
    expect(rec.cards.flatMap((c) => c.cards)).toEqual([]);
    const fire = log.at(-1)!.events.find((e) => e.type === 'fire')!;
    for (const who of ['attacker', 'defender'] as const) {
      const f = rec.fire![who];
      expect(f.table).toBe(fire[`${who}Table`]);
      expect(f.column).toBe(fire[`${who}Column`]);
      expect(f.ln).toBe(fire[`${who}Ln`]);
      expect(f.modified).toBe(f.die + f.drm);
      expect(f.drms!.reduce((n, m) => n + m.amount, 0)).toBe(f.drm);
      for (const m of [...f.shifts!, ...f.drms!]) expect(m.rule).toMatch(/^\d+(\.\d+)*$/);
    }
    // In progress: live, its fire from the log; after it, the last one with the defenders seen while it went on.
    const now = combatNow(crusadeRules.view(crusadeModule, state, 'NAT'));
    const live = battleShown(now, rec, ['NAT', 'REP'])!;
    expect(live.live).toBe(true);
    expect(live.fire).toBe(rec.fire);
    const after = battleShown(null, rec, ['NAT', 'REP'], new Map([[rec.seq, now!.defenders]]))!;
    expect(after).toMatchObject({ live: false, defender: 'NAT', defenders: now!.defenders });
    expect(lastBattle(log.slice(0, attackSeq))).toBeNull();
  });
});
