/** A link as copy: the words shown and where they lead. */
export type LinkCopy = { label: string; to: string };

/** What search engines and link previews show for a page. */
export type PageMetaCopy = { title: string; description: string };

/** A titled item with a sentence or two: steps, perks, values, benefits. */
export type Point = { title: string; body: string };
