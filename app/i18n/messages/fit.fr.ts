import type en from "./fit.en.ts";

// Qui est le ou la thérapeute (par choix, avec consentement), avec qui il ou elle travaille et l’accessibilité du
// cabinet : les formulaires, les lignes du profil et les filtres du répertoire.
export default {
  "fit.populations": "Votre clientèle",
  "fit.populations.hint": "Cochez les personnes à qui votre pratique offre des séances.",
  "fit.access": "Accessibilité",
  "fit.access.hint": "Cochez ce que votre cabinet offre.",
  "fit.identityTitle": "Votre identité (facultatif)",
  "fit.identity.explain":
    "Certaines personnes cherchent un ou une thérapeute qui partage ou comprend leur identité. Vous pouvez indiquer chacun de ces éléments, seulement si vous le souhaitez : ce que vous cochez s’affiche sur votre profil public et est trouvé par le filtre « Identité du thérapeute » du répertoire. Laissez-les décochés pour qu’ils restent privés.",
  "fit.group.gender": "Genre",
  "fit.group.community": "Communautés",
  "fit.group.nation": "Autochtone : Premières Nations, Métis ou Inuit",
  "fit.group.faith": "Tradition de foi",
  "fit.consent":
    "Je consens à ce que l’identité cochée ci-dessus s’affiche sur mon profil public et dans la recherche du répertoire.",
  "fit.consent.hint":
    "Rien de ce qui précède ne s’affiche sans ce consentement. Décochez-le en tout temps pour le retirer : votre identité est alors effacée de votre profil et de la recherche en quelques secondes.",
  "fit.consent.since": "Consentement donné le {date}.",
  "fit.admin.identity": "Identité indiquée par le ou la thérapeute : {list}",
  "fit.admin.none": "Le ou la thérapeute n’indique aucune identité.",
  "fit.admin.consent":
    "Le ou la thérapeute consent à afficher son identité (décochez pour l’effacer à son retrait du consentement; seule la personne peut le donner)",
  "fit.line.populations": "Clientèle : {list}",
  "fit.line.access": "Accessibilité : {list}",
  "fit.line.identity": "Identité (selon la personne) : {list}",
  "fit.error.identityUnknown": "Choisissez les identités dans la liste",
  "fit.error.populationsUnknown": "Choisissez votre clientèle dans la liste",
  "fit.error.accessUnknown": "Choisissez les éléments d’accessibilité dans la liste",
  "fit.error.twice": "Chaque élément ne peut être choisi qu’une fois",
  "fit.error.consentNeeded": "Cochez la case de consentement pour afficher ces éléments, ou décochez-les",
  "fit.error.adminConsent": "Seul le ou la thérapeute peut consentir à afficher son identité",
} satisfies Record<keyof typeof en, string>;
