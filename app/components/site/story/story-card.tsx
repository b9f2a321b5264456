import type { HTMLAttributes, ReactNode } from "react";
import type { Locale } from "../../../../core/constants.ts";
import { cn } from "../../ui/cn.ts";

/**
 * How the card is laid out: `stack`, picture above the text; `lead`, the same, larger (a list's
 * first story); `side`, picture beside the text from `sm`; `thumb`, a small square picture beside
 * the text at every width.
 */
export type StoryCardLayout = "stack" | "lead" | "side" | "thumb";

export interface StoryCardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** `article` for a story that stands alone; `li` when the card is an item of its list. */
  as?: "article" | "li" | "div";
  layout?: StoryCardLayout;
  title: ReactNode;
  /** The title's language, when it fell back to another one. */
  titleLang?: Locale;
  /** The title's heading level in the page's outline. */
  heading: 2 | 3 | 4;
  /** Where the card leads: the title becomes the card's one link, covering the whole card. */
  href?: string;
  /** The picture (decorative: the title names the link), drawn across the top or at the side. */
  picture?: ReactNode;
  /** Laid over the picture's corner (a status, "Featured"). */
  pictureBadge?: ReactNode;
  /** Before the title: the meta line (category, date, read time) or an icon. */
  lead?: ReactNode;
  /** After the title: excerpt, notes, the author's line. */
  children?: ReactNode;
}

/**
 * The site's card for a story, article, program or offer: one definition of its look
 * (`.story-card` in styles.css) and of its one link, used by every list of the site.
 */
export function StoryCard({
  as: Tag = "article",
  layout = "stack",
  title,
  titleLang,
  heading,
  href,
  picture,
  pictureBadge,
  lead,
  children,
  className,
  ...props
}: StoryCardProps) {
  const Heading = `h${heading}` as const;
  return (
    <Tag className={cn("story-card", layout !== "stack" && layout, className)} {...props}>
      {picture ? (
        <div className="card-media">
          {picture}
          {pictureBadge}
        </div>
      ) : null}
      {lead}
      <Heading lang={titleLang} className={HEADING[layout]}>
        {href ? (
          <a href={href} className="card-link">
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {children}
    </Tag>
  );
}

const HEADING: Record<StoryCardLayout, string> = {
  stack: "text-lg leading-snug font-bold text-balance",
  lead: "text-2xl font-bold text-balance",
  side: "text-lg leading-snug font-bold text-balance",
  thumb: "leading-snug font-semibold",
};
