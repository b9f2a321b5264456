/** Staff, Audit Log and password-reset strings (moving to the admin namespaces, docs/decisions/0031). */
export const STAFF_TEXT = {
  pageTitle: "Staff",
  heading: "Staff",
  description:
    "The people who can sign in to this admin panel, and what their role lets them do. Admins: everything. Editors: all content, media and the inbox. Authors: their own blog posts and news articles, as drafts for review.",
  loading: "Loading staff…",
  loadFailed: "Could not load the staff list.",
  empty: "No staff yet.",
  listLabel: "Staff members",
  email: "E-mail",
  name: "Name",
  twoFactor: "Two-factor",
  since: "Since",
  actions: "Actions",
  on: "On",
  off: "Off",
  you: "You",
  pending: "Invitation pending",
  roleLabel: (email: string) => `Role of ${email}`,
  roles: [
    { value: "admin", label: "Admin" },
    { value: "editor", label: "Editor" },
    { value: "author", label: "Author" },
  ],
  roleChanged: (email: string, role: string) =>
    `${email} is now ${/^[aeiou]/.test(role) ? "an" : "a"} ${role}`,
  roleConfirmTitle: "Change the role?",
  roleConfirmDescription: (email: string, from: string, to: string, self: boolean) =>
    `${email} goes from ${from} to ${to}. ${ROLE_RIGHTS[to] ?? ""}${
      self ? " You are changing your own role: you keep only what it allows." : ""
    } The change is recorded in the audit log.`,
  roleConfirm: (role: string) => `Make ${/^[aeiou]/i.test(role) ? "an" : "a"} ${role}`,
  roleChanging: "Changing…",
  inviteHeading: "Invite a colleague",
  inviteDescription:
    "We e-mail them a link (valid 7 days) to choose their own password. An existing account gets the role at once.",
  inviteDescriptionNoMail:
    "E-mail is not set up: you get a link (valid 7 days) to give them, with which they choose their own password. An existing account gets the role at once.",
  emailLabel: "E-mail address",
  nameLabel: "Name (optional)",
  inviteRoleLabel: "Role",
  invite: "Send invitation",
  inviteNoMail: "Create invitation",
  inviting: "Inviting…",
  invited: (email: string) => `Invitation to ${email} queued: it is being e-mailed`,
  notMailedTitle: (email: string) => `Invitation for ${email} not e-mailed`,
  notMailed:
    "E-mail is not set up, so this invitation was not e-mailed. Give them this link (it works once, for 7 days):",
  linkLabel: (email: string) => `Invitation link for ${email}`,
  copyLink: "Copy link",
  linkCopied: "Invitation link copied",
  copyFailed: "Could not copy. Select the link and copy it by hand.",
  closeLink: "Done",
  promoted: (email: string) => `${email} now has the role`,
  resend: "Send again",
  resendLabel: (email: string) => `Send the invitation to ${email} again`,
  resendNoMail: "New link",
  resendNoMailLabel: (email: string) => `Create a new invitation link for ${email}`,
  resent: (email: string) => `A new invitation link to ${email} is queued: it is being e-mailed`,
  remove: "Remove",
  removeLabel: (email: string) => `Remove ${email}`,
  confirmTitle: "Remove from the staff?",
  confirmDescription: (email: string) =>
    `${email} will lose access to the admin panel and be signed out everywhere. The account itself is kept.`,
  confirm: "Remove from staff",
  removing: "Removing…",
  cancel: "Cancel",
  removed: (email: string) => `${email} was removed`,
  errorTitle: "Error",
  failed: "The request failed. Please try again.",
} as const;

/** What each role may do, as the confirmation of a role change says it (core/access.ts). */
const ROLE_RIGHTS: Record<string, string> = {
  Admin: "Admins can do everything, including settings, staff and the audit log.",
  Editor: "Editors manage all content, media and the inbox; no settings or staff.",
  Author: "Authors write their own blog posts and news articles, as drafts for review.",
};

