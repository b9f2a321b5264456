import { describe, expect, it } from "vitest";
import { composedIssue, composerValues } from "./composed-issue.ts";

describe("a composed issue read from its form", () => {
  it("orders a digest's ticked stories by their positions, then as listed", () => {
    const form = {
      kind: "digest",
      "subject.en": "Our month",
      "subject.fr": "Notre mois",
      "intro.en": "Hello",
      "story.blogPosts.4": "on",
      "order.blogPosts.4": "2",
      "order.blogPosts.5": "1",
      "story.newsArticles.9": "on",
      "order.newsArticles.9": "1",
      "story.blogPosts.7": "on",
      "order.blogPosts.7": "",
    };
    expect(composedIssue(form)).toEqual({
      kind: "digest",
      subject: { en: "Our month", fr: "Notre mois", ru: "" },
      intro: { en: "Hello", fr: "", ru: "" },
      // Story 5 has a position but is not ticked; 7 has none and comes last.
      stories: [
        { type: "newsArticles", id: 9 },
        { type: "blogPosts", id: 4 },
        { type: "blogPosts", id: 7 },
      ],
    });
  });

  it("reads an appeal's texts per language", () => {
    expect(composedIssue({ kind: "appeal", "subject.en": "Help", "body.ru": "Помогите" })).toEqual({
      kind: "appeal",
      subject: { en: "Help", fr: "", ru: "" },
      body: { en: "", fr: "", ru: "Помогите" },
    });
  });

  it("shows again what was posted and refused rather than what is stored", () => {
    const stored = { subject: { en: "Stored", fr: "", ru: "" } };
    const posted = { subject: { en: "", fr: "Envoyé", ru: "" } };
    expect(composerValues(stored, posted).subject).toEqual(posted.subject);
    expect(composerValues(stored, undefined).subject).toEqual(stored.subject);
  });
});
