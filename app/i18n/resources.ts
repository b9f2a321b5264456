/**
 * The namespaces of the site's translations, typed from the English files (the reference language:
 * texts/locales.test.ts keeps fr and ru to the same keys). Types only: nothing here reaches a bundle.
 */
import type about from "../../texts/locales/en/about.json";
import type adminAccount from "../../texts/locales/en/adminAccount.json";
import type adminAudit from "../../texts/locales/en/adminAudit.json";
import type adminContent from "../../texts/locales/en/adminContent.json";
import type adminDashboard from "../../texts/locales/en/adminDashboard.json";
import type adminDonations from "../../texts/locales/en/adminDonations.json";
import type adminEditor from "../../texts/locales/en/adminEditor.json";
import type adminInbox from "../../texts/locales/en/adminInbox.json";
import type adminMedia from "../../texts/locales/en/adminMedia.json";
import type adminNewsletter from "../../texts/locales/en/adminNewsletter.json";
import type adminOutbox from "../../texts/locales/en/adminOutbox.json";
import type adminSettings from "../../texts/locales/en/adminSettings.json";
import type adminShell from "../../texts/locales/en/adminShell.json";
import type adminSignIn from "../../texts/locales/en/adminSignIn.json";
import type adminStaff from "../../texts/locales/en/adminStaff.json";
import type blog from "../../texts/locales/en/blog.json";
import type common from "../../texts/locales/en/common.json";
import type contact from "../../texts/locales/en/contact.json";
import type donate from "../../texts/locales/en/donate.json";
import type forms from "../../texts/locales/en/forms.json";
import type gallery from "../../texts/locales/en/gallery.json";
import type getInvolved from "../../texts/locales/en/getInvolved.json";
import type home from "../../texts/locales/en/home.json";
import type legal from "../../texts/locales/en/legal.json";
import type nav from "../../texts/locales/en/nav.json";
import type news from "../../texts/locales/en/news.json";
import type partner from "../../texts/locales/en/partner.json";
import type projects from "../../texts/locales/en/projects.json";
import type search from "../../texts/locales/en/search.json";
import type services from "../../texts/locales/en/services.json";
import type store from "../../texts/locales/en/store.json";
import type volunteer from "../../texts/locales/en/volunteer.json";

export interface Resources {
  about: typeof about;
  adminAccount: typeof adminAccount;
  adminAudit: typeof adminAudit;
  adminContent: typeof adminContent;
  adminDashboard: typeof adminDashboard;
  adminDonations: typeof adminDonations;
  adminEditor: typeof adminEditor;
  adminInbox: typeof adminInbox;
  adminMedia: typeof adminMedia;
  adminNewsletter: typeof adminNewsletter;
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
  search: typeof search;
  services: typeof services;
  store: typeof store;
  volunteer: typeof volunteer;
}

export type Namespace = keyof Resources;
