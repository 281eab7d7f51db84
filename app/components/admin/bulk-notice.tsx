import type { BulkResult } from "~/domain/bulk-actions";

/** What a bulk action did: how many records changed, and which were skipped and why (or why nothing was done). */
export function BulkNotice({ result }: { result: BulkResult }) {
  return (
    <div
      className={`rounded-lg border p-3 ${
        result.tone === "success" ? "border-green-700 bg-green-50 text-green-900" : "border-amber-600 bg-amber-50 text-amber-950"
      }`}
    >
      {result.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
