/**
 * Number and date formatters, made once per language and options: building an Intl formatter
 * costs far more than using one, and the server renders every page with the same few.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions) {
  return cached("n", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions) {
  return cached("d", locale, options, () => new Intl.DateTimeFormat(locale, options));
}
