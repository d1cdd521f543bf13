import { describe, expect, it } from 'vitest';
import { SHEET_ZOOM_MAX, SHEET_ZOOM_MIN, clampSheetZoom, sheetCounterEdge, stepSheetZoom, wheelSteps } from './zoom.js';

describe('counter sheet zoom', () => {
  it('steps in and out, back to exactly 1, and stops at the limits', () => {
    expect(stepSheetZoom(1, 1)).toBe(1.25);
    expect(stepSheetZoom(stepSheetZoom(1, 1), -1)).toBe(1);
    expect(stepSheetZoom(1, -1)).toBe(0.8);
    expect(stepSheetZoom(1, 50)).toBe(SHEET_ZOOM_MAX);
    expect(stepSheetZoom(1, -50)).toBe(SHEET_ZOOM_MIN);
  });

  it('turns a bad stored zoom into 1', () => {
    expect(clampSheetZoom(Number.NaN)).toBe(1);
    expect(clampSheetZoom(-2)).toBe(1);
    expect(clampSheetZoom(9)).toBe(SHEET_ZOOM_MAX);
  });

  it('reads wheel notches: up zooms in, at least one notch, at most three', () => {
    expect(wheelSteps(-100)).toBe(1);
    expect(wheelSteps(30)).toBe(-1);
    expect(wheelSteps(-1000)).toBe(3);
    expect(wheelSteps(0)).toBe(0);
  });

  it('scales the counter edge', () => {
    expect(sheetCounterEdge(44, 1)).toBe(44);
    expect(sheetCounterEdge(44, 1.25)).toBe(55);
    expect(sheetCounterEdge(44, 100)).toBe(110);
  });
});
