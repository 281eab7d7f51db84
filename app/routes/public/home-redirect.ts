import { redirect } from "react-router";

// /home was never a page, but old links point to it: keep them working (docs/product.md).
export function loader() {
  return redirect("/", 301);
}
