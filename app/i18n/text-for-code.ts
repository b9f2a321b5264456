/**
 * The one place a translation key is built from an unchecked string. Kept out of translate.ts,
 * which every page loads, so only the pages with forms carry it.
 */
import type { Namespace } from "./resources.ts";
import type { ObjectKey, TFunction, TranslateOptions } from "./translate.ts";

/**
 * The text at `prefix.code` for a code the types cannot know (an error code the server answered),
 * else `fallback`. The prefix is checked; the code is not, so a call site never needs a cast.
 */
export function textForCode<N extends Namespace>(
  t: TFunction<N>,
  prefix: ObjectKey<N>,
  code: string,
  fallback: string,
  /** The text's {{placeholders}} ("{{email}} is already invited"). */
  values: Omit<TranslateOptions, "defaultValue"> = {},
): string {
  const untyped = t as (key: string, options: TranslateOptions) => string;
  return untyped(`${prefix}.${code}`, { ...values, defaultValue: fallback });
}
