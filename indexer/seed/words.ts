// Word lists for the fictional demo people and texts. Nothing here names a real person or practice:
// names are common given and family names combined at random, emails use the reserved example.com domain
// and phone numbers use the fictional 555-01xx range.

export const FIRST_NAMES: readonly string[] = [
  "Emma", "Olivia", "Sophie", "Charlotte", "Amelia", "Chloé", "Léa", "Zoë", "Hannah", "Maya",
  "Sarah", "Emily", "Jessica", "Rachel", "Laura", "Megan", "Natalie", "Claire", "Isabelle", "Julia",
  "Priya", "Aisha", "Fatima", "Mei", "Grace", "Nadia", "Leila", "Ananya", "Simran", "Yasmin",
  "Marie-Claude", "Geneviève", "Camille", "Amélie", "Anne", "Catherine", "Heather", "Jennifer", "Karen", "Lisa",
  "Liam", "Noah", "William", "Benjamin", "Lucas", "Ethan", "Jacob", "Nathan", "Owen", "Samuel",
  "Daniel", "Michael", "David", "James", "Matthew", "Ryan", "Andrew", "Kevin", "Jason", "Mark",
  "Arjun", "Omar", "Hamza", "Wei", "Kenji", "Rohan", "Mateo", "Gabriel", "Tariq", "Darius",
  "Jean-Philippe", "Étienne", "Mathieu", "Louis", "Félix", "Marc-André", "Tyler", "Connor", "Evan", "Graham",
  "Alex", "Jordan", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Quinn", "Robin", "Avery",
];

export const LAST_NAMES: readonly string[] = [
  "Smith", "Brown", "Tremblay", "Martin", "Roy", "Wilson", "MacDonald", "Gagnon", "Johnson", "Taylor",
  "Campbell", "Anderson", "Leblanc", "Lee", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin",
  "Gagné", "Ouellet", "Pelletier", "Bélanger", "Lévesque", "Thompson", "White", "Clark", "Young", "Walker",
  "Scott", "Stewart", "Reid", "Robertson", "Murray", "Fraser", "Graham", "Ross", "Hughes", "Bell",
  "O'Brien", "O'Connor", "Kelly", "Murphy", "Ryan", "Sullivan", "Doyle", "Patel", "Singh", "Sharma",
  "Gill", "Sandhu", "Grewal", "Chen", "Wang", "Li", "Zhang", "Liu", "Wong", "Chan",
  "Nguyen", "Tran", "Kim", "Park", "Nakamura", "Tanaka", "Khan", "Ali", "Hussain", "Ahmed",
  "Haddad", "Nasser", "Rahimi", "Santos", "Silva", "Costa", "Ferreira", "Rossi", "Russo", "Esposito",
  "Kowalski", "Nowak", "Novak", "Petrov", "Ivanova", "Schmidt", "Weber", "Fischer", "Mensah", "Okafor",
  "Adeyemi", "Baptiste", "Joseph", "Charles", "Francis", "Bernard", "Dubois", "Girard", "Bergeron", "Caron",
];

export const STREET_NAMES: readonly string[] = [
  "King", "Queen", "Yonge", "Bloor", "Dundas", "College", "Main", "Church", "Wellington", "Victoria",
  "Elgin", "Bank", "Richmond", "Adelaide", "Front", "Maple", "Oak", "Cedar", "Pine", "Birch",
  "Lakeshore", "Park", "Spadina", "Bay", "Erie", "Huron", "Ontario", "Water", "George", "Princess",
  "Dufferin", "Bathurst", "Brock", "Simcoe", "Colborne", "Talbot", "Division", "Mill", "Lake", "Riverside",
];

export const STREET_SUFFIXES: readonly string[] = ["Street", "Avenue", "Road", "Boulevard", "Drive", "Crescent", "Way"];

