import { describe, expect, it, vi } from "vitest";
import type { MouseEvent } from "react";
import { busyButton } from "./button.tsx";

// A busy button keeps its focus (not disabled) but says it is busy and sends nothing more when pressed.

const press = () => {
  const event = { preventDefault: vi.fn() };
  return { event, asClick: event as unknown as MouseEvent<HTMLButtonElement> };
};

describe("busyButton", () => {
  it("while busy: aria-disabled, never disabled, and a press is kept from submitting", () => {
    const own = vi.fn();
    const props = busyButton(true, own);
    expect(props).toMatchObject({ "aria-disabled": true });
    expect(props).not.toHaveProperty("disabled");
    const { event, asClick } = press();
    props.onClick?.(asClick);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(own).not.toHaveBeenCalled();
  });

  it("when not busy: nothing added, the button's own click handler kept", () => {
    const own = vi.fn();
    const props = busyButton(false, own);
    expect(props).not.toHaveProperty("aria-disabled");
    const { event, asClick } = press();
    props.onClick?.(asClick);
    expect(own).toHaveBeenCalledOnce();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
