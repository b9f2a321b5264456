/**
 * A pure function of one string remembered by its argument: the site's address helpers run for
 * every link of every rendered page (forty on the smallest page) with the same few hundred inputs.
 * The store is bounded, because inputs can come from addresses anyone can write: when it is full it
 * starts again empty.
 */
export function rememberedByString<R>(fn: (input: string) => R, max = 2000): (input: string) => R {
  const known = new Map<string, R>();
  return (input) => {
    const hit = known.get(input);
    if (hit !== undefined || known.has(input)) return hit as R;
    const value = fn(input);
    if (known.size >= max) known.clear();
    known.set(input, value);
    return value;
  };
}
