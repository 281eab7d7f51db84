import type { Widen } from "../dictionary-types";
import { formatDuration } from "../format";
import type * as en from "../emails";
import { languageTags, pathsIn } from "~/domain/locale";
import { site } from "./site";

/** La salutation d'un contact d'entreprise : par son prénom, ou sans nom s'il n'est pas connu. */
export const helloTo: typeof en.helloTo = (contact) => (contact === "" ? "Bonjour," : `Bonjour ${contact},`);

// The e-mails a person gets in French: when they used a French form, or made their account on a
// French page. The team's notification stays in English (emails.ts).

const to = pathsIn("fr");

/** 18 → "18 mois", 1 → "1 jour": Intl agrees the unit with the number. */
const duration = (count: number, unit: "day" | "month") => formatDuration(count, unit, languageTags.fr);

/** Both are feminine in French: « votre candidature », « votre demande ». */
const submitted = { application: "candidature", request: "demande" } as const;

const replyWithin = "dans un délai d'un jour ouvrable";

export const emailSignOff: Widen<typeof en.emailSignOff> = {
  closing: "Cordialement,",
  // The brand with its French descriptor, where a correspondent reads who writes.
  team: `L'équipe de ${site.tradeName}`,
  role: (title) => (title ? `${title}, ${site.tradeName}` : site.tradeName),
  why: (baseUrl) =>
    `Vous recevez ce courriel parce que cette adresse a été inscrite dans un formulaire sur ${baseUrl}. Si vous n'avez pas rempli ce formulaire, vous pouvez ignorer ce courriel.`,
};

export const confirmationEmail: Widen<typeof en.confirmationEmail> = {
  inquiry: {
    subject: `Nous avons bien reçu votre message – ${site.name}`,
    paragraphs: (firstName) => [
      `Bonjour ${firstName},`,
      `Merci d'avoir communiqué avec ${site.name}. Votre message a bien été transmis à notre équipe.`,
      `Prochaine étape\u00a0: un membre de notre équipe lira votre message et vous répondra ${replyWithin}.`,
    ],
  },
  company: {
    subject: `Nous avons bien reçu votre demande – ${site.name}`,
    paragraphs: ({ contact, company }) => [
      helloTo(contact),
      `Merci de nous avoir décrit ce dont ${company} a besoin de la part d'un DPI à temps partagé.`,
      `Prochaine étape\u00a0: notre équipe étudiera votre demande et vous répondra ${replyWithin} pour en discuter avec vous et vous proposer des DPI dont l'expérience correspond à votre secteur et à vos priorités.`,
    ],
    bookCall: {
      paragraph: (days) =>
        `Pour aller plus vite, réservez un appel avec notre équipe au moment qui vous convient\u00a0: le formulaire est déjà rempli avec les coordonnées de cette demande, et le lien reste valide pendant ${duration(days, "day")}.`,
      link: "Réserver un appel",
    },
  },
  cio: {
    subject: `Nous avons bien reçu votre candidature de DPI – ${site.name}`,
    paragraphs: (firstName) => [
      `Bonjour ${firstName},`,
      `Merci de votre candidature au réseau de DPI à temps partagé de ${site.name}.`,
      `Prochaine étape\u00a0: notre équipe étudie chaque candidature et répond ${replyWithin}. Si votre expérience correspond à ce que les entreprises nous demandent, nous convenons avec vous d'une entrevue de sélection\u00a0; une fois que vous ferez partie du réseau, nous vous présenterons des entreprises dont les besoins correspondent à vos forces.`,
    ],
    prepare: {
      intro: "Pour tirer le meilleur parti de l'entrevue de sélection, ayez sous la main\u00a0:",
      items: [
        "deux ou trois projets technologiques que vous avez dirigés\u00a0: leur portée, leur budget et leur équipe, et ce qu'ils ont changé",
        "les secteurs et les tailles d'entreprise que vous connaissez le mieux",
        "le nombre d'heures par semaine que vous pouvez offrir, à partir de quand, et si vous travaillez à distance, sur place ou les deux",
        "vos certifications et les langues dans lesquelles vous travaillez",
      ],
    },
  },
  withdrawal: {
    paragraph: (what, days, baseUrl) =>
      `Vous avez changé d'avis\u00a0? Vous pouvez retirer votre ${submitted[what]}, et faire supprimer les renseignements que vous nous avez fournis, au moyen du lien personnel ci-dessous. Merci de ne pas le transférer. Il reste valide pendant ${duration(days, "day")}\u00a0; passé ce délai, écrivez-nous comme l'explique notre politique de confidentialité (${baseUrl}${to.privacy}).`,
    link: (what) => `Retirer ma ${submitted[what]}`,
  },
};

