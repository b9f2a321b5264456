/**
 * The browser copy of the settings (localStorage key 'admin-settings', JSON), written on every save
 * attempt and read only when the server cannot answer. It never holds a real secret: a secret
 * that is set is stored as the mask, which the server reads as "keep the stored value".
 */
import {
  SECRET_MASK,
  SECRET_SETTINGS,
  settingsSchema,
  type Settings,
} from "../../../../core/settings.ts";

export const BROWSER_COPY_KEY = "admin-settings";

export function withoutSecrets(settings: Settings): Settings {
  const integrations = { ...settings.integrations };
  for (const key of SECRET_SETTINGS) {
    if (integrations[key]) integrations[key] = SECRET_MASK;
  }
  return { ...settings, integrations };
}

export function writeBrowserCopy(settings: Settings) {
  try {
    window.localStorage.setItem(BROWSER_COPY_KEY, JSON.stringify(withoutSecrets(settings)));
  } catch (err) {
    console.error("Could not write the browser copy of the settings", err);
  }
}

export function readBrowserCopy(): Settings | null {
  try {
    const raw = window.localStorage.getItem(BROWSER_COPY_KEY);
    if (!raw) return null;
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? withoutSecrets(parsed.data) : null;
  } catch {
    return null;
  }
}
