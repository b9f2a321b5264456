/**
 * The staff notices (a new submission, a new confirmed account, the weekly report) in English,
 * French and Russian, one table per language like the visitor e-mails (./submission-mails.ts).
 */
import type { Locale } from "../../core/constants.ts";
import type { SubmissionKind } from "../../core/submissions.ts";

interface NoticeTexts {
  /** A submission kind inside a sentence ("a new volunteer application"). */
  arrived: Record<SubmissionKind, (site: string) => string>;
  newSubject: Record<SubmissionKind, (site: string, from: string) => string>;
  openInInbox: string;
  reference: string;
  accountSubject: (site: string, email: string) => string;
  accountBody: (who: string, site: string) => string[];
  /** Report lines: the kinds as a list's headings. */
  kindLines: Record<SubmissionKind, string>;
  report: {
    subject: (site: string, range: string) => string;
    intro: (site: string, range: string) => string;
    newSubmissions: string;
    unhandled: string;
    donationsPaid: string;
    newAccounts: string;
    contentChanges: string;
    mailFailures: string;
    inbox: string;
    audit: string;
    why: string[];
  };
}

const colon = (label: string) => `${label}:`;

/** French "de" before a name, elided before a vowel or a mute h: "de Kofi", "d’Anna", "d’Hélène". */
const de = (name: string) => (/^[aeiouyhàâäéèêëîïôöûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`);

export const NOTICE_TEXTS: Record<Locale, NoticeTexts> = {
  en: {
    arrived: {
      volunteer: (site) => `A new volunteer application arrived on ${site}.`,
      partner: (site) => `A new partnership inquiry arrived on ${site}.`,
      contact: (site) => `A new contact message arrived on ${site}.`,
      newsletter: (site) => `A new newsletter sign-up arrived on ${site}.`,
      donation: (site) => `A new donation pledge arrived on ${site}.`,
    },
    newSubject: {
      volunteer: (site, from) => `${site}: new volunteer application from ${from}`,
      partner: (site, from) => `${site}: new partnership inquiry from ${from}`,
      contact: (site, from) => `${site}: new contact message from ${from}`,
      newsletter: (site, from) => `${site}: new newsletter sign-up from ${from}`,
      donation: (site, from) => `${site}: new donation pledge from ${from}`,
    },
    openInInbox: colon("Open it in the inbox"),
    reference: colon("reference"),
    accountSubject: (site, email) => `${site}: new account ${email}`,
    accountBody: (who, site) => [
      `${who} created an account on ${site} and confirmed the address.`,
      "The account has no staff rights. Staff and roles are managed here:",
    ],
    kindLines: {
      volunteer: "Volunteer applications",
      partner: "Partnership inquiries",
      contact: "Contact messages",
      donation: "Donations and pledges",
      newsletter: "Newsletter sign-ups",
    },
    report: {
      subject: (site, range) => `${site}: weekly report, ${range}`,
      intro: (site, range) => `Activity on ${site}, ${range}.`,
      newSubmissions: "New submissions",
      unhandled: colon("Still marked new in the inbox"),
      donationsPaid: colon("Donations paid online"),
      newAccounts: colon("New confirmed accounts"),
      contentChanges: colon("Content changes by staff"),
      mailFailures: colon("E-mails that could not be delivered"),
      inbox: colon("Inbox"),
      audit: colon("Audit log"),
      why: [
        "You receive this because Weekly Reports is on in Settings › Notifications and you get the",
        "staff notifications (Account & Security).",
      ],
    },
  },
  fr: {
    arrived: {
      volunteer: (site) => `Une nouvelle candidature de bénévole est arrivée sur ${site}.`,
      partner: (site) => `Une nouvelle demande de partenariat est arrivée sur ${site}.`,
      contact: (site) => `Un nouveau message de contact est arrivé sur ${site}.`,
      newsletter: (site) =>
        `Une nouvelle inscription à la lettre d’information est arrivée sur ${site}.`,
      donation: (site) => `Une nouvelle promesse de don est arrivée sur ${site}.`,
    },
    newSubject: {
      volunteer: (site, from) => `${site}\u00a0: nouvelle candidature de bénévole ${de(from)}`,
      partner: (site, from) => `${site}\u00a0: nouvelle demande de partenariat ${de(from)}`,
      contact: (site, from) => `${site}\u00a0: nouveau message ${de(from)}`,
      newsletter: (site, from) => `${site}\u00a0: nouvelle inscription à la lettre ${de(from)}`,
      donation: (site, from) => `${site}\u00a0: nouvelle promesse de don ${de(from)}`,
    },
    openInInbox: "Ouvrir dans la boîte de réception\u00a0:",
    reference: "référence\u00a0:",
    accountSubject: (site, email) => `${site}\u00a0: nouveau compte ${email}`,
    accountBody: (who, site) => [
      `${who} a créé un compte sur ${site} et confirmé son adresse.`,
      "Ce compte n’a aucun droit d’équipe. L’équipe et les rôles se gèrent ici\u00a0:",
    ],
    kindLines: {
      volunteer: "Candidatures de bénévoles",
      partner: "Demandes de partenariat",
      contact: "Messages de contact",
      donation: "Dons et promesses de don",
      newsletter: "Inscriptions à la lettre d’information",
    },
    report: {
      subject: (site, range) => `${site}\u00a0: rapport hebdomadaire, ${range}`,
      intro: (site, range) => `Activité sur ${site}, ${range}.`,
      newSubmissions: "Nouveaux envois",
      unhandled: "Encore marqués comme nouveaux dans la boîte de réception\u00a0:",
      donationsPaid: "Dons payés en ligne\u00a0:",
      newAccounts: "Nouveaux comptes confirmés\u00a0:",
      contentChanges: "Modifications de contenu par l’équipe\u00a0:",
      mailFailures: "E-mails qui n’ont pas pu être remis\u00a0:",
      inbox: "Boîte de réception\u00a0:",
      audit: "Journal d’activité\u00a0:",
      why: [
        "Vous recevez ce message car les rapports hebdomadaires sont activés dans Réglages › Notifications",
        "et vous recevez les notifications de l’équipe (Compte et sécurité).",
      ],
    },
  },
  ru: {
    arrived: {
      volunteer: (site) => `На сайт ${site} пришла новая заявка волонтёра.`,
      partner: (site) => `На сайт ${site} пришёл новый запрос о партнёрстве.`,
      contact: (site) => `На сайт ${site} пришло новое сообщение.`,
      newsletter: (site) => `На сайте ${site} новая подписка на рассылку.`,
      donation: (site) => `На сайт ${site} пришло новое обещание пожертвования.`,
    },
    newSubject: {
      volunteer: (site, from) => `${site}: новая заявка волонтёра от ${from}`,
      partner: (site, from) => `${site}: новый запрос о партнёрстве от ${from}`,
      contact: (site, from) => `${site}: новое сообщение от ${from}`,
      newsletter: (site, from) => `${site}: новая подписка на рассылку от ${from}`,
      donation: (site, from) => `${site}: новое обещание пожертвования от ${from}`,
    },
    openInInbox: "Открыть во входящих:",
    reference: "код платежа:",
    accountSubject: (site, email) => `${site}: новая учётная запись ${email}`,
    accountBody: (who, site) => [
      `${who} создал(а) учётную запись на сайте ${site} и подтвердил(а) адрес.`,
      "У этой учётной записи нет прав сотрудника. Сотрудники и роли настраиваются здесь:",
    ],
    kindLines: {
      volunteer: "Заявки волонтёров",
      partner: "Запросы о партнёрстве",
      contact: "Сообщения",
      donation: "Пожертвования и обещания",
      newsletter: "Подписки на рассылку",
    },
    report: {
      subject: (site, range) => `${site}: еженедельный отчёт, ${range}`,
      intro: (site, range) => `Активность на сайте ${site}, ${range}.`,
      newSubmissions: "Новые обращения",
      unhandled: "Ещё отмечены как новые во входящих:",
      donationsPaid: "Пожертвования, оплаченные онлайн:",
      newAccounts: "Новые подтверждённые учётные записи:",
      contentChanges: "Изменения материалов сотрудниками:",
      mailFailures: "Письма, которые не удалось доставить:",
      inbox: "Входящие:",
      audit: "Журнал действий:",
      why: [
        "Вы получаете это письмо, потому что в «Настройки › Уведомления» включены еженедельные отчёты",
        "и вы получаете уведомления для сотрудников («Учётная запись и безопасность»).",
      ],
    },
  },
};
