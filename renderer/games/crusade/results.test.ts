import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../../engine/core/module.js';
import { initI18n } from '../../i18n/index.js';
import { finalFigures, resultReason } from './results.js';

const module = {
  cards: [{ id: 'R99', name: "Casado's Coup", names: { es: 'Golpe de Casado' } }],
} as unknown as GameModule;
const reason = (text: string) => resultReason({ winner: 'NAT', rule: '5.2', reason: text }, module);

describe('the end of a Crusade game in words', () => {
  it("says the engine's reasons again in the page's language (§5.2, §5.3)", () => {
    initI18n('es');
    expect(reason('Republican Morale 31 reached 30')).toBe('la moral republicana 31 alcanzó 30');
    expect(reason('Republican Morale 4 fell to 5')).toBe('la moral republicana 4 bajó a 5');
    expect(reason('controls all six Main Cities')).toBe('controla las seis ciudades principales');
    expect(reason('21 VP at the end of the scenario')).toBe('21 PV al final del escenario');
    expect(reason('19 VP at the end of the scenario: a draw')).toBe('19 PV al final del escenario: empate');
    expect(reason('the event "Casado\'s Coup"')).toBe('el evento «Golpe de Casado»');
    expect(reason('something new')).toBe('something new');
    initI18n('en');
    expect(reason('Republican Morale 31 reached 30')).toBe('Republican Morale 31 reached 30');
    expect(reason('the event "Casado\'s Coup"')).toBe('the event "Casado\'s Coup"');
  });

  it('ends with the Victory Points and the Republican Morale', () => {
    initI18n('en');
    expect(finalFigures({ vp: 21, rm: 12 }).map((l) => l.text)).toEqual([
      'Victory Points: 21',
      'Republican Morale: 12',
    ]);
  });
});
