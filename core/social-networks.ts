/**
 * The networks the footer can link to (only those with an address set are shown); kept apart from the
 * settings schema so that public pages read them without zod.
 */
export const SOCIAL_NETWORKS = [
  "facebook",
  "instagram",
  "x",
  "youtube",
  "linkedin",
  "tiktok",
  "vk",
  "telegram",
  "whatsapp",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
