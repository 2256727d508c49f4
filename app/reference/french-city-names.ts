/**
 * The French names of the listed cities that French names otherwise than English ("Montreal" is Montréal); the
 * others keep their one name in both languages (Toronto, Ottawa, Trois-Rivières, St. John's).
 */
export const FRENCH_CITY_NAMES: Readonly<Record<string, string>> = {
  Montreal: "Montréal",
  "Quebec City": "Québec",
  "North Vancouver": "Vancouver-Nord",
};
