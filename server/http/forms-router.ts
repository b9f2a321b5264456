/** Visitor forms and the admin inbox over the submissions service. */
import { Router } from "express";
import type { SubmissionsService } from "../../core/services.ts";
import { actorOf, idParam, json, requireJson } from "./handlers.ts";

/** `POST /forms/:kind`: anyone; JSON only (415 otherwise); 201 with a receipt. */
export function formsRouter(submissions: SubmissionsService) {
  const r = Router();
  r.post(
    "/:kind",
    json(async (req) => (requireJson(req), submissions.submit(req.params.kind, req.body)), 201),
  );
  return r;
}

/** `/submissions`: the inbox, admins only (the service checks). */
export function submissionsRouter(submissions: SubmissionsService) {
  const r = Router();
  r.get(
    "/",
    json((req) => submissions.list(actorOf(req), req.query)),
  );
  r.get(
    "/counts",
    json((req) => submissions.counts(actorOf(req))),
  );
  r.get("/export.csv", async (req, res) => {
    const csv = await submissions.exportCsv(actorOf(req), req.query.type);
    const type = String(req.query.type);
    res
      .status(200)
      .type("text/csv; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="submissions-${type}.csv"`)
      .set("Cache-Control", "no-store")
      .send(csv);
  });
  r.get(
    "/:id",
    json((req) => submissions.get(actorOf(req), idParam(req))),
  );
  r.put(
    "/:id",
    json(
      async (req) => (requireJson(req), submissions.update(actorOf(req), idParam(req), req.body)),
    ),
  );
  r.delete(
    "/:id",
    json((req) => submissions.remove(actorOf(req), idParam(req))),
  );
  return r;
}
