import { z } from "zod";
import { defineIndexWriteJob } from "./contract.server.ts";

// Refreshes one therapist's search document after anything that changes it: approval, profile edits (self or
// admin), deletion, Featured starting, Featured ending.
export const indexTherapistJob = defineIndexWriteJob("index-therapist", z.object({ therapistId: z.uuid() }));
