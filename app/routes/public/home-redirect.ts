import { redirect } from "react-router";

// SPEC.md's original sent signed-in users to /home, which did not exist: keep old links working.
export function loader() {
  return redirect("/", 301);
}
