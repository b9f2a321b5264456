/** Generated illustrations for the demo content: SVG art rendered by sharp, nothing downloaded. */
import sharp from "sharp";

export type Motif =
  "ball" | "books" | "people" | "hands" | "shirt" | "cap" | "bottle" | "bag" | "trophy" | "tree";

const PALETTES = [
  ["#0f766e", "#f59e0b", "#fde68a"],
  ["#1d4ed8", "#f97316", "#fed7aa"],
  ["#7c2d12", "#facc15", "#fef3c7"],
  ["#166534", "#eab308", "#dcfce7"],
  ["#6d28d9", "#f43f5e", "#fce7f3"],
  ["#0e7490", "#84cc16", "#ecfccb"],
  ["#9a3412", "#14b8a6", "#ccfbf1"],
  ["#1e3a8a", "#fbbf24", "#e0e7ff"],
];

function rand(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function motifSvg(motif: Motif, accent: string, light: string, r: () => number) {
  const x = 600,
    y = 470;
  switch (motif) {
    case "ball":
      return `<circle cx="${x}" cy="${y}" r="120" fill="${light}" stroke="#111" stroke-width="8"/>
        <polygon points="${x},${y - 45} ${x + 43},${y - 14} ${x + 27},${y + 36} ${x - 27},${y + 36} ${x - 43},${y - 14}" fill="#111"/>`;
    case "books":
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${420 + i * 95}" y="${360 - i * 12}" width="80" height="${230 + i * 12}" rx="8" fill="${i % 2 ? accent : light}" stroke="#111" stroke-width="6"/>`,
        )
        .join("");
    case "people":
      return [0, 1, 2, 3, 4]
        .map((i) => {
          const px = 330 + i * 135,
            h = 120 + r() * 60;
          return `<circle cx="${px}" cy="${560 - h - 45}" r="38" fill="#3b2314"/><rect x="${px - 45}" y="${560 - h}" width="90" height="${h}" rx="40" fill="${i % 2 ? accent : light}"/>`;
        })
        .join("");
    case "hands":
      return `<path d="M420 560 q60 -160 180 -120 q120 -40 180 120 z" fill="${accent}"/><circle cx="600" cy="360" r="70" fill="${light}" stroke="#111" stroke-width="6"/>`;
    case "shirt":
      return `<path d="M480 330 l70 -40 h100 l70 40 l60 80 l-70 40 l-30 -40 v200 h-160 v-200 l-30 40 l-70 -40 z" fill="${light}" stroke="#111" stroke-width="6"/><circle cx="600" cy="440" r="34" fill="${accent}"/>`;
    case "cap":
      return `<path d="M440 470 q0 -150 160 -150 q160 0 160 150 z" fill="${light}" stroke="#111" stroke-width="6"/><path d="M740 470 h120 q0 30 -40 30 h-80 z" fill="${accent}" stroke="#111" stroke-width="6"/>`;
    case "bottle":
      return `<rect x="560" y="280" width="80" height="40" rx="10" fill="${accent}"/><rect x="530" y="320" width="140" height="260" rx="40" fill="${light}" stroke="#111" stroke-width="6"/>`;
    case "bag":
      return `<path d="M520 360 q0 -90 80 -90 q80 0 80 90" fill="none" stroke="#111" stroke-width="12"/><rect x="470" y="360" width="260" height="220" rx="18" fill="${light}" stroke="#111" stroke-width="6"/>`;
    case "trophy":
      return `<path d="M520 300 h160 v80 q0 90 -80 90 q-80 0 -80 -90 z" fill="${accent}" stroke="#111" stroke-width="6"/><rect x="580" y="470" width="40" height="60" fill="${accent}"/><rect x="530" y="530" width="140" height="30" rx="6" fill="#111"/>`;
    case "tree":
      return `<rect x="585" y="420" width="30" height="150" fill="#5b3716"/><circle cx="600" cy="380" r="110" fill="${accent}"/><circle cx="530" cy="420" r="70" fill="${accent}" opacity="0.8"/><circle cx="670" cy="420" r="70" fill="${accent}" opacity="0.8"/>`;
  }
}

export function artSvg(seed: number, motif: Motif, width = 1200, height = 800) {
  const r = rand(seed);
  const [dark, accent, light] = PALETTES[seed % PALETTES.length];
  const sunX = 150 + r() * 900;
  const hills = [0, 1, 2]
    .map((i) => {
      const base = 560 + i * 60;
      const peak = base - 80 - r() * 100;
      return `<path d="M0 ${base} Q ${300 + r() * 600} ${peak} 1200 ${base + 20} V 800 H 0 Z" fill="${dark}" opacity="${0.45 + i * 0.2}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${160 + r() * 80}" r="${70 + r() * 40}" fill="${light}" opacity="0.9"/>
  ${hills}
  ${motifSvg(motif, accent, light, r)}
</svg>`;
}

export async function renderArt(
  seed: number,
  motif: Motif,
  width = 1200,
  height = 800,
): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(seed, motif, width, height)))
    .resize(width, height)
    .webp({ quality: 78 })
    .toBuffer();
}
