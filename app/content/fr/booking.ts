import type * as en from "../booking";
import type { Widen } from "../dictionary-types";
import { formatDuration, formatNumber } from "../format";
import { site } from "../site";
import { languageTags } from "~/domain/locale";
import type { PageMetaCopy } from "../types";

// Les mots de /fr/reserver, de sa confirmation et de ses courriels.

export const bookingMeta: PageMetaCopy = {
  title: "Réserver une consultation",
  description:
    "Choisissez une plage libre de 30 minutes pour un appel avec notre équipe sur le leadership TI à temps partagé. Aucun compte requis.",
};

export const bookingPage: Widen<typeof en.bookingPage> = {
  title: "Réserver une consultation",
  intro:
    "Choisissez un moment pour un court appel avec notre équipe. Nous parlerons de vos besoins et de ce qu'un DPI à temps partagé pourrait vous apporter.",
  // Intl names most zones « heure de … »; the few it does not (UTC) read as a zone, never « à l'UTC ».
  zoneNote: (zoneName, timeZone) =>
    `${zoneName}`.startsWith("heure")
      ? `Les heures indiquées sont à l'${zoneName}.`
      : `Les heures indiquées sont celles du fuseau horaire ${zoneName || timeZone}.`,
  yourTime: "heure locale",
  daysHeading: "Plages libres",
  pickDay: "Choisissez un jour pour voir ses plages libres.",
  freeTimes: (count) => (count === 1 ? "1 plage libre" : `${formatNumber(count, languageTags.fr)} plages libres`),
  allDays: "Tous les jours",
  noSlots: "Il n'y a aucune plage libre dans les prochaines semaines. Écrivez-nous plutôt.",
  messageInstead: "Vous préférez écrire\u00a0? Envoyez-nous un message",
  chosen: (when) => `Votre appel\u00a0: ${when}`,
  otherTime: "Choisir un autre moment",
  formHeading: "Vos coordonnées",
  fromRequest: "Les coordonnées de votre demande sont déjà inscrites\u00a0; vous pouvez toujours les modifier.",
  submit: "Réserver cet appel",
  sending: "Réservation…",
  taken:
    "Nous sommes désolés\u00a0: ce moment vient d'être réservé. Voici les prochaines plages libres\u00a0: choisissez-en une et envoyez de nouveau le formulaire.",
  gone: "Ce moment ne peut plus être réservé. Voici les prochaines plages libres\u00a0: choisissez-en une et envoyez de nouveau le formulaire.",
  pickSlot: "Choisissez un moment pour votre appel.",
  nextSlots: "Prochaines plages libres",
  alreadyBooked: (when) =>
    `Cette adresse courriel a déjà un appel réservé le ${when}. Pour le déplacer ou l'annuler, utilisez le lien de son courriel de confirmation.`,
  networkFull:
    "Plusieurs appels sont déjà réservés à partir de votre réseau\u00a0; celui-ci n'a donc pas pu l'être. Pour le réserver, annulez d'abord l'un d'eux, ou écrivez-nous plutôt.",
  requested: {
    title: "Merci\u00a0!",
    body: "Si votre réservation a abouti, vous recevrez sous peu un courriel\u00a0: confirmez l'appel à partir de celui-ci dans les 2\u00a0heures, sinon le moment sera libéré.",
  },
};

export const callDetails: Widen<typeof en.callDetails> = {
  heading: "À propos de l'appel",
  when: "Quand",
  length: "Durée",
  lengthValue: (minutes) => formatDuration(minutes, "minute", languageTags.fr),
  how: "Comment",
  video: "Par vidéoconférence, à l'adresse",
  phone: (phone) => `Par téléphone. Nous vous appellerons au ${phone}.`,
  phoneFromForm: "Par téléphone. Nous vous appellerons au numéro que vous indiquerez dans le formulaire.",
  host: "Animé par",
  team: `L'équipe de ${site.name}`,
  prepare: "À préparer",
  prepareValue:
    "Quelques notes suffisent\u00a0: l'état de vos TI aujourd'hui (systèmes, personnes, principaux fournisseurs), le ou les deux problèmes à régler en premier, ainsi que votre échéancier et votre budget, si vous les connaissez.",
  phoneLocation: (phone) => `Téléphone\u00a0: ${phone}`,
  topic: "Votre sujet",
  line: (label, value) => `${label}\u00a0: ${value}`,
};

