/**
 * The namespaces of the site's translations, typed from the English files (the reference language:
 * app/i18n/locales.test.ts keeps fr and ru to the same keys). Types only: nothing here reaches a bundle.
 */
import type about from "./locales/en/about.json";
import type adminAccount from "./locales/en/adminAccount.json";
import type adminAudit from "./locales/en/adminAudit.json";
import type adminContent from "./locales/en/adminContent.json";
import type adminDashboard from "./locales/en/adminDashboard.json";
import type adminEditor from "./locales/en/adminEditor.json";
import type adminInbox from "./locales/en/adminInbox.json";
import type adminMedia from "./locales/en/adminMedia.json";
import type adminOutbox from "./locales/en/adminOutbox.json";
import type adminSettings from "./locales/en/adminSettings.json";
import type adminShell from "./locales/en/adminShell.json";
import type adminSignIn from "./locales/en/adminSignIn.json";
import type adminStaff from "./locales/en/adminStaff.json";
import type blog from "./locales/en/blog.json";
import type common from "./locales/en/common.json";
import type contact from "./locales/en/contact.json";
import type donate from "./locales/en/donate.json";
import type forms from "./locales/en/forms.json";
import type gallery from "./locales/en/gallery.json";
import type getInvolved from "./locales/en/getInvolved.json";
import type home from "./locales/en/home.json";
import type legal from "./locales/en/legal.json";
import type nav from "./locales/en/nav.json";
import type news from "./locales/en/news.json";
import type partner from "./locales/en/partner.json";
import type projects from "./locales/en/projects.json";
import type services from "./locales/en/services.json";
import type store from "./locales/en/store.json";
import type volunteer from "./locales/en/volunteer.json";

export interface Resources {
  about: typeof about;
  adminAccount: typeof adminAccount;
  adminAudit: typeof adminAudit;
  adminContent: typeof adminContent;
  adminDashboard: typeof adminDashboard;
  adminEditor: typeof adminEditor;
  adminInbox: typeof adminInbox;
  adminMedia: typeof adminMedia;
  adminOutbox: typeof adminOutbox;
  adminSettings: typeof adminSettings;
  adminShell: typeof adminShell;
  adminSignIn: typeof adminSignIn;
  adminStaff: typeof adminStaff;
  blog: typeof blog;
  common: typeof common;
  contact: typeof contact;
  donate: typeof donate;
  forms: typeof forms;
  gallery: typeof gallery;
  getInvolved: typeof getInvolved;
  home: typeof home;
  legal: typeof legal;
  nav: typeof nav;
  news: typeof news;
  partner: typeof partner;
  projects: typeof projects;
  services: typeof services;
  store: typeof store;
  volunteer: typeof volunteer;
}

export type Namespace = keyof Resources;
