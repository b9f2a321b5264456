/** Admin strings of the outgoing mail: the banner, the Outbox, the test e-mail, the notifications choice. */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const MAIL_BANNER_TEXT = {
  title: "E-mail is not set up",
  body: (waiting: number) =>
    waiting > 0
      ? `Nothing is e-mailed until it is: ${plural(waiting, "e-mail is", "e-mails are")} waiting in the outbox.`
      : "Nothing is e-mailed until it is: invitations, password resets and form confirmations wait in the outbox.",
  settingsLink: "Set up e-mail",
  outboxLink: "Open the outbox",
  askAdmin: "An admin can set it up in Settings › Integrations.",
} as const;

export const OUTBOX_TEXT = {
  pageTitle: "Outbox",
  heading: "Outbox",
  description:
    "Every e-mail the site sends: waiting or being retried (queued), sent, or given up (failed, with the reason). Sent and failed e-mails are kept 30 days.",
  filtersLabel: "Show",
  all: "All",
  statuses: { queued: "Queued", sent: "Sent", failed: "Failed" },
  listLabel: "E-mails",
  empty: "No e-mails here.",
  emptyFiltered: "No e-mails with this status.",
  to: "To",
  subject: "Subject",
  status: "Status",
  created: "Queued",
  sent: "Sent",
  attempts: "Attempts",
  reason: "Reason",
  lastError: "Last error",
  nextAttempt: "Next attempt",
  givesUp: "Gives up",
  notConfigured: "Waiting until e-mail is set up",
  retry: "Retry",
  retryLabel: (to: string) => `Send the e-mail to ${to} again`,
  retried: (to: string) => `The e-mail to ${to} is queued again`,
  discard: "Discard",
  discardLabel: (to: string) => `Discard the e-mail to ${to}`,
  confirmTitle: "Discard this e-mail?",
  confirmDescription: (to: string) =>
    `The e-mail to ${to} is deleted from the outbox and will not be sent.`,
  confirm: "Discard e-mail",
  cancel: "Cancel",
  discarded: (to: string) => `The e-mail to ${to} was discarded`,
  errorTitle: "Error",
  failed: "The request failed. Please try again.",
  pagerLabel: "Outbox pages",
} as const;

export const TEST_MAIL_TEXT = {
  heading: "Send a test e-mail",
  description:
    "Sends an e-mail now with the saved settings and shows what the mail server answered. Save your changes first.",
  toLabel: "Send to",
  toPlaceholder: (email: string) => `${email} (you)`,
  send: "Send test e-mail",
  sending: "Sending…",
  sentTitle: "Test e-mail sent",
  sent: (to: string) => `The mail server accepted the test e-mail to ${to}.`,
  failedTitle: "The test e-mail was not sent",
  failed: (error: string) => `The mail server answered: ${error}`,
} as const;

export const NOTIFICATIONS_TEXT = {
  heading: "Staff notifications",
  description:
    "E-mails about new submissions, new accounts and the weekly report (which ones: Settings › Notifications). Answering a submission's e-mail writes to the visitor.",
  label: "E-mail me the staff notifications",
  on: "You will get the staff notifications",
  off: "You will not get the staff notifications",
  errorTitle: "Error",
} as const;
