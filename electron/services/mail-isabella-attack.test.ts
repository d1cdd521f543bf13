// Operation Isabella by e-mail between two hosts: an Allied attack on a German stack whose units the Allied
// machine does not know waits for the German player's next file, whose dice reveal carries their faces
// (engine/core/hidden-units.ts); then the battle is fought alike on both machines.
import { describe, expect, it } from 'vitest';
import { hostsPerTest, value } from './fixtures/isabella-dir.js';
import type { SaveFile } from '../../schemas/save.js';
import type { SentSnapshot } from '../../schemas/host-api.js';
import { replay } from '../../engine/core/replay.js';
import { isabellaRules } from '../../engine/games/isabella/rules.js';
import { isabellaModule } from '../../engine/games/isabella/isabella.fixture.js';
import { geoOf } from '../../engine/games/isabella/geo.js';
import { unitDef } from '../../engine/games/isabella/units.js';
import { linesOf } from './fixtures/sent-log.js';
import { startByMail } from './fixtures/mail-pair.js';

const hosts = hostsPerTest('axis', 'allied');

describe('Operation Isabella by e-mail: attacking a hidden stack (host)', () => {
  it('an attack on a hidden stack waits for the defender, whose next file reveals it; then the battle', async () => {
    type Snap = SentSnapshot;
    const host = hosts;
    const game = { moduleId: 'isabella', scenarioId: 'campaign', mode: 'enforced', side: 'allied' } as const;
    let snap: Snap = (await startByMail(hosts.axis.service, hosts.allied.service, game)).joiner;
    let side: 'axis' | 'allied' = 'allied';
    const act = async (verb: string, args: Record<string, unknown>) => {
      snap = value(await host[side].service.act({ action: { side, verb, args: args as never } }));
    };
    /** When the other side is to act, this side sends its turn and the other opens it. */
    const handOver = async () => {
      const other = side === 'axis' ? 'allied' : 'axis';
      if (!snap.view!.toAct.includes(other)) return;
      const file = value(await host[side].service.sendTurn({}));
      side = other;
      snap = value(await host[side].service.openContents({ name: file.name, text: file.text }));
    };
    const step = () => String(snap.view!.state.vars.step);
    const geo = geoOf(isabellaModule);
    // The Allied set-up: a beachhead out of every Axis ZOC (7.5) with clear ground two hexes inland in Spain (where
    // 3.5 lets the paratroop regiments set up, out of its ZOC) and an open hex between it reaches for 1 MP (12.5: no
    // river, strait or border on the way, no Axis unit beside it), so that a landed unit may step next to them.
    const unitsAt = (h: string) => snap.view!.state.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === h);
    const taken = (h: string) => unitsAt(h).length > 0;
    const sideNear = (side: string, h: string) =>
      [h, ...geo.neighbors(h)].some((n) => unitsAt(n).some((p) => p.side === side));
    const spain = (h: string) => !geo.isSea(h) && geo.region(h) === 'spain';
    const open = (h: string) => geo.terrain(h) === 'clear' || geo.isCity(h);
    const plain = (a: string, b: string) =>
      !geo.sideFeatures(a, b).some((f) => ['river', 'strait', 'sea', 'border'].includes(f));
    const between = (port: string, far: string) =>
      geo
        .neighbors(port)
        .filter(
          (m) =>
            geo.neighbors(far).includes(m) &&
            spain(m) &&
            open(m) &&
            !taken(m) &&
            !sideNear('axis', m) &&
            plain(port, m) &&
            plain(m, far),
        );
    const landing = (port: string) =>
      sideNear('axis', port)
        ? []
        : [...new Set(geo.neighbors(port).flatMap((h) => geo.neighbors(h)))].filter(
            (h) =>
              geo.distance(port, h) === 2 &&
              spain(h) &&
              geo.terrain(h) === 'clear' &&
              !taken(h) &&
              !sideNear('allied', h) &&
              between(port, h).length > 0,
          );
    while (step() !== 'setup-german') {
      const legal = snap.view!.legalActions;
      const ports = legal.filter((x) => x.verb === 'beachhead');
      const best = (x: (typeof ports)[number]) => landing(String(x.args!.hex)).length;
      const port = ports.sort((a, b) => best(b) - best(a))[0];
      if (port) expect(best(port)).toBeGreaterThan(0);
      const a = port ?? legal.find((x) => x.verb !== 'note')!;
      await act(a.verb, a.args ?? {});
    }
    const beachhead = String(snap.view!.state.vars.beachhead);
    await handOver();
    expect(side).toBe('axis');
    // The German set-up: both paratroop regiments in one such hex (3.5: anywhere out of enemy ZOC), the rest first.
    const two = new Set(landing(beachhead));
    expect(two.size).toBeGreaterThan(0);
    let paraHex: string | null = null;
    while (step() === 'setup-german') {
      const moves = snap.view!.legalActions.filter((x) => x.verb === 'move');
      const def = (id: string) => snap.view!.state.pieces.find((p) => p.id === id)!.def;
      const para = (id: string) => unitDef(isabellaModule, def(id))?.flags?.includes('paraRegiment') === true;
      const near = moves.find((x) => {
        const to = (x.args!.to as { hex: string }).hex;
        return para(String(x.args!.piece)) && (paraHex ? to === paraHex : two.has(to));
      });
      const other = moves.find((x) => !para(String(x.args!.piece)));
      const a = other ?? near!;
      if (a === near) paraHex = (a.args!.to as { hex: string }).hex;
      await act(a.verb, a.args ?? {});
    }
    expect(paraHex).not.toBeNull();
    const paras = snap.view!.state.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === paraHex);
    expect(paras.length).toBe(2);
    await handOver();
    // Both sides play on (ending phases where they can) until the Allied player may attack that hex.
    const axisSeen = () => snap.view!.state.pieces.filter((p) => p.side === 'axis' && p.at.kind === 'hex');
    let attack: { verb: string; args?: Record<string, unknown> } | undefined;
    const next = (h: string) => geo.neighbors(paraHex!).includes(h);
    // Hexes from the regiments, over land.
    const far = new Map<string, number>([[paraHex!, 0]]);
    for (let q = [paraHex!]; q.length > 0; ) {
      const h = q.shift()!;
      for (const n of geo.neighbors(h))
        if (!far.has(n) && !geo.isSea(n)) {
          far.set(n, far.get(h)! + 1);
          q.push(n);
        }
    }
    const dist = (h: string) => far.get(h) ?? 99;
    const where = (id: string) => {
      const at = snap.view!.state.pieces.find((p) => p.id === id)?.at;
      return at?.kind === 'hex' ? at.hex : null;
    };
    const besideParas = () =>
      snap.view!.state.pieces.some(
        (p) => p.side === 'allied' && p.kind === 'unit' && p.at.kind === 'hex' && next(p.at.hex),
      );
    for (let i = 0; i < 200 && !attack; i++) {
      const legal = snap.view!.legalActions;
      // Any Allied unit that may attack the regiments does so (a Republican corps may be nearer than the landing).
      attack = side === 'allied' ? legal.find((x) => x.verb === 'attack' && x.args!.target === paraHex) : undefined;
      if (attack) break;
      // The Allied player moves a unit next to the regiments, else the landed units one hex nearer with each move
      // (declining to end a phase until one stands next to them).
      const moves = legal
        .filter((x) => x.verb === 'move')
        .map((x) => ({ x, from: where(String(x.args!.piece)), to: (x.args!.to as { hex: string }).hex }));
      const beside = moves.find((m) => next(m.to))?.x;
      const nearer = moves
        .filter((m) => String(m.x.args!.piece).startsWith('allied-h'))
        .filter((m) => m.from !== null && dist(m.to) < dist(m.from))
        .sort((a, b) => dist(a.to) - dist(b.to))[0]?.x;
      const closer =
        side === 'allied' && !besideParas() ? (beside ?? nearer ?? legal.find((x) => x.verb === 'decline')) : null;
      const pick =
        closer ??
        legal.find((x) => ['endPhase', 'done', 'skip', 'accept', 'decline'].includes(x.verb)) ??
        legal.find((x) => x.verb === 'placeAir' || x.verb === 'placePartisan') ??
        legal.find((x) => x.verb === 'reveal') ??
        legal.find((x) => x.verb !== 'note' && x.verb !== 'move') ??
        legal.find((x) => x.verb !== 'note');
      if (!pick) break; // the game is over
      await act(pick.verb, pick.args ?? {});
      await handOver();
    }
    expect(attack).toBeDefined();
    // The Allied screen sees the top paratroop regiment only; the attack waits for the German player's reveal.
    const onTop = axisSeen().filter((p) => p.at.kind === 'hex' && p.at.hex === paraHex);
    expect(onTop.length).toBe(1);
    await act(attack!.verb, attack!.args ?? {});
    expect(
      linesOf(snap)
        .at(-1)!
        .events.map((e) => e.type),
    ).toContain('units-pending');
    expect(snap.view!.toAct).toEqual(['axis']);
    expect(snap.view!.state.vars.battle).toBeNull();
    await handOver();
    expect(side).toBe('axis');
    expect(snap.view!.prompts[0]?.verb).toBe('reveal');
    expect(snap.view!.prompts[0]?.id).toBe('core.units');
    expect(snap.view!.legalActions).toEqual([
      { verb: 'reveal', args: {}, label: 'Reveal my units', info: { units: true } },
    ]);
    expect(snap.view!.prompts[0]?.message).toMatch(/shows your hidden units/);
    await act('reveal', {});
    // The reveal carries both regiments' faces, and the attack is carried out with them (13.5: their defense).
    const revealed = linesOf(snap).at(-1)!;
    expect(revealed.events.map((e) => e.type)).toEqual(expect.arrayContaining(['reveal', 'dice-resolved', 'battle']));
    const fought = revealed.events.find((e) => e.type === 'battle')!;
    const ids = paras.map((p) => p.id).sort();
    expect([...(fought.defenders as string[])].sort()).toEqual(ids);
    const file = value(await hosts.axis.service.sendTurn({}));
    const text = JSON.parse(file.text) as SaveFile;
    const reveal = text.log.findLast((e) => e.verb === 'reveal' && e.side === 'axis')!;
    // The top one was shown when the set-up ended; the other is shown now.
    expect(Object.keys(reveal.reveals ?? {})).toEqual(ids.filter((id) => id !== onTop[0]!.id));
    // The Allied machine plays the same battle from the file: the same defenders and defense.
    const seen = value(await hosts.allied.service.openContents({ name: file.name, text: file.text }));
    const line = linesOf(seen).findLast((l) => l.events.some((e) => e.type === 'battle'))!;
    const there = line.events.find((e) => e.type === 'battle')!;
    expect(there.defense).toBe(fought.defense);
    // Its log names each defender the Allied screen still sees; one it cannot see now (under the top of a stack that
    // held) is "hidden:axis", as for any such piece (log-redact.ts: the log's fog follows the view).
    const seenNow = new Set(seen.view!.state.pieces.map((p) => p.id));
    const named = ids.map((id) => (seenNow.has(id) ? id : 'hidden:axis')).sort();
    expect([...(there.defenders as string[])].sort()).toEqual(named);
    // Whoever replays the file now has the regiments' faces (shown in battle), and still none of the rest.
    const replayed = replay(isabellaRules, isabellaModule, text.setup, text.log, { genesis: text.genesis });
    if (!replayed.ok) throw new Error(replayed.reason);
    for (const id of ids) expect(replayed.state.pieces.find((p) => p.id === id)!.def.startsWith('?')).toBe(false);
    expect(replayed.state.hidden?.axis?.some((id) => ids.includes(id))).toBe(false);
    expect(replayed.state.hidden?.axis?.length).toBeGreaterThan(0);
  });
});
