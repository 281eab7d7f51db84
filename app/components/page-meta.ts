import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import type { PageMetaCopy } from "~/content/types";

/** Title, description and link-preview tags for a page; canonical URLs come from the root layout. */
export function pageMeta({ title, description }: PageMetaCopy): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
  ];
}
