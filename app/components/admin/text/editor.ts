/**
 * Strings of the full-page content editor (docs/decisions/0027-full-page-editor.md), in the three
 * languages; the admin shows the English ones (docs/decisions/0002-admin-english-only.md), the
 * others are kept beside them for when it follows the staff member's language.
 */
interface EditorText {
  back: (list: string) => string;
  settings: string;
  actionsLabel: string;
  publish: string;
  schedule: string;
  scheduleTitle: string;
  scheduleAt: string;
  scheduleConfirm: string;
  scheduleMissing: string;
  update: string;
  unpublish: string;
  saveDraft: string;
  submitForReview: string;
  create: string;
  save: string;
  saving: string;
  published: string;
  scheduled: (when: string) => string;
  unpublished: string;
  submitted: string;
  draftSaved: string;
  readOnly: string;
  status: (state: string) => string;
  autosaving: string;
  autosaved: (time: string) => string;
  autosaveFailed: string;
  restoredFrom: (time: string) => string;
  discardAutosave: string;
  autosaveDiscarded: string;
  notFound: string;
}

const en: EditorText = {
  back: (list) => `Back to ${list}`,
  settings: "Settings",
  actionsLabel: "Save and publish",
  publish: "Publish",
  schedule: "Schedule",
  scheduleTitle: "Publish later",
  scheduleAt: "Publish on",
  scheduleConfirm: "Schedule",
  scheduleMissing: "Choose a date and time in the future.",
  update: "Update",
  unpublish: "Unpublish",
  saveDraft: "Save draft",
  submitForReview: "Submit for review",
  create: "Create",
  save: "Save",
  saving: "Saving…",
  published: "Published",
  scheduled: (when) => `Scheduled for ${when}`,
  unpublished: "Unpublished: it is a draft again",
  submitted: "Submitted for review",
  draftSaved: "Draft saved",
  readOnly: "Your role may not change this item; you can read it here.",
  status: (state) => `Status: ${state}`,
  autosaving: "Saving a copy…",
  autosaved: (time) => `Copy saved at ${time}`,
  autosaveFailed: "The copy could not be saved; your typing is still here.",
  restoredFrom: (time) => `Restored from autosave at ${time}.`,
  discardAutosave: "Discard",
  autosaveDiscarded: "The autosaved copy was discarded.",
  notFound: "This item does not exist or was deleted for good.",
};

const fr: EditorText = {
  back: (list) => `Retour à ${list}`,
  settings: "Réglages",
  actionsLabel: "Enregistrer et publier",
  publish: "Publier",
  schedule: "Programmer",
  scheduleTitle: "Publier plus tard",
  scheduleAt: "Publier le",
  scheduleConfirm: "Programmer",
  scheduleMissing: "Choisissez une date et une heure à venir.",
  update: "Mettre à jour",
  unpublish: "Dépublier",
  saveDraft: "Enregistrer le brouillon",
  submitForReview: "Soumettre à relecture",
  create: "Créer",
  save: "Enregistrer",
  saving: "Enregistrement…",
  published: "Publié",
  scheduled: (when) => `Programmé pour le ${when}`,
  unpublished: "Dépublié\u00a0: c’est de nouveau un brouillon",
  submitted: "Soumis à relecture",
  draftSaved: "Brouillon enregistré",
  readOnly: "Votre rôle ne permet pas de modifier cet élément\u202f; vous pouvez le lire ici.",
  status: (state) => `Statut\u00a0: ${state}`,
  autosaving: "Enregistrement d’une copie…",
  autosaved: (time) => `Copie enregistrée à ${time}`,
  autosaveFailed: "La copie n’a pas pu être enregistrée\u202f; votre saisie est toujours là.",
  restoredFrom: (time) => `Restauré depuis la sauvegarde automatique de ${time}.`,
  discardAutosave: "Abandonner",
  autosaveDiscarded: "La copie automatique a été abandonnée.",
  notFound: "Cet élément n’existe pas ou a été supprimé définitivement.",
};

const ru: EditorText = {
  back: (list) => `Назад: ${list}`,
  settings: "Настройки",
  actionsLabel: "Сохранение и публикация",
  publish: "Опубликовать",
  schedule: "Запланировать",
  scheduleTitle: "Опубликовать позже",
  scheduleAt: "Дата публикации",
  scheduleConfirm: "Запланировать",
  scheduleMissing: "Выберите дату и время в будущем.",
  update: "Обновить",
  unpublish: "Снять с публикации",
  saveDraft: "Сохранить черновик",
  submitForReview: "Отправить на проверку",
  create: "Создать",
  save: "Сохранить",
  saving: "Сохранение…",
  published: "Опубликовано",
  scheduled: (when) => `Запланировано на ${when}`,
  unpublished: "Снято с публикации\u00a0— снова черновик",
  submitted: "Отправлено на проверку",
  draftSaved: "Черновик сохранён",
  readOnly: "Ваша роль не позволяет изменять этот материал; здесь его можно только читать.",
  status: (state) => `Статус: ${state}`,
  autosaving: "Сохраняем копию…",
  autosaved: (time) => `Копия сохранена в ${time}`,
  autosaveFailed: "Не удалось сохранить копию; введённый текст никуда не делся.",
  restoredFrom: (time) => `Восстановлено из автосохранения от ${time}.`,
  discardAutosave: "Отбросить",
  autosaveDiscarded: "Автосохранённая копия отброшена.",
  notFound: "Такого материала нет или он удалён окончательно.",
};

export const EDITOR_TEXTS = { en, fr, ru } as const;
/** The admin's language (English, docs/decisions/0002-admin-english-only.md). */
export const editorText = EDITOR_TEXTS.en;
