/** Dashboard strings. */
export const DASHBOARD_TEXT = {
  author: {
    heading: "Dashboard",
    intro:
      "As an author you write blog posts and news articles. Save them as drafts and send them for review (Pending Review) when they are ready: an editor or an admin publishes them.",
    blog: "Your blog posts",
    news: "Your news articles",
  },
  pageTitle: "Dashboard",
  heading: "Dashboard",
  intro: "An overview of the website's content.",
  cards: {
    blog: "Blog Posts",
    gallery: "Gallery Images",
    news: "News Articles",
    programs: "Programs",
    published: (n: string) => `${n} published`,
    active: (n: string) => `${n} active`,
    galleryNote: "Images in the gallery",
  },
  quickActions: "Quick Actions",
  quickActionsIntro: "Common tasks to manage your content",
  actions: {
    blog: "Create Blog Post",
    gallery: "Upload Gallery Images",
    news: "Add News Article",
    programs: "Create Program",
  },
  overview: "Content Overview",
  overviewIntro: "Summary of all content",
  overviewItems: {
    totalItems: "Total Items",
    published: "Published Content",
    activePrograms: "Active Programs",
    totalViews: "Total Views",
  },
  translations: {
    heading: "Translation coverage",
    intro: "Content items complete in each language (every text English has).",
    languages: { en: "English", fr: "French", ru: "Russian" },
    of: (done: string, total: string) => `${done} of ${total}`,
  },
} as const;
