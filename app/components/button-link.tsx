import type { ReactNode } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  secondary: "bg-white text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50",
  light: "bg-white text-brand-800 hover:bg-brand-50 shadow-sm",
  /** The second action on a dark band, beside a `light` one. */
  outlineLight: "text-white ring-1 ring-inset ring-white hover:bg-white/10",
} as const;

/** A link styled as a button: every call to action on the public site. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-base font-semibold transition-colors ${variants[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}

/** An underlined link inside running text or after a section. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
      {children}
    </Link>
  );
}
