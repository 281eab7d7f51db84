import type { Widen } from "../dictionary-types";
import { formatDuration } from "../format";
import type * as en from "../form-errors";
import { languageTags } from "~/domain/locale";

/** 1 → "1 minute", 5 → "5 minutes" (with a non-breaking space): Intl agrees the unit with the number. */
const minutes = (count: number) => formatDuration(count, "minute", languageTags.fr);

export const formErrors: Widen<typeof en.formErrors> = {
  controlCharacter:
    "Retirez le caractère de contrôle invisible de ce champ (il accompagne souvent un texte collé), puis envoyez de nouveau le formulaire.",
  notSaved:
    "Votre envoi n'a pas été transmis en raison d'un problème de notre côté lors de l'enregistrement. Les renseignements que vous avez saisis sont toujours dans le formulaire\u00a0: veuillez réessayer et, si le problème persiste, écrivez-nous.",
  unavailable:
    "Votre envoi n'a pas été transmis, car nous ne pouvons pas l'enregistrer pour le moment. Les renseignements que vous avez saisis sont toujours dans le formulaire\u00a0: veuillez réessayer dans quelques minutes.",
  tooMany: (retryAfterSeconds) => {
    const count = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Vous avez fait plusieurs envois en peu de temps. Veuillez réessayer dans ${minutes(count)}.`;
  },
};
