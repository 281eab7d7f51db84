import { formatLongDate, formatDuration } from "../format";
import { languageTags, pathsIn } from "~/domain/locale";
import type { Widen } from "../dictionary-types";
import type * as en from "../privacy";
import type { PolicySection } from "../privacy";
import { site } from "../site";
import type { LinkCopy, PageMetaCopy } from "../types";

// The privacy policy in French, written from the same facts as the English one (../privacy.ts):
// change both together, and move both dates.

const to = pathsIn("fr");

export const privacyMeta: PageMetaCopy = {
  title: "Politique de confidentialité",
  description:
    "Les renseignements personnels que Fractional CIO Canada recueille par ses formulaires, pourquoi, qui les reçoit, combien de temps ils sont conservés, et comment les consulter, les corriger ou les faire supprimer.",
};

/** The policy's date (ISO): the English policy's date, since both say the same. */
export const privacyPolicyDate: Widen<typeof en.privacyPolicyDate> = "2026-11-27";

export const privacyOfficerTitle: Widen<typeof en.privacyOfficerTitle> = "Responsable de la protection des renseignements personnels";

/** The officer as running text names them. */
const theOfficer = "notre responsable de la protection des renseignements personnels";

/** Next to each form's button: what happens to what the visitor sends. */
export const formPrivacyNotices: Widen<typeof en.formPrivacyNotices> = {
  Inquiry:
    "Ce que vous nous envoyez est conservé sur notre serveur, qui peut se trouver à l'extérieur du Québec, et transmis par courriel à notre équipe, qui s'en sert uniquement pour vous répondre.",
  CIO: "Ce que vous nous envoyez est conservé sur notre serveur, qui peut se trouver à l'extérieur du Québec, et transmis par courriel à notre équipe, qui s'en sert pour étudier votre candidature et, si vous vous joignez au réseau, pour vous présenter à des entreprises qui vous conviennent. Vous pouvez vous retirer en tout temps.",
  Company:
    "Ce que vous nous envoyez est conservé sur notre serveur, qui peut se trouver à l'extérieur du Québec, et transmis par courriel à notre équipe, qui s'en sert pour comprendre vos besoins et vous présenter des DPI qui y répondent.",
  Booking:
    "Ce que vous nous envoyez est conservé sur notre serveur, qui peut se trouver à l'extérieur du Québec, et transmis par courriel à notre équipe, qui s'en sert pour tenir votre appel et communiquer avec vous à son sujet.",
};

export const formPrivacyLink: LinkCopy = { label: "Consultez notre politique de confidentialité", to: to.privacy };

/** « Prénom, nom de famille, courriel »: a capital on a list's first item only (an acronym keeps its own). */
const lower = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLocaleLowerCase("fr-CA") + label.slice(1) : label);
const listed = (labels: readonly string[]) => labels.map((label, index) => (index > 0 ? lower(label) : label)).join(", ");

/** 18 → "18 mois", 1 → "1 jour": Intl agrees the unit with the number. */
const duration = (count: number, unit: "day" | "month") => formatDuration(count, unit, languageTags.fr);

export const formatPolicyDate: typeof en.formatPolicyDate = (iso) => formatLongDate(iso, languageTags.fr);

