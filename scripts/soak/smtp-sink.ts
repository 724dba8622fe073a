import { SMTPServer } from 'smtp-server';

/** One message the sink accepted: its Message-ID header and when (ms since the epoch) it said 250. */
export type Delivery = { messageId: string; at: number };

/**
 * An SMTP server on loopback that accepts everything and remembers each message's Message-ID, so the soak can
 * count deliveries per message (the outbox gives each row its own: `<mail-{id}@…>`).
 */
export async function startSmtpSink(port: number) {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 64_000) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? '(none)';
        deliveries.push({ messageId, at: Date.now() });
        callback();
      });
    },
  });
  server.on('error', () => {});
  const bound = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
  return {
    port: bound,
    deliveries,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
