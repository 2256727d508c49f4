import { describe, expect, it } from "vitest";
import { ipBucket, mailboxOf } from "./rate-limit.server.ts";

// Per-IP limits count an IPv6 client by its /64 network (a subscriber holds a whole /64 and can switch
// addresses inside it at will), an IPv4 client by its address, however it is written.
describe("ipBucket", () => {
  it("groups IPv6 addresses by /64 whatever their spelling", () => {
    const bucket = ipBucket("2001:db8:85a3:12::1");
    expect(bucket).toBe("2001:db8:85a3:12::/64");
    for (const same of [
      "2001:db8:85a3:12:ffff:ffff:ffff:ffff",
      "2001:0DB8:85A3:0012:0:0:0:abcd",
      "2001:db8:85a3:12::2%eth0",
    ]) {
      expect(ipBucket(same)).toBe(bucket);
    }
    expect(ipBucket("2001:db8:85a3:13::1")).not.toBe(bucket);
    expect(ipBucket("::1")).toBe("0:0:0:0::/64");
    expect(ipBucket("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keeps IPv4 addresses apart, also when written IPv4-mapped", () => {
    expect(ipBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(ipBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipBucket("203.0.113.8")).not.toBe(ipBucket("203.0.113.7"));
    expect(ipBucket("unknown")).toBe("unknown");
  });
});

// Per-address limits count the mailbox: every sub-address (name+tag@host) reaches the same inbox.
describe("mailboxOf", () => {
  it("counts every tag and spelling of an address as its one mailbox, and different mailboxes apart", () => {
    for (const same of ["rl@example.net", "RL@Example.NET", " rl+1@example.net", "rl+p1+x@example.net"])
      expect(mailboxOf(same), same).toBe("rl@example.net");
    expect(mailboxOf("rl2@example.net")).toBe("rl2@example.net");
    expect(mailboxOf("+tag@example.net")).toBe("+tag@example.net");
  });
});
