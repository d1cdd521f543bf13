// The About page of Crusade and Revolution: its rule options in both languages and its manual events.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crusadeModule } from '../../../engine/games/crusade/crusade.fixture.js';
import { manualEvents } from '../../../engine/games/crusade/events.js';
import { AMBIGUITIES_WITHOUT_OPTION, OPTION_NOTES, READINGS } from '../../../engine/games/crusade/options.js';
import { initI18n } from '../../i18n/index.js';
import { type FakeEl, fakeDocument } from '../../panels/fake-dom.js';
import { manualEventsSection } from './about.js';
import { readingKeys, readingsSection } from './readings.js';
import { ruleOptionRows } from '../../panels/ruleoptions.js';

let restore: () => void = () => {};
beforeAll(() => {
  restore = fakeDocument();
});
afterAll(() => restore());

describe('About Crusade and Revolution', () => {
  it('lists every rule option, each note and default translated into Spanish', () => {
    initI18n('es');
    const rows = ruleOptionRows(crusadeModule);
    expect(rows.map((r) => r.id)).toEqual(Object.keys(OPTION_NOTES));
    for (const r of rows) expect(r.decides, r.id).not.toBe(OPTION_NOTES[r.id as keyof typeof OPTION_NOTES].text);
    expect(rows.find((r) => r.id === 'turn6Redraw')!.default).toBe('puede');
  });
  it('lists the manual events, by card, and no event the engine runs', () => {
    initI18n('en');
    const nodes = manualEventsSection(crusadeModule) as unknown as FakeEl[];
    const list = nodes.find((n) => n.tag === 'ul')!;
    expect(list.attrs['data-testid']).toBe('manual-events');
    const manual = manualEvents(crusadeModule);
    expect(manual.length).toBeGreaterThan(0);
    expect(list.children.map((li) => li.textContent)).toEqual(manual.map((c) => `${c.id} ${c.name}`));
    expect(nodes[0]!.textContent).toBe('Manual events');
  });
  it('lists every reading the rules take without an option, §13.3.4 and §15.2.1 among them, in both languages', () => {
    const keys = readingKeys();
    expect(keys).toHaveLength(Object.keys(AMBIGUITIES_WITHOUT_OPTION).length + Object.keys(READINGS).length);
    const texts = (lang: 'en' | 'es') => {
      initI18n(lang);
      const nodes = readingsSection() as unknown as FakeEl[];
      const list = nodes.find((n) => n.tag === 'ul')!;
      expect(list.attrs['data-testid']).toBe('rule-readings');
      return list.children.map((li) => li.textContent);
    };
    const en = texts('en');
    const es = texts('es');
    expect(en).toHaveLength(keys.length);
    // Each item is words (never its key), different in Spanish, and cites its rule where the engine names one.
    for (let i = 0; i < keys.length; i++) {
      expect(en[i], keys[i]).not.toContain('crusade.about');
      expect(es[i], keys[i]).not.toBe(en[i]);
    }
    for (const [key, rule] of Object.entries(READINGS)) expect(en[keys.indexOf(key)]).toContain(`§${rule}`);
    expect(en[keys.indexOf('oosCombatCards')]).toMatch(/may be played, but give no benefit/);
  });
});
