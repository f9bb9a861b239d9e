// A tiny SMTP server on an ephemeral port that greets, says hello and then refuses every recipient with a 550, as a
// real mail server does for a mailbox that does not exist. Node's net module only: enough SMTP for nodemailer to
// connect, try, and get the refusal (no STARTTLS is offered, so none is tried).
import net from "node:net";
import type { AddressInfo } from "node:net";

export const REFUSAL = "550 5.1.1 Mailbox unavailable";

export interface RefusingSmtpServer {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL would be. */
  url: string;
  /** The recipients it was asked to take (RCPT TO), in order. */
  recipients: string[];
  close(): Promise<void>;
}

export async function startRefusingSmtpServer(): Promise<RefusingSmtpServer> {
  const recipients: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.setEncoding("utf8");
    socket.write("220 refusing.test ESMTP\r\n");
    let buffered = "";
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf("\r\n")) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-refusing.test\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") socket.write("250 refusing.test\r\n");
        else if (verb === "RCPT") {
          recipients.push(line.replace(/^RCPT TO:\s*/i, "").replace(/[<>]/g, ""));
          socket.write(`${REFUSAL}\r\n`);
        } else if (verb === "QUIT") socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n"); // MAIL FROM, RSET, NOOP
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
