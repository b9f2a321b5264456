/** Staff accounts as the staff screen lists and manages them (server/auth/staff.ts does the work). */
import type { Role } from "./services.ts";
import type { WithStaffLanguage } from "./staff-language.ts";

/** A staff member as the staff screen lists them. */
export interface StaffMember extends WithStaffLanguage {
  id: number;
  email: string;
  name: string;
  role: Role;
  totpEnabled: boolean;
  /** Invited, and the link not used yet. */
  pending: boolean;
  createdAt: string;
}

/**
 * What became of an invitation's e-mail: queued (mail is configured), or not mailed, and then the
 * link's path (`/admin/accept-invitation?token=…`) for the admin to hand over.
 */
export type InvitationDelivery = { mailed: true } | { mailed: false; link: string };

/**
 * Staff accounts, bound to the request's session: the calls the /api/v1/staff routes make, with the
 * same caller. Each one (but `bylines`, for editors too) refuses anyone but an admin and never
 * demotes the last admin.
 */
export interface StaffService {
  list(): Promise<StaffMember[]>;
  /** The names staff sign stories with (admins and editors pick a story's author from them). */
  bylines(): Promise<string[]>;
  invite(input: unknown): Promise<{
    id: number;
    email: string;
    role: Role;
    invited: boolean;
    delivery?: InvitationDelivery;
  }>;
  setRole(id: number, input: unknown): Promise<{ id: number; email: string; role: Role }>;
  resendInvitation(id: number): Promise<InvitationDelivery>;
  remove(id: number): Promise<void>;
}
