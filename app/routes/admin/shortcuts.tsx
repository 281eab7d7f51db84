import { Link } from "react-router";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { ShortcutTables, ShortcutToggle } from "~/components/admin/keyboard-shortcuts";
import { shortcutHelp as copy } from "~/content/admin-shortcuts";
import { applicationsListPath } from "~/domain/application-filters";
import type { Route } from "./+types/shortcuts";

// The keyboard shortcuts' help as a page: where the "Keyboard shortcuts" link leads without JavaScript.

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

export default function AdminShortcuts() {
  return (
    <Container className="py-10">
      <p>
        <Link to={applicationsListPath} className="text-brand-700 underline">
          ← {copy.backToList}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      <ShortcutTables />
      <ShortcutToggle />
    </Container>
  );
}
