/** The 10 backup codes, shown once after two-factor is turned on, with copy and download. */
import { Download } from "lucide-react";
import { Button } from "../../ui";
import { CopyButton } from "../shell/copy-button.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";

export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation("adminAccount");
  const text = `${t("twoFactor.downloadHeader")}\n\n${codes.join("\n")}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = t("twoFactor.downloadName");
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="space-y-3">
      <ul
        aria-label={t("twoFactor.backupListLabel")}
        data-testid="backup-codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-3 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={codes.join("\n")}
          label={t("twoFactor.copy")}
          copied={t("twoFactor.copied")}
          failed={t("twoFactor.copyFailed")}
        />
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t("twoFactor.download")}
        </Button>
      </div>
    </div>
  );
}
