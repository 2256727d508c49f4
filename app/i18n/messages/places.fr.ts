import type en from "./places.en.ts";

// L’index de l’Ontario, les pages des villes et les six pages d’enjeux (/fr/enjeux/{enjeu}) : leurs propres mots.
// Les textes des enjeux informent; ils ne posent pas de diagnostic et ne promettent aucun résultat.
export default {
  "place.home": "Accueil",
  "place.ontario": "Ontario",
  "ontario.title": "Trouver un thérapeute en Ontario par ville",
  "ontario.description":
    "Parcourez des thérapeutes agréés, des psychothérapeutes inscrits à l’OPAO, des travailleurs sociaux et des psychologues à Toronto, Ottawa, Mississauga, Hamilton et dans d’autres villes de l’Ontario.",
  "ontario.h1": "Thérapeutes en Ontario",
  "ontario.lead":
    "Trouvez des professionnels agréés en santé mentale près de chez vous, ou en ligne partout dans la province.",
  "ontario.intro":
    "La psychothérapie est réglementée en Ontario : les psychothérapeutes autorisés sont membres de l’Ordre des psychothérapeutes autorisés de l’Ontario (OPAO), et les travailleurs sociaux et les psychologues ont leur propre ordre. Chaque thérapeute de ce répertoire est agréé, et beaucoup offrent des séances en personne et des séances en ligne sécurisées. Choisissez votre ville pour voir qui exerce près de chez vous, ou partez de ce pour quoi vous aimeriez de l’aide.",
  "ontario.cities": "Parcourir par ville",
  "ontario.specialties": "Parcourir par spécialité",
  "ontario.cta": "Vous êtes thérapeute en Ontario?",
  "ontario.cta.text": "Inscrivez votre pratique gratuitement et joignez des gens qui cherchent du soutien.",
  "ontario.cta.link": "S’inscrire comme thérapeute",
  "city.heading": "Conseillers inscrits à l’OPAO à {city}",
  "city.count": "{total, plural, one {# professionnel} other {# professionnels}} à {city}",
  "city.intro":
    "En Ontario, les psychothérapeutes autorisés sont encadrés par l’Ordre des psychothérapeutes autorisés de l’Ontario (OPAO). Les conseillers, travailleurs sociaux et psychologues présentés ici exercent à {city} ou dans les environs; beaucoup offrent aussi des séances en ligne sécurisées. Ouvrez un profil pour voir les titres, les approches, les tarifs et la façon de prendre contact.",
  "city.results": "Fiches des thérapeutes",
  "city.none": "Aucun thérapeute trouvé à {city}",
  "city.noneHint":
    "Essayez une ville voisine, ou parcourez les <online>thérapeutes qui offrent des séances en ligne</online>.",
  "city.nearby": "Villes voisines",
  "city.nearbyLink": "Thérapeutes à {city}",
  "city.issues": "Trouver de l’aide par enjeu",
  "city.description":
    "Trouvez {total} conseillers inscrits à l’OPAO, psychothérapeutes et thérapeutes agréés à {city}, en Ontario. Comparez les spécialités, les approches, les tarifs et les disponibilités en ligne ou en personne.",
  "city.description.empty":
    "Trouvez des conseillers inscrits à l’OPAO, des psychothérapeutes et des thérapeutes agréés à {city}, en Ontario. Comparez les spécialités, les approches, les tarifs et les disponibilités en ligne ou en personne.",
  "place.page": " - Page {page}",
  "issue.approaches": "Approches thérapeutiques",
  "issue.help": "Comment nous aidons",
  "issue.results": "{name} : thérapeutes",
  "issue.none": "{name} : aucun thérapeute trouvé",
  "issue.noneHint": "<all>Cherchez plutôt dans tout le répertoire</all>.",
  "issue.related": "Spécialités connexes",
  "issue.cities": "Trouver un thérapeute par ville",
  "issues.anxiety.name": "Anxiété",
  "issues.anxiety.heading": "Thérapeutes pour l’anxiété en Ontario",
  "issues.anxiety.title": "Thérapeutes spécialisés en anxiété en Ontario",
  "issues.anxiety.metaDescription":
    "Trouvez des thérapeutes agréés en Ontario qui travaillent avec l’anxiété, l’inquiétude, la panique et le stress. Comparez les approches, les tarifs et les disponibilités, en ligne ou en personne.",
  "issues.anxiety.intro":
    "Tout le monde se sent anxieux à l’occasion. Quand l’inquiétude, la tension ou un sentiment d’appréhension reviennent sans cesse et commencent à peser sur vos journées, votre sommeil ou vos relations, en parler avec un thérapeute agréé peut vous aider à comprendre ce qui se passe et à trouver des façons d’y faire face qui vous conviennent.",
  "issues.anxiety.approaches":
    "Les thérapeutes qui travaillent avec l’anxiété ont souvent recours à la thérapie cognitivo-comportementale (TCC), qui examine les liens entre pensées, émotions et actions; à la thérapie d’acceptation et d’engagement (ACT); aux approches fondées sur la pleine conscience; et à une exposition graduelle et accompagnée aux situations que vous évitez. Un bon thérapeute explique son approche et l’adapte à vous.",
  "issues.anxiety.howWeHelp":
    "Chaque thérapeute présenté ici est un professionnel agréé. Filtrez par ville, séances en ligne, tarif et assurance, lisez chaque profil et écrivez directement au thérapeute pour lui demander son expérience de l’anxiété avant de réserver.",
  "issues.depression.name": "Dépression",
  "issues.depression.heading": "Thérapeutes pour la dépression en Ontario",
  "issues.depression.title": "Thérapeutes spécialisés en dépression en Ontario",
  "issues.depression.metaDescription":
    "Trouvez des thérapeutes agréés en Ontario qui accompagnent les personnes vivant avec une humeur dépressive ou une dépression. Comparez les profils, les approches, les tarifs et les disponibilités.",
  "issues.depression.intro":
    "Une humeur basse, la perte d’intérêt pour ce qui vous plaisait, une fatigue que le repos ne règle pas ou l’impression d’être coincé sont des raisons courantes de consulter un thérapeute. Pas besoin de savoir comment le nommer : une première conversation est l’occasion d’en parler avec une personne formée pour écouter.",
  "issues.depression.approaches":
    "Parmi les approches courantes : la thérapie cognitivo-comportementale (TCC), l’activation comportementale, la thérapie interpersonnelle, la thérapie centrée sur les émotions et la thérapie cognitive basée sur la pleine conscience. Beaucoup de thérapeutes combinent les méthodes; demandez-leur comment ils travailleraient avec vous et comment vous ferez le point ensemble.",
  "issues.depression.howWeHelp":
    "Parcourez les thérapeutes agréés qui comptent la dépression parmi leurs spécialités, voyez qui accepte de nouveaux clients et filtrez par séances en ligne, prix et assurance. La thérapie accompagne les soins de votre médecin de famille, sans les remplacer; en cas de crise, appelez ou textez le 988.",
  "issues.couples.name": "Couple et relations",
  "issues.couples.heading": "Thérapeutes de couple et des relations en Ontario",
  "issues.couples.title": "Thérapeutes de couple et des relations en Ontario",
  "issues.couples.metaDescription":
    "Trouvez des thérapeutes de couple et des relations agréés en Ontario. Comparez les approches comme la méthode Gottman et la TCE, les tarifs et les disponibilités en ligne.",
  "issues.couples.intro":
    "Les relations traversent des périodes difficiles : une communication qui se brise sans cesse, des disputes qui reviennent, une confiance trahie ou un grand changement de vie. La thérapie relationnelle offre aux partenaires, ou à une personne seule, un espace structuré pour se parler et comprendre le point de vue de l’autre.",
  "issues.couples.approaches":
    "Les thérapeutes relationnels s’appuient souvent sur la méthode Gottman, la thérapie centrée sur les émotions (TCE), la thérapie relationnelle Imago et les approches orientées vers les solutions. Les séances portent généralement sur la communication, la réparation après un conflit et les schémas qui maintiennent le couple dans l’impasse, à un rythme convenu par les deux partenaires.",
  "issues.couples.howWeHelp":
    "Cherchez des thérapeutes agréés qui offrent une thérapie relationnelle, filtrez par ville ou par séances en ligne pour que les deux partenaires puissent y assister, et comparez les tarifs et l’assurance. Écrivez à quelques thérapeutes pour leur demander comment se déroulent leurs séances conjointes et individuelles.",
  "issues.trauma.name": "Traumatismes et TSPT",
  "issues.trauma.heading": "Thérapeutes pour les traumatismes et le TSPT en Ontario",
  "issues.trauma.title": "Thérapeutes spécialisés en traumatismes et TSPT en Ontario",
  "issues.trauma.metaDescription":
    "Trouvez des thérapeutes agréés en Ontario qui ont de l’expérience avec les traumatismes et le TSPT. Comparez les approches tenant compte des traumatismes, comme l’EMDR et la TTC, les tarifs et les disponibilités.",
  "issues.trauma.intro":
    "Des expériences difficiles ou effrayantes peuvent laisser des traces longtemps après : des souvenirs qui s’imposent, un état d’alerte constant, des troubles du sommeil ou un sentiment de détachement. Travailler avec un thérapeute qui tient compte des traumatismes, c’est avancer à un rythme sécuritaire, en gardant la maîtrise de ce que vous choisissez de partager.",
  "issues.trauma.approaches":
    "Parmi les approches axées sur les traumatismes : la désensibilisation et le retraitement par les mouvements oculaires (EMDR), la thérapie du traitement cognitif (TTC), la TCC axée sur les traumatismes, les approches somatiques et l’approche des systèmes familiaux intérieurs. Beaucoup de thérapeutes commencent par bâtir un sentiment de sécurité et des stratégies d’adaptation avant d’aborder les souvenirs eux-mêmes.",
  "issues.trauma.howWeHelp":
    "Trouvez des thérapeutes agréés qui comptent les traumatismes et le TSPT parmi leurs spécialités, renseignez-vous sur leur formation et leurs approches, et écrivez-leur pour savoir comment ils travaillent. Il importe de choisir une personne avec qui vous vous sentez à l’aise; vous pouvez parler à plus d’un thérapeute avant de décider.",
  "issues.stress.name": "Stress",
  "issues.stress.heading": "Thérapeutes pour le stress et l’épuisement en Ontario",
  "issues.stress.title": "Thérapeutes en gestion du stress en Ontario",
  "issues.stress.metaDescription":
    "Trouvez des thérapeutes agréés en Ontario qui aident à gérer le stress, l’épuisement professionnel et les pressions de la vie. Comparez les approches, les tarifs, l’assurance et les disponibilités en ligne.",
  "issues.stress.intro":
    "Le travail, les études, le rôle d’aidant, l’argent et la santé peuvent s’accumuler jusqu’à ce que le stress semble constant. Quand il commence à nuire à votre sommeil, à votre patience ou à votre corps, un thérapeute peut vous aider à distinguer ce qui dépend de vous, à fixer des limites et à retrouver votre énergie.",
  "issues.stress.approaches":
    "Les thérapeutes ont souvent recours à la thérapie cognitivo-comportementale (TCC), à la réduction du stress basée sur la pleine conscience, à la thérapie d’acceptation et d’engagement (ACT), à la thérapie orientée vers les solutions et à la résolution de problèmes concrète. Les séances sont souvent axées sur des objectifs, avec des outils à essayer entre les rendez-vous.",
  "issues.stress.howWeHelp":
    "Parcourez les thérapeutes agréés qui travaillent sur la gestion du stress et l’épuisement, y compris en soirée et en ligne, et filtrez par tarif et assurance. Beaucoup de régimes d’avantages sociaux couvrent les séances avec des psychothérapeutes autorisés, des travailleurs sociaux et des psychologues; vérifiez votre régime.",
  "issues.grief.name": "Deuil et perte",
  "issues.grief.heading": "Thérapeutes pour le deuil et la perte en Ontario",
  "issues.grief.title": "Thérapeutes spécialisés en deuil et perte en Ontario",
  "issues.grief.metaDescription":
    "Trouvez des thérapeutes agréés en Ontario qui accompagnent les personnes en deuil ou vivant une perte. Comparez les profils, les approches, les tarifs et les disponibilités en ligne ou en personne.",
  "issues.grief.intro":
    "Le deuil suit bien des pertes : le décès d’un proche, une perte de grossesse, une séparation, un diagnostic ou un mode de vie qui a changé. Il n’y a pas de bonne façon ni de bon moment pour vivre un deuil. Un thérapeute offre un soutien constant pendant que vous faites une place à la perte et retrouvez vos repères.",
  "issues.grief.approaches":
    "Les conseillers en deuil utilisent souvent des approches centrées sur le sens et narratives, la thérapie d’acceptation et d’engagement (ACT), le travail centré sur les émotions et la thérapie axée sur la compassion; certains offrent un soutien pour le deuil compliqué ou traumatique. Les séances suivent votre rythme et ce dont vous voulez parler.",
  "issues.grief.howWeHelp":
    "Trouvez des thérapeutes agréés qui comptent le deuil et la perte parmi leurs spécialités, voyez qui accepte de nouveaux clients, et choisissez des séances en ligne ou en personne. Vous pouvez écrire directement à un thérapeute pour lui demander son expérience avant de réserver une première séance.",
} as const satisfies Record<keyof typeof en, string>;
