import type en from "./listings.en.ts";

// Ce que le serveur écrit dans les pages du répertoire, dans leur langue : titres et descriptions (en-tête et
// données structurées), et les lignes de tarif et de disponibilité de chaque fiche. Jamais envoyé au navigateur.
export default {
  "srv.title.home": "Trouvez un thérapeute agréé en Ontario",
  "srv.title.specialty": "Thérapeutes en {focus} {where}",
  "srv.title.issue": "Thérapeutes pour {focus} {where}",
  "srv.title.city": "Thérapeutes {where}",
  "srv.in": "à {city}",
  "srv.inOntario": "en Ontario",
  "srv.acrossOntario": "partout en Ontario",
  "srv.description.all":
    "Cherchez parmi {total} thérapeutes, psychothérapeutes, travailleurs sociaux et psychologues agréés et vérifiés {where} par spécialité, approche, tarif et disponibilité.",
  "srv.description.focus":
    "Parcourez {total} thérapeutes agréés pour {focus} {where}. Comparez les titres, les approches, les tarifs et les disponibilités, et écrivez directement à un thérapeute.",
  "srv.description.place":
    "Parcourez {total} thérapeutes agréés {where}. Comparez les titres, les approches, les tarifs et les disponibilités, et écrivez directement à un thérapeute.",
  "srv.page": " - Page {page}",
  "srv.cost.rate": "{amount} / {minutes} min",
  "srv.cost.scale": "Échelle mobile",
  "srv.cost.scaleFrom": "Échelle mobile dès {amount}",
  "srv.cost.consult": "Consultation gratuite de {minutes} min",
  "srv.cost.billing": "Facturation directe : {insurers}",
  "srv.languages": "Séances en {names}",
  "srv.languages.only": "Séances uniquement en {names}",
  "srv.badge.crpo": "Membre de l’OPAO",
  "srv.badge.rsw": "Travail social — membre de l’OTSTTSO",
  "srv.badge.psychologist": "Psychologue — membre de l’Ordre",
  "srv.badge.ccpa": "Membre de l’ACCP",
} as const satisfies Record<keyof typeof en, string>;
