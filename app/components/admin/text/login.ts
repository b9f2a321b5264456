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
  notAdminNotice: "You are signed in without admin privileges. Sign in with an admin account.",
  toasts: {
    errorTitle: "Error",
    invalidCredentials: "Invalid credentials",
    loginFailed: "Login failed. Please try again.",
    welcome: "Welcome to the admin panel",
    accessDeniedTitle: "Access Denied",
    accessDenied: "You don't have admin privileges",
  },
} as const;
