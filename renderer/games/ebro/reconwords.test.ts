import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, t } from '../../i18n/index.js';
import { answerButton } from './answers.js';
import { ebroModule, viewWith } from './ebro.fixture.js';
import { actionText, eventText } from './logwords.js';
import { rememberModule } from './names.js';
import { orderGroups } from './orders.js';

const name = (id: string) => `<${id}>`;
const place = (_kind: string, id: string) => `[${id}]`;
const names = { side: (id: string) => (id === 'republican' ? 'Republicans' : 'Nationalists') };

beforeEach(() => {
  initI18n('en');
  rememberModule(ebroModule);
});

describe("La Batalla del Ebro's reconnaissance and ground support in words", () => {
  it('XII.6.2 groups reconnaissance flights by the hex they reconnoitre on the Orders panel', () => {
    const v = viewWith('prepare', [
      { verb: 'recon', args: { piece: 'R-AIR-G24', hexes: ['A:2524', 'A:2524'] } },
      { verb: 'recon', args: { piece: 'R-AIR-G30', hexes: ['A:2524', 'A:2524'] } },
      { verb: 'recon', args: { piece: 'R-AIR-G28', hexes: ['A:1226'] } },
    ]);
    const groups = orderGroups(v);
    expect(groups.map((g) => [g.kind, g.target, g.orders.map((o) => o.units)])).toEqual([
      ['recon', ['A:2524'], [['R-AIR-G24'], ['R-AIR-G30']]],
      ['recon', ['A:1226'], [['R-AIR-G28']]],
    ]);
  });

  it('XII.6.2 logs a reconnaissance flight and the points it left, or that it was turned back, in both languages', () => {
    const flight = { verb: 'recon', args: { piece: 'R-AIR-G24', hexes: ['A:2524', 'A:2524'] } };
    const left = { type: 'recon', piece: 'R-AIR-G24', reached: ['A:2524', 'A:2524'] };
    const none = { type: 'recon', piece: 'R-AIR-G24', reached: [] };
    expect(actionText(flight as never, name, place, names)).toBe('<R-AIR-G24> flew reconnaissance over A:2524');
    expect(eventText(left, name, names, place)).toBe('<R-AIR-G24> left reconnaissance points over A:2524 (2)');
    expect(eventText(none, name, names, place)).toBe('<R-AIR-G24> was turned back before its reconnaissance');
    initI18n('es');
    for (const text of [actionText(flight as never, name, place, names), eventText(left, name, names, place)])
      expect(text).toMatch(/reconocimiento/);
  });

  it('XII.8 names the standing order for air ground support on a button, and an attack’s supporting aircraft', () => {
    const v = viewWith('patrol', [{ verb: 'airOrders', args: { groundSupport: 'yes' } }]);
    const b = answerButton(v.legalActions[0]!, v)!;
    expect(t(b.key, b.values)).toBe('Air ground support for your combats: yes');
    const attack = { verb: 'attack', args: { pieces: ['U1'], hex: 'A:1524', air: ['R-AIR-G30'] } };
    expect(actionText(attack as never, name, place, names)).toBe(
      '<U1> attacked hex A:1524 with air support from <R-AIR-G30>',
    );
    const combat = viewWith('combat', [{ verb: 'attack', args: attack.args }]);
    expect(orderGroups(combat)[0]!.orders[0]!.units).toEqual(['U1', 'R-AIR-G30']);
  });
});