/** The whole policy, with the contact and the retention periods this server is configured with. */
export const privacyPolicy: typeof en.privacyPolicy = ({ contactEmail, retention, collected, services }) => {
  const officer = { email: contactEmail };
  const sections: PolicySection[] = [
    {
      id: "collect",
      title: "Ce que nous recueillons et pourquoi",
      blocks: [
        {
          paragraph: [
            "Nous recueillons uniquement ce que vous inscrivez dans nos formulaires, et nous ne l'utilisons qu'aux fins prévues par chacun d'eux.",
          ],
        },
        {
          terms: [
            {
              term: "Formulaire de contact",
              description: [`${listed(collected.contact)}. Nous nous en servons pour répondre à votre message.`],
            },
            {
              term: "Candidature de DPI",
              description: [
                `${listed(collected.cio)}. Nous nous en servons pour étudier votre candidature et, si vous vous joignez au réseau, pour vous proposer à des entreprises dont les besoins correspondent à votre expérience.`,
              ],
            },
            {
              term: "Formulaire pour les entreprises",
              description: [
                `${listed(collected.company)}. Nous nous en servons pour comprendre les besoins de votre entreprise et vous proposer des DPI qui y répondent.`,
              ],
            },
            {
              term: "Réservation d'un appel",
              description: [
                "Nom, entreprise, courriel, téléphone, le sujet dont vous aimeriez parler et le moment choisi. Nous nous en servons pour tenir l'appel\u00a0: vous et notre équipe recevez chacun une invitation à ajouter à votre agenda une fois l'appel confirmé depuis notre courriel, et le lien de votre courriel vous permet de le déplacer ou de l'annuler.",
                " Nous conservons aussi le moment de votre confirmation, le nombre de fois où l'appel a été déplacé et un code calculé avec une clé secrète à partir de votre adresse réseau (IP), et non l'adresse elle-même, pour qu'un même réseau ne puisse pas retenir plusieurs appels à la fois. Ils sont conservés et supprimés avec l'appel.",
              ],
            },
          ],
        },
        {
          paragraph: [
            "Avec chaque formulaire, nous conservons aussi la date et l'heure de l'envoi, ainsi que votre réponse à la case facultative sur les nouvelles par courriel (voir plus bas).",
          ],
        },
        {
          paragraph: [
            "Pour écarter les pourriels, chaque formulaire porte un code signé à usage unique et un champ que personne ne voit. Pour freiner les envois en rafale, nous comptons, pendant une heure, les envois qui proviennent de votre adresse réseau (IP) et ceux faits avec votre adresse courriel ; ces compteurs sont supprimés dans un délai d'environ trois heures, et votre adresse IP n'est pas conservée avec ce que vous avez envoyé (un appel réservé ne garde que le code décrit plus haut).",
          ],
        },
      ],
    },
    {
      id: "recipients",
      title: "Qui reçoit vos renseignements",
      blocks: [
        {
          list: [
            [
              "Notre équipe : chaque envoi est transmis par courriel aux membres de l'équipe qui s'en occupent, et les membres de notre équipe d'administration peuvent le consulter dans l'espace d'administration du site, auquel ils sont les seuls à pouvoir se connecter.",
            ],
            [
              "Vous : nous vous envoyons un courriel qui confirme la réception de votre envoi et, si vous avez posé votre candidature comme DPI ou demandé un DPI, habituellement un autre qui vous indique si nous l'avons acceptée.",
            ],
            [
              "Les DPI que nous proposons pour la demande d'une entreprise : avant toute mise en relation, chacun reçoit une description de la demande (secteurs, taille, province, mode de travail, durée, expertise et langue), sans le nom de l'entreprise ni les coordonnées de sa personne-ressource, et indique s'il est intéressé.",
            ],
            [
              "Les personnes à qui nous vous présentons : le profil d'un DPI (prénom et initiale du nom, expérience, secteurs, expertise, province, mode de travail, disponibilité et langues) n'est montré à une entreprise qu'après que ce DPI a dit oui à cette occasion, et les coordonnées ne sont échangées qu'une fois que l'entreprise l'a choisi. Chaque partie reçoit alors un courriel indiquant le nom, l'adresse courriel et le numéro de téléphone de l'autre, ainsi que le profil LinkedIn du DPI ou le site Web de l'entreprise. Ces mises en relation sont justement ce que vous nous demandez lorsque vous posez votre candidature ou demandez un DPI.",
            ],
            [
              "Nos fournisseurs de services : notre fournisseur de courriel achemine ces courriels, et notre hébergeur exploite le serveur et la base de données qui les conservent. Ils ne traitent vos renseignements que pour notre compte.",
            ],
          ],
        },
        {
          paragraph: [
            "Nous ne vendons jamais de renseignements personnels, et nous ne les communiquons ni à des annonceurs ni à des courtiers en données.",
          ],
        },
      ],
    },
    {
      id: "storage",
      title: "Où ils sont conservés",
      blocks: [
        {
          paragraph: [
            `Ce que vous envoyez, ainsi qu'une copie de chaque courriel que le site envoie à son sujet, est conservé dans la base de données du site, ${services.database ? "sur un serveur de base de données distinct" : "sur le serveur qui fait fonctionner ce site"}. Seuls nos administrateurs y ont accès.`,
          ],
        },
        {
          list: [
            ["Hébergement : le fournisseur qui exploite les serveurs de ce site et de sa base de données."],
            [
              services.email
                ? "Service d'envoi de courriels : achemine les courriels que nous vous envoyons et ceux destinés à notre équipe. S'il en refuse un, le journal de notre serveur note l'adresse à laquelle il était destiné."
                : "Courriels : ceux que le site rédige sont conservés sous forme de fichiers sur ce même serveur, dont le journal note l'adresse à laquelle chacun était destiné.",
            ],
            ...(services.chat
              ? [
                  [
                    "Service de messagerie de notre équipe : à l'arrivée d'un formulaire, il reçoit un avis indiquant votre nom (ou celui de votre entreprise) et un lien vers notre espace d'administration, et rien d'autre de ce que vous avez envoyé.",
                  ],
                ]
              : []),
          ],
        },
        {
          paragraph: [
            "Ces fournisseurs peuvent conserver vos renseignements à l'extérieur du Québec, ailleurs au Canada ou à l'étranger. Avant de les leur confier, nous évaluons que la protection qui leur sera accordée est adéquate, et nous en demeurons responsables ; vos renseignements peuvent toutefois y être soumis aux lois locales. Notre responsable de la protection des renseignements personnels peut vous dire où vos renseignements sont conservés.",
          ],
        },
      ],
    },
    {
      id: "retention",
      title: "Combien de temps nous les conservons",
      blocks: [
        {
          list: [
            ["Envois interceptés par nos filtres antipourriel : " + duration(retention.spamDays, "day") + "."],
            [
              "Candidatures et demandes refusées ou retirées, et messages de contact auxquels nous avons répondu : " +
                duration(retention.closedMonths, "month") +
                ".",
            ],
            ["Appels réservés sur le site\u00a0: " + duration(retention.closedMonths, "month") + " après l'appel ou son annulation."],
            [
              "Texte des courriels que nous envoyons : " +
                duration(retention.mailBodyDays, "day") +
                ". Ensuite, il ne reste que la trace de l'envoi.",
            ],
            [
              "Candidatures acceptées et demandes d'entreprise encore en cours : tant que vous faites partie du réseau ou que la demande est ouverte, jusqu'à ce que vous vous retiriez ou que vous nous demandiez de les supprimer.",
            ],
          ],
        },
        { paragraph: ["Chaque jour, le site supprime ou anonymise ce qui a dépassé sa durée de conservation."] },
      ],
    },
    {
      id: "tracking",
      title: "Aucun traceur, outil d'analyse ni police externe",
      blocks: [
        {
          paragraph: [
            "Ce site n'utilise aucun traceur, outil d'analyse, publicité ni police de caractères de tiers. Chaque page, feuille de style et image provient de notre propre serveur, et votre navigateur ne communique avec personne d'autre pendant votre lecture. Les pages publiques ne déposent aucun témoin (cookie) ; seule la connexion des administrateurs en utilise un, pour garder leur session ouverte.",
          ],
        },
        {
          paragraph: [
            "Lorsque vous envoyez un formulaire ou réservez un appel, nous conservons aussi le point de départ de votre visite, si votre navigateur nous l'indique : les étiquettes de campagne du lien que vous avez suivi jusqu'à notre site (utm_source, utm_medium, utm_campaign), le nom du site qui renvoyait vers le nôtre (son nom seulement, jamais la page) et le code d'un partenaire (ref). Un petit script de nos pages les garde dans votre navigateur, pour cet onglet seulement ; il ne dépose aucun témoin et ne les envoie nulle part : ils ne nous parviennent qu'avec un formulaire que vous envoyez. Sans JavaScript, rien n'est conservé. Nous nous en servons pour savoir quels partenaires et quelles campagnes nous amènent des demandes, et les conservons avec le formulaire, aussi longtemps que lui.",
          ],
        },
      ],
    },
    {
      id: "news-emails",
      title: "Nouvelles par courriel et consentement",
      blocks: [
        {
          paragraph: [
            "Pour répondre à votre message, à votre candidature ou à votre demande, nous n'avons besoin d'aucun autre consentement. Nous ne vous envoyons d'autres messages, comme des nouvelles de notre réseau ou des occasions de mandat, que si vous cochez la case facultative d'un formulaire ; elle n'est jamais cochée d'avance. Nous enregistrons si vous l'avez cochée, le libellé exact que vous avez vu, le moment et le formulaire, comme le prévoit la Loi canadienne anti-pourriel (LCAP).",
          ],
        },
        {
          paragraph: [
            `Vous pouvez retirer ce consentement en tout temps en écrivant à ${theOfficer} à l'adresse `,
            officer,
            ". Chaque courriel de nouvelles que nous envoyons offre aussi un moyen de vous désabonner.",
          ],
        },
      ],
    },
    {
      id: "rights",
      title: "Vos droits",
      blocks: [
        {
          list: [
            ["Accès : demander quels renseignements nous détenons à votre sujet, et en recevoir une copie."],
            ["Rectification : nous demander de corriger tout renseignement inexact ou incomplet."],
            ["Retrait : retirer votre consentement aux nouvelles par courriel, ou retirer votre candidature ou votre demande."],
            ["Suppression : nous demander de supprimer vos renseignements."],
            [
              "Portabilité : recevoir les renseignements que vous nous avez fournis dans un format technologique structuré et couramment utilisé, ou les faire transmettre à une autre organisation.",
            ],
            [
              "Cessation de diffusion et désindexation : nous demander de cesser de diffuser un renseignement vous concernant ou de désindexer tout hyperlien qui y donne accès.",
            ],
          ],
        },
        {
          paragraph: [
            `Pour exercer l'un de ces droits, écrivez à ${theOfficer} à l'adresse `,
            officer,
            ", si possible à partir de l'adresse utilisée dans le formulaire, afin que nous puissions confirmer votre identité. Nous répondons dans les 30 jours, sans frais.",
          ],
        },
        {
          paragraph: [
            "Si vous avez posé votre candidature comme DPI ou demandé un DPI, le courriel qui confirme votre envoi contient un lien personnel, valide pendant 30 jours, vers une page où vous pouvez vous-même retirer votre candidature ou votre demande et faire supprimer vos renseignements personnels. Nous confirmons le retrait sur cette page et par courriel.",
          ],
        },
        {
          paragraph: [
            "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou, au Québec, auprès de la Commission d'accès à l'information du Québec.",
          ],
        },
      ],
    },
    {
      id: "officer",
      title: "Notre responsable de la protection des renseignements personnels",
      blocks: [
        {
          paragraph: [
            `La personne responsable de la protection des renseignements personnels de ${site.name} répond des renseignements personnels que nous détenons et de la présente politique.`,
          ],
        },
        {
          terms: [
            { term: "Titre", description: [`${privacyOfficerTitle}, ${site.name}`] },
            { term: "Courriel", description: [officer] },
          ],
        },
      ],
    },
    {
      id: "changes",
      title: "Modifications de la présente politique",
      blocks: [
        {
          paragraph: [
            "Lorsque nous modifions la présente politique, nous changeons la date inscrite en haut de cette page. Si une modification touche des renseignements que nous détenons déjà, nous en informons les personnes concernées avant qu'elle s'applique.",
          ],
        },
      ],
    },
  ];
  return {
    title: "Politique de confidentialité",
    lead:
      `La présente politique explique en termes simples quels renseignements personnels ${site.name} recueille par ce site Web, pourquoi, qui les voit, combien de temps nous les conservons et ce que vous pouvez nous demander. Nous respectons la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et, pour les personnes au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, ` +
      "telle que modifiée par la Loi 25.",
    updated: { iso: privacyPolicyDate, text: `Dernière mise à jour le ${formatPolicyDate(privacyPolicyDate)}` },
    sections,
  };
};
