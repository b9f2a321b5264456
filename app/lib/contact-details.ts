/** The foundation's public contact details: the footer shows them, structured data names them. */
export const CONTACT_EMAIL = "info@africanyouthfoundation.org";
export const CONTACT_PHONE = "+7 (495) 123-45-67";

export const SOCIAL_PROFILES = {
  facebook: "https://www.facebook.com/",
  x: "https://x.com/",
  instagram: "https://www.instagram.com/",
  youtube: "https://www.youtube.com/",
} as const;
