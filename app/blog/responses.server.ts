import { apiJson, badRequest, forbidden, notFound } from "#app/http/api.server.ts";
import type { Writer } from "./authors.server.ts";
import { MESSAGES } from "./rules.ts";
import type { WriteOutcome } from "./writes.server.ts";

// How the blog API answers a write: 200 { post }, 403 not the author (nor an admin), 404 unknown post, 400 an
// author who is not an approved therapist, 409 a taken slug (with a free one to offer).

const NO_PROFILE_MESSAGE = "Writing articles needs an approved therapist profile.";

export function requireWriter(writer: Writer): void {
  if (writer.kind === "none") throw forbidden(NO_PROFILE_MESSAGE);
}

export function writeResponse(outcome: WriteOutcome, status = 200): Response {
  switch (outcome.kind) {
    case "saved":
      return apiJson({ post: outcome.post }, { status });
    case "forbidden":
      return forbidden("You can only write and change your own articles.");
    case "not-found":
      return notFound("Article not found");
    case "unknown-author":
      return badRequest({ therapistId: [MESSAGES.author] });
    case "slug-taken":
      return apiJson(
        { message: MESSAGES.slugTaken, errors: { slug: [MESSAGES.slugTaken] }, suggestion: outcome.suggestion },
        { status: 409 },
      );
  }
}