export const AUDIT_TEXT = {
  pageTitle: "Audit Log",
  heading: "Audit Log",
  description: "Who did what and when, with the client address and browser.",
  empty: "No entries match these filters.",
  filtersLabel: "Filters",
  actionLabel: "Action",
  actorLabel: "Actor e-mail",
  actorPlaceholder: "someone@example.org",
  apply: "Apply",
  clear: "Clear",
  actions: [
    { value: "", label: "All" },
    { value: "auth.sign-in", label: "Sign-in" },
    { value: "auth.lockout", label: "Lockouts" },
    { value: "content.", label: "Content" },
    { value: "settings", label: "Settings" },
    { value: "staff.", label: "Staff" },
    { value: "session.", label: "Sessions" },
    { value: "auth.two-factor", label: "Two-factor" },
  ],
  tableLabel: "Audit log entries",
  time: "Time",
  what: "What happened",
  actor: "Actor",
  action: "Action",
  target: "Target",
  ip: "IP address",
  browser: "Browser",
  system: "—",
  total: (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`,
} as const;

export const RESET_TEXT = {
  forgotLink: "Forgot your password?",
  forgotHeading: "Reset your password",
  forgotDescription: "Enter the e-mail address of your account and we will send you a reset link.",
  email: "Email",
  send: "Send reset link",
  sending: "Sending…",
  sent: "If an account exists for that e-mail, a reset link is on its way.",
  noMail: "No e-mail after a few minutes? An administrator can also set a new password with",
  backToSignIn: "Back to sign in",
  pageTitle: "Choose a new password",
  heading: "Choose a new password",
  description: "Enter a new password for your account.",
  password: "New password",
  confirm: "Confirm new password",
  mismatch: "The passwords do not match",
  submit: "Set new password",
  submitting: "Saving…",
  success: "Your password was changed. You can now sign in with it.",
  signIn: "Sign in",
  missingToken: "This reset link is not complete. Ask for a new one from the sign-in page.",
  failed: "The request failed. Please try again.",
} as const;

/** The page behind the e-mailed staff invitation link (docs/decisions/0012-roles.md). */
export const INVITATION_TEXT = {
  ...RESET_TEXT,
  pageTitle: "Accept your invitation",
  heading: "Welcome to the team",
  description: "Choose the password you will sign in with. The link works once.",
  password: "Password",
  confirm: "Confirm password",
  submit: "Set password",
  success: "Your password is set. You can now sign in.",
  missingToken: "This invitation link is not complete. Ask an admin to send it again.",
} as const;

/** Notices of the sign-in form: an expired session, a locked sign-in, two-factor required. */
export const SIGN_IN_NOTICES = {
  expired: "Your session expired. Please sign in again.",
  locked: "Sign-in locked",
  enrollRequired:
    "Your organisation requires two-factor authentication for admins. Set it up to continue.",
} as const;

/** The page behind the e-mailed address confirmation link. */
export const VERIFY_TEXT = {
  pageTitle: "Confirm your e-mail address",
  heading: "Confirm your e-mail address",
  description: "One click to show that this address is yours. Then you can sign in.",
  submit: "Confirm my address",
  submitting: "Confirming…",
  success: "Your address is confirmed. You can now sign in.",
  signIn: "Sign in",
  backToSignIn: "Back to sign in",
  missingToken: "This confirmation link is not complete. Sign in to get a new one.",
  failed: "The request failed. Please try again.",
} as const;

/** The audit log in words (docs/decisions/0014-revisions-and-audit.md); see audit-sentence.ts. */
export const AUDIT_WORDS = {
  someone: "Someone",
  operator: "The operator (command line)",
  system: "The site",
  nouns: {
    blogPosts: "the blog post",
    newsArticles: "the news article",
    programs: "the program",
    galleryItems: "the gallery item",
    storeItems: "the store item",
  } as Record<string, string>,
  content: {
    create: "created",
    update: "edited",
    revision: (date: string) => `restored the version of ${date} of`,
    /** "moved the blog post 'X' to the trash" */
    delete: { verb: "moved", after: "to the trash" },
    restore: { verb: "restored", after: "from the trash" },
    purge: { verb: "deleted", after: "for good (its time in the trash was over)" },
    published: "published",
    asScheduled: "as scheduled",
    preview: "made a preview link of",
    validUntil: (date: string) => `(valid until ${date})`,
  },
  media: {
    altText: (id: string, languages: string) =>
      `edited the alt text of the image #${id}${languages ? ` (${languages})` : ""}`,
    deleted: (name: string) => `deleted the image ${name} from the media library`,
  },
  noChanges: "no changes",
  languageNames: { en: "English", fr: "French", ru: "Russian" } as Record<string, string>,
  more: (n: number) => `and ${n} more`,
  settingsChanged: "changed the",
  theSettings: "settings",
  settingOn: "on",
  settingOff: "off",
  settingEmpty: "(empty)",
  staff: {
    invited: (email: string, role: string) => `invited ${email} as ${article(role)} ${role}`,
    promoted: (email: string, role: string) => `gave ${email} the role ${role}`,
    resent: (email: string) => `sent the invitation to ${email} again`,
    roleChanged: (email: string, from: string, to: string) =>
      `changed the role of ${email} from ${from} to ${to}`,
    removed: (email: string) => `removed ${email} from the staff`,
    accepted: "accepted the invitation and chose a password",
    createdByOperator: (email: string, role: string) => `created the account ${email} (${role})`,
    added: (email: string) => `made ${email} an admin`,
  },
  auth: {
    signIn: "signed in",
    signInMfa: "entered the password (two-factor code next)",
    signInEnroll: "entered the password (two-factor set-up next)",
    signInPassword: "entered the password (a new password next)",
    signInFailed: "failed to sign in (wrong e-mail or password)",
    refusedLocked: "was refused sign-in: locked",
    lockout: (minutes: unknown) =>
      typeof minutes === "number" ? `was locked out for ${minutes} minutes` : "was locked out",
    signOut: "signed out",
    signUp: "signed up",
    knownAddress: "tried to sign up again with an existing address",
    verified: "confirmed their e-mail address",
    passwordChanged: "changed their password",
    passwordChangeFailed: "failed to change their password (wrong current password)",
    resetRequested: "asked for a password reset link",
    reset: "reset their password",
    twoFactorEnabled: "turned on two-factor authentication",
    twoFactorDisabled: "turned off two-factor authentication",
    twoFactorFailed: "entered a wrong two-factor code",
    twoFactorDisableFailed: "failed to turn off two-factor authentication",
    backupCodeUsed: "signed in with a backup code",
    languageChanged: (to: unknown) =>
      to === "fr"
        ? "chose French for the admin and their e-mails"
        : to === "ru"
          ? "chose Russian for the admin and their e-mails"
          : to === "en"
            ? "chose English for the admin and their e-mails"
            : "chose to follow the browser's language",
    sessionRevoked: "revoked a session",
  },
  submissions: {
    update: (id: string) => `updated the submission #${id}`,
    delete: (id: string) => `deleted the submission #${id}`,
    export: (kind: unknown) => `exported the ${String(kind || "")} submissions`.replace("  ", " "),
  },
  mail: {
    retried: (to: string) => `queued the e-mail to ${to} again`,
    discarded: (to: string) => `discarded the e-mail to ${to}`,
    testSent: (to: string, ok: boolean) =>
      ok ? `sent a test e-mail to ${to}` : `tried to send a test e-mail to ${to} (not sent)`,
    notificationsOn: "chose to get the staff notifications",
    notificationsOff: "chose not to get the staff notifications",
  },
  other: (action: string) => `did ${action}`,
} as const;

function article(word: string) {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
