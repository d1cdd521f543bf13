import { describe, expect, it } from 'vitest';
import { describeWhen, formatDateTime, relativeTime } from './dates.js';

const now = new Date('2025-11-23T19:05:00Z');

describe('dates in the page language', () => {
  it('never shows an ISO timestamp, in English or Spanish', () => {
    const en = formatDateTime('2025-11-20T08:30:00Z', 'en');
    const es = formatDateTime('2025-11-20T08:30:00Z', 'es');
    for (const s of [en, es]) expect(s).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(en).toMatch(/Nov/);
    expect(en).toMatch(/2025/);
    expect(es).toMatch(/nov/);
    expect(es).not.toBe(en);
  });

  it('gives a relative hint in the language', () => {
    expect(relativeTime('2025-11-23T19:00:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-11-23T19:00:00Z', 'es', now)).toBe('hace 5 minutos');
    expect(relativeTime('2025-11-22T19:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2025-11-23T19:04:40Z', 'en', now)).toBe('now');
    expect(relativeTime('2025-10-01T00:00:00Z', 'es', now)).toBe('el mes pasado');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatDateTime('unknown', 'en')).toBe('unknown');
    expect(describeWhen('unknown', 'en', now)).toBe('unknown');
    expect(describeWhen('2025-11-23T19:00:00Z', 'en', now)).toMatch(/^Nov 23, 2025, .* \(5 minutes ago\)$/);
  });
});
