/** The full-page editor's server autosave, as the admin and the server share it. */
import type { Actor } from "./services.ts";

/** An editor's autosaved form values (docs/decisions/0027-full-page-editor.md). */
export interface Autosave {
  values: Record<string, unknown>;
  savedAt: string;
}

/**
 * The editor's autosave: one slot per staff member and item (`itemId` 0: a new item), readable
 * only by its owner; `entity` is the definition's name (`blogPosts`…).
 */
export interface AutosaveService {
  get(actor: Actor, entity: string, itemId: number): Promise<Autosave | null>;
  save(actor: Actor, entity: string, itemId: number, values: unknown): Promise<{ savedAt: string }>;
  clear(actor: Actor, entity: string, itemId: number): Promise<void>;
}
