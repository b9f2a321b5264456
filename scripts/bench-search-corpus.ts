/**
 * The stories of the search bench (scripts/bench-search.ts): blog posts that read like the
 * foundation's own, told in English, French and Russian from one plan per story (its place, topic,
 * people and things, chosen with a skew so that some words are common and others rare), and the
 * rows that write them. Deterministic: story n is always the same.
 */
import type { Locale } from "../core/constants.ts";
import { VOCABULARY, type Vocabulary, type WordList } from "./bench-search-words.ts";

/** Slots of a template, `{slot}` or `{slot:form}`; `group2` and `object2` are a second pick. */
const TEMPLATES: Record<Locale, { titles: string[]; sentences: string[]; rare: string[] }> = {
  en: {
    titles: [
      "{adj} {topic} in {place}",
      "The {group} of {place} {verb} {object:1}",
      "{topic} in {month}: the {group} {verb} {object:1}",
      "How {place} welcomed a {adj} {topic}",
      "{object:1} for the {topic} of {place}",
    ],
    sentences: [
      "In {month}, the {group} of {place} {verb} {object:1} for the {topic}.",
      "The {adj} {topic} brought together {number} {group} from {place} and nearby villages.",
      "Our {group} {verb} the {object} with the help of the {group2}.",
      "Thanks to our donors, the {topic} of {place} now has {object:1} and {object2:1}.",
      "{number} {group} took part in the {topic}, and the {group2} were proud of them.",
      "Next {month}, we will hold a {adj} {topic} in {place} again.",
      "Every week the {group} of {place} practise {topic} on the {object}.",
      "The {group} say that the {topic} changed their year.",
    ],
    rare: [
      "There was also a {rare} session for the {group2}.",
      "The {group} asked for more {rare} next year.",
    ],
  },
  fr: {
    titles: [
      "{topic} {adj} à {place}",
      "Les {group} de {place} {verb} des {object:1}",
      "{topic} en {month} : les {group} {verb} des {object:1}",
      "Comment {place} a accueilli un {topic} {adj}",
      "Des {object:1} pour le {topic} de {place}",
    ],
    sentences: [
      "En {month}, les {group} de {place} {verb} des {object:1} pour le {topic}.",
      "Le {topic} {adj} a réuni {number} {group} de {place} et des villages voisins.",
      "Nos {group} {verb} le {object} avec l’aide des {group2}.",
      "Grâce à nos donateurs, le {topic} de {place} a maintenant des {object:1} et des {object2:1}.",
      "{number} {group} ont participé au {topic}, et les {group2} étaient fiers d’eux.",
      "En {month} prochain, nous organiserons de nouveau un {topic} {adj} à {place}.",
      "Chaque semaine, les {group} de {place} pratiquent le {topic} sur le {object}.",
      "Les {group} disent que le {topic} a changé leur année.",
    ],
    rare: [
      "Il y avait aussi une séance de {rare} pour les {group2}.",
      "Les {group} ont demandé plus de {rare} l’an prochain.",
    ],
  },
  ru: {
    titles: [
      "{adj} {topic} в {place}",
      "{group} из {place} {verb} {object:3}",
      "{topic} в {month:1}: {group} {verb} {object:3}",
      "Как {place} принимал {topic:3}",
      "{object:5} для {topic:1} в {place}",
    ],
    sentences: [
      "В {month:1} {group} из {place} {verb} {object:3} для {topic:1}.",
      "{adj} {topic} собрал {number} {group:1} из {place} и соседних деревень.",
      "Наши {group} {verb} {object:3} с помощью {group2:1}.",
      "Благодаря нашим донорам у {topic:1} в {place} теперь есть {object:5} и {object2:5}.",
      "{number} {group:1} приняли участие в {topic:2}, и {group2} гордились ими.",
      "В следующем {month:1} мы снова проведём {topic:3} в {place}.",
      "Каждую неделю {group} из {place} занимаются {topic:4} на {object:2}.",
      "{group} говорят, что {topic} изменил их год.",
    ],
    rare: ["Для {group2:1} прошло ещё одно занятие: {rare}.", "{group} просили больше {rare:1}."],
  },
};

const VERY_RARE: Record<Locale, string> = {
  en: "A visitor brought a {veryRare:0} to show the {group}.",
  fr: "Un visiteur a apporté un {veryRare} pour le montrer aux {group}.",
  ru: "Гость привёз {veryRare} и показал его: {group} были рады.",
};

/** A story's choices, the same in every language. */
interface Plan {
  slots: Record<string, number>;
  title: number;
  /** Each sentence: its template and its own month, verb and number. */
  excerpt: Record<string, number>[];
  paragraphs: Record<string, number>[][];
  /** The sentence with a rare word, in the second paragraph, when the story has one. */
  rare: Record<string, number> | null;
  veryRare: number | null;
}

