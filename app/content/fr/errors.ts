import type * as en from "../errors";
import type { Widen } from "../dictionary-types";

export const errorPages: Widen<typeof en.errorPages> = {
  notFound: {
    meta: { title: "Page introuvable", description: "La page demandée n'existe pas." },
    title: "Page introuvable",
    message: "La page que vous cherchez n'existe pas ou a été déplacée.",
  },
  failed: {
    meta: { title: "Une erreur est survenue", description: "La page n'a pas pu être affichée." },
    title: "Une erreur est survenue",
    message: "Nous n'avons pas pu afficher cette page. Veuillez réessayer dans un instant.",
  },
  // The reason phrase the server sends is English, so the French title shows the status alone.
  refused: {
    title: (status: number) => `Erreur ${status}`,
    message: "Nous n'avons pas pu traiter cette demande.",
  },
  home: "Retour à l'accueil",
  contact: "Nous joindre",
};

// The plain-text answers the server gives before any page is involved, for a request to a French path.
export const requestErrors: Widen<typeof en.requestErrors> = {
  tooLarge: "Ce formulaire est trop volumineux pour être envoyé.",
  unsupportedBody: "Envoyez le formulaire au format application/x-www-form-urlencoded ou multipart/form-data.",
  unreadableBody: "Les données du formulaire n'ont pas pu être lues.",
  malformedUrl: "Requête incorrecte\u00a0: l'adresse est mal formée.",
  foreignTarget: "Requête incorrecte\u00a0: ce serveur ne répond qu'à sa propre adresse.",
  methodNotImplemented: "Non implémenté\u00a0: ce serveur ne prend pas en charge cette requête.",
  failed: "Erreur interne du serveur",
  notFound: "Page introuvable",
};
