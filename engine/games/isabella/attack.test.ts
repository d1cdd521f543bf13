// Who may attack what (13.1-13.3, 12.7, 13.24, 8.2) on the real Isabella map and counters: derived tests, among
// them the digest's R9 (13.24) and R11 (12.7), cases derived from the rules' text, not examples the rulebook prints.
import { describe, expect, it } from 'vitest';
import { gameAt, isabellaModule } from './isabella.fixture.js';
import { attackOptions, checkAttack } from './attack.js';

const module = isabellaModule;
const game = gameAt;
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

describe('Isabella attacks: who may attack what', () => {
  it('13.1: every undisrupted unit adjacent to the enemy hex may join; a unit two hexes away may not', () => {
    const s = game({ '1916': ['fs-ii'], '2016': ['us-1ad'], '1915': ['us-1id'], '2116': ['uk-78id'] });
    expect(attackOptions(module, s, 'allied')).toEqual([
      { target: '1916', attackers: ['us-1id', 'us-1ad'], entersPortugal: false },
    ]);
    expect(checkAttack(module, s, 'allied', '1916', ['us-1ad', 'us-1id'])).toEqual([]);
    expect(rules(checkAttack(module, s, 'allied', '1916', ['uk-78id']))).toEqual(['isabella.attack.notAdjacent']);
  });

  it('13.2: a disrupted unit (it attacked or defended this phase) drops out of the list and may not attack', () => {
    const s = game({ '1916': ['fs-ii'], '2016': [{ def: 'us-1ad', disrupted: true }], '1915': ['us-1id'] });
    expect(attackOptions(module, s, 'allied')).toEqual([
      { target: '1916', attackers: ['us-1id'], entersPortugal: false },
    ]);
    expect(rules(checkAttack(module, s, 'allied', '1916', ['us-1id', 'us-1ad']))).toEqual([
      'isabella.attack.disrupted',
    ]);
  });

  it("13.1, 13.3: an attack names at least one unit, each once, only the attacker's own, against an enemy hex", () => {
    const s = game({ '1916': ['fs-ii'], '2016': ['us-1ad'], '1915': ['de-1ss'], '2015': ['us-1id'] });
    expect(rules(checkAttack(module, s, 'allied', '1916', []))).toEqual(['isabella.attack.noAttackers']);
    expect(rules(checkAttack(module, s, 'allied', '1916', ['us-1ad', 'us-1ad']))).toEqual(['isabella.attack.twice']);
    expect(rules(checkAttack(module, s, 'allied', '1916', ['de-1ss']))).toEqual(['isabella.attack.notYours']);
    expect(rules(checkAttack(module, s, 'allied', '2016', ['us-1id']))).toEqual(['isabella.attack.noEnemy']);
    expect(rules(checkAttack(module, s, 'allied', '2116', ['us-1ad']))).toEqual(['isabella.attack.noEnemy']);
    expect(rules(checkAttack(module, s, 'allied', '1916', ['nobody']))).toEqual(['isabella.attack.unknown']);
  });

  it('13.24 (derived test, digest R9): 1422 may be attacked only from 1421, by one unit of a stack of four', () => {
    const s = game({ '1422': ['uk-ggb'], '1421': ['de-1ss', 'de-2ss', 'de-327', 'fs-x'] });
    expect(attackOptions(module, s, 'axis')).toEqual([
      { target: '1422', attackers: ['de-1ss', 'de-2ss', 'de-327', 'fs-x'], entersPortugal: false, maxAttackers: 1 },
    ]);
    expect(checkAttack(module, s, 'axis', '1422', ['de-2ss'])).toEqual([]);
    const two = checkAttack(module, s, 'axis', '1422', ['de-1ss', 'de-2ss']);
    expect(rules(two)).toEqual(['isabella.attack.gibraltarOne']);
    expect(two[0]!.section).toBe('13.24');
  });

  it('13.24 over 12.7: not even the Allies may attack Gibraltar from Tangier 1322 across the straits', () => {
    const s = game({ '1422': ['de-fjr5'], '1322': ['us-1id'] });
    expect(attackOptions(module, s, 'allied')).toEqual([]);
    expect(rules(checkAttack(module, s, 'allied', '1422', ['us-1id']))).toEqual(['isabella.attack.gibraltar']);
  });

  it('12.7 (derived test, digest R11): the Axis never attacks across the straits; the Allies do, as across a river', () => {
    const s = game({ '1322': ['fs-ix'], '1321': ['us-1ad'] });
    expect(attackOptions(module, s, 'axis')).toEqual([]);
    expect(rules(checkAttack(module, s, 'axis', '1321', ['fs-ix']))).toEqual(['isabella.attack.straits']);
    expect(attackOptions(module, s, 'allied')).toEqual([
      { target: '1322', attackers: ['us-1ad'], entersPortugal: false },
    ]);
  });

  it('12.7: no attack across the all-sea hexside 1421/1322, by either side', () => {
    const s = game({ '1322': ['fs-ix'], '1421': ['us-1ad'] });
    expect(attackOptions(module, s, 'allied')).toEqual([]);
    expect(rules(checkAttack(module, s, 'allied', '1322', ['us-1ad']))).toEqual(['isabella.attack.allSea']);
    expect(rules(checkAttack(module, s, 'axis', '1421', ['fs-ix']))).toEqual(['isabella.attack.allSea']);
  });

  it('12.1, 13.1: the static 1/2GGB may attack out of Gibraltar: into 1421, and across the straits into 1322', () => {
    const s = game({ '1422': ['uk-ggb'], '1421': ['de-fjr5'], '1322': ['fs-ix'] });
    expect(attackOptions(module, s, 'allied')).toEqual([
      { target: '1322', attackers: ['uk-ggb'], entersPortugal: false },
      { target: '1421', attackers: ['uk-ggb'], entersPortugal: false },
    ]);
  });

  it('8.2: the Axis may attack frozen Portuguese units, which brings Portugal in; the Allies may not', () => {
    const s = game({ '1514': ['pt-2rm'], '1614': ['de-327', 'us-1id'] });
    expect(attackOptions(module, s, 'axis')).toEqual([{ target: '1514', attackers: ['de-327'], entersPortugal: true }]);
    expect(attackOptions(module, s, 'allied')).toEqual([]);
    expect(rules(checkAttack(module, s, 'allied', '1514', ['us-1id']))).toEqual(['isabella.attack.noEnemy']);
  });

  it('8.1: frozen Portuguese units may not attack; once Portugal is in they may, and no entry is marked', () => {
    const frozen = game({ '1514': ['pt-2rm'], '1614': ['de-327'] });
    expect(attackOptions(module, frozen, 'allied')).toEqual([]);
    expect(rules(checkAttack(module, frozen, 'allied', '1614', ['pt-2rm']))).toEqual(['isabella.attack.frozen']);
    const inWar = game({ '1514': ['pt-2rm'], '1614': ['de-327'] }, { portugal: true });
    expect(attackOptions(module, inWar, 'allied')).toEqual([
      { target: '1614', attackers: ['pt-2rm'], entersPortugal: false },
    ]);
    expect(attackOptions(module, inWar, 'axis')).toEqual([
      { target: '1514', attackers: ['de-327'], entersPortugal: false },
    ]);
  });

  it('13.21: a momentum attack is made only by the units that just advanced', () => {
    const s = game({ '1916': ['us-1id'], '2016': ['de-1ss', 'de-7pz'] });
    expect(checkAttack(module, s, 'axis', '1916', ['de-1ss'], ['de-1ss'])).toEqual([]);
    expect(rules(checkAttack(module, s, 'axis', '1916', ['de-1ss', 'de-7pz'], ['de-1ss']))).toEqual([
      'isabella.attack.momentum',
    ]);
  });

  it('checking and listing agree: every listed attacker passes the check alone', () => {
    const s = game({
      '1916': ['fs-ii'],
      '2016': ['us-1ad'],
      '1915': ['us-1id'],
      '1422': ['uk-ggb'],
      '1421': ['de-1ss'],
    });
    for (const side of ['allied', 'axis']) {
      for (const o of attackOptions(module, s, side))
        for (const a of o.attackers) expect(checkAttack(module, s, side, o.target, [a])).toEqual([]);
    }
  });
});
