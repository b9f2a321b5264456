/** Every ru namespace, bundled as one chunk (loaded by app/i18n/i18n.ts). */
import { namespacesOf } from "../namespaces.ts";

export default namespacesOf(
  import.meta.glob<{ default: Record<string, unknown> }>("./ru/*.json", { eager: true }),
);
