import { beforeEach, describe, expect, it } from 'vitest';
import { crusadeModule } from '../../../engine/games/crusade/crusade.fixture.js';
import { initI18n, t } from '../../i18n/index.js';
import { spaceMarks, spaceReconstructed } from './spaceinfo.js';

const space = (id: string) => crusadeModule.map.spaces!.find((s) => s.id === id)!;

describe('a space of the Crusade map in words', () => {
  beforeEach(() => initI18n('en'));

  it("names Madrid's marks from its attributes", () => {
    const marks = spaceMarks(space('madrid')).map((m) => t(`crusade.space.${m.key}`, m.values));
    expect(marks).toContain('main city');
    expect(marks).toContain('VP space');
    expect(marks).toContain('province capital');
  });

  it('names a port by its sea, and says which attributes are reconstructed, with why', () => {
    const marks = spaceMarks(space('la-coruna')).map((m) => t(`crusade.space.${m.key}`, m.values));
    expect(marks).toContain('port (Atlantic)');
    const recon = spaceReconstructed(space('la-coruna'), 'en');
    expect(recon.map(([f]) => f)).toContain('vpSpace');
    expect(recon.find(([f]) => f === 'port')?.[1]).toBe('A real seaport of 1936 on this coast.');
    expect(recon.map(([f]) => f)).not.toContain('mainCity'); // from the rulebook
  });
});
