import { beforeEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../../../schemas/host-api.js';
import type { Prompt } from '../../../engine/core/types.js';
import { initI18n, setLanguage, t } from '../../i18n/index.js';
import { crusadeEventText, sideFireOf } from './logtext.js';
import { crusadeModule } from '../../../engine/games/crusade/crusade.fixture.js';
import { fireEvent as engineFireEvent, fireTables } from '../../../engine/games/crusade/fire.js';
import { fireOn } from '../../../engine/systems/combat/index.js';
import { describeAction, describeEvent, formatLogLine } from '../../panels/logtext.js';
import { promptText } from '../../panels/prompt.js';
import { crusadePage } from './index.js';
import { declaredIn } from '../declared.js';

/** The engine's event types and prompt ids (read from its sources: ../declared.ts). */
const declared = declaredIn('engine/games/crusade', 'crusade');
const EVENT_TYPES = [...declared.events].sort();
const PROMPT_IDS = [...declared.prompts].map((id) => id.slice('crusade.'.length)).sort();

const UNITS: Record<string, string> = { 'nat-afr-asensio': 'Asensio', 'rep-mil-05': 'MIL 5', 'nat-inf-01': 'INF 1' };
const SPACES: Record<string, string> = {
  madrid: 'Madrid',
  toledo: 'Toledo',
  'la-coruna': 'La Coruña',
  cadiz: 'Cádiz',
};
const names = {
  unit: (id: string) => UNITS[id] ?? id,
  space: (id: string) => SPACES[id] ?? id,
  box: (id: string) => (id === 'reserve-NAT' ? 'Nationalist Reserve Box' : id),
  card: (id: string) => (({ N1: 'Air Bridge', R13: 'T-26 Tanks' }) as Record<string, string>)[id] ?? id,
  side: (id: string) => (({ NAT: 'Nationalist', REP: 'Republican' }) as Record<string, string>)[id] ?? id,
};

/** A plausible event of each type, with every field the engine gives it. */
const SAMPLE: Record<string, Record<string, unknown>> = {
  round: { side: 'NAT', round: 2 },
  turn: { turn: 3, winter: false },
  draw: { side: 'REP', cards: 3, hand: 7 },
  play: { side: 'NAT', card: 'N1', name: 'Air Bridge', as: 'event' },
  discard: { side: 'NAT', cards: ['N1'] },
  control: { space: 'toledo', name: 'Toledo', from: 'REP', to: 'NAT' },
  siege: { siege: 'alcazar', resist: 2 },
  sr: { unit: 'rep-mil-05', to: { kind: 'box', box: 'reserve-NAT' }, cost: 1, special: false },
  deploy: { unit: 'nat-inf-01', to: 'madrid' },
  attack: { side: 'NAT', target: 'toledo', name: 'Toledo', attackers: ['nat-afr-asensio'] },
  advance: { units: ['nat-afr-asensio'], path: ['toledo'] },
  retreat: { unit: 'rep-mil-05', path: ['madrid'] },
  eliminated: { unit: 'rep-mil-05', side: 'REP', permanent: false, from: 'toledo' },
  vp: { delta: 1, vp: 8, reason: 'x' },
};

describe('Crusade log events', () => {
  beforeEach(() => initI18n('en'));

  it('finds the engine events and prompts to check (the scan itself works)', () => {
    expect(EVENT_TYPES).toEqual(expect.arrayContaining(['round', 'turn', 'draw', 'sr', 'vp', 'rm', 'siegeAssault']));
    expect(EVENT_TYPES.length).toBeGreaterThan(50);
    expect(PROMPT_IDS).toEqual(expect.arrayContaining(['discard', 'action', 'ops-attack', 'sr', 'militarization']));
  });

  it('every event type the engine emits has words in English and Spanish, with no placeholder left', () => {
    for (const lang of ['en', 'es'] as const) {
      setLanguage(lang);
      for (const type of EVENT_TYPES) {
        const e = { type, ...(SAMPLE[type] ?? {}), rule: '1.0' };
        const text = crusadeEventText(e as never, names);
        expect(text, `${lang} ${type}`).not.toBeNull();
        expect(text, `${lang} ${type}`).not.toMatch(/{{|crusade\.events\./);
      }
    }
  });

  it('names units, spaces, cards, sides, sieges and boxes', () => {
    const say = (e: Record<string, unknown>) => crusadeEventText(e as never, names);
    expect(say({ type: 'round', side: 'NAT', round: 2 })).toBe('Nationalist Action Round 2');
    expect(say({ type: 'turn', turn: 6, winter: true })).toBe('Turn 6 begins (winter)');
    expect(say({ type: 'afrArrival', unit: 'nat-afr-asensio', space: 'cadiz', slot: 'n1' })).toBe(
      'Army of Africa: Asensio lands at Cádiz',
    );
    expect(say({ type: 'control', space: 'la-coruna', from: 'REP', to: 'NAT' })).toBe(
      'La Coruña passes to Nationalist control',
    );
    expect(say({ type: 'siegeAssault', siege: 'alcazar', roll: 5, drm: -1, success: false })).toBe(
      'Assault on the Alcázar of Toledo: die 5, DRM −1: it holds',
    );
    expect(say({ type: 'sr', unit: 'rep-mil-05', to: { kind: 'box', box: 'reserve-NAT' }, cost: 1 })).toBe(
      'MIL 5 redeployed to Nationalist Reserve Box (1 SR)',
    );
    expect(say({ type: 'vp', delta: 1, vp: 8, reason: 'NAT captures Toledo', rule: '5.1' })).toBe(
      'Victory Points +1, now 8 (rule 5.1)',
    );
    expect(say({ type: 'rm', delta: -2, rm: 24, card: 'R13', rule: '16.3' })).toBe(
      'Republican Morale −2, now 24 (T-26 Tanks)',
    );
    expect(say({ type: 'combatResult', target: 'toledo', winner: 'attacker', attackerLn: 2, defenderLn: 1 })).toBe(
      'Combat at Toledo: the attacker wins (Loss Numbers 2 and 1)',
    );
    expect(say({ type: 'attrition', side: 'REP', removed: ['rep-mil-05'], flipped: ['toledo'] })).toBe(
      'Republican Attrition: MIL 5 out of supply, removed for good; Republican Attrition: Toledo out of supply, lost',
    );
    setLanguage('es');
    expect(say({ type: 'round', side: 'NAT', round: 2 })).toBe('Ronda de acción 2 del bando Nationalist');
    expect(say({ type: 'siege', siege: 'simancas', resist: 1 })).toBe('Asedio: Cuartel de Simancas, resistencia 1');
    expect(say({ type: 'rpLost', pool: 'REP', points: 0.5 })).toBe('Reserva REP: se pierden 0,5 PR sin gastar');
  });

  it('names the effect of each card note the engine runs (N3, N29, R3, R51, Strategic Counterattacks)', () => {
    const note = (f: Record<string, unknown>) => crusadeEventText({ type: 'eventNote', card: 'N1', ...f }, names);
    expect(note({ drmUnit: 'AFR' })).toBe('Air Bridge: its +1 DRM only for attacks with an Army of Africa unit');
    expect(note({ turn: 3, round: 2 })).toMatch(/no Catalan militia/);
    expect(note({ afrDelays: 1 })).toMatch(/one Action Round later/);
    expect(note({ turn: 3 })).toMatch(/within four spaces of France/);
    expect(note({ counterattack: true, cancelTerrain: false })).toMatch(/the bonus goes to a won attack$/);
    expect(note({ counterattack: true, cancelTerrain: true })).toMatch(/terrain of the first attack is cancelled/);
    expect(note({})).toBe('Air Bridge: its effect is in play');
  });

  it('§9.1.4 says why an over-stacked unit is lost for good: out of supply, or no legal retreat', () => {
    const loss = (f: Record<string, unknown>) =>
      crusadeEventText({ type: 'overstackLoss', unit: 'nat-inf-01', space: 'madrid', ...f }, names);
    expect(loss({ permanent: false })).toBe('INF 1 eliminated: Madrid was over-stacked');
    expect(loss({ permanent: true, why: 'oos' })).toMatch(/for good: Madrid was over-stacked and out of supply$/);
    expect(loss({ permanent: true, why: 'noRetreat' })).toMatch(/its units could not retreat$/);
  });

  it('a draw says how many cards, never which (the event has no card id)', () => {
    expect(crusadeEventText({ type: 'draw', side: 'REP', cards: 3, hand: 7 }, names)).toBe(
      'Republican draws 3 (hand of 7)',
    );
    expect(crusadeEventText({ type: 'draw', side: 'REP', cards: 0, hand: 7 }, names)).toBe(
      'Republican draws no card (hand of 7)',
    );
  });

  it("leaves the table's events of the same type to the core's words (a turn set by hand, the dead pile)", () => {
    expect(crusadeEventText({ type: 'turn', turn: 2, phase: 'air' }, names)).toBeNull();
    expect(
      crusadeEventText({ type: 'eliminated', piece: 'x', from: { kind: 'space', space: 'madrid' } }, names),
    ).toBeNull();
    expect(crusadeEventText({ type: 'roll', dice: [3], total: 3 }, names)).toBeNull();
  });
});

describe('Crusade fire in the log', () => {
  /** A fire event as combat-resolve.ts emits it, from the engine's own fire of each side. */
  function fireEvent() {
    const tables = fireTables(crusadeModule);
    const winter = { source: 'winter', amount: -1, ref: '16.5', reason: 'winter (a)' };
    const armor = { source: 'armor', amount: 2, ref: '16.6', reason: 'armor' };
    const units = [{ id: 'nat-afr-asensio', cf: 4, corps: false }];
    const fa = fireOn(tables.division, { units, drms: [winter, armor] }, 4, 'attacker');
    const fd = fireOn(tables.corps, { units: [{ id: 'rep-c', cf: 3, corps: true }] }, 6, 'defender');
    return {
      type: 'fire',
      target: 'toledo',
      attackerLn: fa.ln,
      defenderLn: fd.ln,
      attackerTable: fa.table,
      defenderTable: fd.table,
      attackerColumn: fa.column,
      defenderColumn: fd.column,
      explanation: [...fa.explanation, ...fd.explanation],
      rule: '11.2.6',
      fa,
      fd,
    };
  }

  it('§11.2.6–11.2.7 each side: table, column, die, DRM total, modified roll and Loss Number (en, es)', () => {
    const { fa, fd, ...e } = fireEvent();
    expect(sideFireOf(e, 'attacker')).toEqual({
      table: 'fire-division',
      column: fa.column,
      die: 4,
      drm: 1,
      modified: 5,
      ln: fa.ln,
    });
    expect(sideFireOf(e, 'defender')).toMatchObject({ table: 'fire-corps', die: 6, drm: 0, modified: 6, ln: fd.ln });
    setLanguage('en');
    expect(crusadeEventText(e, names)).toBe(
      `Fire at Toledo. Attacker: Division table, column ${fa.column}, die 4, DRM +1, modified roll 5: ` +
        `Loss Number ${fa.ln}. Defender: Corps table, column ${fd.column}, die 6, DRM 0, modified roll 6: ` +
        `Loss Number ${fd.ln}`,
    );
    setLanguage('es');
    expect(crusadeEventText(e, names)).toBe(
      `Fuego en Toledo. Atacante: Tabla de divisiones, columna ${fa.column}, dado 4, modificador +1, ` +
        `tirada modificada 5: número de pérdidas ${fa.ln}. Defensor: Tabla de cuerpos, columna ${fd.column}, ` +
        `dado 6, modificador 0, tirada modificada 6: número de pérdidas ${fd.ln}`,
    );
    setLanguage('en');
    // The engine's event carries each side's die, DRM and modified roll as fields: read from them, not the text.
    const structured = engineFireEvent('toledo', fa, fd);
    expect(sideFireOf({ ...structured, explanation: [] }, 'attacker')).toEqual(sideFireOf(e, 'attacker'));
    expect(sideFireOf({ ...structured, explanation: [] }, 'defender')).toEqual(sideFireOf(e, 'defender'));
    expect(sideFireOf({ ...structured, attackerDie: 2, attackerModified: 3 }, 'attacker')).toMatchObject({
      die: 2,
      modified: 3,
    });
    // Without the explanation (an older save): the Loss Numbers alone.
    expect(crusadeEventText({ type: 'fire', target: 'toledo', attackerLn: 2, defenderLn: 1 }, names)).toBe(
      'Fire at Toledo: the attacker inflicts Loss Number 2, the defender 1',
    );
  });
});

describe('Crusade log lines', () => {
  beforeEach(() => initI18n('en'));
  const line = (verb: string, args: LogLine['args'], events: LogLine['events']): LogLine => ({
    seq: 4,
    side: 'NAT',
    verb,
    args,
    events,
  });
  const place = (kind: 'space' | 'box', id: string) => (kind === 'space' ? names.space(id) : names.box(id));
  const logNames = { card: names.card, side: names.side, game: crusadePage };

  it("an attack, a retreat and an advance in Crusade's words (not Isabella's hexes)", () => {
    const attack = line('attack', { target: 'toledo', attackers: ['nat-afr-asensio'] }, [
      { type: 'attack', side: 'NAT', target: 'toledo', attackers: ['nat-afr-asensio'] },
      { type: 'roll', dice: [4], total: 4 },
    ]);
    expect(formatLogLine(attack, names.unit, place, logNames)).toEqual({
      text: '#4 Nationalist: attacks Toledo with Asensio',
      events: ['dice 4 = 4'],
      violations: [],
    });
    const retreat = { verb: 'retreat', args: { unit: 'rep-mil-05', path: ['madrid'] } };
    expect(describeAction(retreat, names.unit, place, logNames)).toBe('retreats MIL 5 to Madrid');
  });

  it("a stack move logged without the chooser's starting space, and its event left out", () => {
    const move = line('moveStack', { units: ['nat-afr-asensio'], path: ['toledo', 'madrid'] }, [
      { type: 'move', side: 'NAT', units: ['nat-afr-asensio'], from: 'cadiz', path: ['toledo', 'madrid'] },
      { type: 'control', space: 'toledo', to: 'NAT', from: 'REP' },
    ]);
    expect(formatLogLine(move, names.unit, place, logNames)).toEqual({
      text: '#4 Nationalist: moves Asensio → Toledo → Madrid',
      events: ['Toledo passes to Nationalist control'],
      violations: [],
    });
  });

  it('an activation keeps only what the line does not say; the losses chosen say so; no card is "none"', () => {
    expect(describeAction({ verb: 'combatCards', args: { cards: [] } }, names.unit, place, logNames)).toBe(
      'plays Combat Cards: none',
    );
    expect(
      describeEvent(
        { type: 'combatResult', target: 'toledo', winner: 'none', attackerLn: 0, defenderLn: 0 },
        names.unit,
        logNames,
        place,
      ),
    ).toBe('Combat at Toledo: nobody wins (Loss Numbers 0 and 0)');
    initI18n('es');
    const activate = { verb: 'activate', args: { space: 'madrid', as: 'attack' } };
    expect(describeAction(activate, names.unit, place, logNames)).toBe('activa Madrid para atacar');
    initI18n('en');
    const act = line('activate', { space: 'madrid', as: 'move' }, [
      { type: 'activate', side: 'NAT', space: 'madrid', as: 'move', points: 2 },
    ]);
    expect(formatLogLine(act, names.unit, place, logNames).events).toEqual([]);
    const losses = line('takeLosses', { plan: 1 }, [{ type: 'stepLost', unit: 'nat-inf-01' }]);
    expect(formatLogLine(losses, names.unit, place, logNames)).toMatchObject({
      text: '#4 Nationalist: takes the losses as chosen',
      events: ['INF 1 loses a step'],
    });
  });
});

describe('Crusade prompts', () => {
  const promptNames = { side: names.side, piece: names.unit, card: names.card, space: names.space };
  const info: Record<string, Record<string, string | number>> = {
    action: { round: 3 },
    'action-forced': { card: 'N1' },
    'ops-activate': { points: 2 },
    sr: { points: 3 },
    'event-place': { card: 'N1' },
    'event-remove': { card: 'N1' },
    'combat-cards-attacker': { target: 'la-coruna' },
    'combat-cards-defender': { target: 'la-coruna' },
    'combat-losses': { target: 'la-coruna' },
    'combat-retreat-cancel': { target: 'la-coruna' },
    'combat-retreat': { target: 'la-coruna' },
    'combat-advance': { target: 'la-coruna' },
  };

  it('§11.2 the combat prompts name the space fought over by its map name, in English and Spanish', () => {
    for (const [lang, at] of [
      ['en', 'Combat at La Coruña: '],
      ['es', 'Combate en La Coruña: '],
    ] as const) {
      initI18n(lang);
      for (const id of Object.keys(info).filter((k) => k.startsWith('combat-'))) {
        const p: Prompt = {
          id: `crusade.${id}`,
          side: 'NAT',
          verb: 'x',
          rule: '11',
          message: 'ENGINE',
          info: info[id],
        };
        expect(promptText(p, promptNames), `${lang} ${id}`).toMatch(new RegExp(`^${at}`));
      }
    }
    initI18n('en');
  });

  it('every prompt id the engine asks has a text in both languages, with its values filled', () => {
    for (const lang of ['en', 'es'] as const) {
      initI18n(lang);
      for (const id of PROMPT_IDS) {
        const key = `prompts.crusade.${id}`;
        expect(t(key), `${lang} ${id}`).not.toBe(key);
        const p: Prompt = { id: `crusade.${id}`, side: 'NAT', verb: 'x', rule: '1', message: 'ENGINE', info: info[id] };
        const text = promptText(p, promptNames);
        expect(text, `${lang} ${id}`).not.toBe('ENGINE');
        expect(text, `${lang} ${id}`).not.toMatch(/{{/);
      }
    }
    initI18n('es');
    const sr: Prompt = {
      id: 'crusade.sr',
      side: 'NAT',
      verb: 'redeploy',
      rule: '12',
      message: '',
      info: { points: 3 },
    };
    expect(promptText(sr, promptNames)).toBe(
      'Redespliega unidades con tus puntos de RE (restantes: 3) y pulsa Fin del redespliegue',
    );
  });
});
