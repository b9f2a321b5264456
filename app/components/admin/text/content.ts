/**
 * English strings of the CMS content screens (decision 0002): blog, news, programs, store, gallery.
 * The toasts and error messages are worded as staff know them: keep the wording when moving them.
 */
/** Language tabs, translation badges and the "missing language" filter (decision 0006). */
export const translationText = {
  languageNames: { en: "English", fr: "French", ru: "Russian" },
  tabsLabel: "Language of the texts",
  fieldsFilled: "fields filled",
  filterLabel: "Translations",
  allLanguages: "All languages",
  missing: { fr: "Missing French", ru: "Missing Russian" },
  badgesLabel: "Translations",
  complete: "complete",
  incomplete: "missing",
} as const;

/** The rich text editor of blog and news bodies (decision 0011). */
export const richTextText = {
  toolbar: (label: string) => `${label} formatting`,
  loading: "Loading the editor…",
  paragraph: "Paragraph",
  heading: (level: number) => `Heading ${level}`,
  bold: "Bold",
  italic: "Italic",
  link: "Link",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  quote: "Quote",
  image: "Image",
  linkUrl: "Link address",
  linkHint: "An http(s) address, or a path on this site such as /programs.",
  applyLink: "Apply link",
  removeLink: "Remove link",
  badUrl: "Use an http(s) address or a path on this site starting with /",
  imageUrl: "Image address",
  imageAlt: "Alternative text",
  imageAltHint: "Describe the image for people who cannot see it.",
  uploadImage: "Upload an image",
  insertImage: "Insert image",
  cancel: "Cancel",
} as const;

export const common = {
  search: "Search",
  searchButton: "Search",
  category: "Category",
  status: "Status",
  allCategories: "All categories",
  allStatuses: "All statuses",
  edit: "Edit",
  delete: "Delete",
  cancel: "Cancel",
  save: "Save changes",
  saving: "Saving…",
  create: "Create",
  undo: "Undo",
  close: "Close",
  clearFilters: "Clear filters",
  previous: "Previous",
  next: "Next",
  pagination: "Pagination",
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${total} ${total === 1 ? "item" : "items"}`,
  requiredFields: "Please fill in all required fields",
  requiredHint: "Fields marked * are required.",
  imageUploadWarning: "Warning: Failed to upload image, using placeholder",
  restoreFailed: "Could not restore the item",
  restored: (label: string) => `${label} restored`,
  image: {
    choose: "Choose image",
    replace: "Replace image",
    remove: "Remove image",
    drop: "Drag and drop an image here, or",
    hint: "JPEG, PNG, WebP, GIF or AVIF.",
    uploading: (pct: number) => `Uploading… ${pct}%`,
    uploaded: "Uploaded",
    failed: (message: string) => `Upload failed: ${message}`,
    placeholderNote: "The placeholder image will be used unless you choose another file.",
    progress: "Upload progress",
    preview: "Selected image preview",
    current: "Current image",
  },
  list: {
    add: "Add",
    remove: (n: number) => `Remove item ${n}`,
    empty: "Nothing added yet.",
    placeholder: "Type and press Add",
    newItem: (label: string) => `New ${label.toLowerCase()} item`,
  },
  albumAddImage: "Upload album image",
  networkError: "The server could not be reached",
  serverError:
    "The server failed to do this (an unexpected error). What you typed is kept: try again, and tell your administrator if it happens again.",
} as const;

/** The byline of a story (core/access.ts: authors sign with their own name). */
export const bylineText = {
  ownHint: "Your stories are signed with the name of your account.",
  pickHint: "Your name by default: pick a colleague's name, or type a guest's.",
} as const;

/** Scheduling, preview and trash (docs/decisions/0013). */
export const lifecycleText = {
  timeZoneNote: (zone: string) => `In the site's timezone: ${zone} (Settings › General).`,
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  preview: "Preview",
  previewLabel: (title: string) => `Preview ${title} (opens in a new tab)`,
  previewOpened: "Preview opened in a new tab. The link works for 7 days without signing in.",
  previewBlocked: "Your browser blocked the new tab. Open the preview here:",
  previewFailed: "Could not create the preview link",
  viewsLabel: "Items or trash",
  allItems: "All items",
  trash: "Trash",
  trashIntro: "Items in the trash are deleted for good after 30 days.",
  trashEmpty: "The trash is empty.",
  deletedOn: (when: string) => `Moved to the trash ${when}`,
  restore: "Restore",
  restoreLabel: (title: string) => `Restore ${title}`,
  deleteForever: "Delete forever",
  deleteForeverLabel: (title: string) => `Delete ${title} forever`,
  confirmForeverTitle: "Delete forever?",
  confirmForeverText: (title: string) =>
    `"${title}" will be deleted for good. This cannot be undone.`,
  deletedForever: "Deleted for good",
  deleteForeverFailed: "Could not delete the item",
} as const;

