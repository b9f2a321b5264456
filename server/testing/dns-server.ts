/**
 * A DNS server on loopback (UDP) for the tests of the newsletter's sender check: it speaks the DNS
 * wire format (RFC 1035) for TXT questions, answering the records it is given, NODATA for a name it
 * knows without TXT records, and NXDOMAIN for any other name.
 */
import { createSocket } from "node:dgram";

const TXT = 16;

/** The question's name (labels, no compression in a question) and where the question ends. */
function question(msg: Buffer) {
  const labels: string[] = [];
  let at = 12;
  while (msg[at] !== 0) {
    const length = msg[at];
    labels.push(msg.subarray(at + 1, at + 1 + length).toString("latin1"));
    at += 1 + length;
  }
  const end = at + 5; // the root label, then QTYPE and QCLASS
  return { name: labels.join(".").toLowerCase(), type: msg.readUInt16BE(at + 1), end };
}

/** One TXT answer: the name as a pointer to the question (offset 12), the text in 255-byte parts. */
function txtAnswer(text: string) {
  const bytes = Buffer.from(text, "utf8");
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255);
    parts.push(Buffer.from([part.length]), part);
  }
  const rdata = Buffer.concat(parts);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0);
  head.writeUInt16BE(TXT, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(60, 6); // TTL
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

/** `records`: each name's TXT texts; a name with [] exists without them. */
export async function startDnsServer(records: Record<string, string[]>) {
  const known = new Map(Object.entries(records).map(([k, v]) => [k.toLowerCase(), v]));
  const socket = createSocket("udp4");
  let asked = 0;
  socket.on("message", (msg, peer) => {
    asked++;
    const q = question(msg);
    const texts = known.get(q.name);
    const answers = texts && q.type === TXT ? texts.map(txtAnswer) : [];
    const head = Buffer.alloc(12);
    msg.copy(head, 0, 0, 2); // the id
    const recursion = msg[2] & 0x01;
    head[2] = 0x80 | 0x04 | recursion; // a response, authoritative
    head[3] = 0x80 | (texts ? 0 : 3); // recursion available; NOERROR or NXDOMAIN
    head.writeUInt16BE(1, 4);
    head.writeUInt16BE(answers.length, 6);
    socket.send(
      Buffer.concat([head, msg.subarray(12, q.end), ...answers]),
      peer.port,
      peer.address,
    );
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  return {
    server: `127.0.0.1:${port}`,
    /** How many questions came. */
    asked: () => asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
