import { describe, expect, it } from "vitest";
import { loader } from "./therapists.ts";

const answer = (path: string) =>
  loader({ request: new Request(`http://localhost${path}`), params: {} } as Parameters<typeof loader>[0]);

describe("/therapists and /fr/therapeutes", () => {
  it.each([
    ["/therapists", "/"],
    ["/therapists?city=Toronto&query=grief", "/?city=Toronto&query=grief"],
    ["/fr/therapeutes", "/fr"],
    ["/fr/therapeutes?near=M5V", "/fr?near=M5V"],
  ])("%s sends the visitor to the directory at %s, permanently", (path, location) => {
    const response = answer(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
  });
});
