import type en from "./home.en.ts";

// Les sections propres à l’accueil (bandeau, confiance, recherches populaires, villes, le guide et ses questions,
// les appels à l’action), envoyées au navigateur comme script par langue avec les modules des sections.
export default {
  "home.h1": "Trouvez un thérapeute agréé en Ontario",
  "home.lead":
    "Cherchez parmi des psychothérapeutes, travailleurs sociaux et psychologues vérifiés par ville, spécialité, approche et tarif.",
  "home.browse": "Parcourir les thérapeutes",
  "home.stat.therapists": "Thérapeutes",
  "home.stat.cities": "Villes",
  "home.stat.specialties": "Spécialités",
  "home.growing": "En croissance",
  "home.trust": "Pourquoi utiliser ce répertoire",
  "home.trust.1": "Tous les thérapeutes sont agréés et vérifiés",
  "home.trust.2": "Inscription gratuite pour les thérapeutes",
  "home.trust.3": "Séances en ligne et en personne",
  "home.french": "Services en français",
  "home.popular": "Recherches populaires",
  "home.col.1": "En ligne partout en Ontario",
  "home.col.1.text": "Séances vidéo avec des thérapeutes de toute la province.",
  "home.col.2": "Disponibles cette semaine",
  "home.col.2.text": "Thérapeutes qui acceptent de nouveaux clients dès maintenant.",
  "home.col.3": "Pour les étudiants",
  "home.col.3.text": "Soutien pour le stress scolaire et la vie étudiante.",
  "home.col.4": "Petit budget / échelle mobile",
  "home.col.4.text": "Séances à moins de {amount}.",
  "home.cities": "Trouver un thérapeute par ville",
  "home.how": "Comment prendre rendez-vous avec un thérapeute",
  "home.step": "Étape {n} : ",
  "home.step.1": "Cherchez et filtrez",
  "home.step.1.text":
    "Cherchez par nom, préoccupation ou approche, puis précisez la ville, les séances en ligne, le tarif et l’assurance.",
  "home.step.2": "Comparez les profils",
  "home.step.2.text":
    "Consultez les titres, spécialités, approches et disponibilités de chaque thérapeute pour trouver la bonne personne.",
  "home.step.3": "Prenez contact",
  "home.step.3.text":
    "Écrivez au thérapeute depuis son profil avec vos questions; vous pouvez lui demander s’il offre un court appel de présentation.",
  "home.step.4": "Réservez votre première séance",
  "home.step.4.text":
    "Convenez d’un moment, en ligne ou en personne, et vérifiez ce que couvre votre régime d’avantages sociaux avant d’y aller.",
  "home.faq": "Questions fréquentes",
  "home.faq.1": "Les thérapeutes du répertoire sont-ils agréés?",
  "home.faq.1.a":
    "Oui. Chaque thérapeute inscrit est un professionnel agréé ou autorisé, comme un psychothérapeute autorisé (OPAO), un travailleur social inscrit ou un psychologue, et chaque demande est examinée avant la publication du profil.",
  "home.faq.2": "Combien coûte une thérapie en Ontario?",
  "home.faq.2.a":
    "Les tarifs varient selon le professionnel et la ville; bien des séances coûtent entre {low} et {high}. Le filtre de prix montre les options à moindre coût et à échelle mobile; vérifiez aussi si les avantages sociaux de votre employeur ou de votre établissement d’enseignement couvrent les séances.",
  "home.faq.3": "Puis-je consulter un thérapeute en ligne?",
  "home.faq.3.a":
    "Oui. Beaucoup de thérapeutes offrent des séances vidéo sécurisées partout en Ontario. Cochez Séances virtuelles ou choisissez le mode En ligne dans les filtres.",
  "home.faq.4": "Est-ce que l’utilisation du répertoire coûte quelque chose?",
  "home.faq.4.a":
    "Non. La recherche et la prise de contact avec les thérapeutes sont gratuites pour les visiteurs, et les thérapeutes peuvent inscrire leur pratique gratuitement.",
  "home.cta": "Vous êtes thérapeute?",
  "home.cta.text":
    "Inscrivez votre pratique gratuitement et joignez des gens de partout en Ontario qui cherchent le soutien que vous offrez.",
  "home.cta.link": "Inscrire votre pratique",
  "home.join": "Joignez-vous au répertoire des thérapeutes agréés de l’Ontario",
  "home.join.text": "Créez une fiche gratuite en quelques minutes. La mise en vedette coûte {price} par mois.",
  "home.join.link": "S’inscrire comme thérapeute",
} as const satisfies Record<keyof typeof en, string>;
