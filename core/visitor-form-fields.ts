/**
 * The rows of each visitor form, in order, beside the schemas of core/submissions.ts: what a row
 * asks (its control, whether it is required, the browser's autofill hint, its size and options),
 * never how it reads. Labels come from the page's locale namespace by convention: `form.<name>`,
 * `form.<name>Placeholder` where a row has a placeholder, and an option's label under
 * `form.<optionLabels>.<value>`. Zod stays out of this module (public pages import it on their
 * first load), so `required` is stated here; core/visitor-form-fields.test.ts holds it to the
 * schemas. Parts of a form that are not rows (a donation's amount and method) are drawn by hand.
 */
import {
  PARTNERSHIP_LEVELS,
  PARTNERSHIP_TIMELINES,
  PARTNERSHIP_TYPES,
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_OPPORTUNITIES,
  type SubmissionKind,
} from "./submission-options.ts";

/** The text controls take their input type from the control's name. */
export type TextControl = "text" | "email" | "tel" | "url";
export type FormControl = TextControl | "textarea" | "choice" | "check";

export interface FormFieldSpec {
  name: string;
  control: FormControl;
  required: boolean;
  /** The browser's autofill hint (`autocomplete`). */
  autoComplete?: string;
  /** The height of a long text, in lines. */
  rows?: number;
  /** Spans the whole width of a two-column form. */
  wide?: boolean;
  /** Shows the text at `form.<name>Placeholder` (a choice always has one: its prompt). */
  placeholder?: boolean;
  /** A choice's values, and the locale key under which each value's label is. */
  options?: readonly string[];
  optionLabels?: string;
}

const email: FormFieldSpec = {
  name: "email",
  control: "email",
  required: true,
  autoComplete: "email",
};

export const VISITOR_FORM_FIELDS = {
  volunteer: [
    { name: "firstName", control: "text", required: true, autoComplete: "given-name" },
    { name: "lastName", control: "text", required: true, autoComplete: "family-name" },
    email,
    { name: "phone", control: "tel", required: false, autoComplete: "tel" },
    {
      name: "location",
      control: "text",
      required: true,
      wide: true,
      autoComplete: "address-level2",
    },
    {
      name: "opportunity",
      control: "choice",
      required: true,
      placeholder: true,
      options: VOLUNTEER_OPPORTUNITIES,
      optionLabels: "opportunities",
    },
    {
      name: "availability",
      control: "choice",
      required: true,
      placeholder: true,
      options: VOLUNTEER_AVAILABILITY,
      optionLabels: "availabilities",
    },
    {
      name: "experience",
      control: "textarea",
      required: true,
      wide: true,
      rows: 5,
      placeholder: true,
    },
    { name: "remote", control: "check", required: false, wide: true },
    { name: "terms", control: "check", required: true, wide: true },
  ],
  partner: [
    { name: "orgName", control: "text", required: true, autoComplete: "organization" },
    { name: "industry", control: "text", required: true },
    { name: "contactName", control: "text", required: true, autoComplete: "name" },
    { name: "position", control: "text", required: true, autoComplete: "organization-title" },
    email,
    { name: "phone", control: "tel", required: true, autoComplete: "tel" },
    {
      name: "website",
      control: "url",
      required: false,
      wide: true,
      autoComplete: "url",
      placeholder: true,
    },
    {
      name: "partnershipType",
      control: "choice",
      required: true,
      placeholder: true,
      options: PARTNERSHIP_TYPES,
      optionLabels: "typeOptions",
    },
    {
      name: "partnershipLevel",
      control: "choice",
      required: false,
      placeholder: true,
      options: PARTNERSHIP_LEVELS,
      optionLabels: "levelOptions",
    },
    {
      name: "objectives",
      control: "textarea",
      required: true,
      wide: true,
      rows: 4,
      placeholder: true,
    },
    { name: "resources", control: "textarea", required: false, wide: true, rows: 3 },
    {
      name: "timeline",
      control: "choice",
      required: false,
      placeholder: true,
      options: PARTNERSHIP_TIMELINES,
      optionLabels: "timelineOptions",
    },
    { name: "additional", control: "textarea", required: false, wide: true, rows: 3 },
  ],
  contact: [
    { name: "name", control: "text", required: true, autoComplete: "name" },
    email,
    { name: "subject", control: "text", required: false, wide: true },
    { name: "message", control: "textarea", required: true, wide: true, rows: 6 },
  ],
  newsletter: [email],
  /** The giver's name and address; the frequency, amount and method are not plain rows. */
  donation: [{ name: "name", control: "text", required: true, autoComplete: "name" }, email],
} as const satisfies Record<SubmissionKind, readonly FormFieldSpec[]>;

/** The locale keys (in the page's namespace) a form's rows read. */
export function formFieldKeys(field: FormFieldSpec): string[] {
  return [
    `form.${field.name}`,
    ...(field.placeholder ? [`form.${field.name}Placeholder`] : []),
    ...(field.options ?? []).map((value) => `form.${field.optionLabels}.${value}`),
  ];
}
