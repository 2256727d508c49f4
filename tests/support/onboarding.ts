import { SPECIALTIES } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";

let applications = 0;

// A valid therapist application as the JSON API takes it, each with a registration number of its own (approval
// refuses a number another listing has).
export function validApplication(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Avery",
    lastName: "Applicant",
    email: "avery.applicant@example.com",
    phone: "416-555-0100",
    credentials: "M.A., RP (CRPO)",
    licenseNumber: `CRPO-${12345 + applications++}`,
    yearsExperience: "3-5",
    specialties: [SPECIALTIES[0], SPECIALTIES[1]],
    therapyTypes: [THERAPY_TYPES[0]],
    city: "Toronto",
    province: "ON",
    bio: "I help adults with anxiety, depression and life transitions. My approach is warm, collaborative and practical, drawing on CBT and mindfulness. Sessions in person and online.",
    ...overrides,
  };
}
