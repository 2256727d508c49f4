import type { FeedItem } from "./posts.server.ts";
import { escapeXml } from "#app/seo/xml.ts";

// /blog/rss.xml: the latest public posts as RSS 2.0 (text escaped, never markup).

export const RSS_ITEMS = 50;

export function rssXml(appUrl: string, siteName: string, items: readonly FeedItem[]): string {
  const entries = items.map((item) => {
    const url = `${appUrl}/blog/${item.slug}`;
    return [
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<description>${escapeXml(item.excerpt)}</description>`,
      `<category>${escapeXml(item.specialty)}</category>`,
      `<dc:creator>${escapeXml(item.authorName)}</dc:creator>`,
      `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(`${siteName} Blog`)}</title>`,
    `<link>${escapeXml(`${appUrl}/blog`)}</link>`,
    `<atom:link href="${escapeXml(`${appUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    "<description>Articles written by licensed therapists.</description>",
    "<language>en-CA</language>",
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
