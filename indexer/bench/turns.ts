import autocannon from "autocannon";
import { BROWSER_USER_AGENT } from "./one-client.ts";

// How the apps of a `--baseline` run share a kind's seconds. A machine's speed moves within a minute (another
// tenant, the processor's clock, PostgreSQL's background work), and when one app was measured for a kind and then
// the other, what moved fell on one of them: the same code on both sides read from 0.46 to 1.67 on some kinds. So
// each app's seconds are cut in pieces of about PIECE_SECONDS, taken in rounds of mirrored order (A B, B A, A B...):
// a steady drift then weighs on every app alike, and a disturbance of a few seconds is shared out rather than
// landing on one app's whole turn. One app alone is measured in one piece. `inTurns` drives the pieces.

/** About how long one piece of load lasts, in seconds. */
export const PIECE_SECONDS = 2;

/** One measured piece of load: which app (its index) and for how many seconds. */
export type Turn = { side: number; seconds: number };

/** The apps' order (their indexes) in a round: forward in an even round, backward in an odd one (A B, B A...). */
export function roundOrder(apps: number, round: number): number[] {
  const order = Array.from({ length: apps }, (_, app) => app);
  return round % 2 === 0 ? order : order.reverse();
}

/** The order of a kind's pieces for `sides` apps given `seconds` each. */
export function turnsOf(sides: number, seconds: number): Turn[] {
  if (sides === 1) return [{ side: 0, seconds }];
  // an even number of rounds, so that each app's pieces sit as early and as late on average
  const rounds = 2 * Math.max(1, Math.round(seconds / (2 * PIECE_SECONDS)));
  return Array.from({ length: rounds }, (_, round) =>
    roundOrder(sides, round).map((side) => ({ side, seconds: seconds / rounds })),
  ).flat();
}

/** One app's figures for a kind, from its pieces. */
export type Combined = { perSecond: number; p50: number; p99: number; bytes: number; non2xx: number; errors: number };

/**
 * An app's pieces as one measurement: requests a second over all of its seconds, the average answer size over every
 * answer, every failure counted, and the p50 and p99 as the pieces' own, averaged weighing each by its answers
 * (autocannon gives a piece's percentiles, not its histogram; the worst piece's p99 would read high, as each
 * piece's first moment is a connection's first request).
 */
export function combine(pieces: readonly autocannon.Result[]): Combined {
  const sum = (value: (r: autocannon.Result) => number) => pieces.reduce((total, r) => total + value(r), 0);
  const answered = sum((r) => r["2xx"] + r.non2xx);
  const seconds = sum((r) => r.duration);
  return {
    perSecond: seconds > 0 ? sum((r) => r.requests.total) / seconds : 0,
    p50: answered > 0 ? sum((r) => r.latency.p50 * (r["2xx"] + r.non2xx)) / answered : 0,
    p99: answered > 0 ? sum((r) => r.latency.p99 * (r["2xx"] + r.non2xx)) / answered : 0,
    bytes: answered > 0 ? sum((r) => r.throughput.total) / answered : 0,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

/**
 * autocannon, 10 connections, walking `urls` in turn (the next URL for each request, whichever connection), from
 * where `cursor` stands (a later piece of the same walk goes on from where the last one stopped).
 */
export function drive(origin: string, urls: readonly string[], duration: number, cursor = { next: 0 }) {
  return autocannon({
    url: origin,
    connections: 10,
    duration,
    headers: { "user-agent": BROWSER_USER_AGENT },
    requests: [
      { method: "GET", setupRequest: (request) => ({ ...request, path: urls[cursor.next++ % urls.length] as string }) },
    ],
  });
}

/**
 * One kind of request on every app that serves it (`urls[i]` undefined: app i does not), in pieces taken in turns
 * (turnsOf), an app's pieces walking on through its URLs from one piece to the next, each app warmed on
 * `warm(its URLs)` for up to 3 s before its first piece; each app's figures.
 */
export async function inTurns(
  origins: readonly string[],
  urls: readonly (readonly string[] | undefined)[],
  seconds: number,
  warm: (urls: readonly string[]) => readonly string[],
): Promise<(Combined | undefined)[]> {
  const pieces: autocannon.Result[][] = origins.map(() => []);
  const cursors = origins.map(() => ({ next: 0 }));
  for (const turn of turnsOf(origins.length, seconds)) {
    const own = urls[turn.side];
    if (!own) continue;
    const origin = origins[turn.side]!;
    if (pieces[turn.side]!.length === 0) await drive(origin, warm(own), Math.min(3, seconds));
    pieces[turn.side]!.push(await drive(origin, own, turn.seconds, cursors[turn.side]));
  }
  return pieces.map((own, i) => (urls[i] ? combine(own) : undefined));
}

/**
 * `runs` results of `run` for each app's URL (undefined: the app has none), taken in rounds: each round runs every
 * app still due once, in an order that turns round from one round to the next (A B, B A...). A run that gives null
 * is not counted; an app stops being due with its `runs` results or after `attempts` runs.
 */
export async function inRounds<T>(
  urls: readonly (string | undefined)[],
  runs: number,
  attempts: number,
  run: (url: string) => Promise<T | null>,
): Promise<T[][]> {
  const results: T[][] = urls.map(() => []);
  const made = urls.map(() => 0);
  const due = (a: number) => urls[a] !== undefined && results[a]!.length < runs && made[a]! < attempts;
  for (let round = 0; urls.some((_, a) => due(a)); round++) {
    for (const a of roundOrder(urls.length, round).filter(due)) {
      made[a]!++;
      const result = await run(urls[a]!);
      if (result !== null) results[a]!.push(result);
    }
  }
  return results;
}
