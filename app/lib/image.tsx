import { useEffect, useRef, useState, type ComponentProps } from "react";
import { PLACEHOLDER_IMAGE } from "../../core/constants.ts";

export interface ImgProps extends Omit<ComponentProps<"img">, "width" | "height" | "alt" | "src"> {
  src: string | null | undefined;
  /** Required: describe the image, or "" when it is decorative. */
  alt: string;
  width: number;
  height: number;
}

/**
 * An <img> with intrinsic size that falls back to the placeholder when the source fails, also
 * when it failed before hydration (checked on mount).
 */
export function Img({ src, alt, width, height, onError, loading, decoding, ...props }: ImgProps) {
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

  return (
    <img
      ref={ref}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? "lazy"}
      decoding={decoding ?? "async"}
      onError={(e) => {
        if (shown !== PLACEHOLDER_IMAGE) setFailed(true);
        onError?.(e);
      }}
      {...props}
    />
  );
}
