import { helloTo } from "./emails";
import type { Widen } from "../dictionary-types";
import type * as en from "../shortlist-reminders";
import { site } from "./site";

// Le rappel unique d'un DPI présélectionné qui n'a pas répondu, et celui d'une entreprise qui n'a
// pas encore choisi, quand leur candidature est en français.

export const cioReminderEmail: Widen<typeof en.cioReminderEmail> = {
  subject: `Rappel\u00a0: une occasion de DPI à temps partagé attend votre réponse – ${site.name}`,
  greeting: helloTo,
  intro:
    "Il y a quelques jours, nous vous avons parlé d'une entreprise qui pourrait vous convenir. Nous n'avons pas encore eu de vos nouvelles, et l'entreprise n'entend parler de vous que si l'occasion vous intéresse.",
  link: "Voir l'occasion et répondre",
  linkLasts: (lastDay) =>
    `Votre lien fonctionne jusqu'au ${lastDay}. Si l'occasion n'est pas pour vous, un clic sur «\u00a0Ce n'est pas pour moi\u00a0» nous l'indiquera, et nous ne vous en reparlerons plus.`,
};

export const companyReminderEmail: Widen<typeof en.companyReminderEmail> = {
  subject: `Rappel\u00a0: votre sélection de DPI à temps partagé – ${site.name}`,
  greeting: helloTo,
  intro:
    "Il y a quelques jours, nous vous avons envoyé une sélection de DPI à temps partagé intéressés à travailler avec vous. Vous n'avez pas encore fait votre choix.",
  ask: "Sur sa page, vous choisissez qui vous aimeriez rencontrer, ou vous nous dites qu'aucun ne convient, pour que nous cherchions de nouveau.",
  link: "Voir votre sélection",
  linkLasts: (lastDay) => `Votre lien fonctionne jusqu'au ${lastDay}.`,
};
