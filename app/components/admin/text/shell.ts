/** Admin shell strings: sidebar, header, logout. */
export const SHELL_TEXT = {
  brand: "Admin Panel",
  brandSub: "Foundation CMS",
  skipToContent: "Skip to content",
  navLabel: "Admin navigation",
  openMenu: "Open navigation menu",
  closeMenu: "Close navigation menu",
  welcome: "Welcome back, Admin",
  signedInAs: "Signed in as",
  logout: "Logout",
  loggingOut: "Signing out…",
  loading: "Loading…",
  checkingSession: "Checking your session…",
  viewSite: "View website",
  titleSuffix: "Admin",
  logoutFailed: "Logout failed. Please try again.",
  nav: {
    dashboard: "Dashboard",
    inbox: "Inbox",
    blog: "Blog Posts",
    gallery: "Gallery",
    news: "News",
    programs: "Programs",
    store: "Store",
    media: "Media",
    settings: "Settings",
    account: "Account & Security",
    staff: "Staff",
    audit: "Audit Log",
    outbox: "Outbox",
  },
  notAllowedTitle: "Not available for your role",
  notAllowedBody:
    "Your role does not include this screen. An admin can change your role on the Staff screen.",
  roles: { admin: "Admin", editor: "Editor", author: "Author", user: "User" },
  errorTitle: "Something went wrong",
  errorBody: "This admin screen could not be shown. Please try again.",
  retry: "Try again",
} as const;

/** Unsaved changes: leaving, signing in again to save. */
export const UNSAVED_TEXT = {
  leaveTitle: "Leave this page?",
  leaveBody: "You have changes that are not saved yet. If you leave now, they are lost.",
  leave: "Leave without saving",
  keepEditing: "Keep editing",
  reauthTitle: "Sign in to save",
  reauthBody:
    "Your session has ended. Sign in again: what you typed stays here and is saved right after.",
} as const;
