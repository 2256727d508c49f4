import type en from "./footer.en.ts";

// Les mots propres au pied de page (ses colonnes, les ressources qu’il donne, le droit d’auteur), envoyés au
// navigateur comme script par langue avec le module du pied de page.
export default {
  "footer.about":
    "Un service de répertoire seulement. Nous ne donnons ni avis médical, ni diagnostic, ni traitement. Tous les thérapeutes inscrits sont des professionnels agréés et indépendants.",
  "footer.quickLinks": "Liens rapides",
  "footer.resources": "Ressources",
  "footer.legal": "Mentions légales",
  "footer.privacy": "Politique de confidentialité",
  "footer.terms": "Conditions d’utilisation",
  "footer.contact": "Nous joindre",
  "footer.newTab": "(s’ouvre dans un nouvel onglet)",
  "footer.copyright": "© {year} {site}. Tous droits réservés.",
  "resource.988": "988, Ligne d’aide en cas de crise de suicide",
  "resource.cssc": "Services de crises du Canada",
  "resource.kids": "Jeunesse, J’écoute",
  "resource.connex": "ConnexOntario",
  "resource.cmha": "Association canadienne pour la santé mentale",
} satisfies Record<keyof typeof en, string>;
