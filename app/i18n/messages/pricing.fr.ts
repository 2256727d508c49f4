import type en from "./pricing.en.ts";

// La page des tarifs : les deux forfaits, pourquoi choisir la mise en vedette, et les questions fréquentes.
export default {
  "pricing.title": "Tarifs pour les thérapeutes",
  "pricing.description":
    "Inscrivez votre pratique gratuitement, ou choisissez l’inscription en vedette pour {price} par mois : placement mis en avant, un badge « En vedette » et la priorité dans les recherches filtrées. Annulable en tout temps.",
  "pricing.heading": "Des tarifs simples pour les thérapeutes",
  "pricing.lead":
    "Inscrivez votre pratique gratuitement, ou passez en vedette pour être plus visible. Aucun contrat : annulez en tout temps.",
  "pricing.paidNote": "La mise en vedette est un placement payé, indiqué comme tel dans le répertoire.",
  "plan.free.name": "Inscription gratuite",
  "plan.featured.name": "Inscription en vedette",
  "plan.perMonth": "par mois",
  "plan.recurring": "Renouvellement mensuel, annulable en tout temps",
  "plan.free.cta": "Commencer gratuitement",
  "plan.featured.cta": "Passer en vedette",
  "plan.free.1": "Fiche dans le répertoire",
  "plan.free.2": "Coordonnées de base",
  "plan.free.3": "Affichage des spécialités et des titres professionnels",
  "plan.free.4": "Disponibilité en ligne et en personne",
  "plan.free.5": "Formulaire de demande des clients",
  "plan.free.6": "Tableau de bord pour gérer votre profil",
  "plan.featured.1": "Tout ce qu’offre l’inscription gratuite",
  // La mise en vedette se décrit par un fait, sans superlatif : la norme de publicité de l’OPAO l’exige.
  "plan.featured.2": "Placement mis en avant",
  "plan.featured.3": "Badge « En vedette »",
  "plan.featured.4": "Priorité dans les recherches filtrées",
  "plan.featured.5": "Fiche mise en évidence",
  "plan.featured.6": "Indiqué comme placement payé",
  "plan.catalogue": "Inscriptions au {site}",
  "benefits.heading": "Pourquoi passer en vedette",
  "benefits.placement.title": "Placement mis en avant",
  // Ce que font les ordres, sans plus : une disponibilité confirmée récemment passe avant la mise en vedette, et les
  // pages de villes suivent l’ordre des noms.
  "benefits.placement.text":
    "Dans l’ordre recommandé du répertoire et des pages d’enjeux, un profil en vedette passe avant les profils qui ne le sont pas, sauf ceux dont la disponibilité a été confirmée dans les {recent} derniers jours quand la sienne ne l’a pas été. Les pages de villes présentent tous les profils par nom.",
  "benefits.priority.title": "Priorité dans les recherches filtrées",
  "benefits.priority.text":
    "Quand une personne filtre le répertoire par ville, spécialité ou type de séance, les profils en vedette correspondants gardent cette place parmi les résultats.",
  "benefits.badge.title": "Badge « En vedette » et fiche mise en évidence",
  "benefits.badge.text": "Votre fiche se démarque avec un badge « En vedette » et une bordure mise en évidence.",
  "benefits.verified.title": "Le même répertoire vérifié",
  "benefits.verified.text":
    "Chaque fiche, gratuite ou en vedette, est celle d’un professionnel agréé dont le dossier a été examiné. La mise en vedette change la position, pas l’examen.",
  "faq.heading": "Questions fréquentes",
  "faq.cancel.q": "Puis-je annuler en tout temps?",
  "faq.cancel.a":
    "Oui. L’inscription en vedette se renouvelle automatiquement chaque mois; annulez-la depuis votre tableau de bord et elle reste active jusqu’à la fin de la période de {days} jours que vous avez payée. Votre profil reste ensuite dans le répertoire comme inscription gratuite.",
  "faq.what.q": "Que fait la mise en vedette?",
  "faq.what.a":
    "Dans l’ordre recommandé du répertoire et des pages d’enjeux, et dans les recherches filtrées, votre profil passe avant les profils qui ne sont pas en vedette, sauf ceux dont la disponibilité a été confirmée dans les {recent} derniers jours quand la vôtre ne l’a pas été. Votre fiche porte un badge « En vedette », indiqué comme placement payé, et une bordure mise en évidence. Les pages de villes présentent tous les profils par nom.",
  "faq.labelled.q": "La mise en vedette est-elle indiquée comme placement payé?",
  "faq.labelled.a":
    "Oui. La mise en vedette est un placement payé, indiqué comme tel partout où il apparaît, conformément aux règles de publicité de l’Ontario pour les professionnels de la santé réglementés. Elle n’a jamais d’effet sur l’examen, la vérification ni les évaluations.",
  "faq.who.q": "Qui peut passer en vedette?",
  "faq.who.a":
    "Tout thérapeute dont le profil a été approuvé. Vous pouvez aussi choisir la mise en vedette au moment de votre demande : vous payez d’abord, et elle commence quand votre profil est approuvé.",
  "faq.cost.q": "Combien cela coûte-t-il?",
  "faq.cost.a": "{price} CA par mois pour l’inscription en vedette. L’inscription gratuite coûte {free}.",
} satisfies Record<keyof typeof en, string>;
