/**
 * Initials for an avatar, from a name as the reader sees it (docs/decisions/0030): "Кваме Асанте"
 * gives "КА", so the avatar is in the same script as the name beside it. Titles ("Dr", "д-р") and
 * particles in lower case are skipped.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\u00a0]+/)
    .filter((w) => /^\p{Lu}/u.test(w) && !/^(Dr|Pr|Prof)\.?$/u.test(w));
  const picked = words.length > 2 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((w) => [...w][0]!.toUpperCase()).join("");
}
