import type en from "./terms.en.ts";

// Les conditions d'utilisation, clé pour clé comme la version anglaise.
export default {
  "terms.title": "Conditions d’utilisation",
  "terms.description":
    "Les conditions d’utilisation du {site} : un répertoire de thérapeutes agréés indépendants, les règles d’inscription, les inscriptions en vedette, l’utilisation acceptable et la responsabilité.",
  "terms.intro":
    "Ces conditions s’appliquent à toute personne qui utilise le {site} : les gens qui cherchent un thérapeute, les thérapeutes qui s’y inscrivent et quiconque lit notre blogue. En utilisant le site, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.",
  "terms.directory.title": "1. Un répertoire, pas un fournisseur de soins de santé",
  "terms.directory.1":
    "Le {site} est un répertoire qui vous aide à trouver et à joindre des professionnels agréés en santé mentale. Nous ne donnons ni avis médical ou psychologique, ni diagnostic, ni traitement, et rien sur le site ne remplace les soins d’un professionnel qualifié. Utiliser le site ou y envoyer un message ne crée pas de relation thérapeute-client avec nous. Toute relation professionnelle que vous entreprenez est entre vous et le thérapeute que vous choisissez.",
  "terms.crisis.title": "2. Si vous êtes en crise",
  "terms.crisis.1":
    "Ce site n’est pas destiné aux urgences. Si vous pensez au suicide, appelez ou textez le <call988>988</call988>. Si vous ou une autre personne êtes en danger immédiat, composez le <call911>911</call911> ou rendez-vous au service d’urgence le plus proche. Les messages envoyés par le répertoire ne sont pas surveillés en cas d’urgence.",
  "terms.therapists.title": "3. Les thérapeutes sont des professionnels indépendants",
  "terms.therapists.1":
    "Chaque thérapeute inscrit est un professionnel indépendant, et non notre employé ou notre mandataire. Chacun est seul responsable de sa pratique, notamment des services qu’il offre, de ses honoraires, de ses dossiers et du respect des règles de son ordre professionnel, ainsi que du maintien de son inscription à cet ordre.",
  "terms.therapists.2":
    "Avant qu’un profil soit publié, nous vérifions les renseignements sur le permis que le thérapeute nous fournit dans le registre public de son ordre professionnel. Cette vérification reflète les renseignements disponibles au moment de la demande. Nous ne garantissons ni le maintien de l’inscription d’un thérapeute, ni ses qualifications, ni sa compétence, ni qu’il vous convienne. Nous vous encourageons à confirmer l’inscription d’un thérapeute dans le registre public de son ordre avant de prendre rendez-vous.",
  "terms.listing.title": "4. Règles pour les thérapeutes inscrits",
  "terms.listing.1":
    "Vous devez être inscrit auprès d’un ordre professionnel canadien (par exemple l’Ordre des psychothérapeutes autorisés de l’Ontario, l’Ordre des psychologues et analystes du comportement de l’Ontario ou l’Ordre des travailleurs sociaux et des techniciens en travail social de l’Ontario) qui vous autorise à offrir les services que vous annoncez.",
  "terms.listing.2":
    "Tout ce qui figure dans votre demande et votre profil doit être exact, à jour et vous concerner, y compris vos titres, votre numéro de permis, votre lieu de pratique, vos honoraires, vos assurances et vos disponibilités. Mettez votre profil à jour lorsque quelque chose change.",
  "terms.listing.3":
    "Avisez-nous dans les 7 jours si votre inscription est suspendue, restreinte, révoquée ou échue. Nous pourrions suspendre ou retirer votre fiche jusqu’à ce que la situation soit réglée.",
  "terms.listing.4":
    "Respectez les normes de votre ordre en matière de publicité et de confidentialité. N’incluez jamais dans votre profil ou vos articles de renseignements qui pourraient permettre d’identifier un client.",
  "terms.listing.5":
    "Répondez aux demandes de façon professionnelle. Les messages du public peuvent contenir des renseignements personnels sur la santé, et vous êtes responsable de les traiter comme l’exigent la loi et votre ordre.",
  "terms.listing.6":
    "Vous êtes responsable des activités effectuées avec votre compte. Protégez votre compte de courriel, puisque les liens de connexion y sont envoyés.",
  "terms.listing.7":
    "Nous pouvons refuser une demande, ou modifier, suspendre ou retirer une fiche ou un article, s’il enfreint ces conditions, est inexact, ou pourrait induire le public en erreur ou lui nuire. L’inscription est gratuite.",
  "terms.featured.title": "5. Inscriptions en vedette",
  "terms.featured.1":
    "Une inscription en vedette coûte {price} CA par mois. Les taxes applicables, le cas échéant, sont indiquées au paiement. Votre profil doit être approuvé avant que vous puissiez passer en vedette.",
  "terms.featured.2":
    "Il s’agit d’un abonnement qui se renouvelle automatiquement tous les {days} jours et qui est porté à votre carte de paiement jusqu’à ce que vous l’annuliez.",
  "terms.featured.3":
    "Vous pouvez l’annuler en tout temps depuis votre tableau de bord ou en nous écrivant. Votre fiche reste en vedette jusqu’à la fin de la période déjà payée, puis redevient une inscription gratuite. Nous ne remboursons pas les périodes partielles, sauf si la loi l’exige.",
  "terms.featured.4":
    "Si un paiement de renouvellement échoue, votre fiche redevient une inscription gratuite et reste dans le répertoire.",
  "terms.featured.5":
    "La mise en vedette est de la publicité payée. Les profils en vedette portent la mention « En vedette » et sont présentés de façon plus visible. Ce n’est ni une recommandation, ni un classement de qualité, ni une approbation de notre part.",
  "terms.featured.6": "Nous aviserons les abonnés par courriel au moins 30 jours avant de modifier le prix.",
  "terms.blog.title": "6. Articles du blogue",
  "terms.blog.1":
    "Les articles sont rédigés par les thérapeutes qui les publient et reflètent leur propre point de vue. Ils offrent de l’information générale seulement et ne constituent pas un conseil adapté à votre situation. Les auteurs sont responsables de l’exactitude de leurs articles et confirment qu’ils ont le droit de publier ce qu’ils soumettent.",
  "terms.use.title": "7. Utilisation acceptable",
  "terms.use.1": "En utilisant le site, vous vous engagez à ne pas :",
  "terms.use.2":
    "utiliser les formulaires de contact pour autre chose qu’une véritable demande à ce thérapeute, notamment pour des pourriels, de la sollicitation commerciale, du recrutement ou du harcèlement;",
  "terms.use.3":
    "extraire, copier en masse ou compiler les renseignements des thérapeutes, ou accéder au site au moyen de robots ou d’outils automatisés, sauf les moteurs de recherche qui respectent nos règles robots.txt;",
  "terms.use.4": "usurper l’identité de quiconque, ou soumettre des renseignements faux ou trompeurs;",
  "terms.use.5":
    "tenter de contourner la sécurité, surcharger le service, ou accéder à des comptes ou à des données qui ne sont pas les vôtres.",
  "terms.use.6": "Nous pouvons limiter, bloquer ou suspendre l’accès de quiconque le fait.",
  "terms.ip.title": "8. Propriété intellectuelle",
  "terms.ip.1":
    "La conception, les textes, les logos et les logiciels du site appartiennent au {site} ou à ses concédants de licence. Les thérapeutes demeurent propriétaires des profils, des photos et des articles qu’ils soumettent et nous accordent une licence non exclusive et libre de redevances pour afficher, mettre en forme et promouvoir ce contenu dans le répertoire tant qu’il y figure. Vous confirmez détenir les droits sur tout ce que vous soumettez. Vous pouvez créer un lien vers toute page publique, et les thérapeutes inscrits peuvent utiliser le badge que nous fournissons pour créer un lien vers leur profil.",
  "terms.liability.title": "9. Avis de non-responsabilité et limitation de responsabilité",
  "terms.liability.1":
    "Le site est fourni « tel quel » et « selon sa disponibilité ». Nous travaillons à ce qu’il soit exact et en ligne, mais nous ne promettons pas qu’il sera exempt d’erreurs ou d’interruptions, et nous ne sommes pas responsables des services, des conseils ou de la conduite d’un thérapeute.",
  "terms.liability.2":
    "Dans toute la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects, accessoires, spéciaux ou consécutifs, ni des pertes découlant de vos rapports avec un thérapeute. Notre responsabilité totale pour toute réclamation concernant le site se limite au plus élevé des montants suivants : la somme que vous nous avez payée dans les 12 mois précédant la réclamation, ou {cap} CA. Rien dans ces conditions ne limite les droits qui ne peuvent l’être en vertu des lois sur la protection du consommateur.",
  "terms.law.title": "10. Droit applicable",
  "terms.law.1":
    "Ces conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Les litiges seront entendus par les tribunaux de l’Ontario, sauf si la loi vous donne le droit d’intenter une action ailleurs.",
  "terms.changes.title": "11. Modifications de ces conditions",
  "terms.changes.1":
    "Nous pouvons mettre à jour ces conditions de temps à autre. Nous modifierons la date de « Dernière mise à jour » ci-dessus et, pour les changements importants, nous aviserons à l’avance par courriel les thérapeutes inscrits. Continuer à utiliser le site après un changement signifie que vous acceptez les conditions mises à jour. Notre <privacy>politique de confidentialité</privacy> explique comment nous traitons les renseignements personnels.",
  "terms.contact.title": "12. Nous joindre",
  "terms.contact.1":
    "Des questions sur ces conditions? Écrivez à <mail>{email}</mail> ou visitez notre page <contact>Nous joindre</contact>.",
} satisfies Record<keyof typeof en, string>;