export interface EntityText {
  /** Screen heading and description */
  heading: string;
  intro: string;
  /** Singular noun as used in the messages, e.g. 'Blog post' */
  noun: string;
  newButton: string;
  createTitle: string;
  editTitle: string;
  createDescription: string;
  editDescription: string;
  searchPlaceholder: string;
  searchLabel: string;
  empty: string;
  emptyFiltered: string;
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  loadFailed: string;
  listLabel: string;
}

export const blogText: EntityText = {
  heading: "Blog Posts",
  intro: "Write, edit and publish the stories on the public blog.",
  noun: "Blog post",
  newButton: "New Post",
  createTitle: "Create New Blog Post",
  editTitle: "Edit Blog Post",
  createDescription: "Fill in the details of the new post.",
  editDescription: "Change the details of this post.",
  searchPlaceholder: "Search by title, excerpt or author…",
  searchLabel: "Search blog posts",
  empty: "No blog posts yet. Create the first one.",
  emptyFiltered: "No blog posts match your search or filters.",
  created: "Blog post created successfully",
  updated: "Blog post updated successfully",
  deleted: "Blog post deleted successfully",
  createFailed: "Failed to create blog post",
  updateFailed: "Failed to update blog post",
  deleteFailed: "Failed to delete blog post",
  loadFailed: "Failed to load blog posts",
  listLabel: "Blog posts",
};

export const newsText: EntityText = {
  heading: "News",
  intro: "Announcements, updates and events shown on the news page.",
  noun: "News article",
  newButton: "Add Article",
  createTitle: "Add News Article",
  editTitle: "Edit News Article",
  createDescription: "Fill in the details of the new article.",
  editDescription: "Change the details of this article.",
  searchPlaceholder: "Search by title, excerpt or author…",
  searchLabel: "Search news articles",
  empty: "No news articles yet. Add the first one.",
  emptyFiltered: "No news articles match your search or filters.",
  created: "News article created successfully",
  updated: "News article updated successfully",
  deleted: "News article deleted successfully",
  createFailed: "Failed to create news article",
  updateFailed: "Failed to update news article",
  deleteFailed: "Failed to delete news article",
  loadFailed: "Failed to load news articles",
  listLabel: "News articles",
};

export const programsText: EntityText = {
  heading: "Programs",
  intro: "The foundation's programs, their dates, participants and funding.",
  noun: "Program",
  newButton: "New Program",
  createTitle: "Create New Program",
  editTitle: "Edit Program",
  createDescription: "Fill in the details of the new program.",
  editDescription: "Change the details of this program.",
  searchPlaceholder: "Search by title, description or location…",
  searchLabel: "Search programs",
  empty: "No programs yet. Create the first one.",
  emptyFiltered: "No programs match your search or filters.",
  created: "Program created successfully",
  updated: "Program updated successfully",
  deleted: "Program deleted successfully",
  createFailed: "Failed to create program",
  updateFailed: "Failed to update program",
  deleteFailed: "Failed to delete program",
  loadFailed: "Failed to load programs",
  listLabel: "Programs",
};

export const storeText: EntityText = {
  heading: "Store",
  intro: "Merchandise in the public store. Only active items are listed there.",
  noun: "Store item",
  newButton: "New Item",
  createTitle: "Create Store Item",
  editTitle: "Edit Store Item",
  createDescription: "Fill in the details of the new item.",
  editDescription: "Change the details of this item.",
  searchPlaceholder: "Search by name or description…",
  searchLabel: "Search store items",
  empty: "No store items yet. Create the first one.",
  emptyFiltered: "No store items match your search or filters.",
  created: "Store item created successfully",
  updated: "Store item updated successfully",
  deleted: "Store item deleted successfully",
  createFailed: "Failed to create store item",
  updateFailed: "Failed to update store item",
  deleteFailed: "Failed to delete store item",
  loadFailed: "Failed to load store items",
  listLabel: "Store items",
};

export const galleryText: EntityText & {
  uploadButton: string;
  uploadTitle: string;
  uploadDescription: string;
  uploadSubmit: string;
  uploading: string;
  selectImages: string;
  titleAndDescription: string;
  uploadedMany: (n: number) => string;
  uploadFailed: string;
  dropHere: string;
  chooseFiles: string;
  selected: (n: number) => string;
  removeFile: (name: string) => string;
  suffixHint: string;
  confirmTitle: string;
  confirmText: (title: string) => string;
  confirmDelete: string;
} = {
  heading: "Gallery",
  intro: "Photos shown in the public gallery.",
  noun: "Gallery item",
  newButton: "Upload Images",
  createTitle: "Upload Images",
  editTitle: "Edit Gallery Item",
  createDescription: "Choose one or more images, then describe them.",
  editDescription: "Change the details of this image.",
  searchPlaceholder: "Search by title or description…",
  searchLabel: "Search gallery",
  empty: "No images yet. Upload the first ones.",
  emptyFiltered: "No images match your search or filter.",
  created: "Image uploaded successfully",
  updated: "Gallery item updated successfully",
  deleted: "Gallery item deleted successfully",
  createFailed: "Failed to upload images. Please try again.",
  updateFailed: "Failed to update gallery item",
  deleteFailed: "Failed to delete gallery item",
  loadFailed: "Failed to load gallery items",
  listLabel: "Gallery images",
  uploadButton: "Upload Images",
  uploadTitle: "Upload Images",
  uploadDescription: "Choose one or more images, then give them a title, description and category.",
  uploadSubmit: "Upload",
  uploading: "Uploading…",
  selectImages: "Please select images to upload",
  titleAndDescription: "Please fill in title and description",
  uploadedMany: (n) => `${n} image(s) uploaded successfully`,
  uploadFailed: "Failed to upload images. Please try again.",
  dropHere: "Drag and drop images here, or",
  chooseFiles: "Choose files",
  selected: (n) => `${n} ${n === 1 ? "image" : "images"} selected`,
  removeFile: (name) => `Remove ${name}`,
  suffixHint: "With several images the titles get a number: 'Title 1', 'Title 2'…",
  confirmTitle: "Delete this image?",
  confirmText: (title) => `“${title}” will be removed from the gallery. You can undo right after.`,
  confirmDelete: "Delete",
};

