/**
 * Whether the stories an issue carries may be sent: read as a visitor would (public now), and as
 * the staff member (scheduled, with its publication time). A story issue may wait for a scheduled
 * story; a digest carries published stories only.
 */
import { refused } from "../../core/errors.ts";
import type { StoryPublication, StoryRef } from "../../core/newsletter.ts";
import type { Actor } from "../../core/services.ts";
import type { IssueContent, StorySources } from "./issue-message.ts";

const isNotFound = (err: unknown) => (err as { status?: number }).status === 404;

/** Where one story stands for `actor` (staff): public, scheduled, or neither. */
export async function publicationOf(
  sources: StorySources,
  actor: Actor,
  ref: StoryRef,
): Promise<StoryPublication> {
  const service = sources.stories[ref.type];
  try {
    await service.get(null, ref.id, "en");
    return { state: "public" };
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  try {
    const item = (await service.get(actor, ref.id, "en")) as {
      status?: string;
      publishAt?: string | null;
    };
    if (item.status === "scheduled")
      return { state: "scheduled", publishAt: item.publishAt ?? null };
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  return { state: "unpublished" };
}

/**
 * 409 unless the issue's story is public or scheduled, or every story of a digest is public.
 * Answers the story's publication (null for a digest or an appeal).
 */
export async function requireSendable(
  sources: StorySources,
  actor: Actor,
  content: IssueContent,
): Promise<StoryPublication | null> {
  if (content.story) {
    const publication = await publicationOf(sources, actor, content.story);
    if (publication.state === "unpublished")
      throw refused(
        409,
        "storyNotPublished",
        "Only a published or scheduled story can be sent to subscribers",
        { details: { storyType: content.story.type, storyId: content.story.id } },
      );
    return publication;
  }
  for (const ref of content.texts?.stories ?? []) {
    try {
      await sources.stories[ref.type].get(null, ref.id, "en");
    } catch (err) {
      if (!isNotFound(err)) throw err;
      throw refused(409, "digestStoryNotPublished", "A story of this digest is not published", {
        details: { storyType: ref.type, storyId: ref.id },
      });
    }
  }
  return null;
}
