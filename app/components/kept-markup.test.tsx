import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { keptOnServer, keptValuesContext } from "#app/http/kept-on-server.server.ts";
import { isKept, KeptValues, useKeptList, type KeptList } from "./kept-markup.tsx";

function Names({ list }: { list: readonly string[] | KeptList }) {
  const names = useKeptList(list);
  return <ul data-length={list.length}>{names === null ? "kept" : names.map((name) => <li key={name}>{name}</li>)}</ul>;
}

describe("lists kept on the server", () => {
  it("leaves a page's list out of its data, and keeps a navigation's in it", () => {
    const page = new RouterContextProvider();
    page.set(keptValuesContext, []);
    const kept = keptOnServer(page, ["Ada", "Grace"]);
    expect(kept).toEqual({ kept: 0, length: 2 });
    expect(isKept(kept)).toBe(true);
    expect(keptOnServer(page, ["Alan"])).toEqual({ kept: 1, length: 1 });
    expect(page.get(keptValuesContext)).toEqual([["Ada", "Grace"], ["Alan"]]);

    const navigation = new RouterContextProvider();
    expect(keptOnServer(navigation, ["Ada"])).toEqual(["Ada"]);
    expect(isKept(["Ada"])).toBe(false);
  });

  it("renders the kept list on the server, and its length only where the values are not at hand", () => {
    const list = { kept: 0, length: 2 };
    const served = renderToStaticMarkup(
      <KeptValues value={[["Ada", "Grace"]]}>
        <Names list={list} />
      </KeptValues>,
    );
    expect(served).toBe('<ul data-length="2"><li>Ada</li><li>Grace</li></ul>');
    expect(renderToStaticMarkup(<Names list={list} />)).toBe('<ul data-length="2">kept</ul>');
    expect(renderToStaticMarkup(<Names list={["Alan"]} />)).toBe('<ul data-length="1"><li>Alan</li></ul>');
  });
});
