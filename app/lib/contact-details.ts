/** The foundation's contact details as the footer and the contact page write them. */

/** A `tel:` link: the number's digits and its leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** The lines of a text setting written one item per line (the offices), without empty ones. */
export const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
