/**
 * The account e-mails (verification, a sign-up attempt on a known address, password reset, a staff
 * invitation) in English, French and Russian: the recipient's chosen language, else the site's. The
 * same way as the visitor e-mails (./submission-mails.ts): one text table per language, the
 * foundation's name in that language (`siteNameIn`).
 */
import type { Locale } from "../../core/constants.ts";
import type { Role } from "../../core/services.ts";

export type AccountMailKind = "verify-email" | "sign-up-attempt" | "password-reset" | "invitation";

interface AccountTexts {
  subject: Record<AccountMailKind, (site: string) => string>;
  /** The lines before the link, and after it. */
  before: Record<AccountMailKind, string[]>;
  after: Record<AccountMailKind, string>;
  invited: (site: string, role: string | undefined) => string;
  roles: Record<Role, string>;
}

export const ACCOUNT_TEXTS: Record<Locale, AccountTexts> = {
  en: {
    subject: {
      "verify-email": (site) => `${site}: confirm your e-mail address`,
      "sign-up-attempt": (site) => `${site}: someone tried to sign up with your address`,
      "password-reset": (site) => `${site}: reset your password`,
      invitation: (site) => `${site}: you are invited to the staff`,
    },
    before: {
      "verify-email": ["Welcome! Please confirm that this address is yours:"],
      "sign-up-attempt": [
        "Someone tried to create an account with this e-mail address, which already has one.",
        "If it was you and you forgot your password, you can choose a new one here:",
      ],
      "password-reset": [
        "Someone asked to reset the password of your account.",
        "",
        "Open this link within one hour to choose a new password (it works once):",
      ],
      invitation: ["", "Open this link within 7 days to choose your password (it works once):"],
    },
    after: {
      "verify-email":
        "The link works once, within 24 hours. If you did not create an account, ignore this e-mail.",
      "sign-up-attempt": "If it was not you, nothing has changed and you can ignore this e-mail.",
      "password-reset": "If it was not you, ignore this e-mail: your password stays the same.",
      invitation:
        "If you did not expect this, ignore this e-mail: no account is usable without the link.",
    },
    invited: (site, role) =>
      `You are invited to sign in to the admin area of ${site}${role ? ` as ${/^[aeiou]/.test(role) ? "an" : "a"} ${role}` : ""}.`,
    roles: { admin: "admin", editor: "editor", author: "author", user: "user" },
  },
  fr: {
    subject: {
      "verify-email": (site) => `${site}\u00a0: confirmez votre adresse e-mail`,
      "sign-up-attempt": (site) =>
        `${site}\u00a0: quelqu’un a tenté de créer un compte avec votre adresse`,
      "password-reset": (site) => `${site}\u00a0: réinitialisez votre mot de passe`,
      invitation: (site) => `${site}\u00a0: vous êtes invité(e) à rejoindre l’équipe`,
    },
    before: {
      "verify-email": [
        "Bienvenue\u202f! Merci de confirmer que cette adresse est bien la vôtre\u00a0:",
      ],
      "sign-up-attempt": [
        "Quelqu’un a tenté de créer un compte avec cette adresse e-mail, qui en possède déjà un.",
        "Si c’était vous et que vous avez oublié votre mot de passe, vous pouvez en choisir un nouveau ici\u00a0:",
      ],
      "password-reset": [
        "Quelqu’un a demandé la réinitialisation du mot de passe de votre compte.",
        "",
        "Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe (il ne fonctionne qu’une fois)\u00a0:",
      ],
      invitation: [
        "",
        "Ouvrez ce lien dans les 7\u00a0jours pour choisir votre mot de passe (il ne fonctionne qu’une fois)\u00a0:",
      ],
    },
    after: {
      "verify-email":
        "Le lien ne fonctionne qu’une fois, pendant 24\u00a0heures. Si vous n’avez pas créé de compte, ignorez ce message.",
      "sign-up-attempt":
        "Si ce n’était pas vous, rien n’a changé et vous pouvez ignorer ce message.",
      "password-reset":
        "Si ce n’était pas vous, ignorez ce message\u00a0: votre mot de passe reste inchangé.",
      invitation:
        "Si vous ne vous y attendiez pas, ignorez ce message\u00a0: aucun compte n’est utilisable sans ce lien.",
    },
    invited: (site, role) =>
      `Vous êtes invité(e) à vous connecter à l’espace d’administration de ${site}${role ? ` avec le rôle «\u202f${role}\u202f»` : ""}.`,
    roles: { admin: "administrateur", editor: "éditeur", author: "auteur", user: "utilisateur" },
  },
  ru: {
    subject: {
      "verify-email": (site) => `${site}: подтвердите адрес электронной почты`,
      "sign-up-attempt": (site) => `${site}: кто-то пытался зарегистрироваться с вашим адресом`,
      "password-reset": (site) => `${site}: сброс пароля`,
      invitation: (site) => `${site}: приглашение в команду сайта`,
    },
    before: {
      "verify-email": ["Добро пожаловать! Подтвердите, пожалуйста, что это ваш адрес:"],
      "sign-up-attempt": [
        "Кто-то пытался создать учётную запись на этот адрес электронной почты, но она уже существует.",
        "Если это были вы и вы забыли пароль, задайте новый здесь:",
      ],
      "password-reset": [
        "Кто-то запросил сброс пароля вашей учётной записи.",
        "",
        "Откройте ссылку в течение часа, чтобы задать новый пароль (она действует один раз):",
      ],
      invitation: [
        "",
        "Откройте ссылку в течение 7\u00a0дней, чтобы задать пароль (она действует один раз):",
      ],
    },
    after: {
      "verify-email":
        "Ссылка действует один раз в течение 24\u00a0часов. Если вы не создавали учётную запись, просто проигнорируйте это письмо.",
      "sign-up-attempt":
        "Если это были не вы, ничего не изменилось: просто проигнорируйте это письмо.",
      "password-reset": "Если это были не вы, проигнорируйте письмо: пароль останется прежним.",
      invitation:
        "Если вы не ждали этого письма, проигнорируйте его: без ссылки учётной записью воспользоваться нельзя.",
    },
    invited: (site, role) =>
      `Вас пригласили в панель управления сайта ${site}${role ? ` с ролью «${role}»` : ""}.`,
    roles: { admin: "администратор", editor: "редактор", author: "автор", user: "пользователь" },
  },
};
