/** The way back from a record's page to the screen it came from, above its heading. */
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../ui";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={buttonClasses("ghost", "sm", "-ml-3")}>
      <ArrowLeft aria-hidden="true" />
      {children}
    </Link>
  );
}
