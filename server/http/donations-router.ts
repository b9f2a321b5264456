/** `/api/v1/donations`: the Donations screen's reads, the CSV export and refunds (admins). */
import { Router } from "express";
import type { DonationsService } from "../../core/services.ts";
import { actorOf, idParam, json } from "./handlers.ts";

export function donationsRouter(donations: DonationsService) {
  const r = Router();
  r.get(
    "/",
    json((req) => donations.list(actorOf(req), req.query)),
  );
  r.get("/export.csv", async (req, res) => {
    const csv = await donations.exportCsv(actorOf(req), req.query);
    res
      .status(200)
      .type("text/csv; charset=utf-8")
      .set("Content-Disposition", 'attachment; filename="donations.csv"')
      .set("Cache-Control", "no-store")
      .send(csv);
  });
  r.get(
    "/:id",
    json((req) => donations.get(actorOf(req), idParam(req))),
  );
  r.post(
    "/:id/refund",
    json((req) => donations.refund(actorOf(req), idParam(req))),
  );
  return r;
}
