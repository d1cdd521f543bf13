// The About page's list of reconstructed values includes the strategy cards: a designed card as a whole, and each
// value the rulebook does not print for a card it names (never a value the rulebook states).

import { describe, expect, it } from 'vitest';
import { listReconstructed } from '../../core/provenance.js';
import { crusadeModule } from './crusade.fixture.js';

const items = listReconstructed(crusadeModule).filter((i) => i.subject.kind === 'card');
const of = (id: string) => items.filter((i) => i.subject.kind === 'card' && i.subject.id === id);

describe('reconstructed cards on the About page', () => {
  it('a card designed from the war is listed as a whole, with its reason', () => {
    const designed = (crusadeModule.cards ?? []).find((c) => c.prov.source === 'reconstructed')!;
    expect(of(designed.id).some((i) => i.subject.kind === 'card' && i.subject.field === undefined)).toBe(true);
  });
  it('Air Bridge (named by §4.3.1): its OPS value is listed as reconstructed, its side and number are not', () => {
    const fields = of('N1').map((i) => (i.subject.kind === 'card' ? i.subject.field : null));
    expect(fields).toContain('ops');
    expect(fields).not.toContain('side');
    expect(fields).not.toContain('number');
    expect(fields).not.toContain(undefined);
  });
});
