// The directory's filter parameters, apart from the URL builders so that a page's head (its hreflang alternates)
// can name them without loading the directory's code.

/** The filters that narrow the list, in URL order (sort, paging and location are not filters). */
export const FILTER_KEYS = [
  "query",
  "specialty",
  "city",
  "therapyType",
  "insuranceProvider",
  "issue",
  "mode",
  "price",
  "maxFee",
  "slidingScale",
  "freeConsultation",
  "directBilling",
  "language",
  "identity",
  "population",
  "access",
  "acceptingClients",
  "virtualSessions",
  "near",
  "radiusKm",
] as const;
