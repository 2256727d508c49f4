/** Fixed reference lists: specialties, issues, cities, provinces, therapy types, insurance, options, badges. */
export * from "./specialties.ts";
export * from "./issues.ts";
export * from "./cities.ts";
export * from "./city-pages.ts";
export * from "./provinces.ts";
export * from "./therapy-types.ts";
export * from "./insurance.ts";
export * from "./profile-options.ts";
export * from "./credentials.ts";
export * from "./languages.ts";
export * from "./fit.ts";
