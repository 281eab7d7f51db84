import { formatNumber } from "./format";

// Messages of the site's own checks that any form may show (the fields' own messages live with them in app/domain/forms).

export const formErrors = {
  /** A field carried a control character (decision 0030): usually pasted along with the text. */
  controlCharacter: "Remove the invisible control character from this field (it often comes with pasted text), then send the form again.",
  /** A submission the database refused for a reason other than being unreachable: a fault of ours, not the visitor's. */
  notSaved:
    "Your submission was not sent: something went wrong on our side while saving it. Nothing was lost on your side; please try again, and if it happens again, write to us.",
  /** The database did not answer. */
  unavailable:
    "Your submission was not sent: we could not save it just now. Nothing was lost on your side; please try again in a few minutes.",
  /** Too many submissions from one address or for one address: when to try again, in whole minutes. */
  tooMany: (retryAfterSeconds: number) => {
    const count = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You have sent several submissions in a short time. Please try again in ${formatNumber(count)} minute${count === 1 ? "" : "s"}.`;
  },
} as const;
