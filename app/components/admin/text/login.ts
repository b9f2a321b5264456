/** Sign-in screen strings (admin is English-only: docs/decisions/0002-admin-english-only.md). */
export const LOGIN_TEXT = {
  pageTitle: "Admin Login",
  heading: "Admin Login",
  description: "Sign in to manage the foundation's website",
  email: "Email",
  emailPlaceholder: "admin@example.org",
  password: "Password",
  submit: "Sign In",
  submitting: "Signing in…",
  backToWebsite: "Back to Website",
  notAdminNotice: "You are signed in without staff rights. Sign in with a staff account.",
  toasts: {
    errorTitle: "Error",
    invalidCredentials: "Invalid credentials",
    loginFailed: "Login failed. Please try again.",
    welcome: "Welcome to the admin panel",
    accessDeniedTitle: "Access Denied",
    accessDenied: "You don't have admin privileges",
  },
} as const;

/** The step after signing in with a password someone else set (an operator's temporary one). */
export const CHANGE_PASSWORD_TEXT = {
  heading: "Choose Your Own Password",
  description:
    "Your password was set by someone else. Choose your own before you continue; it replaces the one you were given.",
  next: "New password",
  confirm: "Confirm new password",
  mismatch: "The new passwords do not match",
  submit: "Save and continue",
  submitting: "Saving…",
  cancel: "Use another account",
} as const;

/** The two-factor steps after the password (when the account or the settings require it). */
export const TWO_FACTOR_TEXT = {
  codeHeading: "Two-Factor Authentication",
  codeDescription:
    "Enter the 6-digit code from your authenticator app, or one of your backup codes.",
  codeLabel: "Authentication code",
  verify: "Verify",
  verifying: "Verifying…",
  cancel: "Use another account",
  enrollHeading: "Set Up Two-Factor Authentication",
  enrollDescription:
    "Turn it on once: from then on, the code from your app is asked for after your password.",
  loadingSetup: "Preparing the set-up…",
  backupHeading: "Save Your Backup Codes",
  backupDescription:
    "Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.",
  continue: "Continue to the admin panel",
  setupFailed: "Could not start the two-factor set-up. Please try again.",
} as const;
