/**
 * A content screen's writes: its route action (`/admin/<screen>`, app/lib/content-action.ts) with
 * `{ intent, … }`; the loaders revalidate after a successful one before the answer arrives.
 */
import { useAdminAction } from "../shell/use-admin-action.ts";
import type { EntityConfig } from "./types.ts";

/** One kind of write of this screen (a hook per kind: calls of one hook wait for each other). */
export const useContentAction = <T extends object = object>(config: Pick<EntityConfig, "key">) =>
  useAdminAction<T>(`/admin/${config.key}`);