export const managePage: Widen<typeof en.managePage> = {
  metaTitle: "Votre appel",
  bookedTitle: "Encore une étape\u00a0: confirmez votre appel par courriel",
  bookedBody: (by) =>
    `Nous vous avons envoyé par courriel un lien pour confirmer l'appel. Ouvrez-le et confirmez d'ici le ${by} (dans les 2\u00a0heures)\u00a0; sinon, le moment sera libéré pour d'autres. Vous pouvez déplacer ou annuler l'appel ci-dessous.`,
  unconfirmed: (by) =>
    `Pas encore confirmé\u00a0: confirmez l'appel avec le lien de notre courriel d'ici le ${by}, sinon le moment sera libéré pour d'autres.`,
  confirmHeading: "Confirmez votre appel",
  confirmLead:
    "Appuyez sur le bouton pour confirmer que vous voulez cet appel. Nous vous enverrons alors par courriel l'invitation à ajouter à votre agenda.",
  confirm: "Confirmer l'appel",
  confirmedTitle: "Votre appel est confirmé",
  confirmedBody:
    "Nous vous avons envoyé l'invitation à ajouter à votre agenda. Vous pouvez déplacer ou annuler l'appel ci-dessous, ou à partir du lien du courriel.",
  lapsed: "Cet appel n'a pas été confirmé dans les 2\u00a0heures\u00a0; son moment a donc été libéré pour d'autres.",
  cancelledUnconfirmedBody: "Le moment est de nouveau libre pour d'autres. Vous pouvez réserver un autre moment.",
  movedUnconfirmedBody: "Votre appel aura maintenant lieu au nouveau moment. N'oubliez pas de le confirmer avec le lien de notre courriel.",
  noMoreMoves: (count) =>
    `Cet appel a été déplacé ${count}\u00a0fois et ne peut plus l'être. Vous pouvez encore l'annuler, ou nous écrire s'il vous faut un autre moment.`,
  writeToUs: "Nous écrire",
  tooMany: (retryAfterSeconds) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Vous avez fait plusieurs changements en peu de temps\u00a0; aucun changement n'a donc été apporté. Veuillez réessayer dans ${formatDuration(minutes, "minute", languageTags.fr)}.`;
  },
  slotGone: "Ce moment ne peut plus être réservé. Choisissez-en un autre.",
  title: "Votre appel",
  when: "Quand",
  cancelHeading: "Annuler l'appel",
  cancel: "Annuler l'appel",
  cancelAskHeading: "Annuler cet appel\u00a0?",
  cancelAsk: (when) => `Votre appel du ${when} sera annulé et son moment libéré pour d'autres.`,
  cancelYes: "Oui, annuler l'appel",
  cancelNo: "Non, garder l'appel",
  yourTime: "heure locale",
  cancelledTitle: "Cet appel est annulé",
  cancelledBody: "Vous recevrez un avis d'annulation à ajouter à votre agenda. Vous pouvez réserver un autre moment.",
  bookAgain: "Réserver un autre moment",
  moveHeading: "Déplacer l'appel",
  moveLead: "Ouvrez un jour pour voir ses plages libres, choisissez-en une, puis appuyez sur le bouton.",
  move: "Déplacer l'appel au moment choisi",
  pickTime: "Choisissez le moment où déplacer l'appel.",
  movedTitle: "Votre appel a été déplacé",
  movedBody: "Nous vous avons envoyé l'invitation à jour pour votre agenda.",
  past: "Cet appel a déjà eu lieu.",
  invalidLink: "Ce lien n'est pas valide. Utilisez le lien de votre courriel de confirmation.",
  expiredLink: "Ce lien a expiré.",
  slotTaken: "Nous sommes désolés\u00a0: ce moment vient d'être réservé par quelqu'un d'autre. Choisissez-en un autre.",
};

export const bookingEmail: Widen<typeof en.bookingEmail> = {
  requestedSubject: (when) => `Confirmez votre appel\u00a0: ${when}`,
  requested: (when, deadline) =>
    `Vous avez réservé un appel avec notre équipe le ${when}. Confirmez-le avec le lien ci-dessous d'ici le ${deadline} (dans les 2\u00a0heures)\u00a0; sinon, le moment sera libéré pour d'autres. Dès votre confirmation, nous vous enverrons l'invitation à ajouter à votre agenda.`,
  confirm: "Confirmer l'appel",
  notYou: "Si vous n'avez pas réservé cet appel, ignorez ce courriel\u00a0: le moment sera libéré et vous n'en entendrez plus parler.",
  subject: (when) => `Votre appel avec Fractional CIO Canada\u00a0: ${when}`,
  movedSubject: (when) => `Votre appel a été déplacé\u00a0: ${when}`,
  cancelledSubject: (when) => `Annulé\u00a0: votre appel du ${when}`,
  greeting: (name) => `Bonjour ${name},`,
  booked: (when) => `Votre appel avec notre équipe est réservé le ${when}. L'invitation à ajouter à votre agenda est jointe.`,
  moved: (when) => `Votre appel avec notre équipe aura maintenant lieu le ${when}. L'invitation à jour pour votre agenda est jointe.`,
  cancelledByVisitor: (when) => `Votre appel du ${when} est annulé, comme vous l'avez demandé.`,
  cancelledByTeam: (when) => `Nous sommes désolés\u00a0: nous avons dû annuler votre appel du ${when}.`,
  reason: "Motif",
  manage: "Déplacer ou annuler l'appel",
  bookAgain: "Réserver un autre moment",
  inviteSummary: "Consultation avec Fractional CIO Canada",
  organizer: "Fractional CIO Canada",
};