export const withdrawalEmail: Widen<typeof en.withdrawalEmail> = {
  what: { CIO: "candidature de DPI", Company: "demande de DPI à temps partagé" },
  subject: (what) => `Votre ${what} est retirée – ${site.name}`,
  greeting: "Bonjour,",
  withdrawn: (what, receivedOn) =>
    `Comme vous l'avez demandé, nous avons retiré votre ${what} reçue le ${receivedOn}. Elle ne sera plus prise en compte dans nos jumelages, et nous ne communiquerons plus avec vous à son sujet.`,
  deleted:
    "Les renseignements que vous nous y aviez fournis ont été supprimés, de même que nos notes et les courriels qui s'y rapportent. Ce message est le dernier que nous vous envoyons à son sujet.",
  kept: (months, contactEmail) =>
    `Nous en conservons les renseignements pendant ${duration(months, "month")} pour nos dossiers, puis nous les supprimons. Pour les faire supprimer plus tôt, ouvrez de nouveau votre lien ou écrivez à ${contactEmail}.`,
  questions: (contactEmail) => `Pour toute question sur vos renseignements personnels\u00a0: ${contactEmail}.`,
};

export const introductionEmails: Widen<typeof en.introductionEmails> = {
  toCompany: {
    subject: (cio, company) => `Nous vous présentons ${cio}, DPI à temps partagé pour ${company}`,
    paragraphs: (p) => [
      helloTo(p.contact),
      `Nous pensons que ${p.cio} correspond à ce que ${p.company} recherche. ${p.cioFirstName} a aussi reçu un message à votre sujet\u00a0; répondez à ce courriel pour communiquer directement avec cette personne.`,
    ],
    rows: { name: "Nom", email: "Courriel", phone: "Téléphone", linkedin: "LinkedIn" },
  },
  toCio: {
    subject: (company) => `Nous vous présentons ${company}, une entreprise à la recherche d'un DPI à temps partagé`,
    paragraphs: (p) => [
      helloTo(p.cioFirstName),
      `${p.company} cherche un DPI à temps partagé, et nous pensons que votre profil lui convient. Sa personne-ressource, ${p.contact}, a aussi reçu un message à votre sujet\u00a0; répondez à ce courriel pour communiquer directement avec elle.`,
    ],
    rows: { company: "Entreprise", contact: "Personne-ressource", email: "Courriel", phone: "Téléphone", website: "Site Web" },
  },
};

/** « Mot de passe oublié ? », as the French sign-in page's link reads. */
const forgotLinkName = "«\u00a0Mot de passe oublié\u00a0?\u00a0»";

export const accountEmails: Widen<typeof en.accountEmails> = {
  verification: {
    subject: `Confirmez votre adresse courriel pour ${site.name}`,
    before: (baseUrl) => [
      "Bonjour,",
      `Quelqu'un, probablement vous, a créé un compte sur ${baseUrl} avec cette adresse courriel.`,
      "Suivez ce lien et entrez le mot de passe choisi lors de l'inscription\u00a0: vous confirmerez ainsi que cette adresse courriel est bien la vôtre. Le lien expire après 24\u00a0heures.",
    ],
    link: "Confirmer mon adresse courriel",
    after: [
      `Si vous n'êtes pas à l'origine de cette inscription, personne ne peut utiliser un compte avec cette adresse tant que vous ne l'avez pas confirmée. Pour utiliser vous-même cette adresse, choisissez un mot de passe avec ${forgotLinkName} sur la page de connexion.`,
    ],
  },
  passwordReset: {
    subject: `Choisissez un nouveau mot de passe pour ${site.name}`,
    before: (baseUrl) => [
      "Bonjour,",
      `Quelqu'un, probablement vous, a demandé sur ${baseUrl} à choisir un nouveau mot de passe pour le compte associé à cette adresse courriel.`,
      "Suivez ce lien pour le choisir. Le lien ne fonctionne qu'une fois et expire après une heure\u00a0; toutes les autres connexions au compte prendront fin.",
    ],
    link: "Choisir un nouveau mot de passe",
    after: ["Si vous n'avez rien demandé, vous pouvez ignorer ce courriel\u00a0: votre mot de passe reste le même."],
  },
  existingAccount: {
    subject: `Vous avez déjà un compte sur ${site.name}`,
    before: (baseUrl) => [
      "Bonjour,",
      `Quelqu'un, probablement vous, a essayé de créer un compte sur ${baseUrl} avec cette adresse courriel. Vous en avez déjà un\u00a0: rien n'a donc été créé ni modifié.`,
      "Connectez-vous avec cette adresse courriel et votre mot de passe, ou avec Google si c'est avec Google que vous avez créé votre compte\u00a0:",
    ],
    link: "Se connecter",
    forgot: "Mot de passe oublié\u00a0? Choisissez-en un nouveau\u00a0; nous vous enverrons un lien par courriel\u00a0:",
    forgotLink: "Choisir un nouveau mot de passe",
    after: ["Si vous n'avez pas essayé de créer un compte, vous pouvez ignorer ce courriel\u00a0: votre compte reste tel quel."],
  },
};
