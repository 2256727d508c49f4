import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OutcomeNotice } from "./outcome-notice.tsx";

// A page's written outcome reads as one sentence: a colon after a plain title, none after one that ends a sentence.

const text = (title: string, description: string, ok = true) =>
  renderToStaticMarkup(<OutcomeNotice outcome={{ ok, title, description }} className="" />).replace(/<[^>]+>/g, "");

describe("the outcome written on the page", () => {
  it("joins a plain title with a colon and a title that ends a sentence with a space", () => {
    expect(text("Error", "That request was not understood.", false)).toBe("Error: That request was not understood.");
    expect(text("Success!", "Blog post published successfully and is now live!")).toBe(
      "Success! Blog post published successfully and is now live!",
    );
    expect(text("Payment Successful!", "Featured is on.")).toBe("Payment Successful! Featured is on.");
  });
});
