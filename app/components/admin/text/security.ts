/** Sign-in-side strings still in English: reset, invitation, notices, verification (next: adminSignIn). */
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
