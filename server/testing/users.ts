/** The signed-in people the service tests act as: an admin and a signed-in visitor without a role. */
import type { User } from "../../core/services.ts";

export const TEST_ADMIN: User = {
  id: 1,
  email: "admin@test.example",
  name: "Admin",
  role: "admin",
  language: null,
};

export const TEST_USER: User = {
  id: 2,
  email: "user@test.example",
  name: "User",
  role: "user",
  language: null,
};
