import type { TextSegment } from "../../../../core/search.ts";

/** A title or snippet of a search result: its words as text, the matched ones in <mark>. */
export function MarkedText({ segments }: { segments: readonly TextSegment[] }) {
  return segments.map((segment, i) =>
    segment.hit ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
  );
}
