/** Programs: the foundation's projects, all public. */
import { FUNDING_STATUSES, PROGRAM_CATEGORIES, PROGRAM_STATUSES } from "../constants.ts";
import { defineEntity } from "./define.ts";
import { seoFields, slugField, titleField } from "./permalink-fields.ts";

export const programs = defineEntity({
  name: "programs",
  apiPath: "programs",
  titleField: "title",
  fields: {
    title: titleField,
    slug: slugField,
    description: {
      kind: "longText",
      label: "Description",
      max: 2000,
      rows: 3,
      required: true,
      localized: true,
      searchable: true,
      wide: true,
    },
    longDescription: {
      kind: "longText",
      label: "Long description",
      max: 20_000,
      rows: 6,
      required: true,
      localized: true,
      wide: true,
    },
    category: {
      kind: "select",
      label: "Category",
      options: PROGRAM_CATEGORIES,
      default: "education",
      listColumn: true,
    },
    status: {
      kind: "select",
      label: "Status",
      options: PROGRAM_STATUSES,
      default: "upcoming",
      listColumn: true,
    },
    startDate: { kind: "date", label: "Start date", default: "none", listColumn: true },
    endDate: { kind: "date", label: "End date", default: "none", listColumn: true },
    location: {
      kind: "text",
      label: "Location",
      max: 200,
      localized: true,
      searchable: true,
      listColumn: true,
      wide: true,
    },
    maxParticipants: {
      kind: "number",
      label: "Max participants",
      integer: true,
      max: 2_000_000_000,
      listColumn: true,
    },
    currentParticipants: {
      kind: "number",
      label: "Current participants",
      integer: true,
      max: 2_000_000_000,
      listColumn: true,
    },
    budget: {
      kind: "number",
      label: "Budget (USD)",
      integer: true,
      max: 2_000_000_000,
      listColumn: true,
    },
    fundingStatus: {
      kind: "select",
      label: "Funding status",
      options: FUNDING_STATUSES,
      default: "seeking",
      listColumn: true,
    },
    contactPerson: {
      kind: "text",
      label: "Contact person",
      max: 120,
      // In the reader's script (docs/decisions/0030).
      localized: true,
      translationOptional: true,
    },
    contactEmail: { kind: "text", label: "Contact e-mail", max: 254, format: "email" },
    requirements: {
      kind: "list",
      of: "text",
      label: "Requirements",
      itemLabel: "Requirement",
      max: 50,
      localized: true,
      wide: true,
    },
    objectives: {
      kind: "list",
      of: "text",
      label: "Objectives",
      itemLabel: "Objective",
      max: 50,
      localized: true,
      wide: true,
    },
    image: {
      kind: "image",
      label: "Featured image",
      bucket: "program-images",
      placeholder: true,
      wide: true,
    },
    ...seoFields("program-images"),
  },
  checks: [
    {
      fields: {
        startDate: {
          message: "The start date must not be after the end date",
          reason: "startAfterEnd",
        },
        endDate: {
          message: "The end date must not be before the start date",
          reason: "endBeforeStart",
        },
      },
      valid: (p) => !p.startDate || !p.endDate || String(p.endDate) >= String(p.startDate),
    },
    {
      // A maximum of 0 means none is set.
      fields: {
        currentParticipants: {
          message: "Current participants must not be above the maximum",
          reason: "aboveMaximum",
        },
        maxParticipants: {
          message: "The maximum must not be below the current participants",
          reason: "belowCurrent",
        },
      },
      valid: (p) =>
        !Number(p.maxParticipants) || Number(p.currentParticipants) <= Number(p.maxParticipants),
    },
  ],
  defaultOrder: { field: "createdAt", direction: "desc" },
  // /projects lists upcoming, ongoing and completed programs: a cancelled one only by its address.
  unlisted: { field: "status", values: ["cancelled"] },
});
