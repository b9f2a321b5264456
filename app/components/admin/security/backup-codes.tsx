/** The 10 backup codes, shown once after two-factor is turned on, with copy and download. */
import { Copy, Download } from "lucide-react";
import { Button } from "../../ui";
import { notify } from "../shell/notify.ts";
import { ACCOUNT_TEXT } from "../text/security.ts";

const T = ACCOUNT_TEXT.twoFactor;

export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const text = `${T.downloadHeader}\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify.success(T.copied);
    } catch (err) {
      notify.error(ACCOUNT_TEXT.errorTitle, T.copyFailed, err);
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = T.downloadName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="space-y-3">
      <ul
        aria-label={T.backupListLabel}
        data-testid="backup-codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-3 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          {T.copy}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {T.download}
        </Button>
      </div>
    </div>
  );
}
