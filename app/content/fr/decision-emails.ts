import type * as en from "../decision-emails";
import type { Widen } from "../dictionary-types";
import { pathsIn } from "~/domain/locale";
import { helloTo } from "./emails";
import { site } from "./site";

// The decision e-mail in French, for an applicant who applied in French. The admin's words about
// it (decisionNotice) stay in English: the workspace is a staff tool.

const to = pathsIn("fr");

/** « Usinage Beauce inc. » ends a sentence with its own period: never « inc.. ». */
const endingSentence = (name: string) => (name.endsWith(".") ? name : `${name}.`);

export const decisionEmail: Widen<typeof en.decisionEmail> = ({ type, status, name, contact, baseUrl }) => {
  if (type === "CIO" && status === "Accepted") {
    return {
      subject: `Bienvenue dans le réseau ${site.name}`,
      paragraphs: [
        `Bonjour ${name},`,
        `Bonne nouvelle\u00a0: nous avons accepté votre candidature. Vous faites maintenant partie du réseau de DPI à temps partagé de ${site.name}, et nous sommes heureux de vous compter parmi nous.`,
        "Prochaine étape\u00a0: vous n'avez rien à faire pour l'instant. Lorsqu'une entreprise dont les besoins correspondent à votre expérience fera appel à nous, un membre de notre équipe communiquera avec vous pour vous la présenter et vous demander si le mandat vous intéresse.",
        `Si vos disponibilités changent d'ici là, ou si vous préférez quitter le réseau, faites-le-nous savoir au moyen de la page ${baseUrl}${to.contact}.`,
      ],
    };
  }
  if (type === "CIO") {
    return {
      subject: `Votre candidature à ${site.name}`,
      paragraphs: [
        `Bonjour ${name},`,
        `Merci de votre candidature au réseau ${site.name}, et du temps que vous avez pris pour nous présenter votre expérience.`,
        "Après un examen attentif de votre candidature, nous regrettons de ne pouvoir vous offrir une place dans le réseau pour le moment.",
        "Les entreprises qui font appel à nous, et leurs besoins, évoluent avec le temps\u00a0: n'hésitez pas à soumettre une nouvelle candidature plus tard.",
        "Nous vous souhaitons beaucoup de succès.",
      ],
    };
  }
  if (status === "Accepted") {
    return {
      subject: `Votre demande de DPI à temps partagé est acceptée – ${site.name}`,
      paragraphs: [
        helloTo(contact),
        `Merci de la demande que vous nous avez envoyée pour ${endingSentence(name)} Nous l'avons étudiée, et c'est avec plaisir que nous y donnons suite.`,
        "Prochaine étape\u00a0: notre équipe cherche maintenant dans son réseau des DPI dont l'expérience correspond à votre secteur et à vos priorités. Lorsque nous aurons trouvé la bonne personne, nous communiquerons avec vous et nous vous la présenterons par courriel, afin que vous puissiez discuter directement.",
        `Si vos besoins changent d'ici là, faites-le-nous savoir au moyen de la page ${baseUrl}${to.contact}.`,
      ],
    };
  }
  return {
    subject: `Votre demande de DPI à temps partagé – ${site.name}`,
    paragraphs: [
      helloTo(contact),
      `Merci de la demande que vous nous avez envoyée pour ${name}, et d'avoir pensé à ${site.name}.`,
      "Après un examen attentif, nous regrettons de ne pouvoir y donner suite pour le moment.",
      `Si vos besoins évoluent, n'hésitez pas à nous envoyer une nouvelle demande en tout temps\u00a0: ${baseUrl}${to.companyForm}.`,
      "Nous vous souhaitons beaucoup de succès.",
    ],
  };
};
