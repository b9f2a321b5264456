/** Admin messages are toasts (errors in destructive style) and are logged to the console too (SPEC §8). */
import { toast } from "sonner";

export function notifySuccess(title: string, description?: string) {
  console.info(description ? `${title}: ${description}` : title);
  toast.success(title, description ? { description } : undefined);
}

export function notifyError(title: string, description?: string, detail?: unknown) {
  if (detail === undefined) console.error(description ? `${title}: ${description}` : title);
  else console.error(description ? `${title}: ${description}` : title, detail);
  toast.error(title, description ? { description } : undefined);
}
