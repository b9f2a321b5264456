import { useEffect, useRef, useState, type ComponentProps } from "react";
import { PLACEHOLDER_IMAGE } from "../../core/constants.ts";
import { cn } from "../components/ui/cn.ts";
import { useSaveData } from "./save-data.ts";

export interface ImgProps extends Omit<ComponentProps<"img">, "width" | "height" | "alt" | "src"> {
  src: string | null | undefined;
  /** Required: describe the image, or "" when it is decorative. */
  alt: string;
  width: number;
  height: number;
  /**
   * The picture is what the visitor came for (a gallery photo, an album): it is shown also to a
   * visitor who asked to save data. Any other picture then gives way to its text alternative.
   */
  essential?: boolean;
}

/**
 * An <img> with intrinsic size that falls back to the placeholder when the source fails: on a
 * public page through its script (app/enhance/image-fallback.ts, `data-fallback`), in the admin
 * through React, also when it failed before hydration (checked on mount).
 */
export function Img({
  src,
  alt,
  width,
  height,
  onError,
  loading,
  decoding,
  essential = false,
  ...props
}: ImgProps) {
  const saveData = useSaveData();
  const ref = useRef<HTMLImageElement>(null);
  const wanted = src || PLACEHOLDER_IMAGE;
  // Remember which source failed, so a new src gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  const setFailed = (v: boolean) => setFailedSrc(v ? wanted : null);

  useEffect(() => {
    const el = ref.current;
    if (!el || !el.complete || el.naturalWidth !== 0 || shown === PLACEHOLDER_IMAGE) return;
    // Looks broken (or is a deferred lazy image): confirm with a probe before falling back.
    let live = true;
    const probe = new Image();
    probe.onerror = () => {
      if (live) setFailedSrc(shown);
    };
    probe.src = el.currentSrc || el.src;
    return () => {
      live = false;
    };
  }, [shown]);

  if (saveData && !essential) return <TextAlternative alt={alt} className={props.className} />;
  return (
    <img
      ref={ref}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? "lazy"}
      decoding={decoding ?? "async"}
      data-fallback={PLACEHOLDER_IMAGE}
      onError={(e) => {
        if (shown !== PLACEHOLDER_IMAGE) setFailed(true);
        onError?.(e);
      }}
      {...props}
    />
  );
}

/**
 * A picture left out to save data: its text alternative in the picture's place and size (nothing
 * but the space for a decorative one, alt="").
 */
function TextAlternative({ alt, className }: { alt: string; className?: string }) {
  if (!alt) return <span aria-hidden="true" className={cn("block", className)} />;
  return (
    <span
      role="img"
      aria-label={alt}
      data-text-alternative=""
      className={cn(
        "flex items-center justify-center bg-slate-100 p-3 text-center text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300",
        className,
      )}
    >
      <span aria-hidden="true">{alt}</span>
    </span>
  );
}
