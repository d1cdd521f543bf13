// Dates as a person reads them, in the page's language: "23 Nov 2025, 19:05" and a relative hint ("5 minutes
// ago", "hace 5 minutos"), never a raw ISO timestamp. Pure (the clock is passed in), so it is unit-tested.

/** The relative units, largest first, with their length in seconds. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** A date and time in `lang` (medium date, short time), or the text unchanged when it is not a date. */
export function formatDateTime(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** How long ago (or ahead) `iso` is from `now`, in `lang` ("3 days ago", "just now" under a minute); '' if no date. */
export function relativeTime(iso: string, lang: string, now: Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const seconds = (d.getTime() - now.getTime()) / 1000;
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}

/** "23 Nov 2025, 19:05 (5 minutes ago)": the date with its relative hint. */
export function describeWhen(iso: string, lang: string, now: Date): string {
  const rel = relativeTime(iso, lang, now);
  return rel ? `${formatDateTime(iso, lang)} (${rel})` : formatDateTime(iso, lang);
}
