import { describe, expect, it } from 'vitest';
import { newIdentity } from './identity.js';
import { auditOpening, seal, unseal } from './sealed.js';

describe('sealed sections', () => {
  const ana = newIdentity('Ana');
  const bob = newIdentity('Bob');
  const hand = { cards: ['jarama', 'guernica', 'brigades'] };

  it('only the side it was sealed to opens it; the text holds no plaintext', () => {
    const s = seal('republican', 'hand', ana.boxKey, hand);
    expect(JSON.stringify(s)).not.toContain('guernica');
    expect(unseal(s, ana.boxPrivate)?.value).toEqual(hand);
    expect(unseal(s, bob.boxPrivate)).toBeNull();
  });

  it('a section moved to another side or kind, or with a changed byte, does not open', () => {
    const s = seal('republican', 'hand', ana.boxKey, hand);
    expect(unseal({ ...s, side: 'nationalist' }, ana.boxPrivate)).toBeNull();
    expect(unseal({ ...s, kind: 'dice-chain' }, ana.boxPrivate)).toBeNull();
    const flipped = s.box.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(unseal({ ...s, box: flipped }, ana.boxPrivate)).toBeNull();
  });

  it('the opponent audits a revealed opening against the commitment; a different value fails', () => {
    const s = seal('republican', 'hand', ana.boxKey, hand);
    const opening = unseal(s, ana.boxPrivate)!;
    expect(auditOpening(s, opening)).toBe(true);
    expect(auditOpening(s, { ...opening, value: { cards: ['jarama'] } })).toBe(false);
    expect(auditOpening(s, { ...opening, salt: '00' })).toBe(false);
  });
});
