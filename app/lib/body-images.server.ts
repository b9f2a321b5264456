/**
 * A story's pictures for its permalink page (decision 0028): the cover's alt and the body HTML with
 * responsive body images, all alts from the media library in the page's language (one query).
 */
import type { Locale } from "../../core/constants.ts";
import { bodyImageSources, withResponsiveImages } from "../../core/rich-text-images.ts";
import type { UploadsService } from "../../core/services.ts";

export async function storyImages(
  uploads: Pick<UploadsService, "altTexts">,
  item: { image: string; content: string },
  locale: Locale,
): Promise<{ imageAlt: string; content: string }> {
  const body = bodyImageSources(item.content);
  const alts = await uploads.altTexts(item.image ? [item.image, ...body] : body, locale);
  return {
    imageAlt: (item.image && alts[item.image]) || "",
    content: withResponsiveImages(item.content, alts),
  };
}
