/**
 * The words every admin screen shares through the shell (the pager, and the messages of a request
 * that failed), still in English only (decision 0002): the content, editor and media screens
 * moved to the adminContent, adminEditor and adminMedia namespaces (app/i18n/locales); these go
 * with the shell's own texts to adminShell.
 */
export const common = {
  previous: "Previous",
  next: "Next",
  pagination: "Pagination",
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${total} ${total === 1 ? "item" : "items"}`,
  networkError: "The server could not be reached",
  serverError:
    "The server failed to do this (an unexpected error). What you typed is kept: try again, and tell your administrator if it happens again.",
} as const;
