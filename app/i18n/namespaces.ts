/** The namespaces of one language from its JSON files ("./fr/home.json" → "home"). */
export function namespacesOf(files: Record<string, { default: Record<string, unknown> }>) {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [file, mod] of Object.entries(files)) {
    const ns = /\/([\w-]+)\.json$/.exec(file)?.[1];
    if (ns) namespaces[ns] = mod.default;
  }
  return namespaces;
}
