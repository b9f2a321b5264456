/** Inbox screen strings (admin UI is English, docs/decisions/0002). */
export const INBOX_TEXT = {
  pageTitle: "Inbox",
  heading: "Inbox",
  intro: "What visitors sent through the site's forms",
  kinds: {
    volunteer: "Volunteers",
    partner: "Partners",
    contact: "Contact",
    newsletter: "Newsletter",
    donation: "Donations",
  },
  kindsLabel: "Submission types",
  unread: (n: number) => `${n} unread`,
  statuses: { new: "New", in_progress: "In progress", done: "Done", archived: "Archived" },
  filters: "Filters",
  search: "Search",
  status: "Status",
  anyStatus: "Any status",
  from: "From",
  to: "To",
  apply: "Apply",
  clear: "Clear",
  exportCsv: "Export CSV",
  empty: "Nothing here yet.",
  received: "Received",
  from_: "From",
  language: "Language",
  open: "Open",
  detail: "Details",
  notes: "Internal notes",
  notesHint: "Only staff see these notes",
  save: "Save",
  saved: "Saved",
  delete: "Delete",
  confirmDelete: "Delete this submission for good?",
  deleted: "Submission deleted",
  close: "Close details",
  reference: "Reference",
  payment: "Payment",
  confirmed: "Confirmed",
  notConfirmed: "Not confirmed",
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  total: (n: number) => `${n} submission${n === 1 ? "" : "s"}`,
  invalidFilter: "Some filters were not valid and were ignored",
  dashboardCard: "New submissions",
  dashboardNote: "Unread in the inbox",
} as const;

/** "firstName" → "First name". */
export const fieldLabel = (key: string) =>
  key
    .replace(/([A-Z])/g, " $1")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_m, c: string) => ` ${c.toLowerCase()}`);
