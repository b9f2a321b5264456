/**
 * Wall-clock times in a named timezone (the site's, `settings.general.timezone`) and the instants
 * they stand for: the admin enters a publication time in a `datetime-local` input read in that
 * timezone, and the server stores the instant in UTC.
 */

/** The wall-clock parts of `date` in `timeZone`. */
export function partsIn(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** How far `timeZone` is ahead of UTC at the instant `ms`, in milliseconds (to the minute). */
function offsetAt(ms: number, timeZone: string) {
  const p = partsIn(new Date(ms), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An instant (ISO 8601) as a `datetime-local` value (`yyyy-mm-ddThh:mm`) in `timeZone`; "" for none. */
export function toLocalInput(iso: string, timeZone: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const p = partsIn(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * A `datetime-local` value read in `timeZone` as an ISO instant in UTC ("" for none or an
 * incomplete value). A time that a clock change skips is taken with the offset before the change.
 */
export function fromLocalInput(local: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return "";
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let utc = wall - offsetAt(wall, timeZone);
  const second = offsetAt(utc, timeZone);
  if (wall - second !== utc) utc = wall - second;
  return new Date(utc).toISOString();
}
