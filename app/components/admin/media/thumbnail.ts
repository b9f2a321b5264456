/** The smallest stored copy of an upload for a thumbnail: its narrowest WebP variant, else itself. */
export function thumbnailUrl(upload: { url: string; variants: readonly string[] }): string {
  let best: { key: string; width: number } | null = null;
  for (const key of upload.variants) {
    const match = /\.w(\d+)\.webp$/.exec(key);
    if (!match) continue;
    const width = Number(match[1]);
    if (!best || width < best.width) best = { key, width };
  }
  if (!best) return upload.url;
  const slash = upload.url.lastIndexOf("/");
  return `${upload.url.slice(0, slash + 1)}${best.key}`;
}
