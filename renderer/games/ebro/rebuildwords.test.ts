import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../../engine/core/types.js';
import { act, placed, segment } from '../../../engine/games/ebro/ebro.fixture.js';
import { initI18n, t } from '../../i18n/index.js';
import { answerButtons } from '../../panels/answers.js';
import { ebroModule, viewOf } from './ebro.fixture.js';
import { ebroPage } from './index.js';
import { eventText } from './logwords.js';
import { rememberModule } from './names.js';

const name = (id: string) => `<${id}>`;
const place = (_kind: string, id: string) => `[${id}]`;
const names = { side: (id: string) => (id === 'republican' ? 'Republicans' : 'Nationalists') };

const EVENTS: GameEvent[] = [
  { type: 'rebuilt', side: 'nationalist', piece: 'N-50D-1', box: 'north-interior', hq: false, steps: 2 },
  { type: 'rebuilt', side: 'republican', piece: 'R-HQ-42D', box: 'east-interior', hq: true, steps: 1 },
  { type: 'rejoined', side: 'republican', piece: 'R-HQ-42D', hex: 'A:0912' },
  { type: 'withdrawal', side: 'republican', withdrawal: 'turn-122', pieces: ['R-35D-XI-1', 'R-35D-XI-2'] },
  { type: 'withdrawn', side: 'republican', piece: 'R-35D-XI-1', box: 'east-interior' },
  { type: 'lateWithdrawal', side: 'republican', piece: 'R-35D-XI-2', cvp: 2 },
  { type: 'kept', side: 'nationalist', withdrawal: 'N-HQ-105D', pieces: ['N-105D-1'], cvp: 20 },
  { type: 'recalled', side: 'nationalist', withdrawal: 'N-HQ-105D', pieces: ['N-105D-1'], cvp: 10 },
  { type: 'additional', side: 'nationalist', pieces: ['N-13D-4'], cvp: 20 },
  { type: 'prisoners', levels: 3, nationalist: ['N-50D-5'], republican: ['R-3D-31-2', 'R-3D-31-3'] },
];

beforeEach(() => {
  initI18n('en');
  rememberModule(ebroModule);
});

describe('the log and answers of the unit reconstruction phase, withdrawals and prisoners', () => {
  it('XI, XIX.2.5, VII.5, XX.1.5, XX.1.10, XX.2.7 each event is told in English and Spanish', () => {
    for (const lang of ['en', 'es'] as const) {
      initI18n(lang);
      for (const e of EVENTS) {
        const text = eventText(e, name, names, place);
        expect(text, e.type).not.toBeNull();
        expect(text, e.type).not.toMatch(/{{|}}|ebro\.\w+\./);
      }
    }
    initI18n('en');
    expect(eventText(EVENTS[1]!, name, names, place)).toMatch(/^<R-HQ-42D> reconstituted in \[east-interior\]/);
    expect(eventText(EVENTS.at(-1)!, name, names, place)).toBe(
      'prisoner exchange of 3 levels: the Nationalists take back 1, the Republicans 2',
    );
  });

  it('XIX.2.5 the reconstruction phase offers each unit to rebuild in its box, and its end', () => {
    const lost = ['N-50D-1', 'N-50D-2', 'N-50D-3'];
    const s = placed(segment('combat', 'republican', { first: 'nationalist', phase: 2 }), {
      'N-HQ-50D': 'A:2001',
      ...Object.fromEntries(lost.map((id) => [id, { box: 'dead' }])),
    });
    const fallen = Object.fromEntries(lost.map((id) => [id, { turn: 1, captured: false }]));
    const at = act({ ...s, vars: { ...s.vars, fallen } as GameState['vars'] }, 'republican', 'done', {}).state;
    const labels = answerButtons(viewOf({ state: at } as never), ebroPage).map((b) => t(b.key, b.values));
    expect(labels).toContain('End reconstruction');
    expect(labels.filter((l) => l.startsWith('Rebuild '))).toHaveLength(3);
    expect(labels.find((l) => l.startsWith('Rebuild '))).toMatch(/ in .+/);
  });
});
