/** `{{name}}` in a text, filled with its value; a placeholder without a value stays as it is. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function fillPlaceholders(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