/** A small fast PRNG (mulberry32), seeded by the story's number. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIZES = VOCABULARY.en;

function planOf(n: number): Plan {
  const random = randomFrom(n * 2654435761);
  /** An index into a list of `size`, the first ones more often (skew 1: all alike). */
  const pick = (size: number, skew = 1.2) => Math.floor(size * random() ** skew);
  const sentence = (): Record<string, number> => ({
    template: pick(TEMPLATES.en.sentences.length, 1),
    month: pick(SIZES.months.length, 1),
    verb: pick(SIZES.verbs.length, 1),
    number: 3 + pick(58, 1),
  });
  const slots = {
    place: pick(SIZES.places.length),
    topic: pick(SIZES.topics.length),
    group: pick(SIZES.groups.length, 1.1),
    group2: pick(SIZES.groups.length, 1.1),
    object: pick(SIZES.objects.length),
    object2: pick(SIZES.objects.length),
    adj: pick(SIZES.adjectives.length),
    adjForm: pick(5, 1),
    author: pick(SIZES.authors.length, 1),
    ...sentence(),
  };
  return {
    slots,
    title: pick(TEMPLATES.en.titles.length, 1),
    excerpt: [sentence(), sentence()],
    paragraphs: Array.from({ length: 3 }, () => Array.from({ length: 3 }, sentence)),
    rare:
      random() < 0.15
        ? { template: pick(2, 1), rare: pick(SIZES.rare.length, 1.6), month: 0, verb: 0, number: 0 }
        : null,
    veryRare: random() < 0.001 ? pick(SIZES.veryRare.length, 1) : null,
  };
}

const LIST_OF: Record<string, keyof Vocabulary> = {
  place: "places",
  topic: "topics",
  group: "groups",
  group2: "groups",
  object: "objects",
  object2: "objects",
  adj: "adjectives",
  month: "months",
  verb: "verbs",
  rare: "rare",
  veryRare: "veryRare",
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A template cut once into its text and its slots (odd places: slot name and form). */
const partsOf = new Map<string, string[]>();

function render(template: string, locale: Locale, values: Record<string, number>): string {
  let parts = partsOf.get(template);
  if (!parts) partsOf.set(template, (parts = template.split(/\{(\w+(?::\d)?)\}/)));
  let text = "";
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      text += parts[i];
      continue;
    }
    const [slot, form] = parts[i]!.split(":") as [string, string?];
    if (slot === "number") {
      text += String(values.number);
      continue;
    }
    const forms = (VOCABULARY[locale][LIST_OF[slot]!] as WordList)[values[slot]!]!;
    // An adjective agrees at random (the stems are what the bench needs); a form a word lacks
    // falls back to its first.
    const at = form !== undefined ? Number(form) : slot === "adj" ? values.adjForm! : 0;
    text += forms[at % forms.length] ?? forms[0]!;
  }
  return capitalized(text);
}

/** The title, excerpt and HTML content of story `plan` in one language. */
function storyIn(plan: Plan, locale: Locale) {
  const templates = TEMPLATES[locale];
  const sentence = (s: Record<string, number>) =>
    render(templates.sentences[s.template!]!, locale, { ...plan.slots, ...s });
  const paragraphs = plan.paragraphs.map((p) => p.map(sentence));
  if (plan.rare)
    paragraphs[1]!.push(
      render(templates.rare[plan.rare.template!]!, locale, { ...plan.slots, ...plan.rare }),
    );
  if (plan.veryRare !== null)
    paragraphs[2]!.push(
      render(VERY_RARE[locale], locale, { ...plan.slots, veryRare: plan.veryRare }),
    );
  return {
    title: render(templates.titles[plan.title]!, locale, plan.slots),
    excerpt: plan.excerpt.map(sentence).join(" "),
    content: paragraphs.map((p) => `<p>${p.join(" ")}</p>`).join("\n"),
    author: VOCABULARY[locale].authors[plan.slots.author!]![0]!,
  };
}

const FIRST_DAY = Date.UTC(2016, 0, 1);
const TEN_YEARS_MS = 10 * 365.25 * 86_400_000;

/** The `blog_posts` row of story n of `total`: dated over ten years, one in ten a draft. */
export function storyRow(n: number, total: number) {
  const plan = planOf(n);
  const [en, fr, ru] = (["en", "fr", "ru"] as const).map((locale) => storyIn(plan, locale));
  const at = new Date(FIRST_DAY + Math.floor((n / total) * TEN_YEARS_MS)).toISOString();
  return {
    title: en!.title,
    titleFr: fr!.title,
    titleRu: ru!.title,
    slug: `story-${n}`,
    slugFr: `recit-${n}`,
    slugRu: `istoriya-${n}`,
    excerpt: en!.excerpt,
    excerptFr: fr!.excerpt,
    excerptRu: ru!.excerpt,
    content: en!.content,
    contentFr: fr!.content,
    contentRu: ru!.content,
    author: en!.author,
    authorRu: ru!.author,
    date: at.slice(0, 10),
    category: "Education",
    image: "/placeholder.svg",
    images: "[]",
    readTime: "3 min read",
    status: n % 10 === 9 ? "draft" : "published",
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  };
}
