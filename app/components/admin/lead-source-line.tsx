import { leadSourceWords as copy, sourceParts } from "~/content/admin-lead-source";
import type { LeadSource } from "~/domain/forms/lead-source";

/**
 * A record's Source line: the campaign tags, referring site and partner code it arrived with, or
 * "Not recorded". Every value is the visitor's (or a forger's) text: shown as text, never as a link.
 */
export function LeadSourceLine({ source, className = "" }: { source: LeadSource; className?: string }) {
  const parts = sourceParts(source);
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      <span className="font-semibold text-slate-600">{copy.label}: </span>
      {parts.length === 0
        ? copy.none
        : parts.map((part, index) => (
            <span key={part.name}>
              {index > 0 && " · "}
              {part.label} <span className="break-all text-slate-900">{part.value}</span>
            </span>
          ))}
    </p>
  );
}