/** Area codes: a few cities have their own, the rest take their province's. */
export const CITY_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  Toronto: ["416", "647", "437"],
  Ottawa: ["613", "343"],
  Kingston: ["613"],
  London: ["519", "226"],
  Kitchener: ["519", "226"],
  Waterloo: ["519", "226"],
  Guelph: ["519", "226"],
  Windsor: ["519", "226"],
  Barrie: ["705", "249"],
  Sudbury: ["705"],
  "Thunder Bay": ["807"],
  Montreal: ["514", "438"],
  "Quebec City": ["418"],
  Edmonton: ["780"],
  Victoria: ["250"],
  Kelowna: ["250"],
};

export const PROVINCE_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  ON: ["905", "289", "365"],
  QC: ["450", "819"],
  BC: ["604", "778"],
  AB: ["403", "587"],
  MB: ["204"],
  SK: ["306"],
  NS: ["902"],
  NB: ["506"],
  NL: ["709"],
  PE: ["902"],
  YT: ["867"],
  NT: ["867"],
  NU: ["867"],
};

/** Credential strings that the credential badges recognise, with the designations they hold. */
export type CredentialChoice = { credentials: string; types: readonly string[] };

export const ONTARIO_CREDENTIALS: readonly CredentialChoice[] = [
  { credentials: "M.A., RP", types: ["RP"] },
  { credentials: "M.Ed., RP", types: ["RP"] },
  { credentials: "M.A., RP (Qualifying)", types: ["RP"] },
  { credentials: "MSW, RSW", types: ["RSW"] },
  { credentials: "MSW, RSW, RP", types: ["RSW", "RP"] },
  { credentials: "Ph.D., C.Psych.", types: ["C.Psych."] },
  { credentials: "Psy.D., C.Psych.", types: ["C.Psych."] },
  { credentials: "M.Ed., CCC", types: ["CCC"] },
  { credentials: "M.A., RP, CCC", types: ["RP", "CCC"] },
  { credentials: "MACP, RP", types: ["RP"] },
];

export const CANADA_CREDENTIALS: readonly CredentialChoice[] = [
  { credentials: "MSW, RSW", types: ["RSW"] },
  { credentials: "M.Ed., CCC", types: ["CCC"] },
  { credentials: "M.A., CCC", types: ["CCC"] },
  { credentials: "Ph.D., Registered Psychologist", types: ["Psychologist"] },
  { credentials: "MSW, RSW, CCC", types: ["RSW", "CCC"] },
];

/** Regulator prefixes for licence numbers, by the first designation. */
export const LICENSE_PREFIXES: Readonly<Record<string, string>> = {
  RP: "CRPO",
  RSW: "OCSWSSW",
  "C.Psych.": "CPO",
  CCC: "CCPA",
  Psychologist: "Psychologist",
};

/** Therapy approaches listed often; each name must be a THERAPY_TYPES entry (unknown names are ignored). */
export const POPULAR_THERAPY_TYPES: readonly string[] = [
  "CBT", "DBT", "ACT", "EMDR", "Mindfulness-Based", "Psychodynamic", "Person-Centred Therapy",
  "Emotionally Focused Therapy (EFT)", "Gottman Method", "Solution-Focused Brief Therapy", "Narrative Therapy",
  "Internal Family Systems (IFS)", "Trauma-Informed Care", "Integrative Therapy", "Play Therapy",
];

export const AVAILABILITY: readonly string[] = [
  "Weekday evenings and Saturday mornings",
  "Monday to Friday, 9 am to 5 pm",
  "Tuesday and Thursday evenings",
  "Weekday mornings and early afternoons",
  "Flexible hours, including some weekends",
  "Wednesday to Saturday, daytime and evening",
  "Evenings after 5 pm on weekdays",
  "Daytime appointments, Monday to Thursday",
  "Saturdays and Sunday afternoons",
  "Mornings before work, from 7 am",
];

export const CLIENT_GROUPS: readonly string[] = [
  "adults", "young adults", "couples", "teens and their families", "university and college students",
  "new and expecting parents", "busy professionals", "older adults", "newcomers to Canada", "2SLGBTQ+ clients",
];

export const REJECTION_NOTES: readonly string[] = [
  "The licence number could not be verified on the regulator's public register. Please apply again with your current registration number.",
  "The application lists a designation we could not confirm, and the bio describes services outside a counselling scope. Please update both and re-apply.",
];
