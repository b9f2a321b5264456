/** The admin's one toast helper: messages are toasts (errors in destructive style) and are logged to
 * the console too. */
import { toast } from "sonner";

type ToastOptions = NonNullable<Parameters<typeof toast.success>[1]>;
/** A description under the title, or sonner's options (description, duration, action). */
type Extra = string | ToastOptions;

const options = (extra?: Extra): ToastOptions | undefined =>
  typeof extra === "string" ? { description: extra } : extra;
const line = (title: string, extra?: Extra) => {
  const description = typeof extra === "string" ? extra : extra?.description;
  return typeof description === "string" && description ? `${title}: ${description}` : title;
};

export const notify = {
  success(title: string, extra?: Extra) {
    console.info(line(title, extra));
    toast.success(title, options(extra));
  },
  warning(title: string, extra?: Extra) {
    console.warn(line(title, extra));
    toast.warning(title, options(extra));
  },
  /** Form checks: shown like errors, logged as warnings (the user can fix them). */
  invalid(message: string) {
    console.warn(message);
    toast.error(message);
  },
  /** A failure; `description` is shown unless it repeats the title, `detail` is only logged. */
  error(title: string, description?: string, detail?: unknown) {
    const shown = description && description !== title ? description : undefined;
    if (detail === undefined) console.error(description ? `${title}: ${description}` : title);
    else console.error(description ? `${title}: ${description}` : title, detail);
    toast.error(title, shown ? { description: shown } : undefined);
  },
};
