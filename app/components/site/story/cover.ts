import { PLACEHOLDER_IMAGE } from "../../../../core/constants.ts";

/**
 * Whether a story's image field holds a picture of its own. A story saved without one stores the
 * placeholder (its field's default): its page and its cards then show no picture (decision 0028).
 */
export const hasCover = (image: string | null | undefined): image is string =>
  !!image && image.trim() !== "" && image !== PLACEHOLDER_IMAGE;
