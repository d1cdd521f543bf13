// The counter sheet's zoom, as plain numbers (unit-tested): a factor on the sheet's counter size, stepped by the
// buttons and the Ctrl+wheel, kept between a legible minimum and a size that still fits a counter per row.

/** Smallest and largest sheet zoom (times the sheet's normal counter size). */
export const SHEET_ZOOM_MIN = 0.6;
/** Largest sheet zoom: a 44 px counter at 2.5x is 110 px, two to a 250 px row. */
export const SHEET_ZOOM_MAX = 2.5;
/** One button press or wheel notch multiplies or divides the zoom by this. */
export const SHEET_ZOOM_STEP = 1.25;

/** A zoom kept in range (a bad stored value gives 1). */
export function clampSheetZoom(z: number): number {
  if (!Number.isFinite(z) || z <= 0) return 1;
  return Math.min(SHEET_ZOOM_MAX, Math.max(SHEET_ZOOM_MIN, z));
}

/** The zoom after `steps` steps in (positive) or out (negative), snapped to 1 when it comes close. */
export function stepSheetZoom(z: number, steps: number): number {
  const next = clampSheetZoom(clampSheetZoom(z) * SHEET_ZOOM_STEP ** steps);
  return Math.abs(next - 1) < 0.02 ? 1 : Math.round(next * 1000) / 1000;
}

/** Wheel notches of a wheel event's deltaY (up = zoom in), at least one notch either way, at most three. */
export function wheelSteps(deltaY: number): number {
  if (deltaY === 0) return 0;
  const n = Math.min(3, Math.max(1, Math.round(Math.abs(deltaY) / 100)));
  return deltaY < 0 ? n : -n;
}

/** The counter edge in the sheet at a zoom, from the normal edge (whole pixels). */
export function sheetCounterEdge(normal: number, z: number): number {
  return Math.round(normal * clampSheetZoom(z));
}
