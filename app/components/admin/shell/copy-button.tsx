/** A button that copies a text to the clipboard and says whether it worked (a toast). */
import { Copy } from "lucide-react";
import { Button, type ButtonProps } from "../../ui";
import { notify } from "./notify.ts";

export function CopyButton({
  text,
  label,
  copied,
  failed,
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & {
  text: string;
  label: string;
  /** The toast after a copy, and the error's title when the browser refused. */
  copied: string;
  failed: string;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(copied);
    } catch (err) {
      notify.error(failed, undefined, err);
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} {...props}>
      <Copy aria-hidden="true" />
      {label}
    </Button>
  );
}
