/** Every public page of SPEC §2, unprefixed (each also lives under /fr and /ru). */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/get-involved",
  "/donate",
  "/volunteer",
  "/partner",
  "/gallery",
  "/blog",
  "/store",
  "/news",
  "/contact",
  "/privacy",
  "/terms",
] as const;
