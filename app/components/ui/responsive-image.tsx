import { responsiveSources } from "../../../core/media-variants.ts";
import { Img, type ImgProps } from "../../lib/image.tsx";
import { useSaveData } from "../../lib/save-data.ts";

/**
 * `sizes` of a card picture in the site's card grids (inside the 72rem Container): the full width on
 * phones, half from `sm`, a third (at most 350 px) from `lg`.
 */
export const CARD_GRID_SIZES = "(min-width: 1024px) 350px, (min-width: 640px) 50vw, 100vw";

export interface ResponsiveImageProps extends Omit<ImgProps, "width" | "height" | "sizes"> {
  /**
   * How wide the image is drawn, as in the `sizes` attribute, e.g.
   * "(min-width: 1024px) 33vw, 100vw". The browser picks the variant from it.
   */
  sizes: string;
  /** Size used when the URL carries none (legacy uploads, external images): keeps the layout stable. */
  width?: number;
  height?: number;
  /**
   * The largest image above the fold (the LCP candidate): loaded at once with high priority.
   * Everything else is lazy.
   */
  priority?: boolean;
}

/**
 * An uploaded image as a `<picture>`: AVIF and WebP `srcset` of the variants its URL implies
 * (decision 0010), the original as the fallback `<img>` with its real width and height. URLs without
 * variants (legacy uploads, placeholders, external images) render as a plain `<img>`.
 * The `<picture>` is `display: contents`, so classes on the image lay it out as before.
 */
export function ResponsiveImage({
  src,
  sizes,
  width = 1200,
  height = 800,
  priority = false,
  loading,
  ...props
}: ResponsiveImageProps) {
  const sources = responsiveSources(src);
  const saveData = useSaveData();
  const img = (
    <Img
      src={src}
      width={sources?.width ?? width}
      height={sources?.height ?? height}
      loading={priority ? "eager" : (loading ?? "lazy")}
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
  if (!sources || !sources.srcset.avif || (saveData && !props.essential)) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcset.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
