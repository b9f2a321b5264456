// Placeholder until the screen lands: answers like an unknown path.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
