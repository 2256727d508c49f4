import type { ReactNode } from "react";
import type { MessageId } from "#app/i18n/catalogue.ts";
import { T, useT, type Values } from "#app/i18n/i18n.tsx";
import { ProseList, ProseSection } from "./prose-page.tsx";

// A long-form page (a policy, the terms) as an outline of sections whose words are in a catalogue: section `s` of
// a page with prefix `p` has the title `p.s.title`, then one message per block, numbered from 1 in order: a
// paragraph ("p"), a sub-heading ("h3"), or a bulleted list of n items ("ul3": three messages).

export type Block = "p" | "h3" | `ul${number}`;
export type OutlineSection = { id: string; key: string; blocks: Block[] };

/** Every message id an outline uses, in order. */
export function outlineIds(prefix: string, outline: readonly OutlineSection[]): string[] {
  return outline.flatMap((section) => {
    const ids = [`${prefix}.${section.key}.title`];
    let next = 1;
    for (const block of section.blocks) {
      const count = block.startsWith("ul") ? Number(block.slice(2)) : 1;
      for (let item = 0; item < count; item += 1) ids.push(`${prefix}.${section.key}.${next++}`);
    }
    return ids;
  });
}

type Shared = { values: Values; components: Record<string, ReactNode> };

function Section({ prefix, section, shared }: { prefix: string; section: OutlineSection; shared: Shared }) {
  const t = useT();
  let next = 1;
  const message = () => <T id={`${prefix}.${section.key}.${next++}` as MessageId} {...shared} />;
  return (
    <ProseSection id={section.id} title={t(`${prefix}.${section.key}.title` as MessageId)}>
      {section.blocks.map((block, index) => {
        if (block === "p") return <p key={index}>{message()}</p>;
        if (block === "h3")
          return (
            <h3 key={index} className="pt-2 font-semibold text-slate-900">
              {message()}
            </h3>
          );
        const items = Array.from({ length: Number(block.slice(2)) }, (_, item) => <li key={item}>{message()}</li>);
        return <ProseList key={index}>{items}</ProseList>;
      })}
    </ProseSection>
  );
}

/** The sections of an outline, each message given the page's values and markup. */
export function ProseOutline(props: { prefix: string; outline: readonly OutlineSection[] } & Shared) {
  const shared = { values: props.values, components: props.components };
  return props.outline.map((section) => (
    <Section key={section.id} prefix={props.prefix} section={section} shared={shared} />
  ));
}
