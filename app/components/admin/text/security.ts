/** Account & Security and password-reset strings (admin is English-only, ADR 0002). */
/** Turning two-factor on (security/totp-enrolment.tsx), at sign-in and on the account screen. */
export const TOTP_ENROLMENT_TEXT = {
  scanHint:
    "Scan the QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), or type the key by hand.",
  qrAlt: "QR code for your authenticator app",
  keyLabel: "Manual key",
  codeLabel: "6-digit code from the app",
  confirm: "Confirm and turn on",
  confirming: "Turning on…",
  cancel: "Cancel",
} as const;

export const ACCOUNT_TEXT = {
  pageTitle: "Account & Security",
  heading: "Account & Security",
  description:
    "Two-factor authentication, your password and the devices signed in to your account.",
  twoFactor: {
    heading: "Two-factor authentication",
    description: "A code from an authenticator app on your phone is asked for after your password.",
    statusLabel: "Status",
    on: "On",
    off: "Off",
    enable: "Turn on two-factor",
    preparing: "Preparing…",
    enabled: "Two-factor authentication is on",
    backupHeading: "Your backup codes",
    backupDescription:
      "Each code signs you in once if you lose your phone. Save them somewhere safe now: they are not shown again.",
    backupListLabel: "Backup codes",
    copy: "Copy codes",
    copied: "Backup codes copied",
    copyFailed: "Could not copy. Select the codes and copy them by hand.",
    download: "Download as text",
    downloadName: "backup-codes.txt",
    downloadHeader: "Foundation CMS backup codes (each works once)",
    done: "I have saved my codes",
    disableHeading: "Turn off two-factor",
    disableDescription: "Enter your password and a code from your app (or a backup code).",
    passwordLabel: "Password",
    disableCodeLabel: "Authentication code",
    disable: "Turn off two-factor",
    disabling: "Turning off…",
    disabled: "Two-factor authentication is off",
  },
  password: {
    heading: "Change password",
    description: "Changing your password signs you out on every other device.",
    current: "Current password",
    next: "New password",
    confirm: "Confirm new password",
    mismatch: "The new passwords do not match",
    submit: "Change password",
    submitting: "Changing…",
    changed: "Password changed. Your other sessions were signed out.",
  },
  sessions: {
    heading: "Sessions",
    description: "The browsers and devices signed in to your account.",
    empty: "No other sessions.",
    device: "Device",
    ip: "IP address",
    created: "Signed in",
    lastUsed: "Last used",
    actions: "Actions",
    thisDevice: "This device",
    revoke: "Revoke",
    revokeLabel: (device: string) => `Revoke the session on ${device}`,
    revoked: "Session revoked",
    signOutOthers: "Sign out all other sessions",
    signedOutOthers: "All other sessions were signed out",
    unknownDevice: "Unknown device",
  },
  errorTitle: "Error",
  failed: "The request failed. Please try again.",
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