export const statLabels = {
  news: {
    totalArticles: "Total Articles",
    totalViews: "Total Views",
    scheduled: "Scheduled",
    featured: "Featured",
  },
  programs: {
    totalPrograms: "Total Programs",
    totalParticipants: "Total Participants",
    activePrograms: "Active Programs",
    totalBudget: "Total Budget",
  },
  gallery: {
    totalImages: "Total Images",
    categories: "Categories",
    thisMonth: "This Month",
    storageUsed: "Storage Used",
  },
} as const;

export const fieldLabels = {
  title: "Title",
  name: "Name",
  excerpt: "Excerpt",
  content: "Content",
  author: "Author",
  date: "Date",
  publishDate: "Publish date",
  category: "Category",
  image: "Featured image",
  images: "Album images",
  readTime: "Read time",
  status: "Status",
  featured: "Featured",
  description: "Description",
  longDescription: "Long description",
  startDate: "Start date",
  endDate: "End date",
  location: "Location",
  maxParticipants: "Max participants",
  currentParticipants: "Current participants",
  requirements: "Requirements",
  objectives: "Objectives",
  contactPerson: "Contact person",
  contactEmail: "Contact e-mail",
  budget: "Budget (USD)",
  fundingStatus: "Funding status",
  price: "Price (USD)",
  stockQuantity: "Stock quantity",
  src: "Image",
  uploadDate: "Upload date",
  fileSize: "File size",
  views: "views",
  by: "by",
} as const;

export const optionLabels = {
  blogStatus: {
    draft: "Draft",
    pending: "Pending Review",
    scheduled: "Scheduled",
    published: "Published",
  },
  newsStatus: {
    draft: "Draft",
    pending: "Pending Review",
    scheduled: "Scheduled",
    published: "Published",
  },
  newsCategory: {
    breaking: "Breaking",
    announcement: "Announcement",
    update: "Update",
    event: "Event",
  },
  programStatus: {
    upcoming: "Upcoming",
    ongoing: "Ongoing",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  programCategory: {
    education: "Education",
    sports: "Sports",
    healthcare: "Healthcare",
    community: "Community",
    youth: "Youth",
  },
  fundingStatus: {
    funded: "Fully Funded",
    partial: "Partially Funded",
    seeking: "Seeking Funding",
  },
  storeStatus: { active: "Active", inactive: "Inactive" },
  galleryCategory: {
    education: "Education",
    sport: "Sports & Training",
    projects: "Projects & Outreach",
    others: "Events & Others",
  },
} as const;

/** The History of an item in its edit dialog (docs/decisions/0014-revisions-and-audit.md). */
export const historyText = {
  heading: "History",
  intro: "The last 50 saves of this item. Compare a version with the current one, or restore it.",
  show: "Show history",
  hide: "Hide history",
  loading: "Loading the history…",
  loadFailed: "Could not load the history",
  empty: "No saved versions yet.",
  listLabel: "Saved versions",
  created: "Created",
  saved: "Saved",
  by: (who: string) => `by ${who}`,
  someone: "someone",
  changed: "Changed",
  nothing: "no changes",
  languages: "Languages",
  compare: "Compare with now",
  hideCompare: "Hide comparison",
  compareLabel: (when: string) => `Compare the version of ${when} with now`,
  restore: "Restore",
  restoreLabel: (when: string) => `Restore the version of ${when}`,
  differencesLabel: (when: string) => `Differences between the version of ${when} and now`,
  field: "Field",
  language: "Language",
  thatVersion: "That version",
  now: "Now",
  empty_: "(empty)",
  same: "This version is the same as the current one.",
  confirmTitle: "Restore this version?",
  confirmText: (when: string) =>
    `The texts and settings saved on ${when} become the current ones, as a new save (the status stays as it is). Unsaved changes in this form are lost.`,
  confirm: "Restore version",
  restored: "Version restored",
  restoreFailed: "Could not restore the version",
  fieldErrors: "Please correct the marked fields",
  tabHasErrors: "has errors",
} as const;
