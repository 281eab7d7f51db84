import { Fragment } from "react";

/**
 * An e-mail address that, when it must wrap, breaks after its "@" or a dot rather than between any
 * two letters: a <wbr> marks each such place, and only a part too long for the line on its own is
 * broken inside (overflow-wrap: break-word, which unlike break-all leaves narrow columns their width).
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span className="break-words">
      {email.split(/(?<=[@.])/).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
