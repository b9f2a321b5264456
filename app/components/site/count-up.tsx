import { usePageLocale } from "~/i18n/page-locale.ts";
import { COUNTER_DURATION_MS } from "../../../core/constants.ts";
import { numberFormat } from "~/lib/intl.ts";

export interface CountUpProps {
  target: number;
  /** Shown after the number, e.g. "+". */
  suffix?: string;
  /** Wait after the block became visible before counting (ms). */
  delay?: number;
  duration?: number;
  className?: string;
}

/**
 * A number that counts from 0 to its target once its block is visible: the block says
 * `data-enhance="counters"` and `data-threshold` (the share of it that must be visible), and the
 * public pages' script counts (app/enhance/counters.ts: written like `data-final`, in a box that
 * keeps this size while it counts). The page itself holds the final value, so a visitor without
 * script and the search engines read it; the final width is reserved (no layout shift); screen
 * readers only ever hear the final value.
 */
export function CountUp({
  target,
  suffix = "",
  delay = 0,
  duration = COUNTER_DURATION_MS,
  className,
}: CountUpProps) {
  const final = `${numberFormat(usePageLocale()).format(target)}${suffix}`;
  // The counting number reserves its final width with an invisible, zero-height copy of it
  // (`::before`, from data-final), so the line never moves while it counts.
  return (
    <>
      <span
        aria-hidden="true"
        data-final={final}
        data-counter={target}
        data-suffix={suffix}
        data-delay={delay}
        data-duration={duration}
        className={`inline-block text-center tabular-nums before:invisible before:block before:h-0 before:overflow-hidden before:content-[attr(data-final)] ${className ?? ""}`}
      >
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </>
  );
}
