import net from "node:net";

// Raw HTTP/1.1 requests over a socket: unlike fetch, nothing is validated or re-encoded on the way, so bad Host
// headers, malformed percent-encoding, NUL bytes and lying Content-Lengths reach the server as written.

export type RawResponse = { status: number; headers: string; body: string };

export function rawRequest(
  port: number,
  head: string,
  body: Buffer | string = "",
  timeoutMs = 15_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms to ${head.split("\r\n")[0]}`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const headers = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      const raw = Buffer.from(text.slice(split + 4), "latin1");
      resolve({
        status,
        headers,
        body: (/^transfer-encoding: *chunked/im.test(headers) ? dechunk(raw) : raw).toString("utf8"),
      });
    });
    socket.write(head.endsWith("\r\n\r\n") ? head : `${head}\r\n\r\n`);
    // No half-close: Node's server aborts a request whose client has ended its side. Connection: close ends it.
    if (body.length > 0) socket.write(body);
  });
}

/** A request head: the request line, Connection: close, and the given headers (Host first unless given). */
export function requestHead(method: string, target: string, headers: Record<string, string>): string {
  const lines = [`${method} ${target} HTTP/1.1`];
  if (!Object.keys(headers).some((name) => name.toLowerCase() === "host")) lines.push("Host: app.test");
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push("Connection: close");
  return `${lines.join("\r\n")}\r\n\r\n`;
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = lineEnd === -1 ? 0 : Number.parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
