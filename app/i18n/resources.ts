/**
 * The namespaces of the site's translations, typed from the English files (the reference language:
 * app/i18n/locales.test.ts keeps fr and ru to the same keys). Types only: nothing here reaches a bundle.
 */
import type about from "./locales/en/about.json";
import type adminSignIn from "./locales/en/adminSignIn.json";
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
  adminSignIn: typeof adminSignIn;
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
