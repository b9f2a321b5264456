/** When a submission arrived, as the inbox writes it: "26/11/2026, 14:05 UTC". */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
export const when = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
