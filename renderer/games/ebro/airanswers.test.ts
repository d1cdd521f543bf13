import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, t } from '../../i18n/index.js';
import { answerButton } from './answers.js';
import { dragMoves, moveToSend } from './drag.js';
import { ebroModule, viewWith } from './ebro.fixture.js';
import { rememberModule } from './names.js';
import { orderGroups } from './orders.js';

beforeEach(() => {
  initI18n('en');
  rememberModule(ebroModule);
});

describe("La Batalla del Ebro's air and breakthrough answers", () => {
  it('V.1, XII.6.8 names a patrol, the standing orders and the end of the patrols on buttons', () => {
    const v = viewWith('patrol', [
      { verb: 'patrol', args: { piece: 'R-AIR-1' } },
      { verb: 'airOrders', args: { intercept: 'no' } },
      { verb: 'airOrders', args: { antiAircraft: 'yes' } },
      { verb: 'done', args: {} },
    ]);
    const texts = v.legalActions.map((a) => {
      const b = answerButton(a, v)!;
      return t(b.key, b.values);
    });
    expect(texts).toEqual(['R-AIR-1 patrols', 'Interception: no', 'Anti-aircraft fire: yes', 'End air patrols']);
  });

  it('XV, XII.6 groups fire at structures, bombing and ground attacks by target on the Orders panel', () => {
    const v = viewWith('prepare', [
      { verb: 'shell', args: { pieces: ['R-EE-H1'], a: 'A:0811', b: 'A:0712', kind: 'crossing' } },
      { verb: 'shell', args: { pieces: ['R-EE-H2'], a: 'A:0811', b: 'A:0712', kind: 'crossing' } },
      { verb: 'bomb', args: { pieces: ['N-AIR-1'], a: 'A:1226', kind: 'fort' } },
      { verb: 'strafe', args: { pieces: ['N-AIR-2'], hex: 'A:2524' } },
    ]);
    const groups = orderGroups(v);
    expect(groups.map((g) => [g.kind, g.target, g.orders.length])).toEqual([
      ['shell', ['A:0811', 'A:0712'], 2],
      ['bomb', ['A:1226'], 1],
      ['strafe', ['A:2524'], 1],
    ]);
    expect(groups[1]!.work).toBe('fort');
  });

  it('XVI.9 drags a breakthrough unit by its exploitation, and sends an exploitation where it is dropped', () => {
    const to = { kind: 'hex', hex: 'A:1227' } as const;
    const v = viewWith('breakthrough', [{ verb: 'exploit', args: { piece: 'R-EE-AT', to } }]);
    expect(dragMoves(v, 'R-EE-AT', false).map((m) => m.hex)).toEqual(['A:1227']);
    expect(moveToSend(v, 'R-EE-AT', to, false)).toEqual({ verb: 'exploit', args: { piece: 'R-EE-AT', to } });
    const far = { kind: 'hex', hex: 'A:1530' } as const;
    expect(moveToSend(v, 'R-EE-AT', far, false)?.verb).toBe('exploit');
  });

  it('XII.3 drags an aircraft to a hex it may rebase to, the hex named as the rules name it', () => {
    const v = viewWith('move', [{ verb: 'rebase', args: { piece: 'R-EE-AT', to: 'A:1227' } }]);
    expect(dragMoves(v, 'R-EE-AT', false).map((m) => m.hex)).toEqual(['A:1227']);
    expect(moveToSend(v, 'R-EE-AT', { kind: 'hex', hex: 'A:1227' }, false)).toEqual({
      verb: 'rebase',
      args: { piece: 'R-EE-AT', to: 'A:1227' },
    });
  });
});
